import { staffAlertDestinations, staffAlertKinds } from '@chaba/contracts/backoffice-risk';
import { affiliatePlans, affiliateStatements, staffAlertOutbox } from '@chaba/db/schema';
import { commissionBases, commissionPeriods, statementStatuses } from '@chaba/contracts/affiliates';
import { describe, expect, it } from 'vitest';

/**
 * The database schema declares its own copy of some lists the contracts own (drizzle's text enums
 * type the column): a kind added to one and not the other would type-check and fail at run time.
 */
describe("the schema's enums and the contracts' lists", () => {
  it('name the same staff alert kinds and destinations', () => {
    expect(staffAlertOutbox.kind.enumValues).toEqual([...staffAlertKinds]);
    expect(staffAlertOutbox.destination.enumValues).toEqual([...staffAlertDestinations]);
  });

  it('name the same commission bases, periods and statement statuses', () => {
    expect(affiliatePlans.basis.enumValues).toEqual([...commissionBases]);
    expect(affiliatePlans.period.enumValues).toEqual([...commissionPeriods]);
    expect(affiliateStatements.status.enumValues).toEqual([...statementStatuses]);
  });
});
