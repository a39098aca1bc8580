import { describe, expect, it } from 'vitest';
import { connectionMessage } from './ConnectionStatus';

const status = { online: true, syncing: false, waiting: 0, failed: [], storageLow: false };

describe('connectionMessage', () => {
  it('says nothing when online with nothing waiting', () => {
    expect(connectionMessage(status)).toBe('');
  });

  it('says offline, and how many changes wait', () => {
    expect(connectionMessage({ ...status, online: false })).toMatch(/^You're offline\./);
    expect(connectionMessage({ ...status, online: false, waiting: 2 })).toMatch(/2 changes saved/);
  });

  it('stays quiet while a replay finds nothing to send', () => {
    expect(connectionMessage({ ...status, syncing: true })).toBe('');
  });

  it('says syncing while changes are sent, then what failed', () => {
    expect(connectionMessage({ ...status, syncing: true, waiting: 1 })).toBe('Sending 1 change…');
    const failed = [{ seq: 1 } as never];
    expect(connectionMessage({ ...status, failed })).toBe('1 change could not be saved.');
  });

  it('warns when the device is almost full', () => {
    expect(connectionMessage({ ...status, storageLow: true })).toMatch(/almost out of space/);
  });
});
