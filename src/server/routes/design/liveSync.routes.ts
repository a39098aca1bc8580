import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { MAX_PROJECT_UPDATE_BYTES } from '../../../shared/api/actions/projectSchemas';
import {
  clientMessage,
  decodeFrame,
  encodeFrame,
  LIVE_FRAME,
  type PresenceWhere,
  peerColor,
  type ServerMessage,
} from '../../../shared/collaboration/liveProtocol';
import { coalescedWrites, mergeBatch } from '../../design/collaboration/coalescedWrites';
import { memoryBus } from '../../design/collaboration/liveBus';
import { type LiveConnection, LiveHub } from '../../design/collaboration/liveHub';
import { projectAndRole } from '../../design/collaboration/membership.service';
import {
  checkedStateVector,
  checkedUpdate,
  pullDocument,
  pushUpdate,
} from '../../design/projects/projectContent.service';
import {
  accessRefusal,
  mayDo,
  projectAccessFor,
} from '../../design/projects/projectLookup.service';
import { admitUpdate, takeInPlacedPhotos } from '../../design/projects/updateAdmission.service';
import { AppError, notFound } from '../../http/appError';
import { crossOriginReason, requestOrigin } from '../../http/originCheck';
import { guardRawRoute } from '../../http/rawRouteGuard';
import type { RequestContext, ServerDeps } from '../../http/requestContext';

/*
 * The live channel of a project: GET /api/v2/live/projects/:projectId, upgraded to a WebSocket.
 * The handshake is an ordinary request: the session cookie says who is calling and projectAccess
 * whether they may work on the project (404 as for any project they may not see). Every change is
 * checked again as it arrives (a collaborator removed, a project ordered meanwhile), stored, and
 * relayed through the hub.
 */

const PATH = '/api/v2/live/projects/:projectId';
/** Close codes of our own (4000-4999 are the application's). */
const CLOSE = { signedOut: 4401, refused: 4403, gone: 4404, locked: 4409 } as const;

const sessions = new WeakMap<FastifyRequest, RequestContext>();

function projectIdOf(request: FastifyRequest): number {
  const raw = (request.params as { projectId?: string }).projectId ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new AppError(400, 'invalid_input', 'The project id must be a positive whole number.');
  }
  return id;
}

