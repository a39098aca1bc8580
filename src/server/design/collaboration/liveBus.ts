import { EventEmitter } from 'node:events';
import type { Peer } from '../../../shared/collaboration/liveProtocol';

/*
 * How the server processes behind one address tell each other what happened on a project's live
 * channel: a change was stored, someone moved or left. Each process relays to its own sockets;
 * the bus only carries news between processes. One process alone needs no more than memoryBus;
 * several use PostgreSQL LISTEN/NOTIFY (pgLiveBus) or Redis pub/sub (redisLiveBus).
 */

export type BusMessage =
  | {
      kind: 'update';
      projectId: number;
      /** The connection that sent it, which already has it. */
      from: string;
      /** Base64 Yjs update; absent when too big for the bus: read the stored design instead. */
      update?: string;
    }
  | { kind: 'presence'; projectId: number; peer: Peer }
  | { kind: 'left'; projectId: number; connectionId: string }
  /** Someone joined the project here: the other processes say again who is with them. */
  | { kind: 'roll'; projectId: number }
  /** Every live update the sending process relayed on the project so far is now stored. */
  | { kind: 'stored'; projectId: number }
  /** The user may no longer work on the project (removed, or left): close their sockets. */
  | { kind: 'revoked'; projectId: number; userId: number }
  /** These signed-in sessions ended (signed out, or by a new password): close their sockets. */
  | { kind: 'sessionsEnded'; sessionIds: number[] }
  /**
   * The sending process is running: sent every few seconds, so the others can drop the peers of
   * a process that stopped (killed, its machine gone) without saying who left.
   */
  | { kind: 'alive' };

/** A message with the process it came from, so a process skips its own. */
export type BusEnvelope = BusMessage & { origin: string };

export interface LiveBus {
  publish(message: BusEnvelope): Promise<void>;
  subscribe(handler: (message: BusEnvelope) => void): () => void;
  close(): Promise<void>;
}

/** The in-process bus: the default for one process, and for tests of several in one process. */
export function memoryBus(): LiveBus {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(message) {
      events.emit('message', message);
    },
    subscribe(handler) {
      events.on('message', handler);
      return () => events.off('message', handler);
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

/** A bus message read back from text, or undefined when it is not one. */
export function parseEnvelope(text: string): BusEnvelope | undefined {
  try {
    const value = JSON.parse(text) as BusEnvelope;
    if (typeof value?.origin !== 'string') return undefined;
    if (value.kind === 'sessionsEnded') return Array.isArray(value.sessionIds) ? value : undefined;
    if (value.kind === 'alive') return value;
    return typeof value.projectId === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}
