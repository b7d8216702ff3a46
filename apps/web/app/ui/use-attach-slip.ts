import type { Profile } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { useSession } from '../lib/session';
import { attachSlipRequest } from '../lib/slip-api';
import { useProfileReloader } from '../lib/use-profile-reloader';

/** The server's own limit (issue 26): a larger picture is refused here, before it is sent. */
export const slipMaxBytes = 5 * 1024 * 1024;

export type SlipOutcome = { kind: 'credited' | 'waiting' | 'refused'; message: string } | null;

/** The ids of the member's completed deposits, as the profile lists them. */
function completedDepositIds(profile: Profile | null): Set<number> {
  return new Set(
    (profile?.completed_requests ?? [])
      .filter((request) => request.type === 'deposit' && request.status === 'completed')
      .map((request) => request.id),
  );
}

/**
 * Whether to offer the live camera scan: a phone or tablet (a coarse pointer) whose browser lets a
 * page use a camera. Known only in the browser, after the first render (the server renders without it).
 */
function useCameraScan(): boolean {
  const [canScan, setCanScan] = useState(false);
  useEffect(() => {
    setCanScan(
      typeof navigator.mediaDevices?.getUserMedia === 'function' && matchMedia('(pointer: coarse)').matches,
    );
  }, []);
  return canScan;
}

/**
 * Attaching a transfer slip (issue 26), from the deposit popups and the history: the picture the
 * member chose is sent for the deposit (when there is one); the answer is shown in the member's
 * language (the server's message for a refusal) and the profile reloaded on a credit (the live
 * update usually comes first). A slip that waits for the bank is watched: when the live update
 * brings the deposit completed (the server asked the bank again and credited it), the member is
 * told here.
 */
export function useAttachSlip(depositId?: number) {
  const { t } = useTranslation();
  const { memberRequest, profile } = useSession();
  const reload = useProfileReloader();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SlipOutcome>(null);
  const [scanning, setScanning] = useState(false);
  const canScan = useCameraScan();
  const completedBefore = useRef<Set<number>>(new Set());

  useEffect(() => {
    if (outcome?.kind !== 'waiting') return;
    const settled = (profile?.completed_requests ?? []).find(
      (request) =>
        request.type === 'deposit' &&
        request.status === 'completed' &&
        (request.id === depositId || !completedBefore.current.has(request.id)),
    );
    if (settled) {
      setOutcome({
        kind: 'credited',
        message: t('money.attachSlip.credited', { amount: formatBaht(settled.amount) }),
      });
    }
  }, [profile, outcome, depositId, t]);

  const choose = () => input.current?.click();

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > slipMaxBytes) {
      setOutcome({ kind: 'refused', message: t('money.attachSlip.tooLarge') });
      return;
    }
    await submit(file);
  };

  /** The camera's reading of the slip's QR (the live scan on phones). */
  const sendQr = async (text: string) => {
    setScanning(false);
    await submit({ qr: text });
  };

  const submit = async (slip: File | { qr: string }) => {
    setSending(true);
    setOutcome(null);
    completedBefore.current = completedDepositIds(profile);
    try {
      const answer = await attachSlipRequest(memberRequest, slip, depositId);
      if (answer.data.status === 'credited') {
        setOutcome({
          kind: 'credited',
          message: t('money.attachSlip.credited', { amount: formatBaht(answer.data.amount) }),
        });
        void reload();
      } else {
        setOutcome({ kind: 'waiting', message: t('money.attachSlip.waiting') });
      }
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : t('money.attachSlip.failed');
      setOutcome({ kind: 'refused', message });
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  };

  const scan = () => {
    setOutcome(null);
    setScanning(true);
  };

  return {
    input,
    sending,
    outcome,
    choose,
    send,
    canScan,
    scanning,
    scan,
    sendQr,
    stopScan: () => setScanning(false),
  };
}
