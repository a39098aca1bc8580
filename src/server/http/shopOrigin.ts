import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from './requestContext';

/**
 * Where this server is reached, known once it listens. One object shared by everything that hands
 * out links (the request handlers and the jobs, which may be made before the server listens), so
 * it is filled in place rather than copied.
 */
export interface ListenAddress {
  origin?: string;
}

/**
 * A server that is only ever called in-process (`app.inject`, in tests) is reached at the host
 * light-my-request sends by default.
 */
const IN_PROCESS_ORIGIN = 'http://localhost';

/**
 * Interfaces a link cannot name as they are: the wildcard ones read as localhost. A named address
 * (127.0.0.1 by default) stays as it is: a browser keeps cookies per host name, so a link to
 * another name of the same server (an OAuth return, a mailed link) would arrive signed out.
 */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

/**
 * The origin of every link the shop hands out (sign-up, reset, deletion, invitations, upload
 * links, order mail): PUBLIC_ORIGIN, else the address the server listens on. Never a request
 * header: a caller chooses their own Host, and a reset link to their host hands them the key.
 */
export function shopOrigin(deps: Pick<ServerDeps, 'publicOrigin' | 'listenAddress'>): string {
  return deps.publicOrigin ?? deps.listenAddress?.origin ?? IN_PROCESS_ORIGIN;
}

function originOfAddress(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host = WILDCARD_HOSTS.has(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** Keeps `listenAddress` at the address the server listens on, from the moment it does. */
export function recordListenAddress(app: FastifyInstance, listenAddress: ListenAddress): void {
  app.addHook('onListen', async () => {
    listenAddress.origin = originOfAddress(app.server.address());
  });
}
