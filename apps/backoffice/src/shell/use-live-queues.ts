import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { playAlert } from '../lib/alert-sound';
import { onQueueEvent, useStaffStream } from '../lib/staff-stream';
import { toast } from '../ui/toast';

/**
 * The live queues for the whole console: the stream stays open on every desk, and a new withdrawal
 * or unmatched transfer is announced wherever the staff member is (a toast, and the sound when on).
 */
export function useLiveQueues(): void {
  const { t } = useTranslation();
  useStaffStream();
  useEffect(
    () =>
      onQueueEvent((event) => {
        const announcement =
          event.kind === 'withdrawal.requested'
            ? t('withdrawals.newArrived')
            : event.kind === 'withdrawal.awaiting_second_approval'
              ? t('withdrawals.newParked')
              : event.kind === 'statement.unmatched'
                ? t('deposits.newArrived')
                : event.kind === 'adjustment.awaiting_approval'
                  ? t('adjustments.newArrived')
                  : null;
        if (!announcement) return;
        toast(announcement, 'info');
        playAlert();
      }),
    [t],
  );
}
