import { AttachSlip } from '../../../ui/attach-slip';
import { useTranslation } from '../../../lib/i18n';
import type { Profile } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { sanitizeAmount } from '../../../lib/amount-input';
import { useMaintenancePause } from '../../../lib/maintenance-pause';
import { useSite } from '../../../lib/site';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useFeedback } from '../../../ui/feedback';
import { TextField } from '../../../ui/field';
import { ChatIcon, DepositIcon, GiftIcon, WarningIcon } from '../../../ui/icons';
import { ServerErrors } from '../../../ui/server-errors';
import { ChosenPromotion, PromotionPicker } from './promotion-card';
import { useDepositPopup, type DepositPopupProps, type DepositPopupState } from './use-deposit-popup';

function hasBank(profile: Profile): boolean {
  return Boolean(profile.bank && profile.account_number);
}

/**
 * The Deposit popup (spec §2.5): credit, the promotion area, the amount with its 'บาท' suffix,
 * submit, cancel and the contact link; without a bank, the add-bank message (useDepositPopup).
 */
export function DepositPopup(props: DepositPopupProps) {
  const { profile, onPromotionChange, onClose } = props;
  const { t } = useTranslation();
  const state = useDepositPopup(props);
  const { picking, setPicking } = state;

  if (!hasBank(profile)) return <NoBankPopup onClose={onClose} />;

  return (
    <Dialog title={t('money.deposit.title')} onClose={onClose} testId="deposit-popup" icon={<DepositIcon />}>
      <div className="mb-4 flex items-center justify-between rounded-xl border border-gold-400/25 bg-gradient-to-br from-gold-400/10 to-transparent px-4 py-3">
        <span className="text-sm text-ink-300">{t('money.credit')}</span>
        <span className="text-lg font-bold text-gold-200 tabular-nums" data-testid="deposit-credit">
          {formatBaht(profile.games[0]?.credit ?? 0)}{' '}
          <span className="text-xs font-medium text-ink-300">{t('money.baht')}</span>
        </span>
      </div>

      {picking ? (
        <PromotionPicker
          promotions={profile.promotions}
          selectedId={state.promotion?.id ?? null}
          onSelect={(id) => {
            onPromotionChange(id);
            setPicking(false);
          }}
          onBack={() => setPicking(false)}
        />
      ) : (
        <>
          <PromotionArea state={state} onPromotionChange={onPromotionChange} />
          <AmountForm profile={profile} state={state} onClose={onClose} />
          {props.belowForm}
        </>
      )}
      <div className="mt-4 flex justify-center">
        <ContactLink />
      </div>
    </Dialog>
  );
}

function ContactLink() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <a
      href={site.line || undefined}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:underline"
    >
      <ChatIcon size={16} />
      {t('money.contact')}
    </a>
  );
}

/** A member without a bank account is asked to add one first. */
function NoBankPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const { showMessage } = useFeedback();
  return (
    <Dialog title={t('money.deposit.title')} onClose={onClose} testId="deposit-popup" icon={<DepositIcon />}>
      <p className="flex gap-2 rounded-xl border border-amber-400/40 bg-amber-950/40 p-3 text-sm text-amber-100">
        <WarningIcon size={18} className="shrink-0 text-amber-300" />
        {t('money.noBank.depositText')}
      </p>
      <div className="mt-4 flex gap-2">
        <Button
          className="flex-1"
          onClick={() =>
            showMessage({
              title: t('money.noBank.addBankTitle'),
              body: t('money.noBank.addBankText'),
              action: site.line ? { label: t('money.contact'), href: site.line } : undefined,
            })
          }
        >
          {t('money.noBank.addBank')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('money.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The chosen promotion with change and cancel, or the offer to get one. */
function PromotionArea({
  state,
  onPromotionChange,
}: {
  state: DepositPopupState;
  onPromotionChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const { promotion, setPicking } = state;
  return (
    <section
      aria-label={t('money.promotion.title')}
      className="mb-4 rounded-xl border border-white/10 bg-ink-950/50 p-3.5"
    >
      {promotion ? (
        <>
          <ChosenPromotion promotion={promotion} />
          <div className="mt-3 flex gap-2">
            <Button size="sm" variant="secondary" className="flex-1" onClick={() => setPicking(true)}>
              {t('money.promotion.change')}
            </Button>
            <Button size="sm" variant="ghost" className="flex-1" onClick={() => onPromotionChange(null)}>
              {t('money.promotion.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <div className="flex items-center gap-3">
          <GiftIcon className="shrink-0 text-gold-300" />
          <p className="min-w-0 flex-1 text-sm text-ink-300">{t('money.promotion.noneText')}</p>
          <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
            {t('money.promotion.get')}
          </Button>
        </div>
      )}
    </section>
  );
}

function AmountForm({
  profile,
  state,
  onClose,
}: {
  profile: Profile;
  state: DepositPopupState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form } = state;
  // During maintenance the form says so and cannot be sent (the server would refuse it anyway).
  const paused = useMaintenancePause();
  return (
    <form noValidate onSubmit={form.handleSubmit(state.submit)} aria-label={t('money.deposit.title')}>
      <ServerErrors messages={paused.length > 0 ? paused : state.serverErrors} />
      <TextField
        label={t('money.deposit.amount')}
        {...form.field('amount')}
        onChange={(value) => form.setValue('amount', sanitizeAmount(value))}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.deposit.amountPlaceholder')}
        trailing={<span className="pr-3 text-sm font-medium text-ink-300">{t('money.baht')}</span>}
        className="[&_input]:text-lg [&_input]:font-semibold"
        hint={profile.payment_gateway_status ? t('money.deposit.qrNote') : t('money.deposit.bankNote')}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          loading={state.busy}
          disabled={paused.length > 0}
          className="flex-1"
          data-testid="deposit-submit"
        >
          {t('money.deposit.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('money.cancel')}
        </Button>
      </div>
      {/* Paid without a request pending (or after it expired): the slip proves it (issue 26). */}
      <AttachSlip />
    </form>
  );
}
