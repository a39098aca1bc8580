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
