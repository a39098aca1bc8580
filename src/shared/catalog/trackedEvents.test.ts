import { describe, expect, it } from 'vitest';
import {
  categoryOfEvent,
  kindOfEvent,
  PAGE_VIEW_EVENT,
  VISIT_PROLONGED_EVENT,
} from './trackedEvents';

describe('tracked event categories', () => {
  it('places page views and visit length in analytics', () => {
    expect(categoryOfEvent(PAGE_VIEW_EVENT)).toBe('analytics');
    expect(categoryOfEvent(VISIT_PROLONGED_EVENT)).toBe('analytics');
  });

  it('keeps checkout errors essential and conversions in advertising', () => {
    expect(categoryOfEvent('checkout_error')).toBe('essential');
    expect(categoryOfEvent('purchase')).toBe('advertising');
    expect(kindOfEvent('purchase')).toBe('conversion');
    expect(kindOfEvent('page_view')).toBe('event');
  });

  it('treats an unknown name, even a prototype key, as analytics (opt-in)', () => {
    expect(categoryOfEvent('something_new')).toBe('analytics');
    expect(categoryOfEvent('constructor')).toBe('analytics');
  });
});
