import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { findBank } from '@chaba/contracts/banks';
import { formatBaht, formatDateTime } from '@chaba/i18n/format';
import { Button } from '../../../ui/button';
import { LoginFields } from '../../../ui/credential-fields';
import { ShieldIcon } from '../../../ui/icons';
import { ServerErrors } from '../../../ui/server-errors';
import type { RestrictedStatus } from '../api/protection-api';
import { useRestrictedAccount } from './use-restricted-account';

type Restricted = ReturnType<typeof useRestrictedAccount>;

/**
 * /responsible-gaming/account (issue 13): an account in a time-out, a self-exclusion or closed
 * cannot log in; here its owner sees the status with the phone and password, withdraws the
 * balance to the registered account, and asks to return once a self-exclusion has ended.
 */
export function RestrictedAccountPage() {
  const { t } = useTranslation();
  const restricted = useRestrictedAccount();
  return (
    <div data-testid="restricted-account" className="mx-auto max-w-5xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="flex items-center gap-3 text-2xl font-bold text-gold-100 md:text-3xl">
        <ShieldIcon size={28} className="text-gold-300" />
        {t('protection.restricted.title')}
      </h1>
      <p className="mt-3 max-w-3xl text-sm leading-relaxed text-ink-300">
        {t('protection.restricted.intro')}
      </p>
      <div className="mt-6 grid items-start gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <CheckForm restricted={restricted} />
        <div className="space-y-4">
          <ServerErrors messages={restricted.serverErrors} />
          {restricted.status ? <StatusPanel restricted={restricted} status={restricted.status} /> : null}
        </div>
      </div>
    </div>
  );
}

function CheckForm({ restricted }: { restricted: Restricted }) {
  const { t } = useTranslation();
  const { form } = restricted;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(restricted.check)}
      className="rounded-2xl border border-white/5 bg-ink-900/70 p-4"
    >
      <LoginFields
        field={form.field}
        otpRequired={restricted.otpRequired}
        otp={{ label: t('protection.restricted.otp') }}
      />
      <Button type="submit" block loading={restricted.busy === 'status'}>
        {t('protection.restricted.check')}
      </Button>
    </form>
  );
}

function StatusPanel({ restricted, status }: { restricted: Restricted; status: RestrictedStatus }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bank = status.bank ? findBank(status.bank.bank_code) : undefined;
  const bankName = language === 'th' ? bank?.thai_name : bank?.nice_name;
  const time = status.until ? formatDateTime(status.until) : '';
  return (
    <section
      data-testid="restricted-status"
      className="space-y-4 rounded-2xl border border-gold-400/25 bg-ink-900/80 p-4"
    >
      <p className="text-base font-semibold text-white">
        {t(`protection.restricted.states.${status.state}`, { time })}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-400">{t('protection.restricted.balance')}</dt>
          <dd className="font-semibold text-white tabular-nums">
            {formatBaht(status.balance)} {t('protection.baht')}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-400">{t('protection.restricted.withdrawable')}</dt>
          <dd className="font-semibold text-gold-200 tabular-nums">
            {formatBaht(status.withdrawable)} {t('protection.baht')}
          </dd>
        </div>
        {status.bank ? (
          <div className="col-span-2">
            <dt className="text-xs text-ink-400">{t('protection.restricted.bank')}</dt>
            <dd className="text-white">
              {bankName ?? status.bank.bank_code.toUpperCase()} {status.bank.account_number_masked}
            </dd>
          </div>
        ) : null}
      </dl>
      {status.pending_withdrawal ? (
        <p className="rounded-lg bg-amber-950/40 px-3 py-2 text-sm text-amber-100">
          {t('protection.restricted.pendingWithdrawal', {
            amount: formatBaht(status.pending_withdrawal.amount),
          })}
        </p>
      ) : status.withdrawable > 0 ? (
        <WithdrawForm restricted={restricted} />
      ) : null}
      {status.state === 'return_required' ? (
        <Button
          block
          variant="secondary"
          loading={restricted.busy === 'return'}
          onClick={() => void restricted.askReturn()}
        >
          {t('protection.restricted.askReturn')}
        </Button>
      ) : null}
    </section>
  );
}

function WithdrawForm({ restricted }: { restricted: Restricted }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor="restricted-amount" className="mb-1 block text-xs text-ink-400">
        {t('protection.restricted.amount')}
      </label>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <input
          id="restricted-amount"
          inputMode="decimal"
          value={restricted.amount}
          onChange={(event) => restricted.setAmount(event.target.value.replace(/[^\d.]/g, ''))}
          className="h-10 w-full rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-sm text-white tabular-nums outline-none focus:border-gold-300"
        />
        <Button
          size="sm"
          className="h-10"
          disabled={restricted.amount === ''}
          loading={restricted.busy === 'withdraw'}
          onClick={() => void restricted.withdraw()}
        >
          {t('protection.restricted.withdraw')}
        </Button>
      </div>
    </div>
  );
}
