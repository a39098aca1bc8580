import type { Db } from '../db/database';
import { findSecret, insertSecretIfMissing } from './serverSecrets.repo';
import { randomToken } from './tokens';

/**
 * Returns the named secret, creating it on first use. It lives in the database so every server
 * process signs and checks tokens with the same key.
 */
export async function loadServerSecret(db: Db, name: string): Promise<string> {
  await insertSecretIfMissing(db, name, randomToken(48));
  const value = await findSecret(db, name);
  if (value === undefined) throw new Error(`Server secret ${name} could not be stored`);
  return value;
}
