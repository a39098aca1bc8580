import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema/platform';

/** Stores the secret unless one of that name exists (the first process to start wins). */
export async function insertSecretIfMissing(db: Db, name: string, value: string): Promise<void> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
}

export async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value;
}
