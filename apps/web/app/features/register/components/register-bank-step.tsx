import { useTranslation } from '../../../lib/i18n';
import { BankLogo } from '../../../ui/bank-logo';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { InfoIcon } from '../../../ui/icons';
import { ServerErrors } from '../../../ui/server-errors';
import { Spinner } from '../../../ui/spinner';
import { DateOfBirthField } from './date-of-birth-field';
import { RegisterProgress } from './register-progress';
import { useRegisterBankStep, type BankItem, type RegisterBankState } from './use-register-bank-step';

/** Step 3: the bank first (with logos), then account number, account name, LINE id and date of birth (useRegisterBankStep). */
export function RegisterBankStep({
  onClose,
  token,
  phone,
}: {
  onClose: () => void;
  token: string;
  phone: string;
}) {
  const { t } = useTranslation();
  const state = useRegisterBankStep({ token, phone });

  return (
    <Dialog title={t('register.bankTitle')} onClose={onClose} header={<RegisterProgress current={2} />}>
      <ServerErrors messages={state.serverErrors} />
      {state.chosen === null ? (
        <BankPicker state={state} />
      ) : (
        <BankAccountForm state={state} chosen={state.chosen} />
      )}
    </Dialog>
  );
}

/** The registration banks with their logos, loading, or failed with retry. */
function BankPicker({ state }: { state: RegisterBankState }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-ink-200">{t('register.chooseBank')}</legend>
      {state.banks === null && !state.banksFailed ? (
        <div className="flex justify-center py-10 text-gold-300">
          <Spinner size={28} />
        </div>
      ) : null}
      {state.banksFailed ? (
        <div className="py-6 text-center text-sm text-ink-300">
          <p className="mb-3">{t('register.banksFailed')}</p>
          <Button variant="secondary" size="sm" onClick={state.retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {state.banks ? (
        <div className="grid grid-cols-3 gap-2">
          {state.banks.map((bank) => (
            <button
              key={bank.code}
              type="button"
              aria-label={bank.thai_name}
              onClick={() => state.setChosen(bank)}
              className="flex flex-col items-center gap-1.5 rounded-xl border border-white/5 bg-ink-800/70 px-1 py-2.5 text-center transition hover:border-gold-400/60 hover:bg-ink-700"
            >
              <BankLogo code={bank.code} name="" size={36} />
              <BankTileName thaiName={bank.thai_name} />
            </button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

const bankPrefix = 'ธนาคาร';

/**
 * A bank's Thai name in its tile, whole but for the word 'ธนาคาร' (bank) every name starts with: the
 * legend above already asks for the bank, and the tile's button carries the full name for screen
 * readers. So the names fit the narrow tiles of a phone; the browser breaks the rest between Thai
 * words only (no line clamp, no overflow-wrap: a long name takes another line instead of being cut
 * or split inside a word).
 */
function BankTileName({ thaiName }: { thaiName: string }) {
  const shown =
    thaiName.startsWith(bankPrefix) && thaiName.length > bankPrefix.length
      ? thaiName.slice(bankPrefix.length)
      : thaiName;
  return (
    <span data-testid="bank-tile-name" className="w-full text-[0.68rem] leading-tight text-ink-200">
      {shown}
    </span>
  );
}

/** The chosen bank (with change) and the account number, name, LINE id and date of birth. */
function BankAccountForm({ state, chosen }: { state: RegisterBankState; chosen: BankItem }) {
  const { t } = useTranslation();
  const { form } = state;
  return (
    <form noValidate onSubmit={form.handleSubmit(state.submit)}>
      <div className="mb-4 flex items-center gap-3 rounded-xl border border-gold-400/30 bg-ink-800/70 p-3">
        <BankLogo code={chosen.code} name="" size={40} />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-ink-400">{t('fields.bank')}</p>
          <p data-testid="chosen-bank-name" className="leading-snug font-semibold text-white">
            {chosen.thai_name}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => state.setChosen(null)}>
          {t('register.changeBank')}
        </Button>
      </div>
      <TextField
        label={t('fields.accountNumber')}
        {...form.field('account_number')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        digitsOnly
        placeholder={t('placeholders.accountNumber')}
      />
      <TextField
        label={t('fields.accountName')}
        {...form.field('name')}
        autoComplete="name"
        maxLength={100}
        placeholder={t('placeholders.accountName')}
      />
      <TextField
        label={t('fields.line')}
        {...form.field('line')}
        autoComplete="off"
        maxLength={100}
        placeholder={t('placeholders.line')}
        hint={t('register.lineHint')}
      />
      <DateOfBirthField
        {...form.field('date_of_birth')}
        value={form.values.date_of_birth}
        error={form.field('date_of_birth').error ?? state.dateOfBirthServerError}
        language={state.language}
      />
      <p className="mb-4 flex gap-2 rounded-lg bg-gold-400/10 px-3 py-2 text-xs text-gold-100">
        <InfoIcon size={16} className="mt-px shrink-0 text-gold-300" />
        {t('register.bankNotice')}
      </p>
      <Button type="submit" block size="lg" loading={state.busy}>
        {t('register.submitBank')}
      </Button>
    </form>
  );
}
