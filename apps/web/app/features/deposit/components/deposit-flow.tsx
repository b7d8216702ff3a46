import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CompletedRequest, Profile } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { ApiError } from '../../../lib/api';
import { useLocalizePath } from '../../../lib/language';
import { usePopup, type PopupMode } from '../../../lib/popup';
import { useRequestOutcome } from '../../../lib/request-outcome';
import { useSession } from '../../../lib/session';
import { saveSlip, slipStamp } from '../../../lib/slip-storage';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useFeedback } from '../../../ui/feedback';
import { WarningIcon } from '../../../ui/icons';
import { depositApi, type PreparedDeposit } from '../api/deposit-api';
import { DepositPopup } from './deposit-popup';
import { DepositProcessPopup, type DepositView } from './deposit-process-popup';

/** A deposit request stays open this long (spec §9); the server's expires_at is used when given. */
const depositWindowMs = 15 * 60 * 1000;

const depositModes: readonly (PopupMode | null)[] = ['Deposit', 'DepositProcess'];

/** The deposit just prepared on this page, with how far the server's clock is from ours. */
interface Prepared {
  deposit: PreparedDeposit;
  serverOffsetMs: number;
}

/** The pending deposit of the profile, completed by what the prepare call answered, if it was ours. */
function depositView(profile: Profile | null, prepared: Prepared | null): DepositView | null {
  const pending = profile?.pending_request;
  if (!profile || !pending || pending.type !== 'deposit') return null;
  const own = prepared?.deposit.id === pending.id ? prepared.deposit : null;
  const offsetMs = prepared?.serverOffsetMs ?? 0;
  const expiresAtMs = pending.expires_at
    ? Date.parse(pending.expires_at)
    : Date.parse(pending.created_at) + depositWindowMs;
  return {
    id: pending.id,
    ref: pending.ref,
    amount: pending.amount,
    requestedAmount: own?.amount_adjusted ? own.requested_amount : null,
    method: pending.method === 'qr' ? 'qr' : 'bank',
    toBank: own ? own.to_bank : profile.to_bank,
    toAccountNumber: own ? own.to_account_number : profile.to_account_number,
    toName: own ? own.to_name : profile.to_name,
    qrCode: pending.qr_code ?? own?.qr_code ?? null,
    qrCodeName: own?.qr_code_name ?? profile.qr_code_name,
    deadlineMs: expiresAtMs - offsetMs,
  };
}

/**
 * The deposit flow (spec §2.5, §2.7, §4.5), mounted for members whatever popup is open, so that it
 * keeps the chosen promotion and watches the pending deposit in the background. Opening the
 * 'Deposit' popup mode means "the member tapped deposit": the account-number alert first, then
 * the profile loads behind the overlay, then the Deposit popup, or straight to the in-progress
 * popup when a request is pending.
 */