/** One socket: its messages are handled one at a time, in the order they came. */
function openConnection(
  ctx: RequestContext,
  hub: LiveHub,
  socket: WebSocket,
  projectId: number,
  schemaVersion: number | undefined,
): void {
  const user = ctx.session.user!;
  let where: PresenceWhere | undefined;
  /** The state vector of the client's last sync, what a re-sync sends past. */
  let syncedFrom: Uint8Array | undefined;
  let revoked = false;
  const connection: LiveConnection = {
    id: randomUUID(),
    projectId,
    userId: user.id,
    sessionId: ctx.session.sessionId,
    peer: () =>
      where && {
        connectionId: connection.id,
        userId: user.id,
        name: user.firstName,
        color: peerColor(user.id),
        where,
      },
    sendFrame(frame) {
      if (socket.readyState === socket.OPEN) socket.send(frame);
    },
    sendMessage(message: ServerMessage) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    revoke() {
      // Whatever this socket still has queued is refused: it is closed before it is read.
      revoked = true;
      end(CLOSE.refused, 'forbidden', 'You no longer have access to this project.');
    },
    signedOut() {
      revoked = true;
      end(CLOSE.signedOut, 'signed_out', 'You were signed out. Sign in again to keep editing.');
    },
    resync() {
      enqueue(async () => {
        if (!syncedFrom || revoked) return;
        const { update } = await pullDocument(db, projectId, syncedFrom);
        connection.sendFrame(encodeFrame(LIVE_FRAME.UPDATE, update));
      });
    },
  };
  const { db } = ctx.deps;

  /** Stops the socket for a reason the editor shows. */
  function end(code: number, reason: string, message: string) {
    connection.sendMessage({ type: 'closed', reason, message });
    socket.close(code, reason);
  }

  /** Stops the socket for a refusal of the caller's access, with the close code it maps to. */
  function endFor(error: AppError) {
    const code =
      error.status === 409 ? CLOSE.locked : error.status === 403 ? CLOSE.refused : CLOSE.gone;
    end(code, error.code, error.message);
  }

  /** The write that holds every update received so far (a contributor's next is judged after it). */
  let stored: Promise<void> = Promise.resolve();
  const writer = coalescedWrites((update) =>
    pushUpdate(db, { projectId, update, byUserId: user.id, at: ctx.deps.now() }, schemaVersion),
  );

  /** Stored in order, off the path of the next change: a slow write (a compaction) delays no one. */
  function store(update: Uint8Array) {
    const write = writer.add(update).catch((error: unknown) => {
      ctx.request.log.error({ err: error }, 'storing a live update failed');
      end(1011, 'server_error', 'Your change could not be stored; reconnecting.');
    });
    stored = write;
    hub.track(projectId, write);
  }

  /**
   * Updates that arrived together, checked with one look at the caller's access. An editor's are
   * relayed and stored as one merged update; a contributor's are judged one by one, so a refused
   * change does not take the others with it.
   */
  async function receiveUpdates(batch: readonly Uint8Array[]) {
    const updates = batch.filter((update) => {
      const refused = refusalOf(() => checkedUpdate(update));
      if (refused) connection.sendMessage({ type: 'refused', message: refused.message });
      return !refused;
    });
    if (updates.length === 0) return;
    const found = await projectAndRole(db, projectId, user.id);
    if (!found) {
      endFor(notFound('Project', projectId));
      return;
    }
    const { row } = found;
    const caller = { userId: user.id, memberRole: found.memberRole };
    const refused = accessRefusal(caller, row, projectId, 'contribute');
    if (refused) {
      endFor(refused);
      return;
    }
    /** Judged, then relayed and stored; whether it was let in. */
    async function take(update: Uint8Array, tellRefusal: boolean): Promise<boolean> {
      try {
        // Judged against the design with this socket's earlier changes in it.
        await stored;
        const admitted = await admitUpdate(db, row, caller, update, schemaVersion);
        await takeInPlacedPhotos(db, projectId, admitted, ctx.deps.now());
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // An older shop's device would go on sending old shapes: it stops until it reloads.
        if (error.code === 'client_outdated') {
          revoked = true;
          endFor(error);
          return false;
        }
        if (tellRefusal) connection.sendMessage({ type: 'refused', message: error.message });
        return false;
      }
      // Relayed before it is stored, for latency: it was checked, and every client that has it
      // keeps it until the server's state vector says it is stored, so a failed write loses nothing.
      hub.updated(connection, update);
      store(update);
      return true;
    }
    // An editor's batch goes as one merged update when it passes as a whole; otherwise (and for a
    // contributor) one by one, so a refused change does not take the others with it.
    if (updates.length > 1 && mayDo(caller, row, 'edit')) {
      if (await take(mergeBatch(updates), false)) return;
    }
    for (const update of updates) await take(update, true);
  }

  async function receive(bytes: Uint8Array, isBinary: boolean) {
    if (!isBinary) {
      const parsed = clientMessage.safeParse(safeJson(Buffer.from(bytes).toString('utf8')));
      if (!parsed.success) return;
      where = parsed.data.where;
      hub.moved(connection);
      return;
    }
    const frame = decodeFrame(bytes);
    // A sync whose state vector cannot be read gets no answer; the socket stays open.
    if (frame?.type === LIVE_FRAME.SYNC && !refusalOf(() => checkedStateVector(frame.bytes))) {
      syncedFrom = frame.bytes.slice();
      hub.syncing(connection);
      await hub.settled(projectId);
      const { update, stateVector } = await pullDocument(db, projectId, frame.bytes);
      connection.sendFrame(encodeFrame(LIVE_FRAME.UPDATE, update));
      connection.sendFrame(encodeFrame(LIVE_FRAME.SERVER_STATE, stateVector));
    }
  }

  let queue: Promise<void> = Promise.resolve();
  function enqueue(work: () => Promise<void>) {
    queue = queue
      .then(() => (revoked ? undefined : work()))
      .catch((error: unknown) => {
        ctx.request.log.error({ err: error }, 'live channel message failed');
        end(1011, 'server_error', 'Something went wrong on our side; reconnecting.');
      });
  }
  /** Updates that came in a row and wait for their turn: ones arriving meanwhile join them. */
  let openBatch: Uint8Array[] | undefined;
  socket.on('message', (data, isBinary) => {
    const bytes = bytesOf(data as Buffer | ArrayBuffer | Buffer[]);
    const frame = isBinary ? decodeFrame(bytes) : undefined;
    if (frame?.type !== LIVE_FRAME.UPDATE) {
      // Anything else keeps its place: updates after it are a batch of their own.
      openBatch = undefined;
      enqueue(() => receive(bytes, isBinary));
      return;
    }
    if (openBatch) {
      openBatch.push(frame.bytes);
      return;
    }
    const batch = [frame.bytes];
    openBatch = batch;
    enqueue(() => {
      if (openBatch === batch) openBatch = undefined;
      return receiveUpdates(batch);
    });
  });
  socket.on('close', () => hub.leave(connection));
  hub.join(connection);
}

