import * as Y from 'yjs';
import {
  decodeFrame,
  encodeFrame,
  LIVE_FRAME,
  type Peer,
  type PresenceWhere,
  serverMessage,
} from '../../../shared/collaboration/liveProtocol';
import { hasUnapplied } from '../../../shared/project/yjs/unapplied';

/*
 * The editor's end of a project's live channel: sends each local change as it is made, applies
 * everyone else's as they arrive, and says where this editor is. Offline it waits, and on
 * reconnecting the state vectors are exchanged, so what either side did meanwhile merges (Yjs).
 * Plain TypeScript over a WebSocket-like object, so Node tests and benchmarks drive it too.
 */

/** What the channel needs of a WebSocket: the browser's, or the `ws` package's in Node. */
export interface SocketLike {
  binaryType: string;
  readonly readyState: number;
  send(data: Uint8Array | string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveStatus = 'connecting' | 'live' | 'offline' | 'closed';

export interface LiveChannelOptions {
  url: string;
  ydoc: Y.Doc;
  /** The origin remote changes are applied with: saving and undo skip it. */
  remoteOrigin: unknown;
  openSocket: (url: string) => SocketLike;
  onPeers?: (peers: Peer[]) => void;
  onStatus?: (status: LiveStatus, message?: string) => void;
  /** A change of ours the server would not take (a contributor's, beyond photos and pages). */
  onRefused?: (message: string) => void;
  /** Reconnect delays in ms, growing to the last; tests shorten them. */
  backoffMs?: readonly number[];
  /** Whether the device says it is online (navigator.onLine); no socket is opened while not. */
  isOnline?: () => boolean;
}

export interface LiveChannel {
  /** Where this editor is: sent now and after each reconnect. */
  setWhere(where: PresenceWhere): void;
  peers(): Peer[];
  status(): LiveStatus;
  /** Tries at once (the device came back online). */
  reconnect(): void;
  /**
   * The device went offline: the socket is dropped at once. A socket on a lost network is not
   * closed until TCP gives up, and a browser's offline mode may keep it open, while every edit
   * sent on it is at best a frame the server must store one by one; the exchange of state
   * vectors on reconnecting sends everything made meanwhile as one update instead.
   */
  disconnect(): void;
  close(): void;
}

const OPEN = 1;

function bytesOf(data: unknown): Uint8Array | undefined {
  // Checked by tag, not instanceof: an ArrayBuffer made in another realm (a worker, Node's ws) is one too.
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') {
    return new Uint8Array(data as ArrayBuffer);
  }
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return undefined;
}

export function openLiveChannel(options: LiveChannelOptions): LiveChannel {
  const { ydoc, remoteOrigin } = options;
  // At most 2 s apart, so the status says live within 2 s of the server's return (a restart),
  // with a little spread so the editors of a restarted server do not all knock at once.
  const backoff = options.backoffMs ?? [500, 1000, 1500 + Math.floor(Math.random() * 500)];
  const peers = new Map<string, Peer>();
  let socket: SocketLike | undefined;
  let status: LiveStatus = 'connecting';
  let where: PresenceWhere | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Changes wait for the server's state before being sent: the exchange sends them all at once. */
  let synced = false;

  const setStatus = (next: LiveStatus, message?: string) => {
    status = next;
    options.onStatus?.(next, message);
  };
  const emitPeers = () => options.onPeers?.([...peers.values()]);

  function send(data: Uint8Array | string) {
    if (socket?.readyState === OPEN) socket.send(data);
  }

  function sendWhere() {
    if (where && synced) send(JSON.stringify({ type: 'presence', where }));
  }

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === remoteOrigin || !synced) return;
    send(encodeFrame(LIVE_FRAME.UPDATE, update));
  };
  ydoc.on('update', onUpdate);

  function receive(data: unknown) {
    if (typeof data === 'string') {
      const parsed = serverMessage.safeParse(JSON.parse(data));
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'presence') peers.set(message.peer.connectionId, message.peer);
      else if (message.type === 'left') peers.delete(message.connectionId);
      else if (message.type === 'refused') options.onRefused?.(message.message);
      else {
        stopped = true;
        setStatus('closed', message.message);
      }
      emitPeers();
      return;
    }
    const bytes = bytesOf(data);
    const frame = bytes && decodeFrame(bytes);
    if (!frame) return;
    if (frame.type === LIVE_FRAME.UPDATE) {
      Y.applyUpdate(ydoc, frame.bytes, remoteOrigin);
      catchUpIfIncomplete();
    } else if (frame.type === LIVE_FRAME.SERVER_STATE) {
      catchingUp = false;
      // What we have that the server lacks: everything made here while apart.
      const missing = Y.encodeStateAsUpdate(ydoc, frame.bytes);
      synced = true;
      if (hasContent(missing)) send(encodeFrame(LIVE_FRAME.UPDATE, missing));
      setStatus('live');
      sendWhere();
    }
  }

  /**
   * An update that came before one it builds on waits in the Y.Doc, unapplied, and nothing would
   * bring the missing one: ask the server for everything past what this copy holds. Once per
   * answer: the exchange of state vectors answers with all of it.
   */
  let catchingUp = false;
  function catchUpIfIncomplete() {
    if (!hasUnapplied(ydoc) || catchingUp || !synced) return;
    catchingUp = true;
    send(encodeFrame(LIVE_FRAME.SYNC, Y.encodeStateVector(ydoc)));
  }

  function connect() {
    if (stopped) return;
    clearTimeout(timer);
    synced = false;
    catchingUp = false;
    if (options.isOnline && !options.isOnline()) {
      setStatus('offline');
      retryLater();
      return;
    }
    setStatus(attempt === 0 ? 'connecting' : status === 'live' ? 'offline' : status);
    const next = options.openSocket(options.url);
    socket = next;
    next.binaryType = 'arraybuffer';
    next.onopen = () => {
      attempt = 0;
      next.send(encodeFrame(LIVE_FRAME.SYNC, Y.encodeStateVector(ydoc)));
    };
    next.onmessage = (event) => receive(event.data);
    next.onerror = () => {};
    next.onclose = () => {
      if (socket === next) dropped();
    };
  }

  /** The socket is gone: offline until the next attempt, after a growing delay. */
  function dropped() {
    socket = undefined;
    synced = false;
    peers.clear();
    emitPeers();
    if (stopped) return;
    setStatus('offline');
    retryLater();
  }

  function retryLater() {
    clearTimeout(timer);
    const delay = backoff[Math.min(attempt, backoff.length - 1)] ?? 1000;
    attempt += 1;
    timer = setTimeout(connect, delay);
  }
  connect();

  return {
    setWhere(next) {
      where = next;
      sendWhere();
    },
    peers: () => [...peers.values()],
    status: () => status,
    reconnect() {
      if (stopped || socket) return;
      attempt = 0;
      connect();
    },
    disconnect() {
      const open = socket;
      if (stopped || !open) return;
      dropped();
      open.close(1000, 'offline');
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      ydoc.off('update', onUpdate);
      const open = socket;
      socket = undefined;
      open?.close(1000, 'closed');
      setStatus('closed');
    },
  };
}

/** An update that carries something: an empty one is 2 bytes (no structs, no deletions). */
function hasContent(update: Uint8Array): boolean {
  return update.byteLength > 2;
}
