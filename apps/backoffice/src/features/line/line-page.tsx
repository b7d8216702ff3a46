import type { LineSegment } from '@chaba/contracts/line-messaging';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { messageOf } from '../../lib/forms';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DataTable, queryStatus, type Column } from '../../ui/data-table';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '../../ui/field';
import { DateTime } from '../../ui/format';
import { PageHeader, Panel } from '../../ui/page';
import { toast } from '../../ui/toast';
import { useVipLevels } from '../../lib/vip-levels';
import { useLineAudience, useLineCampaigns, useSendLineCampaign } from './api';
import { LinePreview } from './line-preview';

type Draft = {
  text_th: string;
  text_en: string;
  text_cn: string;
  image_url: string;
  link_url: string;
  kind: LineSegment['kind'];
  tags: string;
  days: string;
  vip_level: string;
};
const emptyDraft: Draft = {
  text_th: '',
  text_en: '',
  text_cn: '',
  image_url: '',
  link_url: '',
  kind: 'all',
  tags: '',
  days: '30',
  vip_level: '',
};

function segmentOf(draft: Draft): LineSegment {
  if (draft.kind === 'tags')
    return {
      kind: 'tags',
      tags: draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    };
  if (draft.kind === 'inactive') return { kind: 'inactive', days: Number(draft.days) };
  if (draft.kind === 'vip')
    return { kind: 'vip', level_ids: draft.vip_level === '' ? [] : [Number(draft.vip_level)] };
  return { kind: 'all' };
}

/**
 * The LINE marketing desk (issue 31, decision 71): write a message in three languages, pick a
 * segment, see its count and a preview, send it (confirmed, audited); the messages sent below.
 */
export function LinePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('line.title')} subtitle={t('line.subtitle')} />
      <Composer />
      <CampaignList />
    </>
  );
}

/** The composer's state: the draft, the count, the send and the server's refusals per field. */
function useLineComposer() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string>();
  const audience = useLineAudience();
  const send = useSendLineCampaign();
  const set = (name: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [name]: event.target.value }));
    if (name === 'kind' || name === 'tags' || name === 'days') audience.reset();
  };
  const failed = (error: unknown) => {
    setErrors(error instanceof ApiError ? error.fieldErrors : {});
    setFormError(
      error instanceof ApiError && Object.keys(error.fieldErrors).length > 0 ? undefined : messageOf(error),
    );
  };
  const count = () => {
    setErrors({});
    setFormError(undefined);
    audience.mutate(segmentOf(draft), { onError: failed });
  };
  const submit = async () => {
    setConfirming(false);
    try {
      const { kind: _kind, tags: _tags, days: _days, ...texts } = draft;
      const sent = await send.mutateAsync({ ...texts, segment: segmentOf(draft) });
      toast(t('line.sent', { count: sent.data.recipients }));
      setDraft(emptyDraft);
      audience.reset();
    } catch (error) {
      failed(error);
    }
  };
  const error = (field: string) =>
    errors[field]?.[0] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1][0];
  return { draft, set, error, formError, audience, send, count, submit, confirming, setConfirming };
}

type Composer = ReturnType<typeof useLineComposer>;

