import {
  clearRiskFlagRequest,
  clearRiskFlagResponse,
  type RiskFlag,
  type RiskRule,
} from '@chaba/contracts/backoffice-risk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../lib/api';
import { useServerForm } from '../lib/forms';
import { Badge } from './badge';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';
import { FormError, TextAreaField } from './field';
import { toast } from './toast';

/**
 * Risk flags as every desk shows them (issue 12): a rule's chip, a flag's details, and the dialog
 * that clears one with a reason. The members desk, the withdrawal desk and the risk desk use them.
 */

/** A rule's chip: its name in the console's language, red. */
export function RiskRuleBadge({ rule }: { rule: RiskRule }) {
  const { t } = useTranslation();
  return (
    <span data-testid="risk-chip" data-rule={rule}>
      <Badge tone="danger">⚑ {t(`risk.rules.${rule}`)}</Badge>
    </span>
  );
}

const detailKeys = [
  'other_member_ids',
  'account_number',
  'name',
  'address',
  'device',
  'window_minutes',
  'level',
  'matches',
  'upline_member_id',
  'downline_member_id',
  'withdrawal_id',
  'deposit',
  'bonus',
  'turnover_required',
  'bets',
  'withdrawal',
  'margin_percent',
  'day',
  'net_win',
  'threshold',
] as const;

/** What the rule saw, one `name: value` per known detail (lists joined). */
export function RiskFlagDetails({ flag }: { flag: RiskFlag }) {
  const { t } = useTranslation();
  const shown = detailKeys.filter((key) => flag.details[key] !== undefined);
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-zinc-600">
      {shown.map((key) => {
        const value = flag.details[key];
        return (
          <div key={key} className="flex min-w-0 gap-1">
            <dt className="text-zinc-400">{t(`risk.detailKeys.${key}`)}</dt>
            <dd className="truncate font-medium">
              <DetailValue name={key} value={value} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const memberKeys = new Set(['other_member_ids', 'upline_member_id', 'downline_member_id']);

/** A detail's value: members as links to their page, lists joined. */
function DetailValue({ name, value }: { name: string; value: unknown }) {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  if (!memberKeys.has(name)) return <>{items.map(String).join(', ')}</>;
  return (
    <>
      {items.map((id, index) => (
        <span key={String(id)}>
          {index > 0 ? ', ' : ''}
          <Link to={`/members/${String(id)}`} className="text-accent-700 hover:underline">
            #{String(id)}
          </Link>
        </span>
      ))}
    </>
  );
}

/** Clears a flag with the staff member's reason; every risk list reloads after it. */
export function ClearRiskFlagDialog({ flag, onClose }: { flag: RiskFlag | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi(`/api/backoffice/risk/flags/${id}/clear`, {
        method: 'POST',
        body: { reason },
        schema: clearRiskFlagResponse,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          String(query.queryKey[0]).startsWith('/api/backoffice/risk') ||
          String(query.queryKey[0]).startsWith('/api/backoffice/withdrawals'),
      }),
  });
  const form = useForm({ resolver: zodResolver(clearRiskFlagRequest), defaultValues: { reason: '' } });
  const { formError, close, submit } = useServerForm(form, {
    fields: ['reason'],
    onClose,
    onSubmit: async (values) => {
      if (!flag) return;
      await clear.mutateAsync({ id: flag.id, reason: values.reason });
      toast(t('risk.cleared'));
    },
  });
  return (
    <Dialog
      open={flag !== null}
      onClose={close}
      title={t('risk.clearTitle')}
      description={
        flag
          ? t('risk.clearText', {
              rule: t(`risk.rules.${flag.rule}`),
              member: flag.member_name ?? flag.member_phone,
            })
          : null
      }
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        {flag ? <RiskFlagDetails flag={flag} /> : null}
        <TextAreaField
          label={t('risk.reason')}
          rows={3}
          autoFocus
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <FormError message={formError} />
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('risk.clearSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
