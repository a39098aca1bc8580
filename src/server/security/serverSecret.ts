import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema/platform';
import { randomToken } from './tokens';

/**
 * Returns the named secret, creating it on first use. It lives in the database so every server
 * process signs and checks tokens with the same key.
 */
export async function loadServerSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Server secret ${name} could not be stored`);
  return row.value;
}
