import type { Executor } from '@chaba/db/client';
import { queryRows } from '@chaba/db/query-rows';
import { lineCampaignBatches, lineCampaignRecipients, lineCampaigns } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { desc, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/record-audit';
import type { StaffActor } from '../audit/lock-member-row';
import { lineAudience, type LineSegment } from './line-audience';
import { lineMulticastMaxRecipients } from './line-messaging-api';

/** A marketing message as staff write it (decision 71): a text per language, an image and a link. */
export interface LineCampaignDraft {
  texts: Record<Language, string>;
  imageUrl: string | null;
  linkUrl: string | null;
  segment: LineSegment;
}

/** How many members a segment reaches now, and how many of them read each language. */
export async function countLineAudience(
  db: Executor,
  options: { segment: LineSegment; now: Date },
): Promise<{ total: number; languages: Record<Language, number> }> {
  const rows = await queryRows<{ language: Language; count: number }>(
    db,
    sql`select language, count(*)::int as count from (${lineAudience(options.segment, options.now)}) audience
        group by language`,
  );
  const languages: Record<Language, number> = { th: 0, en: 0, cn: 0 };
  for (const row of rows) languages[row.language] = row.count;
  return { total: rows.reduce((sum, row) => sum + row.count, 0), languages };
}

/**
 * Sends a marketing message: in one transaction, the campaign, its recipients (the segment as it is
 * now, each member once: the key is campaign and member) and their batches (one language each, at
 * most 500 ids: multicast's limit), each with its own retry key. The `send-line` job sends the
 * batches. Audited (`line_campaign.send`, the texts, links and segment). Answers the campaign's id
 * and its recipients' count.
 */
export async function createLineCampaign(
  db: Executor,
  options: StaffActor & { draft: LineCampaignDraft },
): Promise<{ id: number; recipients: number }> {
  const { draft, now } = options;
  return db.transaction(async (tx) => {
    const audience = await queryRows<{ member_id: number; line_user_id: string; language: Language }>(
      tx,
      lineAudience(draft.segment, now),
    );
    const [campaign] = await tx
      .insert(lineCampaigns)
      .values({
        textTh: draft.texts.th,
        textEn: draft.texts.en,
        textCn: draft.texts.cn,
        imageUrl: draft.imageUrl,
        linkUrl: draft.linkUrl,
        segment: draft.segment,
        recipients: audience.length,
        createdBy: options.staffId,
        createdAt: now,
        finishedAt: audience.length === 0 ? now : null,
      })
      .returning({ id: lineCampaigns.id });
    const campaignId = campaign!.id;
    for (const language of ['th', 'en', 'cn'] as const) {
      const members = audience.filter((member) => member.language === language);
      for (let start = 0; start < members.length; start += lineMulticastMaxRecipients) {
        const chunk = members.slice(start, start + lineMulticastMaxRecipients);
        const [batch] = await tx
          .insert(lineCampaignBatches)
          .values({ campaignId, language, retryKey: randomUUID(), nextAttemptAt: now })
          .returning({ id: lineCampaignBatches.id });
        await tx.insert(lineCampaignRecipients).values(
          chunk.map((member) => ({
            campaignId,
            memberId: member.member_id,
            lineUserId: member.line_user_id,
            batchId: batch!.id,
          })),
        );
      }
    }
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'line_campaign.send',
      targetType: 'line_campaign',
      targetId: campaignId,
      clientAddress: options.clientAddress,
      details: { ...draft, recipients: audience.length },
      now,
    });
    return { id: campaignId, recipients: audience.length };
  });
}

/** The latest campaigns, newest first, with how many of their batches are sent. */
export async function listLineCampaigns(db: Executor, options: { limit: number }) {
  return db
    .select({
      id: lineCampaigns.id,
      textTh: lineCampaigns.textTh,
      segment: lineCampaigns.segment,
      recipients: lineCampaigns.recipients,
      createdAt: lineCampaigns.createdAt,
      finishedAt: lineCampaigns.finishedAt,
      batches: sql<number>`(select count(*)::int from line_campaign_batches b where b.campaign_id = ${lineCampaigns.id})`,
      batchesSent: sql<number>`(select count(*)::int from line_campaign_batches b
        where b.campaign_id = ${lineCampaigns.id} and b.sent_at is not null)`,
    })
    .from(lineCampaigns)
    .orderBy(desc(lineCampaigns.id))
    .limit(options.limit);
}
