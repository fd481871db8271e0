/** A before/after picture of a record: plain JSON values only. */
export type Snapshot = Record<string, unknown>;

/**
 * Snapshots are built from allow-lists by each service; this is the second line of defence. Any key that
 * smells of a credential is dropped wherever it sits, so a careless snapshot cannot leak a hash or token.
 */
const SECRET_KEY = /(^password$|hash|token|secret|signature)/i;

export function redactSnapshot(value: Snapshot): Snapshot {
  return redactValue(value) as Snapshot;
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    const out: Snapshot = {};
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEY.test(key) || inner === undefined) continue;
      out[key] = redactValue(inner);
    }
    return out;
  }
  return value;
}

/** Keeps only the fields that differ, so an update entry reads as a diff rather than two full copies. */
export function changedFields(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const b: Snapshot = {};
  const a: Snapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}
