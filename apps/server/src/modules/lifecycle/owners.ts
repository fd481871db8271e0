import type { Queryable } from '../../db/client.ts';
import { idsWithRole } from './lifecycle.repository.ts';

/**
 * Who "HR" is for a task: every person with the HR role, or every Admin when there is no other HR person; never
 * the person the task is about (nobody handles their own onboarding or probation).
 */
export async function staffOwners(db: Queryable, today: string, subjectId: string): Promise<string[]> {
  const hr = (await idsWithRole(db, 'HR', today)).filter((id) => id !== subjectId);
  if (hr.length > 0) return hr;
  return (await idsWithRole(db, 'Admin', today)).filter((id) => id !== subjectId);
}
