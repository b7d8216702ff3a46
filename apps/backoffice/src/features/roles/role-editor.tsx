import { staffPermissions, type StaffPermission } from '@chaba/contracts/staff-permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { roleName } from '../../lib/me';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useCreateRole, useUpdateRole, type StaffRoleItem } from './api';
import { grantable, permissionGroups } from './permission-groups';

/** What the editor shows: a built-in role (read only), a role to edit, or a new one. */
export interface RoleDraft {
  mode: 'view' | 'edit' | 'new';
  key: string;
  nameTh: string;
  nameEn: string;
  permissions: readonly StaffPermission[];
  version: number;
}

/** A permission's label (one added later without a label shows its name). */
function usePermissionLabel() {
  const { t } = useTranslation();
  return (permission: StaffPermission) =>
    t(`permissions.${permission.replace('.', '__')}` as 'permissions.staff__manage', {
      defaultValue: permission,
    });
}

/**
 * One role's names and permission grid, grouped by area. A built-in role is read only, with "copy to
 * a new role"; the server refuses what the grid cannot offer (`staff.manage`) all the same.
 */
export function RoleEditor({
  draft,
  onCopy,
  onDelete,
  onDone,
}: {
  draft: RoleDraft;
  onCopy?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  onDone: (saved: StaffRoleItem | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreateRole();
  const update = useUpdateRole();
  const [key, setKey] = useState(draft.key);
  const [nameTh, setNameTh] = useState(draft.nameTh);
  const [nameEn, setNameEn] = useState(draft.nameEn);
  const [chosen, setChosen] = useState<ReadonlySet<StaffPermission>>(new Set(draft.permissions));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const readOnly = draft.mode === 'view';
  const toggle = (permission: StaffPermission) => {
    const next = new Set(chosen);
    if (next.has(permission)) next.delete(permission);
    else next.add(permission);
    setChosen(next);
  };
  const save = async () => {
    setErrors({});
    const permissions = staffPermissions.filter((permission) => chosen.has(permission));
    const fields = { name_th: nameTh, name_en: nameEn, permissions };
    try {
      const answer =
        draft.mode === 'new'
          ? await create.mutateAsync({ key, ...fields })
          : await update.mutateAsync({ key: draft.key, version: draft.version, ...fields });
      toast(t('common.saved'));
      onDone(answer.data);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      const field = (name: string) => failure.fieldErrors[name]?.[0];
      const placed = ['key', 'name_th', 'name_en', 'permissions'].some((name) => field(name));
      setErrors({
        key: field('key'),
        name_th: field('name_th'),
        name_en: field('name_en'),
        permissions: field('permissions'),
        form: placed ? undefined : failure.message,
      });
    }
  };
  return (
    <Panel
      title={
        draft.mode === 'new'
          ? t('rolesPage.newRole')
          : roleName({ name_th: draft.nameTh, name_en: draft.nameEn }, i18n.language)
      }
      actions={
        <div className="flex gap-2">
          {onCopy ? (
            <Button size="sm" onClick={onCopy} data-testid="copy-role">
              {t('rolesPage.copy')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="sm" variant="danger" onClick={onDelete}>
              {t('rolesPage.delete')}
            </Button>
          ) : null}
        </div>
      }
    >
      <div className="space-y-4 p-4" data-testid="role-editor">
        {readOnly ? <p className="text-[13px] text-zinc-600">{t('rolesPage.builtInNote')}</p> : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('rolesPage.key')}
            hint={draft.mode === 'new' ? t('rolesPage.keyHint') : undefined}
            value={key}
            disabled={draft.mode !== 'new'}
            autoComplete="off"
            error={errors.key}
            onChange={(event) => setKey(event.target.value)}
          />
          <TextField
            label={t('rolesPage.nameTh')}
            value={nameTh}
            disabled={readOnly}
            error={errors.name_th}
            onChange={(event) => setNameTh(event.target.value)}
          />
          <TextField
            label={t('rolesPage.nameEn')}
            value={nameEn}
            disabled={readOnly}
            error={errors.name_en}
            onChange={(event) => setNameEn(event.target.value)}
          />
        </div>
        <PermissionGrid chosen={chosen} readOnly={readOnly} error={errors.permissions} onToggle={toggle} />
        <FormError message={errors.form} />
        {readOnly ? null : (
          <div className="flex justify-end gap-2">
            <Button onClick={() => onDone(null)}>{t('rolesPage.cancel')}</Button>
            <Button
              variant="primary"
              busy={create.isPending || update.isPending}
              onClick={() => void save()}
              data-testid="save-role"
            >
              {draft.mode === 'new' ? t('rolesPage.create') : t('rolesPage.save')}
            </Button>
          </div>
        )}
      </div>
    </Panel>
  );
}

/** The permissions by area, each a checkbox; the owner's own one is never on offer. */
function PermissionGrid({
  chosen,
  readOnly,
  error,
  onToggle,
}: {
  chosen: ReadonlySet<StaffPermission>;
  readOnly: boolean;
  error: string | undefined;
  onToggle: (permission: StaffPermission) => void;
}) {
  const { t } = useTranslation();
  const label = usePermissionLabel();
  return (
    <fieldset>
      <legend className="mb-2 flex w-full items-baseline gap-2 text-xs font-medium text-zinc-700">
        <span className="flex-1">{t('rolesPage.permissions')}</span>
        <span className="font-normal text-zinc-500">
          {t('rolesPage.selected', { count: chosen.size, total: staffPermissions.length })}
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        {permissionGroups.map(({ group, permissions }) => (
          <div key={group} className="rounded-md border border-zinc-200 p-3">
            <h3 className="mb-2 text-xs font-semibold text-zinc-800">{t(`rolesPage.groups.${group}`)}</h3>
            <ul className="space-y-1.5">
              {permissions.map((permission) => {
                const locked = readOnly || !grantable(permission);
                return (
                  <li key={permission}>
                    <label className="flex items-start gap-2 text-[13px] text-zinc-800">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0 accent-accent-600"
                        checked={chosen.has(permission)}
                        disabled={locked}
                        data-permission={permission}
                        onChange={() => onToggle(permission)}
                      />
                      <span className="min-w-0">
                        {label(permission)}
                        {!grantable(permission) ? (
                          <span className="ml-1 text-xs text-zinc-500">({t('rolesPage.ownerOnly')})</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {error ? (
        <p className="mt-1 text-xs text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
