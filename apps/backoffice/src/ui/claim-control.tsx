import { claimWithdrawalResponse, type DeskClaim } from '@chaba/contracts/backoffice-money';
import { successResponse } from '@chaba/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../lib/api';
import { useMe } from '../lib/me';
import { Button } from './button';
import { toast } from './toast';

/**
 * Who works an open item of a desk (issue 30, decision 68): claim it, release one's own claim, or
 * take another's over, through the desk's `…/:id/claim` and `…/:id/release`. After each, the lists
 * under `refresh` are asked again; a refusal (someone claimed it first) is told in a toast.
 */
export function ClaimControl({
  base,
  id,
  claim,
  refresh,
}: {
  /** The desk's API of its items, e.g. `/api/backoffice/deposits`. */
  base: string;
  id: number;
  claim: DeskClaim | null;
  /** The query key prefix of the lists that show the claim. */
  refresh: string;
}) {
  const { t } = useTranslation();
  const myId = useMe().data?.id;
  const client = useQueryClient();
  const onError = (error: unknown) =>
    toast(error instanceof ApiError ? error.message : t('common.loadFailed'), 'error');
  const onSettled = () => client.invalidateQueries({ queryKey: [refresh] });
  const take = useMutation({
    mutationFn: (takeOver: boolean) =>
      callApi(`${base}/${id}/claim`, {
        method: 'POST',
        body: takeOver ? { take_over: true } : {},
        schema: claimWithdrawalResponse,
      }),
    onError,
    onSettled,
  });
  const release = useMutation({
    mutationFn: () => callApi(`${base}/${id}/release`, { method: 'POST', schema: successResponse }),
    onError,
    onSettled,
  });
  if (claim === null)
    return (
      <Button size="sm" variant="ghost" busy={take.isPending} onClick={() => take.mutate(false)}>
        {t('withdrawals.claim')}
      </Button>
    );
  if (claim.staff.staff_id === myId)
    return (
      <span className="inline-flex items-center gap-1 text-xs text-emerald-700" data-testid="claim-mine">
        <span className="whitespace-nowrap">{t('withdrawals.claimMine')}</span>
        <Button size="sm" variant="ghost" busy={release.isPending} onClick={() => release.mutate()}>
          {t('withdrawals.release')}
        </Button>
      </span>
    );
  return (
    <span
      className="inline-flex flex-wrap items-center justify-end gap-1 text-xs text-amber-700"
      data-testid="claim-other"
    >
      <span className="whitespace-nowrap">{t('withdrawals.claimedBy', { name: claim.staff.username })}</span>
      <Button size="sm" busy={take.isPending} onClick={() => take.mutate(true)}>
        {t('withdrawals.takeOver')}
      </Button>
    </span>
  );
}
