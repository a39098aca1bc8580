import { describe, expect, it } from 'vitest';
import { parse } from '../../../shared/routes/parse';
import { designTitle } from './productLines';
import { monthLabel, startingMonths, themePageHref, themePageOf } from './themePageRoute';

describe('themePageOf / themePageHref', () => {
  it('reads a card design page and links its options', () => {
    const state = themePageOf(parse('/cards/wedding-invitations/golden-11?ptid=5&quantity=50'));
    expect(state).toMatchObject({ line: 'cards', themeUri: 'golden-11', ptid: 5, quantity: 50 });
    if (!state) return;
    expect(themePageHref(state, { ipid: 9 })).toBe(
      '/cards/wedding-invitations/golden-11?ptid=5&ipid=9&quantity=50',
    );
  });

  it('a label page has quantity 1 unless told', () => {
    expect(themePageOf(parse('/labels/all/jar-labels-600'))?.quantity).toBe(1);
  });

  it('a calendar page carries its starting month', () => {
    const state = themePageOf(
      parse('/photo-calendars/wall-calendars/sunny-700?startingMonth=2027-01'),
    );
    expect(state?.startingMonth).toBe('2027-01');
  });
});

describe('starting months', () => {
  it('are the next twelve months, across the year end', () => {
    const months = startingMonths(new Date(Date.UTC(2026, 10, 23)));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-12');
    expect(months[1]).toBe('2027-01');
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(monthLabel('soon')).toBe('soon');
  });
});

describe('designTitle', () => {
  it('adds what the design is unless its name says it', () => {
    expect(designTitle('Golden Moments', 'card')).toBe('Golden Moments card');
    expect(designTitle('Simple Modern Calendar', 'calendar')).toBe('Simple Modern Calendar');
    expect(designTitle('Classic Bohemian Labels', 'label sheet')).toBe('Classic Bohemian Labels');
  });
});
