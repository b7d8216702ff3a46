import type { Executor } from '@chaba/db/client';
import { memberLineAccounts, memberLineSettings } from '@chaba/db/schema';
import type { Language } from '@chaba/i18n/languages';
import { eq } from 'drizzle-orm';

/**
 * A member's LINE message settings (decision 71): whether their LINE account is linked, whether
 * they receive marketing messages (on unless they stopped them) and the language of their LINE
 * messages. Receipts of their own money do not depend on the marketing choice.
 */
export async function readMemberLineSettings(
  db: Executor,
  memberId: number,
): Promise<{ linked: boolean; marketing: boolean }> {
  const [linked] = await db
    .select({ memberId: memberLineAccounts.memberId })
    .from(memberLineAccounts)
    .where(eq(memberLineAccounts.memberId, memberId));
  const [settings] = await db
    .select({ optOut: memberLineSettings.marketingOptOut })
    .from(memberLineSettings)
    .where(eq(memberLineSettings.memberId, memberId));
  return { linked: linked !== undefined, marketing: !(settings?.optOut ?? false) };
}

/** Saves the marketing choice, and the site's language of this moment as their messages' language. */
export async function saveMemberLineSettings(
  db: Executor,
  options: { memberId: number; marketing: boolean; language: Language; now: Date },
): Promise<void> {
  const values = { language: options.language, marketingOptOut: !options.marketing, updatedAt: options.now };
  await db
    .insert(memberLineSettings)
    .values({ memberId: options.memberId, ...values })
    .onConflictDoUpdate({ target: memberLineSettings.memberId, set: values });
}
