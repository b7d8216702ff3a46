import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page';
import { useContentSelection } from './use-content-selection';

/** A tab's list as TanStack Query has it. */
interface ListQuery<Item> {
  data: { data: Item[] } | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * One tab of the content desk: the list on the left and the chosen record's form on the right on a
 * laptop; on a phone the list, or the form with a way back to it. The chosen record is in the URL.
 */
export function ContentDesk<Item extends { id: number }>({
  query,
  renderItem,
  renderEditor,
  newLabel,
  filters,
  renderActions,
}: {
  query: ListQuery<Item>;
  renderItem: (item: Item) => ReactNode;
  /** Controls of a row beside it (move, on/off), outside its button. */
  renderActions?: (item: Item, index: number) => ReactNode;
  /** The form of the chosen record (undefined: a new one); `onSaved` shows the saved record. */
  renderEditor: (item: Item | undefined, onSaved: (id: number) => void) => ReactNode;
  /** The label of "new"; none when records cannot be created here (the game catalogue). */
  newLabel?: string;
  filters?: ReactNode;
}) {
  const { t } = useTranslation();
  const { selected, select: onSelect } = useContentSelection();
  const items = query.data?.data;
  const chosen = typeof selected === 'number' ? items?.find((item) => item.id === selected) : undefined;
  const editing = selected === 'new' ? Boolean(newLabel) : chosen !== undefined;

  const list = (
    <Panel
      title={filters}
      actions={
        newLabel ? (
          <Button size="sm" variant="primary" onClick={() => onSelect('new')} data-testid="content-new">
            + {newLabel}
          </Button>
        ) : undefined
      }
    >
      {query.isLoading ? (
        <LoadingState />
      ) : query.error && !items ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !items || items.length === 0 ? (
        <EmptyState>{t('content.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-zinc-100" data-testid="content-list">
          {items.map((item, index) => (
            <li
              key={item.id}
              className={renderActions ? 'flex items-center gap-1 pr-2' : undefined}
              data-item-id={item.id}
            >
              <button
                type="button"
                onClick={() => onSelect(item.id)}
                aria-current={item.id === selected ? 'true' : undefined}
                className="block w-full min-w-0 px-4 py-3 text-left hover:bg-zinc-50 aria-[current]:bg-accent-50"
              >
                {renderItem(item)}
              </button>
              {renderActions?.(item, index)}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );

  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className={editing ? 'hidden lg:block' : ''}>{list}</div>
      {editing ? (
        <div className="min-w-0 space-y-2">
          <Button size="sm" variant="ghost" className="lg:hidden" onClick={() => onSelect(null)}>
            ‹ {t('content.back')}
          </Button>
          {/* A new key per record: the form starts again from the record it shows. */}
          <div key={selected ?? 'none'}>{renderEditor(chosen, onSelect)}</div>
        </div>
      ) : (
        <p className="hidden rounded-lg border border-dashed border-zinc-300 p-8 text-center text-[13px] text-zinc-500 lg:block">
          {t('content.pick')}
        </p>
      )}
    </div>
  );
}

/** The small on/off mark of a list row. */
export function ActiveMark({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 text-[11px] ${active ? 'text-emerald-700' : 'text-zinc-400'}`}
    >
      <span
        className={`size-1.5 rounded-full ${active ? 'bg-emerald-500' : 'bg-zinc-300'}`}
        aria-hidden="true"
      />
      {active ? t('content.active') : t('content.inactive')}
    </span>
  );
}
