import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { decodeFrame, encodeFrame, LIVE_FRAME } from '../../../shared/collaboration/liveProtocol';
import { openLiveChannel, type SocketLike } from './liveChannel';

/** A socket the test plays the server of: it records what the editor sends. */
function fakeSocket() {
  const socket: SocketLike & { sent: Uint8Array[]; closed: boolean } = {
    binaryType: 'blob',
    readyState: 1,
    sent: [],
    closed: false,
    send(data) {
      if (typeof data !== 'string') this.sent.push(data);
    },
    close() {
      this.closed = true;
    },
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  return socket;
}

/** The server's side of the exchange: its (empty) design, then its state vector. */
function serverAnswers(socket: SocketLike, server: Y.Doc) {
  socket.onopen?.({});
  socket.onmessage?.({ data: encodeFrame(LIVE_FRAME.SERVER_STATE, Y.encodeStateVector(server)) });
}

describe('the live channel going offline', () => {
  it('sends nothing while offline and everything made meanwhile as one update on return', () => {
    const doc = new Y.Doc();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    let online = true;
    const channel = openLiveChannel({
      url: 'ws://shop/live',
      ydoc: doc,
      remoteOrigin: 'remote',
      openSocket: () => {
        const socket = fakeSocket();
        sockets.push(socket);
        return socket;
      },
      isOnline: () => online,
      backoffMs: [60_000],
    });
    const server = new Y.Doc();
    serverAnswers(sockets[0]!, server);
    expect(channel.status()).toBe('live');

    online = false;
    channel.disconnect();
    expect(sockets[0]!.closed).toBe(true);
    expect(channel.status()).toBe('offline');
    for (let n = 0; n < 300; n++) doc.getMap('nudges').set('x', n);
    expect(sockets[0]!.sent.filter((f) => decodeFrame(f)?.type === LIVE_FRAME.UPDATE)).toEqual([]);
    // Asked to reconnect while the device still says offline: no socket yet.
    channel.reconnect();
    expect(sockets).toHaveLength(1);

    online = true;
    channel.reconnect();
    expect(sockets).toHaveLength(2);
    serverAnswers(sockets[1]!, server);
    const updates = sockets[1]!.sent
      .map((frame) => decodeFrame(frame))
      .filter((frame) => frame?.type === LIVE_FRAME.UPDATE);
    expect(updates).toHaveLength(1);
    Y.applyUpdate(server, updates[0]!.bytes);
    expect(server.getMap('nudges').get('x')).toBe(299);
    channel.close();
  });
});

describe('the live channel receiving a change before one it builds on', () => {
  it('asks the server for what this copy lacks, and is whole once it answers', () => {
    const doc = new Y.Doc();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const channel = openLiveChannel({
      url: 'ws://shop/live',
      ydoc: doc,
      remoteOrigin: 'remote',
      openSocket: () => {
        const socket = fakeSocket();
        sockets.push(socket);
        return socket;
      },
      backoffMs: [60_000],
    });
    const server = new Y.Doc();
    const socket = sockets[0]!;
    serverAnswers(socket, server);
    const syncs = () => socket.sent.filter((f) => decodeFrame(f)?.type === LIVE_FRAME.SYNC).length;
    expect(syncs()).toBe(1);

    // Another device's two changes; only the second reaches this one over the socket.
    const other = new Y.Doc();
    other.getMap('meta').set('title', 'First');
    const first = Y.encodeStateAsUpdate(other);
    const before = Y.encodeStateVector(other);
    other.getMap('meta').set('title', 'Second');
    const second = Y.encodeStateAsUpdate(other, before);
    socket.onmessage?.({ data: encodeFrame(LIVE_FRAME.UPDATE, second) });
    expect(doc.getMap('meta').get('title')).toBeUndefined();
    expect(syncs()).toBe(2);
    // A second such change does not ask again while the first question is open.
    socket.onmessage?.({ data: encodeFrame(LIVE_FRAME.UPDATE, second) });
    expect(syncs()).toBe(2);

    Y.applyUpdate(server, first);
    Y.applyUpdate(server, second);
    socket.onmessage?.({ data: encodeFrame(LIVE_FRAME.UPDATE, first) });
    socket.onmessage?.({ data: encodeFrame(LIVE_FRAME.SERVER_STATE, Y.encodeStateVector(server)) });
    expect(doc.getMap('meta').get('title')).toBe('Second');
    expect(doc.store.pendingStructs).toBeNull();
    channel.close();
  });
});