/**
 * The document version the socket's editor writes, from the address it opened (`schemaVersion`,
 * see livePath); undefined when it does not say (an editor from before it was asked).
 */
function writerVersionOf(request: FastifyRequest): number | undefined {
  const raw = (request.query as { schemaVersion?: unknown }).schemaVersion;
  const version = typeof raw === 'string' && /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(version) ? version : undefined;
}

function bytesOf(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  const buffer = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The AppError `check` throws, if any: a refusal the channel answers without closing. */
function refusalOf(check: () => unknown): AppError | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Registers the live channel on `hub` (whose bus joins processes; one process alone when absent). */
export async function registerLiveSync(
  app: FastifyInstance,
  deps: ServerDeps,
  secret: string,
  hub: LiveHub = new LiveHub(deps.db, memoryBus()),
): Promise<LiveHub> {
  const { bus } = hub;
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_PROJECT_UPDATE_BYTES + 1 } });
  app.addHook('onClose', async () => {
    await hub.close();
    await bus.close();
  });
  app.route({
    method: 'GET',
    url: PATH,
    // The handshake is checked like any call, before the upgrade: an answer here is plain HTTP.
    preValidation: async (request, reply) => {
      // Browsers send cookies with a WebSocket from any site: only the shop's own pages may open one.
      const headers = request.headers as { origin?: string; 'sec-fetch-site'?: string };
      if (crossOriginReason(headers, deps.publicOrigin ?? requestOrigin(request))) {
        throw new AppError(
          403,
          'cross_site_request',
          'This live channel is for the shop’s own pages.',
        );
      }
      const projectId = projectIdOf(request);
      const { ctx, caller } = await guardRawRoute(deps, secret, request, reply, {
        signIn: 'Please sign in to work on a project with others.',
      });
      await projectAccessFor(ctx.deps, caller, projectId, 'contribute');
      sessions.set(request, ctx);
    },
    handler: () => {
      throw new AppError(426, 'upgrade_required', 'Open this address as a WebSocket.');
    },
    wsHandler: (socket, request) => {
      const ctx = sessions.get(request);
      if (!ctx) {
        socket.close(1011, 'no_session');
        return;
      }
      openConnection(ctx, hub, socket, projectIdOf(request), writerVersionOf(request));
    },
  });
  return hub;
}
