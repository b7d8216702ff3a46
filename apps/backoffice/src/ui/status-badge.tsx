import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';

const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  awaiting_second_approval: 'accent',
  unmatched: 'warning',
  completed: 'success',
  approved: 'success',
  matched: 'success',
  credited: 'success',
  ok: 'success',
  active: 'success',
  rejected: 'danger',
  error: 'danger',
  locked: 'danger',
  disabled: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
  refunded: 'info',
  reversed: 'info',
};

/** A record's status as a coloured badge: amber waits for someone, green is done, red was refused. */
export function StatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  return <Badge tone={tones[status] ?? 'neutral'}>{label(status)}</Badge>;
}

/** A status's words in the console's language (its code when it has none), e.g. for a filter. */
export function useStatusLabel(): (status: string) => string {
  const { t, i18n } = useTranslation();
  return (status) => {
    const key = `status.${status}`;
    return i18n.exists(key) ? t(key as 'status.pending') : status;
  };
}
