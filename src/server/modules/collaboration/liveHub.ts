import { randomUUID } from 'node:crypto';
import {
  encodeFrame,
  LIVE_FRAME,
  type Peer,
  type ServerMessage,
} from '../../../shared/collaboration/liveProtocol';
import type { Db } from '../../db/database';
import { decodeBase64, encodeBase64, storedDocument } from '../projects/projectContent.service';
import type { BusEnvelope, BusMessage, LiveBus } from './liveBus';

/** One open editor on a project, as the hub sees it. */
export interface LiveConnection {
  id: string;
  projectId: number;
  userId: number;
  peer(): Peer | undefined;
  sendFrame(frame: Uint8Array): void;
  sendMessage(message: ServerMessage): void;
  /** Ends the connection: its user may no longer work on the project. */
  revoke(): void;
  /** Sends again what the stored design holds past the client's last sync. */
  resync(): void;
}

/**
 * The open live channels of this process, by project, and the bus to the others. A change or a
 * move is relayed at once to this process's other sockets on the project, and published for the
 * other processes, which relay it to theirs.
 */
export class LiveHub {
  readonly origin = randomUUID();
  private readonly rooms = new Map<number, Set<LiveConnection>>();
  /** Where the people connected to other processes are, to greet a newcomer here with. */
  private readonly remotePeers = new Map<number, Map<string, Peer>>();
  /**
   * Per project, the processes that relayed live updates here not yet stored (their 'stored'
   * news has not come). A client syncing from the database meanwhile may miss those updates: it
   * joined after their relay and read before their write.
   */
  private readonly unstoredFrom = new Map<number, Set<string>>();
  /** Per project, the connections that synced while such updates were out: re-synced once stored. */
  private readonly syncedEarly = new Map<number, Set<LiveConnection>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    readonly bus: LiveBus,
  ) {
    this.unsubscribe = bus.subscribe((message) => void this.fromBus(message));
  }

  join(connection: LiveConnection): void {
    let room = this.rooms.get(connection.projectId);
    if (!room) {
      room = new Set();
      this.rooms.set(connection.projectId, room);
    }
    for (const other of room) {
      const peer = other.peer();
      if (peer) connection.sendMessage({ type: 'presence', peer });
    }
    for (const peer of this.remotePeers.get(connection.projectId)?.values() ?? []) {
      connection.sendMessage({ type: 'presence', peer });
    }
    room.add(connection);
  }

  leave(connection: LiveConnection): void {
    const room = this.rooms.get(connection.projectId);
    room?.delete(connection);
    this.syncedEarly.get(connection.projectId)?.delete(connection);
    if (room?.size === 0) {
      this.rooms.delete(connection.projectId);
      this.remotePeers.delete(connection.projectId);
    }
    this.announce(connection, {
      kind: 'left',
      projectId: connection.projectId,
      connectionId: connection.id,
    });
  }

  /** A stored change from `from`: to everyone else on the project, here and elsewhere. */
  updated(from: LiveConnection, update: Uint8Array): void {
    const frame = encodeFrame(LIVE_FRAME.UPDATE, update);
    for (const other of this.rooms.get(from.projectId) ?? []) {
      if (other !== from) other.sendFrame(frame);
    }
    this.publish({
      kind: 'update',
      projectId: from.projectId,
      from: from.id,
      update: encodeBase64(update),
    });
  }

  /**
   * A connection is about to read the stored design for its sync. When another process has
   * relayed updates it has not stored yet, the connection is re-synced once it has.
   */
  syncing(connection: LiveConnection): void {
    if (!this.unstoredFrom.get(connection.projectId)?.size) return;
    let early = this.syncedEarly.get(connection.projectId);
    if (!early) {
      early = new Set();
      this.syncedEarly.set(connection.projectId, early);
    }
    early.add(connection);
  }

  /** Every update this process relayed on the project so far is stored: tell the others. */
  stored(projectId: number): void {
    this.publish({ kind: 'stored', projectId });
  }

  /**
   * `userId` may no longer work on the project: their sockets close on every process. Called by
   * the calls that remove a member, after the removal is written.
   */
  static async revoke(bus: LiveBus, projectId: number, userId: number): Promise<void> {
    await bus.publish({ kind: 'revoked', projectId, userId, origin: 'membership' });
  }

  moved(from: LiveConnection): void {
    const peer = from.peer();
    if (peer) this.announce(from, { kind: 'presence', projectId: from.projectId, peer });
  }

  private announce(from: LiveConnection, message: BusMessage): void {
    const local = toClient(message);
    for (const other of this.rooms.get(from.projectId) ?? []) {
      if (other !== from && local) other.sendMessage(local);
    }
    this.publish(message);
  }

  private publish(message: BusMessage): void {
    this.bus.publish({ ...message, origin: this.origin }).catch((error: unknown) => {
      console.warn('live bus: publish failed', error);
    });
  }

  private async fromBus(message: BusEnvelope): Promise<void> {
    if (message.origin === this.origin) return;
    if (message.kind === 'update') this.unstored(message.projectId).add(message.origin);
    if (message.kind === 'stored') {
      this.storedBy(message.projectId, message.origin);
      return;
    }
    const room = this.rooms.get(message.projectId);
    if (!room) return;
    if (message.kind === 'revoked') {
      for (const connection of [...room]) {
        if (connection.userId === message.userId) connection.revoke();
      }
      return;
    }
    if (message.kind === 'update') {
      // Too big for the bus: the stored design holds it (Yjs applies what a client has as a no-op).
      const update = message.update
        ? decodeBase64(message.update)
        : await storedDocument(this.db, message.projectId);
      const frame = encodeFrame(LIVE_FRAME.UPDATE, update);
      for (const connection of room) connection.sendFrame(frame);
      return;
    }
    let peers = this.remotePeers.get(message.projectId);
    if (!peers) {
      peers = new Map();
      this.remotePeers.set(message.projectId, peers);
    }
    if (message.kind === 'presence') peers.set(message.peer.connectionId, message.peer);
    else peers.delete(message.connectionId);
    const local = toClient(message);
    if (local) for (const connection of room) connection.sendMessage(local);
  }

  private unstored(projectId: number): Set<string> {
    let origins = this.unstoredFrom.get(projectId);
    if (!origins) {
      origins = new Set();
      this.unstoredFrom.set(projectId, origins);
    }
    return origins;
  }

  private storedBy(projectId: number, origin: string): void {
    const origins = this.unstoredFrom.get(projectId);
    origins?.delete(origin);
    const early = this.syncedEarly.get(projectId);
    if (!early) {
      if (origins?.size === 0) this.unstoredFrom.delete(projectId);
      return;
    }
    for (const connection of early) connection.resync();
    if (!origins?.size) {
      this.unstoredFrom.delete(projectId);
      this.syncedEarly.delete(projectId);
    }
  }

  async close(): Promise<void> {
    this.unsubscribe();
  }
}

function toClient(message: BusMessage): ServerMessage | undefined {
  if (message.kind === 'stored' || message.kind === 'revoked') return undefined;
  if (message.kind === 'presence') return { type: 'presence', peer: message.peer };
  if (message.kind === 'left') return { type: 'left', connectionId: message.connectionId };
  return undefined;
}
