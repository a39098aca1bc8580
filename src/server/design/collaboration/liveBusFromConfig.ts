import type { ServerConfig } from '../../config';
import { type LiveBus, memoryBus } from './liveBus';
import { pgLiveBus } from './pgLiveBus';
import { redisLiveBus } from './redisLiveBus';

/**
 * The bus the processes of this shop share: Redis when REDIS_URL is set, else PostgreSQL's
 * LISTEN/NOTIFY when the shop runs on PostgreSQL (every process shares that database anyway),
 * else the in-process bus (PGlite is one process's database).
 */
export async function liveBusFromConfig(
  config: Pick<ServerConfig, 'redisUrl' | 'databaseUrl'>,
): Promise<LiveBus> {
  if (config.redisUrl) return redisLiveBus(config.redisUrl);
  if (config.databaseUrl) return pgLiveBus(config.databaseUrl);
  return memoryBus();
}
