import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { useCan } from '../../lib/me';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FilterInput, FormError } from '../../ui/field';
import { useSetMemberTags } from './api';

/** The member's tags (vip, suspicious, …): staff who edit members add and remove them. */
export function TagsEditor({ memberId, tags }: { memberId: number; tags: string[] }) {
  const { t } = useTranslation();
  const canEdit = useCan('members.edit');
  const save = useSetMemberTags(memberId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const apply = (next: string[]) => {
    setError(undefined);
    save.mutate(next, { onSuccess: () => setDraft(''), onError: (failure) => setError(messageOf(failure)) });
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim().toLowerCase();
    if (tag && !tags.includes(tag)) apply([...tags, tag]);
  };
  return (
    <div>
      <div className="mb-2 text-[11px] font-medium tracking-wide text-zinc-500 uppercase">
        {t('members.tags')}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {tags.length === 0 ? <span className="text-zinc-400">-</span> : null}
        {tags.map((tag) => (
          <Badge key={tag}>
            {tag}
            {canEdit ? (
              <button
                type="button"
                aria-label={`${t('common.clear')} ${tag}`}
                onClick={() => apply(tags.filter((item) => item !== tag))}
                className="text-zinc-400 hover:text-zinc-900"
              >
                ×
              </button>
            ) : null}
          </Badge>
        ))}
      </div>
      {canEdit ? (
        <form onSubmit={add} className="mt-2 flex gap-2">
          <FilterInput
            aria-label={t('members.addTag')}
            placeholder={t('members.addTag')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="max-w-48"
          />
          <Button type="submit" size="md" busy={save.isPending}>
            +
          </Button>
        </form>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
