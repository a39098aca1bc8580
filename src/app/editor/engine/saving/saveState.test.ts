import { describe, expect, it } from 'vitest';
import { INITIAL_SAVE_STATE, nextSaveState, type SaveEvent, type SaveState } from './saveState';

const run = (events: SaveEvent[], from: SaveState = INITIAL_SAVE_STATE) =>
  events.reduce(nextSaveState, from).status;

describe('save state', () => {
  it('goes saving → saved on this device → syncing → synced', () => {
    const steps: SaveEvent[] = [
      { type: 'edited' },
      { type: 'storedLocally' },
      { type: 'syncStarted' },
      { type: 'syncSucceeded', merged: false },
    ];
    const seen = [INITIAL_SAVE_STATE];
    for (const event of steps) seen.push(nextSaveState(seen.at(-1)!, event));
    expect(seen.slice(1).map((s) => s.status)).toEqual([
      'saving',
      'savedLocally',
      'syncing',
      'synced',
    ]);
    expect(seen.at(-1)?.unsynced).toBe(false);
  });

  it('never says saved before IndexedDB has the edit, even if a sync finishes', () => {
    expect(run([{ type: 'edited' }, { type: 'syncStarted' }])).toBe('saving');
    expect(
      run([
        { type: 'storedLocally' },
        { type: 'syncStarted' },
        { type: 'edited' },
        { type: 'syncSucceeded', merged: false },
      ]),
    ).toBe('saving');
  });

  it('says conflict resolved when changes from elsewhere were merged', () => {
    expect(
      run([
        { type: 'edited' },
        { type: 'storedLocally' },
        { type: 'syncStarted' },
        { type: 'syncSucceeded', merged: true },
      ]),
    ).toBe('conflictResolved');
  });

  it('goes offline on a failed sync or the offline event, and back on reconnect', () => {
    const offline = [
      { type: 'edited' },
      { type: 'storedLocally' },
      { type: 'syncStarted' },
      { type: 'syncFailed', offline: true },
    ] as SaveEvent[];
    expect(run(offline)).toBe('offline');
    // An edit made while offline is saved on this device only, and the indicator says so.
    expect(run([...offline, { type: 'edited' }, { type: 'storedLocally' }])).toBe('offline');
    expect(run([{ type: 'wentOffline' }, { type: 'edited' }, { type: 'storedLocally' }])).toBe(
      'offline',
    );
    expect(
      run([...offline, { type: 'edited' }, { type: 'storedLocally' }, { type: 'cameOnline' }]),
    ).toBe('savedLocally');
    expect(run([...offline, { type: 'cameOnline' }])).toBe('savedLocally');
    expect(run([{ type: 'wentOffline' }, { type: 'cameOnline' }])).toBe('synced');
  });

  it('shows an error for a refused write or a failing server, with its message', () => {
    const refused = [
      { type: 'edited' },
      { type: 'storeFailed', message: 'The device is out of space.' },
    ] as SaveEvent[];
    expect(refused.reduce(nextSaveState, INITIAL_SAVE_STATE)).toMatchObject({
      status: 'error',
      message: 'The device is out of space.',
    });
    expect(
      run([
        { type: 'edited' },
        { type: 'storedLocally' },
        { type: 'syncStarted' },
        { type: 'syncFailed', offline: false, message: '500' },
      ]),
    ).toBe('error');
  });
});
