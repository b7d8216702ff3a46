import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../ui/page';
import type { Dashboard } from './api';

const queueLinks: Record<keyof Dashboard['queues'], string> = {
  withdrawals: '/withdrawals',
  pending_deposits: '/deposits',
  unmatched_statements: '/deposits',
  adjustments: '/adjustments',
};

/** What waits on the desks now, each a link to its desk. */
export function QueuePanel({ queues }: { queues: Dashboard['queues'] }) {
  const { t } = useTranslation();
  const names = Object.keys(queueLinks) as (keyof Dashboard['queues'])[];
  return (
    <Panel title={t('dashboard.queues')} className="h-full">
      <ul className="divide-y divide-zinc-100">
        {names.map((name) => (
          <li key={name}>
            <Link
              to={queueLinks[name]}
              className="flex items-center justify-between gap-3 px-4 py-3 text-[13px] hover:bg-zinc-50"
              data-testid={`queue-${name}`}
            >
              <span className="text-zinc-700">{t(`dashboard.queue.${name}`)}</span>
              <span
                className={`tabular min-w-8 rounded-full px-2 py-0.5 text-center text-xs font-semibold ${
                  queues[name] > 0 ? 'bg-amber-100 text-amber-800' : 'bg-zinc-100 text-zinc-500'
                }`}
              >
                {queues[name]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
