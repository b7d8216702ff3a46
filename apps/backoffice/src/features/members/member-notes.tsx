import { addMemberNoteRequest, memberNotesResponse } from '@chaba/contracts/backoffice-members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCursorList } from '../../lib/cursor-list';
import { useServerForm } from '../../lib/forms';
import { useCan } from '../../lib/me';
import { Button } from '../../ui/button';
import { FormError, TextAreaField } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page';
import { memberPath, useAddMemberNote } from './api';

/** Staff notes on a member, newest first; staff with the permission add one. */
export function MemberNotes({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const notes = useCursorList(`${memberPath(memberId)}/notes`, memberNotesResponse, { pageSize: 20 });
  const canWrite = useCan('members.notes');
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <Panel title={t('members.tabs.notes')}>
        {notes.result.isLoading ? (
          <LoadingState />
        ) : notes.result.error ? (
          <ErrorState error={notes.result.error} />
        ) : notes.rows?.length ? (
          <ul className="divide-y divide-zinc-100" data-testid="member-notes">
            {notes.rows.map((note) => (
              <li key={note.id} className="px-4 py-3">
                <p className="whitespace-pre-wrap">{note.body}</p>
                <p className="mt-1 text-xs text-zinc-500">
                  {note.staff.username} · <DateTime value={note.created_at} />
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>{t('members.noNotes')}</EmptyState>
        )}
      </Panel>
      {canWrite ? <AddNoteForm memberId={memberId} /> : null}
    </div>
  );
}

function AddNoteForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const add = useAddMemberNote(memberId);
  const form = useForm({ resolver: zodResolver(addMemberNoteRequest), defaultValues: { body: '' } });
  // After a note is saved the form empties for the next one.
  const { formError, submit } = useServerForm(form, {
    fields: ['body'],
    onSubmit: async (values) => {
      await add.mutateAsync(values.body);
    },
  });
  return (
    <Panel title={t('members.addNote')}>
      <form onSubmit={submit} noValidate className="space-y-3 p-4">
        <TextAreaField
          label={t('members.note')}
          rows={4}
          error={form.formState.errors.body?.message}
          {...form.register('body')}
        />
        <FormError message={formError} />
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </form>
    </Panel>
  );
}
