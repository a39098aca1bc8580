import { Redis } from 'ioredis';
import { type LiveBus, parseEnvelope } from './liveBus';

const CHANNEL = 'printshop:live';

/**
 * The live bus over Redis pub/sub (REDIS_URL): a subscribing connection and a publishing one, as
 * Redis requires. ioredis reconnects and resubscribes by itself.
 */
export async function redisLiveBus(url: string): Promise<LiveBus> {
  const publisher = new Redis(url, { lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe(handler) {
      const listener = (channel: string, text: string) => {
        if (channel !== CHANNEL) return;
        const message = parseEnvelope(text);
        if (message) handler(message);
      };
      subscriber.on('message', listener);
      return () => subscriber.off('message', listener);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
