import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError } from '../../ui/field';
import { EmptyState, ErrorState, LoadingState, PageHeader, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useDeleteRole, useRoles, type StaffRoleItem } from './api';
import { RoleEditor, type RoleDraft } from './role-editor';

/**
 * Roles an owner shapes (issue 30, decision 66): the roles on the left (built-in ones as templates
 * to copy), the chosen role's permission grid on the right; a new role, an edit, a deletion.
 */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const roles = useRoles();
  const [draft, setDraft] = useState<RoleDraft | null>(null);
  const [deleting, setDeleting] = useState<StaffRoleItem | null>(null);
  const chosen = draft?.mode === 'new' ? null : roles.data?.find((role) => role.key === draft?.key);
  const open = (role: StaffRoleItem) =>
    setDraft({
      mode: role.built_in ? 'view' : 'edit',
      key: role.key,
      nameTh: role.name_th,
      nameEn: role.name_en,
      permissions: role.permissions,
      version: role.version,
    });
  const copy = (role: StaffRoleItem) =>
    setDraft({
      mode: 'new',
      key: '',
      nameTh: t('rolesPage.copyOf', { name: role.name_th, lng: 'th' }),
      nameEn: t('rolesPage.copyOf', { name: role.name_en, lng: 'en' }),
      permissions: role.permissions.filter((permission) => permission !== 'staff.manage'),
      version: 0,
    });
  const blank = () => setDraft({ mode: 'new', key: '', nameTh: '', nameEn: '', permissions: [], version: 0 });
  return (
    <>
      <PageHeader
        title={t('rolesPage.title')}
        subtitle={t('rolesPage.subtitle')}
        actions={
          <Button variant="primary" size="sm" onClick={blank} data-testid="new-role">
            {t('rolesPage.newRole')}
          </Button>
        }
      />
      {roles.isPending ? (
        <LoadingState />
      ) : roles.isError ? (
        <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[320px_minmax(0,1fr)]">
          <Panel className="h-fit overflow-hidden">
            <ul className="divide-y divide-zinc-100" data-testid="role-list">
              {roles.data.map((role) => (
                <li key={role.key}>
                  <button
                    type="button"
                    onClick={() => open(role)}
                    aria-current={draft?.key === role.key && draft.mode !== 'new' ? 'true' : undefined}
                    className="flex w-full items-center gap-2 px-4 py-2.5 text-left hover:bg-zinc-50 aria-current:bg-accent-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-[13px] font-medium text-zinc-900">
                        {roleName(role, i18n.language)}
                      </span>
                      <span className="block text-xs text-zinc-500">
                        {role.key} · {t('rolesPage.staffCount', { count: role.staff_count })}
                      </span>
                    </span>
                    <Badge tone={role.built_in ? 'neutral' : 'accent'}>
                      {role.built_in ? t('rolesPage.builtIn') : t('rolesPage.custom')}
                    </Badge>
                  </button>
                </li>
              ))}
            </ul>
          </Panel>
          {draft ? (
            <RoleEditor
              key={`${draft.mode}:${draft.key}:${draft.version}:${draft.nameEn}`}
              draft={draft}
              onCopy={chosen?.built_in ? () => copy(chosen) : undefined}
              onDelete={chosen && !chosen.built_in ? () => setDeleting(chosen) : undefined}
              onDone={(saved) => (saved ? open(saved) : setDraft(null))}
            />
          ) : (
            <Panel>
              <EmptyState>{t('rolesPage.pick')}</EmptyState>
            </Panel>
          )}
        </div>
      )}
      <DeleteRoleDialog
        role={deleting}
        onClose={(deleted) => {
          setDeleting(null);
          if (deleted) setDraft(null);
        }}
      />
    </>
  );
}

function DeleteRoleDialog({
  role,
  onClose,
}: {
  role: StaffRoleItem | null;
  onClose: (deleted: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteRole();
  const [error, setError] = useState<string>();
  const close = (deleted: boolean) => {
    setError(undefined);
    onClose(deleted);
  };
  return (
    <Dialog
      open={role !== null}
      onClose={() => close(false)}
      title={role ? t('rolesPage.deleteTitle', { name: roleName(role, i18n.language) }) : ''}
      description={t('rolesPage.deleteText')}
    >
      <FormError message={error} />
      <DialogActions>
        <Button onClick={() => close(false)}>{t('rolesPage.cancel')}</Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() =>
            role &&
            void remove.mutateAsync(role.key).then(
              () => {
                toast(t('common.saved'));
                close(true);
              },
              (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
            )
          }
        >
          {t('rolesPage.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
