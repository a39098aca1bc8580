import { describe, expect, it } from 'vitest';
import {
  TRUST_WIDGET_TEMPLATE_KEYS,
  TRUST_WIDGET_TEMPLATES,
  trustWidgetTemplateByKey,
} from './trustWidget';

describe('trust-rating widget templates (spec §2, §9)', () => {
  it('are slider and carousel, slider first as the route default', () => {
    expect(TRUST_WIDGET_TEMPLATE_KEYS).toEqual(['slider', 'carousel']);
  });

  it('have fixed, distinct ids', () => {
    expect(new Set(TRUST_WIDGET_TEMPLATES.map((t) => t.id)).size).toBe(2);
    expect(trustWidgetTemplateByKey('carousel')?.id).toBe('6a1f3c2e9b8d4a70c5e2f102');
    expect(trustWidgetTemplateByKey('grid')).toBeUndefined();
  });
});
