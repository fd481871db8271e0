import { desc, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/index.ts';

export type SignInFailureReason = 'password' | 'code' | 'delayed';

/** Rows older than this go at the next failure: the Admin's list is about the last days. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

/** One failure: counts into its (e-mail, address, reason) row in one statement, and drops rows past keeping. */
export async function recordSignInFailure(
  db: Queryable,
  failure: { email: string; ipAddress: string; reason: SignInFailureReason; at: Date },
): Promise<void> {
  const at = failure.at.toISOString();
  const cut = new Date(failure.at.getTime() - KEEP_MS).toISOString();
  await db.execute(sql`
    WITH gone AS (DELETE FROM ${signInFailures} WHERE last_at < ${cut}::timestamptz)
    INSERT INTO ${signInFailures} (email, ip_address, reason, failures, first_at, last_at)
    VALUES (${failure.email.slice(0, 320)}, ${failure.ipAddress.slice(0, 64)}, ${failure.reason}, 1,
      ${at}::timestamptz, ${at}::timestamptz)
    ON CONFLICT (email, ip_address, reason) DO UPDATE
      SET failures = ${signInFailures}.failures + 1, last_at = excluded.last_at`);
}

/** The latest rows since an instant, newest first. */
export function listSignInFailures(db: Queryable, since: Date, limit: number) {
  return db
    .select()
    .from(signInFailures)
    .where(gt(signInFailures.lastAt, since))
    .orderBy(
      desc(signInFailures.lastAt),
      signInFailures.email,
      signInFailures.ipAddress,
      signInFailures.reason,
    )
    .limit(limit);
}
