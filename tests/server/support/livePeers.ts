import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import * as Y from 'yjs';
import {
  type LiveChannel,
  openLiveChannel,
  type SocketLike,
} from '../../../src/app/editor/collaboration/liveChannel';
import { livePath, type Peer } from '../../../src/shared/collaboration/liveProtocol';
import type { TestAgent } from './testServer';

export const REMOTE = Symbol('remote');

/** The address a server listens on, listening on a free loopback port first if need be. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `127.0.0.1:${bound.port}`;
}

export function cookieHeader(agent: TestAgent): string {
  return [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A WebSocket as a browser page of the shop opens it: the session cookie and the shop's origin. */
export function socketFor(host: string, cookie: string) {
  return (url: string): SocketLike =>
    new WebSocket(url, { headers: { cookie, origin: `http://${host}` } }) as unknown as SocketLike;
}

/** An editor's copy of a project on the live channel, as the browser's would be. */
export interface LivePeer {
  doc: Y.Doc;
  channel: LiveChannel;
  peers: Peer[];
  refused: string[];
  closedWith?: string;
}

export function livePeer(
  host: string,
  agent: TestAgent | string,
  projectId: number,
  doc: Y.Doc = new Y.Doc(),
): LivePeer {
  const peer: LivePeer = { doc, peers: [], refused: [] } as unknown as LivePeer;
  peer.channel = openLiveChannel({
    url: `ws://${host}${livePath(projectId)}`,
    ydoc: doc,
    remoteOrigin: REMOTE,
    openSocket: socketFor(host, typeof agent === 'string' ? agent : cookieHeader(agent)),
    onPeers: (peers) => {
      peer.peers = peers;
    },
    onRefused: (message) => peer.refused.push(message),
    onStatus: (status, message) => {
      if (status === 'closed' && message) peer.closedWith = message;
    },
    backoffMs: [50, 100, 200],
  });
  return peer;
}

/** Waits until `check` holds (the live channel is asynchronous), failing after `ms`. */
export async function eventually(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The handshake's HTTP answer for a caller who may not open the channel. */
export function handshakeStatus(host: string, cookie: string, projectId: number, origin?: string) {
  return new Promise<number>((resolve) => {
    const socket = new WebSocket(`ws://${host}${livePath(projectId)}`, {
      headers: { cookie, origin: origin ?? `http://${host}` },
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', () => {});
  });
}
