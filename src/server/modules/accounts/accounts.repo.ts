import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
  });
  return row;
}
