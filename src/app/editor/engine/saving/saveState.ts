/*
 * What the editor says about saving, always visible. "Saved on this device" is only said once the
 * edit is in IndexedDB; "synced" once the server has everything the device has. A pure reducer, so
 * every path between the states is tested without a browser.
 */

export type SaveStatus =
  | 'saving'
  | 'savedLocally'
  | 'syncing'
  | 'synced'
  | 'offline'
  | 'conflictResolved'
  | 'error';

export type SaveEvent =
  /** The customer changed something: it is on its way to IndexedDB. */
  | { type: 'edited' }
  /** Every edit so far is in IndexedDB. */
  | { type: 'storedLocally' }
  /** IndexedDB refused the write (quota, private mode): nothing can be promised. */
  | { type: 'storeFailed'; message: string }
  | { type: 'syncStarted' }
  /** The server has everything; `merged` when changes made elsewhere were merged in. */
  | { type: 'syncSucceeded'; merged: boolean }
  | { type: 'syncFailed'; offline: boolean; message?: string }
  /** Changes from elsewhere arrived before ones they build on: not in step until those come. */
  | { type: 'syncIncomplete'; message: string }
  | { type: 'wentOffline' }
  | { type: 'cameOnline' };

export interface SaveState {
  status: SaveStatus;
  /** Edits not yet in IndexedDB. */
  pendingLocal: boolean;
  /** Edits in IndexedDB the server may not have. */
  unsynced: boolean;
  /** The device is known to be offline: an edit saved meanwhile is saved on this device only. */
  offline?: boolean;
  message?: string;
}

export const INITIAL_SAVE_STATE: SaveState = {
  status: 'synced',
  pendingLocal: false,
  unsynced: false,
};

export function nextSaveState(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'edited': {
      const offline = state.offline || state.status === 'offline';
      return {
        status: 'saving',
        pendingLocal: true,
        unsynced: true,
        ...(offline ? { offline } : {}),
      };
    }
    case 'storedLocally': {
      if (state.status === 'syncing') return { ...state, pendingLocal: false };
      const offline = state.offline || state.status === 'offline';
      return {
        status: offline ? 'offline' : 'savedLocally',
        pendingLocal: false,
        unsynced: true,
        ...(offline ? { offline } : {}),
      };
    }
    case 'storeFailed':
      return { ...state, status: 'error', message: event.message };
    case 'syncStarted':
      return state.pendingLocal ? state : { ...state, status: 'syncing' };
    case 'syncSucceeded':
      // An edit made while the sync ran is not on the server yet.
      if (state.pendingLocal) return state;
      if (state.status !== 'syncing') return state;
      return {
        status: event.merged ? 'conflictResolved' : 'synced',
        pendingLocal: false,
        unsynced: false,
      };
    case 'syncIncomplete':
      if (state.pendingLocal) return state;
      return { ...state, status: 'savedLocally', unsynced: true, message: event.message };
    case 'syncFailed':
      if (state.pendingLocal) return state;
      return event.offline
        ? { ...state, status: 'offline', offline: true, message: undefined }
        : { ...state, status: 'error', message: event.message };
    case 'wentOffline':
      return state.status === 'saving'
        ? { ...state, offline: true }
        : { ...state, status: 'offline', offline: true };
    case 'cameOnline': {
      const { offline: _gone, ...online } = state;
      if (state.status !== 'offline') return state.offline ? online : state;
      return { ...online, status: state.unsynced ? 'savedLocally' : 'synced' };
    }
  }
}

/** The words the save indicator shows. */
export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  saving: 'Saving…',
  savedLocally: 'Saved on this device',
  syncing: 'Syncing…',
  synced: 'Saved and synced',
  offline: 'Offline: saved on this device',
  conflictResolved: 'Synced: changes from another device merged in',
  error: 'Not saved',
};
