import { describe, expect, it } from 'vitest';
import {
  dismissedSources,
  rememberDismissedSource,
  sourceInSearch,
  visitSource,
} from './signUpSource';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('sign-up banner source', () => {
  it('reads utm_source (else source) from the address, lower-cased, and refuses odd values', () => {
    expect(sourceInSearch('?utm_source=Wedding&x=1')).toBe('wedding');
    expect(sourceInSearch('?source=newsletter')).toBe('newsletter');
    expect(sourceInSearch('?utm_source=pinterest&source=other')).toBe('pinterest');
    expect(sourceInSearch('')).toBeUndefined();
    expect(sourceInSearch('?utm_source=%3Cscript%3E')).toBeUndefined();
    expect(sourceInSearch(`?utm_source=${'a'.repeat(101)}`)).toBeUndefined();
  });

  it('remembers the source for the visit only with consent', () => {
    const session = memoryStorage();
    expect(visitSource('?utm_source=wedding', session, true)).toBe('wedding');
    // The next page has no source in its address: the visit's is used.
    expect(visitSource('', session, true)).toBe('wedding');
    // Consent withdrawn: nothing is kept and the remembered source is forgotten.
    expect(visitSource('', session, false)).toBeUndefined();
    expect(session.items.size).toBe(0);
  });

  it('without consent uses only the address and stores nothing', () => {
    const session = memoryStorage();
    expect(visitSource('?utm_source=wedding', session, false)).toBe('wedding');
    expect(session.items.size).toBe(0);
    expect(visitSource('', session, false)).toBeUndefined();
  });

  it('keeps closed banners closed, newest first, without duplicates', () => {
    const local = memoryStorage();
    expect(dismissedSources(local)).toEqual([]);
    rememberDismissedSource(local, 'wedding');
    rememberDismissedSource(local, 'newsletter');
    rememberDismissedSource(local, 'wedding');
    expect(dismissedSources(local)).toEqual(['wedding', 'newsletter']);
    local.setItem('printshop.dismissedSignUpBanners', 'not json');
    expect(dismissedSources(local)).toEqual([]);
  });
});
