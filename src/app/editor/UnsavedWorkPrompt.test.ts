import { describe, expect, it } from 'vitest';
import { INITIAL_SAVE_STATE, nextSaveState, type SaveEvent } from './engine/saving/saveState';
import { hasUnsavedWork } from './UnsavedWorkPrompt';

const stateAfter = (...events: SaveEvent[]) => events.reduce(nextSaveState, INITIAL_SAVE_STATE);

describe('hasUnsavedWork: when leaving the editor asks first', () => {
  it('not when everything is synced', () => {
    expect(hasUnsavedWork(INITIAL_SAVE_STATE)).toBe(false);
    expect(
      hasUnsavedWork(
        stateAfter(
          { type: 'edited' },
          { type: 'storedLocally' },
          { type: 'syncStarted' },
          {
            type: 'syncSucceeded',
            merged: false,
          },
        ),
      ),
    ).toBe(false);
  });

  it('while an edit is on its way to the device, online or offline', () => {
    expect(hasUnsavedWork(stateAfter({ type: 'edited' }))).toBe(true);
    expect(hasUnsavedWork(stateAfter({ type: 'wentOffline' }, { type: 'edited' }))).toBe(true);
  });

  it('while stored edits have not reached the server online, also after a failed sync', () => {
    expect(hasUnsavedWork(stateAfter({ type: 'edited' }, { type: 'storedLocally' }))).toBe(true);
    expect(
      hasUnsavedWork(
        stateAfter(
          { type: 'edited' },
          { type: 'storedLocally' },
          { type: 'syncStarted' },
          {
            type: 'syncFailed',
            offline: false,
            message: 'boom',
          },
        ),
      ),
    ).toBe(true);
  });

  it('not offline once the edits are on the device: they sync when it is back', () => {
    expect(
      hasUnsavedWork(
        stateAfter({ type: 'wentOffline' }, { type: 'edited' }, { type: 'storedLocally' }),
      ),
    ).toBe(false);
  });
});
