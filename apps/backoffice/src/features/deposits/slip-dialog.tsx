import { banks } from '@chaba/contracts/banks';
import { refuseDepositSlipRequest } from '@chaba/contracts/backoffice-slips';
import { formatBaht } from '@chaba/i18n/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf, useServerForm } from '../../lib/forms';
import { useCan } from '../../lib/me';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, TextAreaField } from '../../ui/field';
import { DateTime, Money } from '../../ui/format';
import { MemberLink } from '../../ui/member-link';
import { Detail } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useCreditSlip, useRefuseSlip, useSlipImage, type DepositSlip } from './slips-api';

/** A bank by the Bank of Thailand's three-digit code the slip's QR and the verifiers give. */
export function slipBankLabel(code: string | null | undefined): string {
  if (!code) return '';
  return banks.find((bank) => bank.bot === code)?.code.toUpperCase() ?? code;
}

const tones: Record<DepositSlip['status'], BadgeTone> = {
  verifying: 'info',
  held: 'warning',
  credited: 'success',
  attached: 'success',
  refused: 'danger',
};

export function SlipStatus({ status }: { status: DepositSlip['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`slips.statuses.${status}`)}</Badge>;
}

/** Why a slip is held or refused, in the console's words (the statement desk's reasons included). */
export function SlipReason({ reason }: { reason: string | null }) {
  const { t, i18n } = useTranslation();
  if (!reason) return null;
  for (const key of [`slips.reasons.${reason}`, `deposits.reasons.${reason}`]) {
    if (i18n.exists(key)) return <>{t(key as 'slips.reasons.slip_too_old')}</>;
  }
  return <>{reason}</>;
}

/** One slip: its image, what the QR and the verifier said, and, for a held one, the decision. */
export function SlipDialog({ slip, onClose }: { slip: DepositSlip | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'refuse'>('view');
  const close = () => {
    setMode('view');
    onClose();
  };
  return (
    <Dialog open={slip !== null} onClose={close} title={t('slips.title', { id: slip?.id ?? '' })}>
      {slip ? (
        <div className="space-y-4" data-testid="slip-dialog">
          <SlipImage slip={slip} />
          <SlipDetails slip={slip} />
          {mode === 'refuse' ? (
            <RefuseForm slip={slip} onDone={close} onCancel={() => setMode('view')} />
          ) : (
            <Decision slip={slip} onRefuse={() => setMode('refuse')} onDone={close} />
          )}
        </div>
      ) : null}
    </Dialog>
  );
}

function SlipImage({ slip }: { slip: DepositSlip }) {
  const { t } = useTranslation();
  const image = useSlipImage(slip.id, slip.has_image);
  if (!slip.has_image) return <p className="text-sm text-zinc-500">{t('slips.imageDeleted')}</p>;
  if (image.failed) return <p className="text-sm text-red-700">{t('slips.imageError')}</p>;
  return (
    <div className="flex h-64 items-center justify-center overflow-hidden rounded-lg bg-zinc-100">
      {image.url ? (
        <a href={image.url} target="_blank" rel="noreferrer" className="h-full">
          <img src={image.url} alt={t('slips.imageAlt')} className="h-full w-auto object-contain" />
        </a>
      ) : null}
    </div>
  );
}

function Party({
  party,
}: {
  party: { bank: string | null; account: string | null; name: string | null } | null;
}) {
  if (!party) return <>-</>;
  return (
    <>
      {party.name ?? '-'}
      <span className="block text-xs text-zinc-500">
        {slipBankLabel(party.bank)} <span className="font-mono">{party.account}</span>
      </span>
    </>
  );
}

function SlipDetails({ slip }: { slip: DepositSlip }) {
  const { t } = useTranslation();
  const verifier = slip.verifier;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <Detail label={t('slips.status')}>
        <SlipStatus status={slip.status} />
        <span className="mt-1 block text-xs text-zinc-600">
          <SlipReason reason={slip.reason} />
        </span>
      </Detail>
      <Detail label={t('slips.member')}>
        <MemberLink
          id={slip.member.id}
          name={slip.member.name}
          phone={slip.member.phone}
          detail={slip.member.phone}
        />
      </Detail>
      <Detail label={t('slips.qr')}>
        {slipBankLabel(slip.qr.sending_bank)}
        <span className="block font-mono text-xs break-all">{slip.qr.trans_ref}</span>
      </Detail>
      <Detail label={t('slips.verifier')}>
        {verifier ? t(`slips.verifierStatus.${verifier.status}`) : t('slips.noAnswer')}
      </Detail>
      <Detail label={t('slips.amount')}>
        <Money baht={verifier?.amount ?? null} className="font-semibold" />
      </Detail>
      <Detail label={t('slips.transferTime')}>
        <DateTime value={verifier?.occurred_at ?? null} />
      </Detail>
      <Detail label={t('slips.receiver')}>
        <Party party={verifier?.receiver ?? null} />
      </Detail>
      <Detail label={t('slips.sender')}>
        <Party party={verifier?.sender ?? null} />
      </Detail>
      <Detail label={t('slips.deposit')}>
        {slip.deposit ? (
          <>
            {slip.deposit.ref} · <Money baht={slip.deposit.amount} />
            <span className="block text-xs text-zinc-500">
              {t(`status.${slip.deposit.status}` as 'status.pending')}
            </span>
          </>
        ) : (
          t('slips.noDeposit')
        )}
      </Detail>
      <Detail label={t('slips.line')}>
        {slip.statement_line
          ? `#${slip.statement_line.id} · ${t(`status.${slip.statement_line.status}` as 'status.pending')}`
          : '-'}
      </Detail>
      {slip.decision ? (
        <Detail label={t('slips.decidedBy')}>
          {slip.decision.by ?? '-'} · <DateTime value={slip.decision.at} />
          {slip.decision.reason ? (
            <span className="block text-xs text-zinc-600">{slip.decision.reason}</span>
          ) : null}
        </Detail>
      ) : null}
    </dl>
  );
}

function Decision({
  slip,
  onRefuse,
  onDone,
}: {
  slip: DepositSlip;
  onRefuse: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const canDecide = useCan('deposits.decide');
  const credit = useCreditSlip();
  if (slip.status !== 'held' || !canDecide) return null;
  const amount = slip.verifier?.amount ?? null;
  const submitCredit = async () => {
    const answer = await credit.mutateAsync(slip.id).catch(() => null);
    if (!answer) return;
    toast(t('slips.credited', { amount: formatBaht(answer.data.amount ?? 0), id: slip.id }));
    onDone();
  };
  return (
    <div className="border-t border-zinc-100 pt-3">
      <p className="text-[13px] text-zinc-700">
        {slip.can_credit && amount !== null
          ? t('slips.creditText', {
              amount: formatBaht(amount),
              member: slip.member.name ?? slip.member.phone,
            })
          : t('slips.cannotCredit')}
      </p>
      <FormError message={credit.error ? messageOf(credit.error) : undefined} />
      <DialogActions>
        <Button onClick={onRefuse}>{t('slips.refuse')}</Button>
        {slip.can_credit ? (
          <Button variant="primary" busy={credit.isPending} onClick={() => void submitCredit()}>
            {t('slips.creditSubmit')}
          </Button>
        ) : null}
      </DialogActions>
    </div>
  );
}

function RefuseForm({
  slip,
  onDone,
  onCancel,
}: {
  slip: DepositSlip;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const refuse = useRefuseSlip();
  const form = useForm({ resolver: zodResolver(refuseDepositSlipRequest), defaultValues: { reason: '' } });
  const { formError, submit } = useServerForm(form, {
    fields: ['reason'],
    onClose: onDone,
    onSubmit: async (values) => {
      await refuse.mutateAsync({ slipId: slip.id, reason: values.reason });
      toast(t('slips.refused', { id: slip.id }));
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-zinc-100 pt-3">
      <TextAreaField
        label={t('slips.refuseReason')}
        hint={t('slips.refuseHint')}
        autoFocus
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <FormError message={formError} />
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="danger" busy={form.formState.isSubmitting}>
          {t('slips.refuseSubmit')}
        </Button>
      </DialogActions>
    </form>
  );
}
