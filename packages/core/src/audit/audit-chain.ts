import { createHash } from 'node:crypto';

/** What a record's hash covers: everything it says, and the hash of the record before it. */
export interface AuditContent {
  staffId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  clientAddress: string | null;
  details: unknown;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/**
 * SHA-256 (hex) over the previous record's hash and this record's canonical content: JSON with
 * object keys sorted at every level, so that the value read back from jsonb (which reorders keys)
 * hashes like the value written.
 */
export function auditRecordHash(previousHash: string | null, content: AuditContent): string {
  const canonical = canonicalJson([
    previousHash,
    content.staffId,
    content.action,
    content.targetType,
    content.targetId,
    content.clientAddress,
    content.details ?? null,
    content.before ?? null,
    content.after ?? null,
    content.createdAt.toISOString(),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The value as JSON stores it (dates as text, no undefined), for writing and hashing alike. */
export function asStoredJson<T>(value: T): T {
  return value === undefined ? (null as T) : (JSON.parse(JSON.stringify(value)) as T);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
