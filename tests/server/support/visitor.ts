import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TestAgent } from './testServer';

let nextHost = 1;

/** A fresh address in TEST-NET-2 (RFC 5737), so each visitor has rate limits of its own. */
export function freshIp(): string {
  const n = nextHost++;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/**
 * A browser-like caller at its own IP address (sent as X-Forwarded-For, which the server trusts
 * as it would from its proxy), so per-IP limits of one test do not spill into the next.
 */
export class Visitor extends TestAgent {
  constructor(
    app: FastifyInstance,
    readonly ip = freshIp(),
  ) {
    super(app);
  }

  override request(options: InjectOptions): Promise<LightMyRequestResponse> {
    return super.request({ ...options, remoteAddress: this.ip });
  }
}
