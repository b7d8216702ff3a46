import {
  memberPushSubscriptionsResponse,
  removePushSubscriptionsResponse,
  type MemberPushSubscription,
} from '@chaba/contracts/backoffice-push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { messageOf } from '../../lib/forms';
import { useCan } from '../../lib/me';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';

const pathOf = (memberId: number) => `/api/backoffice/members/${memberId}/push-subscriptions`;

/**
 * The browsers a member receives push notifications on (decision 35): the push service, the
 * language, when it was turned on and last reached; never the endpoint or keys, which the API does
 * not answer. `members.edit` removes one or all (a lost phone, a member who asks), audited.
 */
export function MemberPushSubscriptions({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const canRemove = useCan('members.edit');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [pathOf(memberId)],
    queryFn: ({ signal }) => callApi(pathOf(memberId), { schema: memberPushSubscriptionsResponse, signal }),
  });
  const [confirm, setConfirm] = useState<{ id?: number } | null>(null);
  const [failure, setFailure] = useState<string>();
  const remove = useMutation({
    mutationFn: (id: number | undefined) =>
      callApi(id === undefined ? pathOf(memberId) : `${pathOf(memberId)}/${id}`, {
        method: 'DELETE',
        schema: removePushSubscriptionsResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [pathOf(memberId)] }),
  });
  const subscriptions = list.data?.data;

  return (
    <Panel
      title={t('members.push.title', { count: subscriptions?.length ?? 0 })}
      actions={
        canRemove && subscriptions && subscriptions.length > 1 ? (
          <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirm({})}>
            {t('members.push.removeAll')}
          </Button>
        ) : undefined
      }
    >
      {list.isLoading ? (
        <LoadingState />
      ) : !subscriptions ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : subscriptions.length === 0 ? (
        <EmptyState>{t('members.push.none')}</EmptyState>
      ) : (
        <ul className="divide-y divide-zinc-100" data-testid="member-push">
          {subscriptions.map((subscription) => (
            <PushSubscriptionRow
              key={subscription.id}
              subscription={subscription}
              onRemove={canRemove ? () => setConfirm({ id: subscription.id }) : undefined}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.id === undefined ? t('members.push.removeAllTitle') : t('members.push.removeTitle')}
        description={t('members.push.removeText')}
      >
        <FormError message={failure} />
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('common.cancel')}</Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            data-testid="push-remove-confirm"
            onClick={() =>
              remove.mutate(confirm?.id, {
                onSuccess: () => {
                  setConfirm(null);
                  setFailure(undefined);
                  toast(t('members.push.removed'));
                },
                onError: (error) => setFailure(messageOf(error)),
              })
            }
          >
            {t('members.push.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Panel>
  );
}

/** One browser: its service and language, since when, last delivery, failures, its user agent. */
function PushSubscriptionRow({
  subscription,
  onRemove,
}: {
  subscription: MemberPushSubscription;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3 px-4 py-2.5">
      <div className="min-w-0 flex-1">
        <div className="text-[13px]">
          {serviceName(subscription.service)} · {t(`members.push.languages.${subscription.language}`)}
        </div>
        <div className="text-xs text-zinc-500">
          {t('members.push.since')} <DateTime value={subscription.created_at} />
          {subscription.last_success_at ? (
            <>
              {' '}
              · {t('members.push.lastSent')} <DateTime value={subscription.last_success_at} />
            </>
          ) : null}
          {subscription.failures > 0 ? (
            <span className="text-amber-700">
              {' '}
              · {t('members.push.failures', { count: subscription.failures })}
            </span>
          ) : null}
        </div>
        {subscription.user_agent ? (
          <div className="truncate text-[11px] text-zinc-400">{subscription.user_agent}</div>
        ) : null}
      </div>
      {onRemove ? (
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {t('members.push.remove')}
        </Button>
      ) : null}
    </li>
  );
}

/** The kind of browser a push service serves. */
function serviceName(host: string): string {
  if (host.endsWith('googleapis.com')) return `Chrome / Android (${host})`;
  if (host.endsWith('mozilla.com')) return `Firefox (${host})`;
  if (host.endsWith('windows.com')) return `Edge / Windows (${host})`;
  if (host.endsWith('push.apple.com')) return `Safari / iPhone (${host})`;
  return host;
}
