import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { attendanceCorrections as c } from '../../db/schema/index.ts';

/**
 * Issue 42, manager-then-hr: the manager approved a correction, so it moves to HR's step (conditional, like a
 * decision: false when it had been decided or moved meanwhile).
 */
export async function moveCorrectionToHrStep(tx: Queryable, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(c)
    .set({ approvalStep: 2, stepSince: at })
    .where(and(eq(c.id, id), eq(c.state, 'Pending'), eq(c.approvalStep, 1)))
    .returning({ id: c.id });
  return rows.length > 0;
}
