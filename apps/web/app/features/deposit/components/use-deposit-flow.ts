import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import type { Profile } from '@chaba/contracts/profile';
import { ApiError } from '../../../lib/api';
import { useLocalizePath } from '../../../lib/language';
import { usePopup, type PopupMode } from '../../../lib/popup';
import type { useRequestOutcome } from '../../../lib/request-outcome';
import { useRequestOutcomeMessage } from '../../../lib/use-request-outcome-message';
import { useSession } from '../../../lib/session';
import { saveSlip, slipStamp } from '../../../lib/slip-storage';
import { usePendingRequestRouting } from '../../../lib/use-pending-request-routing';
import { useProfileReloader } from '../../../lib/use-profile-reloader';
import { useFeedback } from '../../../ui/feedback';
import { depositApi, type PreparedDeposit } from '../api/deposit-api';
import type { DepositView } from './use-deposit-process';

/** A deposit request stays open this long (spec §9); the server's expires_at is used when given. */
const depositWindowMs = 15 * 60 * 1000;

const depositModes: readonly (PopupMode | null)[] = ['Deposit', 'DepositProcess'];

/** The deposit just prepared on this page, with how far the server's clock is from ours. */
interface Prepared {
  deposit: PreparedDeposit;
  serverOffsetMs: number;
}

type Tracker = ReturnType<typeof useRequestOutcome>;
/** One quiet reloader for the whole flow, so that its reloads coalesce. */
type Reload = ReturnType<typeof useProfileReloader>;

/** Where to pay: the pending deposit's own account, else what the prepare call or the profile said. */
function payToOf(
  pending: NonNullable<Profile['pending_request']>,
  own: PreparedDeposit | null,
  profile: Profile,
): Pick<DepositView, 'toBank' | 'toAccountNumber' | 'toName' | 'accountChanged'> {
  if (pending.to_account_number !== null) {
    return {
      toBank: pending.to_bank,
      toAccountNumber: pending.to_account_number,
      toName: pending.to_name,
      accountChanged: own !== null && own.to_account_number !== pending.to_account_number,
    };
  }
  const from = own ?? profile;
  return {
    toBank: from.to_bank,
    toAccountNumber: from.to_account_number,
    toName: from.to_name,
    accountChanged: false,
  };
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
    // The account the deposit holds: staff may have moved it since it was prepared (a frozen account).
    ...payToOf(pending, own, profile),
    qrCode: pending.qr_code ?? own?.qr_code ?? null,
    qrCodeName: own?.qr_code_name ?? profile.qr_code_name,
    deadlineMs: expiresAtMs - offsetMs,
  };
}

/** "Deposit with this promotion" on /promotion links to /deposit?promotion=ID: preselect it. */
function usePromotionFromLink() {
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const { search } = useLocation();
  useEffect(() => {
    const requested = Number(new URLSearchParams(search).get('promotion'));
    if (Number.isInteger(requested) && requested > 0) setPromotionId(requested);
  }, [search]);
  return [promotionId, setPromotionId] as const;
}

/** Cancelling a pending deposit, by the member or when its countdown ends. */
function useDepositEnding(tracker: Tracker, reload: Reload) {
  const { t } = useTranslation();
  const { close } = usePopup();
  const { memberRequest } = useSession();
  const { showMessage, toast } = useFeedback();

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

  return { onCancel, onTimeout };
}

/** A prepared deposit opens the in-progress popup; OK and a saved slip leave it. */
function useDepositSteps(tracker: Tracker, reload: Reload, setPrepared: (prepared: Prepared) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { open, close } = usePopup();
  const { refreshProfile } = useSession();
  const { toast } = useFeedback();

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

  const onSaveSlip = (image: string) => {
    const stamp = slipStamp();
    if (!saveSlip({ stamp, image })) {
      toast('error', t('money.process.saveFailed'));
      return;
    }
    close('finished');
    void navigate(localize(`/slip?data=${stamp}`));
  };

  return { onPrepared, onOk, onSaveSlip };
}

/**
 * The deposit flow's state and calls (spec §2.5, §2.7, §4.5): which stage of the 'Deposit' mode
 * shows (the account-number alert, the loading profile, the form), the chosen promotion, the
 * pending deposit's view, and what its popups' buttons do.
 */
export function useDepositFlow() {
  const { mode, close } = usePopup();
  const { profile } = useSession();
  const reload = useProfileReloader();
  const [stage, setStage] = useState<'alert' | 'loading' | 'form'>('alert');
  const [promotionId, setPromotionId] = usePromotionFromLink();
  const [prepared, setPrepared] = useState<Prepared | null>(null);

  const modeRef = useRef(mode);
  const profileRef = useRef(profile);
  useEffect(() => {
    modeRef.current = mode;
    profileRef.current = profile;
  }, [mode, profile]);

  const tracker = useRequestOutcomeMessage('deposit', depositModes, modeRef, profile);

  const loadAndRoute = usePendingRequestRouting({ type: 'deposit', modeRef, tracker, setStage });

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

  return {
    mode,
    stage,
    profile,
    view,
    promotionId,
    setPromotionId,
    loadAndRoute,
    close,
    ...useDepositSteps(tracker, reload, setPrepared),
    ...useDepositEnding(tracker, reload),
  };
}
