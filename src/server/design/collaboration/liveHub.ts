import { randomUUID } from 'node:crypto';
import {
  encodeFrame,
  LIVE_FRAME,
  type Peer,
  type ServerMessage,
} from '../../../shared/collaboration/liveProtocol';
import type { Db } from '../../db/database';
import type { DesignRelay } from '../projects/projectContent.service';
import { decodeBase64, encodeBase64, storedDocument } from '../projects/projectContent.service';
import type { BusEnvelope, BusMessage, LiveBus } from './liveBus';
import { PendingWrites } from './pendingWrites';

/** One open editor on a project, as the hub sees it. */
export interface LiveConnection {
  id: string;
  projectId: number;
  userId: number;
  /** The signed-in session that opened it: when that session ends, so does the connection. */
  sessionId?: number;
  peer(): Peer | undefined;
  sendFrame(frame: Uint8Array): void;
  sendMessage(message: ServerMessage): void;
  /** Ends the connection: its user may no longer work on the project. */
  revoke(): void;
  /** Ends the connection: the session it was opened in was signed out. */
  signedOut(): void;
  /** Sends again what the stored design holds past the client's last sync. */
  resync(): void;
}

/** How often a process with open channels says on the bus that it runs. */
export const HEARTBEAT_MS = 500;
/**
 * How long a process may go unheard before its peers are dropped: three beats missed, so a peer
 * of a killed process leaves the others' screens within 2 s (the lease and one sweep's wait).
 */
export const LEASE_MS = 3 * HEARTBEAT_MS;

export interface LiveHubTiming {
  heartbeatMs?: number;
  leaseMs?: number;
}

/** A person connected to another process, and which process that is. */
interface RemotePeer {
  peer: Peer;
  origin: string;
}

/**
 * The open live channels of this process, by project, and the bus to the others. A change or a
 * move is relayed at once to this process's other sockets on the project, and published for the
 * other processes, which relay it to theirs.
 */
export class LiveHub implements DesignRelay {
  readonly origin = randomUUID();
  private readonly writes = new PendingWrites();
  private readonly rooms = new Map<number, Set<LiveConnection>>();
  /** Where the people connected to other processes are, to greet a newcomer here with. */
  private readonly remotePeers = new Map<number, Map<string, RemotePeer>>();
  /**
   * When each other process was last heard from. A process that dies says nothing, so its peers
   * stay on everyone's screens unless their lease runs out.
   */
  private readonly lastHeard = new Map<string, number>();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly leaseMs: number;
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
    { heartbeatMs = HEARTBEAT_MS, leaseMs = LEASE_MS }: LiveHubTiming = {},
  ) {
    this.leaseMs = leaseMs;
    this.unsubscribe = bus.subscribe((message) => void this.fromBus(message));
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Says this process runs (only while it has channels: without any, no one holds peers of it),
   * and drops the peers of the processes whose lease ran out.
   */
  private beat(): void {
    if (this.rooms.size > 0) this.publish({ kind: 'alive' });
    const expired = Date.now() - this.leaseMs;
    for (const [origin, at] of this.lastHeard) {
      if (at < expired) this.forget(origin);
    }
  }

  /** A process went unheard too long: its people leave every room here. */
  private forget(origin: string): void {
    this.lastHeard.delete(origin);
    for (const [projectId, peers] of this.remotePeers) {
      for (const [connectionId, remote] of peers) {
        if (remote.origin !== origin) continue;
        peers.delete(connectionId);
        for (const connection of this.rooms.get(projectId) ?? []) {
          connection.sendMessage({ type: 'left', connectionId });
        }
      }
    }
  }

  /**
   * A process with people on its channels renews its lease. One not heard before (new, or back
   * after its lease ran out and its peers were dropped here) is asked who is with it on the
   * projects open here. Other news is not counted: a process without channels (an HTTP push's)
   * sends no beats, and would be asked again after every lapse for no one.
   */
  private heard(origin: string): void {
    const known = this.lastHeard.has(origin);
    this.lastHeard.set(origin, Date.now());
    if (known) return;
    for (const projectId of this.rooms.keys()) this.publish({ kind: 'roll', projectId });
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
    for (const { peer } of this.remotePeers.get(connection.projectId)?.values() ?? []) {
      connection.sendMessage({ type: 'presence', peer });
    }
    room.add(connection);
    // What this process knows of the others may be older than it (it was restarted, or its
    // presence news was lost): they answer with who is with them now.
    this.publish({ kind: 'roll', projectId: connection.projectId });
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
    this.relay(from.projectId, update, from);
  }

  /** An update to everyone on the project but `from`, here and on the other processes. */
  private relay(projectId: number, update: Uint8Array, from?: LiveConnection): void {
    const frame = encodeFrame(LIVE_FRAME.UPDATE, update);
    for (const other of this.rooms.get(projectId) ?? []) {
      if (other !== from) other.sendFrame(frame);
    }
    this.publish({
      kind: 'update',
      projectId,
      from: from?.id ?? 'call',
      update: encodeBase64(update),
    });
  }

  /**
   * A design update a call stores (an HTTP push, a change the server makes): relayed to every
   * open editor of the project, here and on the other processes, then stored, as the live
   * channel does with its own. An editor that stays open would otherwise never hear of it, and
   * the storing device's later live catch-up, which carries its whole delete set, would reach
   * that editor with the deletions but not the values that replaced them.
   */
  async relayStored(projectId: number, update: Uint8Array, store: () => Promise<void>) {
    this.relay(projectId, update);
    const write = store();
    this.track(projectId, write);
    await write;
  }

  /** A relayed update's write: the others hear 'stored' once every write so far is done. */
  track(projectId: number, write: Promise<unknown>): void {
    this.writes.track(projectId, write, () => this.stored(projectId));
  }

  /** Resolves once every update relayed here on the project so far is stored. */
  settled(projectId: number): Promise<void> {
    return this.writes.settled(projectId);
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

  /**
   * These sessions ended: their sockets close on every process. Called by the sessions area once
   * the sessions are deleted, so a socket that misses the news cannot open again.
   */
  static async endSessions(bus: LiveBus, sessionIds: readonly number[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await bus.publish({ kind: 'sessionsEnded', sessionIds: [...sessionIds], origin: 'sessions' });
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
    if (message.kind === 'alive' || message.kind === 'presence') this.heard(message.origin);
    if (message.kind === 'alive') return;
    if (message.kind === 'sessionsEnded') {
      const ended = new Set(message.sessionIds);
      for (const room of this.rooms.values()) {
        for (const connection of [...room]) {
          if (connection.sessionId !== undefined && ended.has(connection.sessionId)) {
            connection.signedOut();
          }
        }
      }
      return;
    }
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
    if (message.kind === 'roll') {
      for (const connection of room) {
        const peer = connection.peer();
        if (peer) this.publish({ kind: 'presence', projectId: message.projectId, peer });
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
    if (message.kind === 'presence')
      peers.set(message.peer.connectionId, { peer: message.peer, origin: message.origin });
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
    clearInterval(this.heartbeat);
    this.unsubscribe();
  }
}

function toClient(message: BusMessage): ServerMessage | undefined {
  if (message.kind === 'presence') return { type: 'presence', peer: message.peer };
  if (message.kind === 'left') return { type: 'left', connectionId: message.connectionId };
  return undefined;
}
