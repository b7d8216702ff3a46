import {
  savedViewDeletedResponse,
  savedViewResponse,
  savedViewsResponse,
  type SavedView,
  type SavedViewList,
} from '@chaba/contracts/list-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, callApi } from '../lib/api';
import { useCsvFile } from '../lib/csv-download';
import { Button } from './button';
import { FilterInput, FilterSelect } from './field';
import { toast } from './toast';

const viewsPath = '/api/backoffice/saved-views';

/**
 * A list's tools above its table (issue 30): the CSV file of what is filtered (the same query as the
 * screen, every page) and the staff member's saved views of the list, which put a saved query back
 * in the URL.
 */
export function ListTools({
  list,
  path,
  query,
}: {
  list: SavedViewList;
  /** The list's API and its query as the table asks it (without the page). */
  path: string;
  query: Record<string, string | number | undefined>;
}) {
  const { t } = useTranslation();
  const csv = useCsvFile();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SavedViews list={list} />
      <Button
        size="sm"
        busy={csv.busy}
        data-testid="list-export"
        onClick={() =>
          void csv.download(path, query, `${list}.csv`).catch(() => toast(t('lists.exportFailed'), 'error'))
        }
      >
        {csv.busy ? t('reports.downloading') : t('lists.export')}
      </Button>
    </div>
  );
}

/** The URL's list query a view keeps: everything but the page. */
function currentQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (key !== 'page' && /^[a-z_]{1,20}$/.test(key)) query[key] = value;
  return query;
}

function SavedViews({ list }: { list: SavedViewList }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const key = [viewsPath, list];
  const views = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(viewsPath, { query: { list }, schema: savedViewsResponse, signal }),
    select: (answer) => answer.data,
  });
  const [naming, setNaming] = useState(false);
  const [chosen, setChosen] = useState('');
  const save = useMutation({
    mutationFn: (name: string) =>
      callApi(viewsPath, {
        method: 'POST',
        body: { list, name, query: currentQuery(params) },
        schema: savedViewResponse,
      }),
    onSuccess: (answer) => {
      setNaming(false);
      setChosen(String(answer.data.id));
      toast(t('lists.viewSaved'));
    },
    onError: (error) => toast(error instanceof ApiError ? error.message : t('common.loadFailed'), 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      callApi(`${viewsPath}/${id}`, { method: 'DELETE', schema: savedViewDeletedResponse }),
    onSuccess: () => setChosen(''),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const apply = (id: string) => {
    setChosen(id);
    const view = views.data?.find((candidate: SavedView) => String(candidate.id) === id);
    if (view) setParams(new URLSearchParams(view.query), { replace: true });
  };
  if (naming)
    return (
      <SaveViewForm
        busy={save.isPending}
        onSave={(name) => save.mutate(name)}
        onCancel={() => setNaming(false)}
      />
    );
  return (
    <div className="flex items-center gap-2">
      <FilterSelect
        aria-label={t('lists.views')}
        value={chosen}
        onChange={(event) => apply(event.target.value)}
        className="max-w-52"
        data-testid="saved-views"
      >
        <option value="">{t('lists.views')}</option>
        {(views.data ?? []).map((view) => (
          <option key={view.id} value={view.id}>
            {view.name}
          </option>
        ))}
      </FilterSelect>
      {chosen ? (
        <Button size="sm" variant="ghost" onClick={() => remove.mutate(chosen)} busy={remove.isPending}>
          {t('lists.deleteView')}
        </Button>
      ) : null}
      <Button size="sm" onClick={() => setNaming(true)} data-testid="save-view">
        {t('lists.saveView')}
      </Button>
    </div>
  );
}

/** The name of a view to save, and its save and cancel buttons. */
function SaveViewForm({
  busy,
  onSave,
  onCancel,
}: {
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSave(name.trim());
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <FilterInput
        autoFocus
        aria-label={t('lists.viewName')}
        placeholder={t('lists.viewName')}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        className="w-44"
        data-testid="view-name"
      />
      <Button size="sm" type="submit" variant="primary" busy={busy}>
        {t('common.save')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}
