import { describe, expect, it } from 'vitest';
import { attemptFor, fingerprintOf, readAttempt, settled, writeAttempt } from './orderAttempt';

function keys() {
  let n = 0;
  return () => `k${++n}`;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const choice = { creditCardId: 3, expectedTotalCents: 2599 };

describe('order attempts', () => {
  it('keeps the key for a retry of an unanswered attempt', () => {
    const newKey = keys();
    const first = attemptFor(undefined, fingerprintOf(choice), newKey);
    const retry = attemptFor(first, fingerprintOf({ ...choice }), newKey);
    expect(retry.key).toBe(first.key);
  });

  it('makes a new key after a definitive answer (a declined card, then another press)', () => {
    const newKey = keys();
    const first = settled(attemptFor(undefined, fingerprintOf(choice), newKey));
    expect(attemptFor(first, fingerprintOf(choice), newKey).key).not.toBe(first.key);
  });

  it('makes a new key when the card or the total changes', () => {
    const newKey = keys();
    const first = attemptFor(undefined, fingerprintOf(choice), newKey);
    expect(attemptFor(first, fingerprintOf({ ...choice, creditCardId: 4 }), newKey).key).not.toBe(
      first.key,
    );
    expect(
      attemptFor(first, fingerprintOf({ ...choice, expectedTotalCents: 2600 }), newKey).key,
    ).not.toBe(first.key);
  });

  it('survives a reload while unanswered and is forgotten once settled', () => {
    const storage = memoryStorage();
    const first = attemptFor(undefined, fingerprintOf(choice), keys());
    writeAttempt(storage, first);
    expect(readAttempt(storage)).toEqual(first);
    writeAttempt(storage, settled(first));
    expect(readAttempt(storage)).toBeUndefined();
  });

  it('reads garbage as no attempt', () => {
    const storage = memoryStorage();
    storage.setItem('printshop.orderAttempt', '{not json');
    expect(readAttempt(storage)).toBeUndefined();
    expect(readAttempt(undefined)).toBeUndefined();
  });
});
