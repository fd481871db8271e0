import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Everyone, with what a row of the people import is matched and compared on. */
export function findPeopleForImport(db: Queryable) {
  return db
    .select({
      id: users.id,
      email: users.email,
      employeeNo: users.employeeNo,
      name: users.name,
      role: users.role,
      joinedOn: users.joinedOn,
      leftOn: users.leftOn,
      baseSalaryPaise: users.baseSalaryPaise,
    })
    .from(users);
}
export type ExistingPerson = Awaited<ReturnType<typeof findPeopleForImport>>[number];