function Composer() {
  const { t } = useTranslation();
  const composer = useLineComposer();
  const { draft, audience, confirming, setConfirming } = composer;
  const counted = audience.data?.data;
  return (
    <div className="mb-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Panel title={t('line.compose')}>
        <form
          className="grid gap-3 p-4 sm:grid-cols-2"
          data-testid="line-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            composer.count();
            setConfirming(true);
          }}
        >
          <DraftFields composer={composer} />
          <SendRow composer={composer} />
        </form>
      </Panel>
      <PreviewPanel draft={draft} />
      <Dialog
        open={confirming && counted !== undefined}
        onClose={() => setConfirming(false)}
        title={t('line.send')}
      >
        <p className="text-sm">{t('line.confirm', { count: counted?.total ?? 0 })}</p>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button variant="accent" onClick={() => void composer.submit()} busy={composer.send.isPending}>
            {t('line.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

function DraftFields({ composer }: { composer: Composer }) {
  const { t, i18n } = useTranslation();
  const { draft, set, error } = composer;
  const levels = useVipLevels().data?.data.filter((level) => level.active) ?? [];
  const area = (name: 'text_th' | 'text_en' | 'text_cn', label: string, hint?: string) => (
    <TextAreaField
      label={label}
      hint={hint}
      rows={name === 'text_th' ? 4 : 3}
      className={name === 'text_th' ? 'sm:col-span-2' : undefined}
      value={draft[name]}
      onChange={set(name)}
      error={error(name)}
    />
  );
  return (
    <>
      {area('text_th', t('line.textTh'))}
      {area('text_en', t('line.textEn'), t('line.textHint'))}
      {area('text_cn', t('line.textCn'), t('line.textHint'))}
      <TextField
        label={t('line.imageUrl')}
        inputMode="url"
        value={draft.image_url}
        onChange={set('image_url')}
        error={error('image_url')}
      />
      <TextField
        label={t('line.linkUrl')}
        inputMode="url"
        value={draft.link_url}
        onChange={set('link_url')}
        error={error('link_url')}
      />
      <SelectField label={t('line.segment')} value={draft.kind} onChange={set('kind')}>
        <option value="all">{t('line.segmentAll')}</option>
        <option value="tags">{t('line.segmentTags')}</option>
        <option value="inactive">{t('line.segmentInactive')}</option>
        {levels.length > 0 ? <option value="vip">{t('line.segmentVip')}</option> : null}
      </SelectField>
      {draft.kind === 'tags' ? (
        <TextField
          label={t('line.tags')}
          value={draft.tags}
          onChange={set('tags')}
          error={error('segment')}
        />
      ) : null}
      {draft.kind === 'vip' ? (
        <SelectField
          label={t('line.vipLevel')}
          value={draft.vip_level}
          onChange={set('vip_level')}
          error={error('segment')}
        >
          <option value="">{t('line.vipLevelPick')}</option>
          {levels.map((level) => (
            <option key={level.id} value={String(level.id)}>
              {(i18n.language === 'en' && level.name_en) || level.name_th}
            </option>
          ))}
        </SelectField>
      ) : null}
      {draft.kind === 'inactive' ? (
        <TextField
          label={t('line.days')}
          inputMode="numeric"
          value={draft.days}
          onChange={set('days')}
          error={error('segment')}
        />
      ) : null}
      <p className="text-xs text-zinc-500 sm:col-span-2">{t('line.rules')}</p>
    </>
  );
}

function SendRow({ composer }: { composer: Composer }) {
  const { t } = useTranslation();
  const counted = composer.audience.data?.data;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button onClick={composer.count} busy={composer.audience.isPending}>
          {t('line.count')}
        </Button>
        {counted ? (
          <span className="text-sm" data-testid="line-count">
            <strong>{t('line.recipients', { count: counted.total })}</strong>{' '}
            <span className="text-zinc-500">{t('line.byLanguage', counted.languages)}</span>
          </span>
        ) : null}
        <span className="flex-1" />
        <Button type="submit" variant="accent" busy={composer.send.isPending}>
          {t('line.send')}
        </Button>
      </div>
      <div className="sm:col-span-2">
        <FormError message={composer.formError} />
      </div>
    </>
  );
}

function PreviewPanel({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<'th' | 'en' | 'cn'>('th');
  const text = (language === 'en' ? draft.text_en : language === 'cn' ? draft.text_cn : '') || draft.text_th;
  return (
    <Panel
      title={t('line.preview')}
      actions={
        <select
          aria-label={t('line.previewLanguage')}
          className="rounded border border-zinc-300 px-2 py-1 text-xs"
          value={language}
          onChange={(event) => setLanguage(event.target.value as 'th' | 'en' | 'cn')}
        >
          <option value="th">ไทย</option>
          <option value="en">English</option>
          <option value="cn">中文</option>
        </select>
      }
    >
      <div className="p-4">
        <LinePreview text={text} imageUrl={draft.image_url} linkUrl={draft.link_url} language={language} />
      </div>
    </Panel>
  );
}

type Campaign = NonNullable<ReturnType<typeof useLineCampaigns>['data']>['data'][number];

function CampaignList() {
  const { t } = useTranslation();
  const campaigns = useLineCampaigns();
  const columns = useMemo<Column<Campaign>[]>(
    () => [
      { id: 'sent', header: t('line.sentAt'), cell: (row) => <DateTime value={row.created_at} /> },
      {
        id: 'message',
        header: t('line.message'),
        mobile: 'title',
        cell: (row) => <span className="line-clamp-2 max-w-xl break-words">{row.text_th}</span>,
      },
      {
        id: 'recipients',
        header: t('line.segment'),
        align: 'right',
        cell: (row) => <span className="tabular">{row.recipients.toLocaleString('en-US')}</span>,
      },
      {
        id: 'progress',
        header: t('line.progress'),
        cell: (row) => (
          <Badge tone={row.finished_at ? 'success' : 'warning'}>
            {row.finished_at ? t('line.finished') : `${t('line.sending')} ${row.batches_sent}/${row.batches}`}
          </Badge>
        ),
      },
    ],
    [t],
  );
  return (
    <Panel title={t('line.history')} className="overflow-hidden">
      <DataTable
        testId="line-campaigns"
        columns={columns}
        rows={campaigns.data?.data}
        rowKey={(row) => row.id}
        {...queryStatus(campaigns)}
        empty={t('line.empty')}
      />
    </Panel>
  );
}
