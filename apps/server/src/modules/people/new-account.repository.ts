import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Inserts a person with their sign-in account; answers what a caller is (id, name, e-mail, role). */
export function insertUser(db: Queryable, values: typeof users.$inferInsert) {
  return db
    .insert(users)
    .values(values)
    .returning({ id: users.id, name: users.name, email: users.email, role: users.role })
    .then((rows) => rows[0]!);
}

/** Many people in one statement (bulk import), in the given order; answers their ids and e-mails. */
export function insertUsers(db: Queryable, values: (typeof users.$inferInsert)[]) {
  return db.insert(users).values(values).returning({ id: users.id, email: users.email });
}
