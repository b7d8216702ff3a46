import { DomainError } from '../errors';

/**
 * The DomainError behind a ledger rule a SQL function refused (`ledger_post`:
 * `idempotency_conflict`; `deposit_credit`: `insufficient_funds` naming the account); any other error
 * as the database gave it (its message, not the driver's wrapper that repeats the parameters).
 */
export function ledgerFunctionError(error: unknown): unknown {
  let inner: unknown = error;
  while (inner instanceof Error && !('code' in inner) && inner.cause instanceof Error) inner = inner.cause;
  const message = inner instanceof Error ? inner.message : '';
  const detail = (inner as { detail?: unknown } | undefined)?.detail;
  if (message === 'insufficient_funds') {
    return new DomainError(
      'insufficient_funds',
      { values: { account: typeof detail === 'string' ? detail : '' } },
      { cause: error },
    );
  }
  if (message === 'idempotency_conflict')
    return new DomainError('idempotency_conflict', undefined, { cause: error });
  return inner;
}
