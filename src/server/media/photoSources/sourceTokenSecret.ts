import type { Db } from '../../db/database';
import { loadServerSecret } from '../../security/serverSecret';

const SECRET_NAME = 'photo_source_tokens';
const cache = new WeakMap<Db, Promise<string>>();

/** The key tokens are sealed with: a server secret of its own, shared by every process via the db. */
export function sourceTokenSecret(db: Db): Promise<string> {
  let secret = cache.get(db);
  if (!secret) {
    secret = loadServerSecret(db, SECRET_NAME);
    cache.set(db, secret);
    secret.catch(() => cache.delete(db));
  }
  return secret;
}
