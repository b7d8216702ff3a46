import type { Database } from '@chaba/db/client';
import { games } from '@chaba/db/schema';
import { and, asc, inArray, ne, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors';
import type { ContentActor } from './content-record';
import { gameCatalogueCondition, type GameCatalogueFilter } from './list-games-for-staff';
import type { GameChanges } from './update-game';

/** The switches that belong to the operator (the catalogue job never writes them). */
export type GameSwitches = Pick<GameChanges, 'active' | 'featured'>;

/** The games of a bulk change: the ones named (a page's selection) or every game a search matches. */
export type GameSelection = { ids: number[] } | { filter: GameCatalogueFilter };

/**
 * Switches many games on or off and/or features them, in one transaction: the matching rows are
 * locked, those not so already are changed in one statement, and one audit record
 * (`game.bulk_update`, target the games) names the selection, the change and every changed game with
 * its switches before. A selection by search is bounded by the catalogue itself (one statement, no
 * loop); by ids, by the contract's page size.
 *
 * @throws DomainError not_found when ids are named and none of them exists
 */
export async function switchGamesInBulk(
  db: Database,
  options: ContentActor & {
    selection: GameSelection;
    switches: GameSwitches;
  },
): Promise<{ matched: number; changed: number }> {
  const { selection, switches } = options;
  const matching =
    'ids' in selection ? inArray(games.id, selection.ids) : gameCatalogueCondition(selection.filter);
  const differs: SQL[] = [];
  if (switches.active !== undefined) differs.push(ne(games.active, switches.active));
  if (switches.featured !== undefined) differs.push(ne(games.featured, switches.featured));
  if (differs.length === 0) throw new Error('a bulk change must switch something');
  return db.transaction(async (tx) => {
    const matched = await tx
      .select({ id: games.id, active: games.active, featured: games.featured })
      .from(games)
      .where(matching)
      .orderBy(asc(games.id))
      .for('update');
    if ('ids' in selection && matched.length === 0) throw new DomainError('not_found');
    const changed = await tx
      .update(games)
      .set(switches)
      .where(and(matching, or(...differs)))
      .returning({ id: games.id });
    if (changed.length > 0) {
      const changedIds = new Set(changed.map((row) => row.id));
      await recordAudit(tx, {
        staffId: options.staffId,
        action: 'game.bulk_update',
        targetType: 'game',
        clientAddress: options.clientAddress,
        details: { selection, matched: matched.length, changed: changed.length },
        before: { games: matched.filter((row) => changedIds.has(row.id)) },
        after: switches,
        now: options.now,
      });
    }
    return { matched: matched.length, changed: changed.length };
  });
}
