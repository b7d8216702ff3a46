import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { WarningIcon } from '../../../ui/icons';
import { DepositPopup } from './deposit-popup';
import { DepositProcessPopup } from './deposit-process-popup';
import { useDepositFlow } from './use-deposit-flow';

/**
 * The deposit flow (spec §2.5, §2.7, §4.5), mounted for members whatever popup is open, so that it
 * keeps the chosen promotion and watches the pending deposit in the background. Opening the
 * 'Deposit' popup mode means "the member tapped deposit": the account-number alert first, then
 * the profile loads behind the overlay, then the Deposit popup, or straight to the in-progress
 * popup when a request is pending (useDepositFlow). `belowForm` is what the shell shows under the
 * amount form (the deposit-limit offer of responsible gaming).
 */
export function DepositFlow({ belowForm }: { belowForm?: ReactNode }) {
  const flow = useDepositFlow();
  const { mode, stage, profile, view, close } = flow;

  if (mode === 'Deposit') {
    if (stage === 'alert') {
      return <CheckAccountAlert onConfirm={() => void flow.loadAndRoute()} onCancel={() => close()} />;
    }
    if (stage === 'form' && profile) {
      return (
        <DepositPopup
          profile={profile}
          promotionId={flow.promotionId}
          onPromotionChange={flow.setPromotionId}
          onPrepared={flow.onPrepared}
          onClose={() => close()}
          belowForm={belowForm}
        />
      );
    }
    return null;
  }
  if (view) {
    return (
      <DepositProcessPopup
        key={view.id}
        view={view}
        onOk={flow.onOk}
        onCancel={() => flow.onCancel(view.id)}
        onTimeout={() => flow.onTimeout(view.id)}
        onSaveSlip={flow.onSaveSlip}
      />
    );
  }
  return null;
}

/** The alert of spec §2.3 asking to check the account number before transferring. */
function CheckAccountAlert({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('money.checkAccount.title')}
      onClose={onCancel}
      testId="deposit-check-account"
      icon={<WarningIcon />}
    >
      <p className="text-[0.95rem] leading-relaxed text-ink-100">{t('money.checkAccount.text')}</p>
      <div className="mt-5 flex gap-2">
        <Button className="flex-1" onClick={onConfirm}>
          {t('money.checkAccount.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('money.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