export function DepositFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { mode, open, close } = usePopup();
  const { profile, refreshProfile, memberRequest } = useSession();
  const { setLoading, showMessage, toast } = useFeedback();
  const reload = useProfileReloader();
  const [stage, setStage] = useState<'alert' | 'loading' | 'form'>('alert');
  const [promotionId, setPromotionId] = useState<number | null>(null);
  // "Deposit with this promotion" on /promotion links to /deposit?promotion=ID: preselect it.
  const { search } = useLocation();
  useEffect(() => {
    const requested = Number(new URLSearchParams(search).get('promotion'));
    if (Number.isInteger(requested) && requested > 0) setPromotionId(requested);
  }, [search]);
  const [prepared, setPrepared] = useState<Prepared | null>(null);

  const modeRef = useRef(mode);
  const profileRef = useRef(profile);
  useEffect(() => {
    modeRef.current = mode;
    profileRef.current = profile;
  }, [mode, profile]);

  const onFinished = useCallback(
    (request: CompletedRequest) => {
      const wasOpen = depositModes.includes(modeRef.current);
      if (wasOpen) close('finished');
      const amount = formatBaht(request.amount);
      showMessage(
        request.status === 'completed'
          ? { title: t('money.result.depositDoneTitle'), body: t('money.result.depositDone', { amount }) }
          : {
              title: t('money.result.depositFailedTitle'),
              body: request.deleted_cause
                ? t('money.result.depositFailed', { cause: request.deleted_cause })
                : t('money.result.depositFailedNoCause'),
            },
      );
      // The member who was watching the deposit goes home (spec §4.5); one who moved on stays.
      if (wasOpen) void navigate(localize('/'));
    },
    [close, localize, navigate, showMessage, t],
  );
  const tracker = useRequestOutcome('deposit', profile, onFinished);

  // Loads the profile behind the overlay, then opens what fits (spec §2.4, §4.5).
  const loadAndRoute = useCallback(async () => {
    setStage('loading');
    setLoading(true);
    const loaded = await refreshProfile();
    setLoading(false);
    if (modeRef.current !== 'Deposit') return;
    // A failed load has already said so and gone home.
    if (!loaded) return close('finished');
    const pending = loaded.pending_request;
    if (pending?.type === 'deposit') {
      tracker.track(pending.id);
      open('DepositProcess');
    } else if (pending?.type === 'withdraw') {
      open('WithdrawProcess');
    } else {
      setStage('form');
    }
  }, [close, open, refreshProfile, setLoading, tracker]);

  // Entering the 'Deposit' mode starts over; a pending request skips the alert.
  const previousMode = useRef<PopupMode | null>(null);
  useEffect(() => {
    const entered = mode === 'Deposit' && previousMode.current !== 'Deposit';
    previousMode.current = mode;
    if (!entered) return;
    if (profileRef.current?.pending_request) void loadAndRoute();
    else setStage('alert');
  }, [mode, loadAndRoute]);

  const view = mode === 'DepositProcess' ? depositView(profile, prepared) : null;

  // The in-progress popup with nothing pending any more (finished elsewhere) closes.
  useEffect(() => {
    if (mode === 'DepositProcess' && profile && !view) close('finished');
  }, [mode, profile, view, close]);

  const onPrepared = async (deposit: PreparedDeposit) => {
    setPrepared({ deposit, serverOffsetMs: Date.parse(deposit.created_at) - Date.now() });
    tracker.track(deposit.id);
    // The in-progress popup reads the pending request from the profile; a quiet reload that
    // fails is retried with the member's own refresh, which says so when it fails too.
    if (!(await reload())) await refreshProfile();
    open('DepositProcess');
  };

  const onOk = () => {
    // Stops the countdown and checks the deposit once; the outcome still shows when it arrives.
    close('finished');
    void reload();
    void navigate(localize('/'));
  };

  const onCancel = async (id: number) => {
    try {
      await depositApi(memberRequest).cancel(id);
      tracker.forget(id);
      close('finished');
      toast('success', t('money.process.cancelled'));
      void reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // It was paid or expired meanwhile: the reload lets the outcome dialog tell which.
        const current = await reload();
        if (current && current.pending_request?.id !== id) return;
      }
      const message =
        error instanceof ApiError && error.isNetworkError
          ? t('common.networkError')
          : error instanceof ApiError && error.messages[0]
            ? error.messages[0]
            : t('money.result.depositTimeout');
      showMessage({ title: t('money.result.depositFailedTitle'), body: message });
    }
  };

  const onTimeout = (id: number) => {
    tracker.forget(id);
    close('finished');
    showMessage({ title: t('money.result.depositTimeoutTitle'), body: t('money.result.depositTimeout') });
    // The server expires it too; the cancel makes it final now. Its failure changes nothing.
    depositApi(memberRequest)
      .cancel(id)
      .catch(() => undefined)
      .finally(() => void reload());
  };

  const onSaveSlip = (image: string) => {
    const stamp = slipStamp();
    if (!saveSlip({ stamp, image })) {
      toast('error', t('money.process.saveFailed'));
      return;
    }
    close('finished');
    void navigate(localize(`/slip?data=${stamp}`));
  };

  if (mode === 'Deposit') {
    if (stage === 'alert') {
      return <CheckAccountAlert onConfirm={() => void loadAndRoute()} onCancel={() => close()} />;
    }
    if (stage === 'form' && profile) {
      return (
        <DepositPopup
          profile={profile}
          promotionId={promotionId}
          onPromotionChange={setPromotionId}
          onPrepared={onPrepared}
          onClose={() => close()}
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
        onOk={onOk}
        onCancel={() => onCancel(view.id)}
        onTimeout={() => onTimeout(view.id)}
        onSaveSlip={onSaveSlip}
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
