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

  it('while a sync is under way, and when saving failed', () => {
    const stored = [{ type: 'edited' }, { type: 'storedLocally' }] as const;
    expect(hasUnsavedWork(stateAfter(...stored, { type: 'syncStarted' }))).toBe(true);
    expect(
      hasUnsavedWork(
        stateAfter(
          ...stored,
          { type: 'syncStarted' },
          {
            type: 'syncFailed',
            offline: false,
            message: 'boom',
          },
        ),
      ),
    ).toBe(true);
    expect(
      hasUnsavedWork(stateAfter({ type: 'edited' }, { type: 'storeFailed', message: 'quota' })),
    ).toBe(true);
  });

  it('not once the edits are on the device and waiting: a guest’s draft, offline, between syncs', () => {
    expect(hasUnsavedWork(stateAfter({ type: 'edited' }, { type: 'storedLocally' }))).toBe(false);
    expect(
      hasUnsavedWork(
        stateAfter({ type: 'wentOffline' }, { type: 'edited' }, { type: 'storedLocally' }),
      ),
    ).toBe(false);
  });
});
