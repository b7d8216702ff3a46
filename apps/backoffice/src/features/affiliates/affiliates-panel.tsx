import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../lib/forms';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { Money } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { FormActions } from './form-actions';
import { useAffiliatePlans, useAffiliates, useUpdateAffiliate, type AffiliateSummary } from './api';

/** The affiliates: key, member, plan, from when, what is carried, and an edit button each. */
export function AffiliatesPanel() {
  const { t } = useTranslation();
  const affiliates = useAffiliates();
  const [editing, setEditing] = useState<AffiliateSummary | null>(null);
  const columns: Column<AffiliateSummary>[] = [
    {
      id: 'key',
      header: t('affiliates.key'),
      mobile: 'title',
      cell: (row) => (
        <span>
          <span className="font-medium text-zinc-900">{row.key}</span>
          <span className="block text-xs text-zinc-500">{row.name}</span>
        </span>
      ),
    },
    {
      id: 'member',
      header: t('affiliates.member'),
      cell: (row) =>
        row.member ? (
          <MemberLink
            id={row.member.id}
            name={row.member.name}
            phone={row.member.phone}
            detail={row.member.phone}
          />
        ) : (
          <span className="text-zinc-500">{t('affiliates.noMember')}</span>
        ),
    },
    { id: 'plan', header: t('affiliates.plan'), cell: (row) => row.plan?.name ?? t('affiliates.noPlan') },
    {
      id: 'commission_from',
      header: t('affiliates.commissionFrom'),
      cell: (row) => row.commission_from ?? '-',
    },
    {
      id: 'carried',
      header: t('affiliates.carried'),
      align: 'right',
      cell: (row) => <Money baht={row.carried} />,
    },
    { id: 'statements', header: t('affiliates.statements'), align: 'right', cell: (row) => row.statements },
    {
      id: 'actions',
      header: '',
      mobile: 'actions',
      cell: (row) => (
        <Button size="sm" onClick={() => setEditing(row)}>
          {t('affiliates.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Panel className="overflow-hidden">
      <DataTable
        testId="affiliates-table"
        columns={columns}
        rows={affiliates.data?.data}
        rowKey={(row) => row.id}
        {...queryStatus(affiliates)}
      />
      <EditAffiliateDialog affiliate={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}

interface AffiliateForm {
  member_id: string;
  plan_id: string;
  commission_from: string;
}

/** Links the affiliate to a member (by id), assigns a plan and the date its periods count from. */
function EditAffiliateDialog({
  affiliate,
  onClose,
}: {
  affiliate: AffiliateSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const plans = useAffiliatePlans();
  const update = useUpdateAffiliate();
  const form = useForm<AffiliateForm>({
    values: {
      member_id: affiliate?.member ? String(affiliate.member.id) : '',
      plan_id: affiliate?.plan ? String(affiliate.plan.id) : '',
      commission_from: affiliate?.commission_from ?? '',
    },
  });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['member_id', 'plan_id', 'commission_from'],
    onClose,
    onSubmit: async (values) => {
      if (!affiliate) return;
      const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
      await update.mutateAsync({
        id: affiliate.id,
        member_id: orNull(values.member_id) === null ? null : Number(values.member_id),
        plan_id: orNull(values.plan_id) === null ? null : Number(values.plan_id),
        commission_from: orNull(values.commission_from),
      });
      toast(t('affiliates.saved'));
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open={affiliate !== null}
      onClose={close}
      title={affiliate ? t('affiliates.editTitle', { key: affiliate.key }) : ''}
      description={t('affiliates.editText')}
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t('affiliates.memberId')}
          inputMode="numeric"
          error={errors.member_id?.message}
          {...form.register('member_id')}
        />
        <SelectField
          label={t('affiliates.plan')}
          error={errors.plan_id?.message}
          {...form.register('plan_id')}
        >
          <option value="">{t('affiliates.noPlan')}</option>
          {plans.data?.data.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('affiliates.commissionFrom')}
          type="date"
          error={errors.commission_from?.message}
          {...form.register('commission_from')}
        />
        <FormActions formError={formError} close={close} submitting={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
