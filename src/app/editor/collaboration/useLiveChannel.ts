import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { livePath, type Peer } from '../../../shared/collaboration/liveProtocol';
import type { EditorEngine } from '../engine/editorEngine';
import { SYNC_ORIGIN } from '../engine/saving/syncClient';
import { type LiveStatus, openLiveChannel, type SocketLike } from './liveChannel';

export interface LiveState {
  peers: Peer[];
  status: LiveStatus | 'off';
  /** Why the server ended the channel, or refused a change, in a sentence. */
  message?: string;
}

/**
 * The open project's live channel while the editor shows it: others' changes come in as they make
 * them (applied as sync, so saving and undo leave them alone: undo stays this person's own), and
 * this editor's page and selection go out as presence. Off for a read-only view or a project the
 * server has not got yet; the HTTP sync keeps working either way.
 */
export function useLiveChannel(
  engine: EditorEngine,
  ydoc: Y.Doc,
  projectId: number | undefined,
  enabled: boolean,
): LiveState {
  const [state, setState] = useState<LiveState>({ peers: [], status: 'off' });
  useEffect(() => {
    if (!enabled || projectId === undefined || typeof WebSocket === 'undefined') return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const channel = openLiveChannel({
      url: `${scheme}://${window.location.host}${livePath(projectId)}`,
      ydoc,
      remoteOrigin: SYNC_ORIGIN,
      openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      isOnline: () => navigator.onLine,
      onPeers: (peers) => setState((s) => ({ ...s, peers })),
      onStatus: (status, message) =>
        setState((s) => ({
          ...s,
          status,
          message: message ?? (status === 'live' ? undefined : s.message),
        })),
      onRefused: (message) => setState((s) => ({ ...s, message })),
    });
    let last = '';
    const tell = () => {
      const { activeSurfaceId, selection } = engine.getSnapshot();
      const where = { surfaceId: activeSurfaceId, elementIds: [...selection] };
      const key = JSON.stringify(where);
      if (key === last) return;
      last = key;
      channel.setWhere(where);
    };
    tell();
    const unsubscribe = engine.subscribe(tell);
    const online = () => channel.reconnect();
    const offline = () => channel.disconnect();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      channel.close();
    };
  }, [engine, ydoc, projectId, enabled]);
  return state;
}
