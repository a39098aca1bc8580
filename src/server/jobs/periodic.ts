import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` once the server is ready and then every `intervalMs`, logging rather than throwing
 * its failures, and waits for a running pass when the server closes. Passes must be idempotent:
 * several server processes run them side by side.
 */
export function runPeriodically(
  app: FastifyInstance,
  what: string,
  intervalMs: number,
  pass: () => Promise<void>,
  first: () => Promise<void> = pass,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const guarded = (step: () => Promise<void>) => async () => {
    try {
      await step();
    } catch (error) {
      app.log.error({ err: error }, `${what} failed`);
    }
  };
  app.addHook('onReady', async () => {
    running = guarded(first)();
    timer = setInterval(() => {
      running = guarded(pass)();
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
