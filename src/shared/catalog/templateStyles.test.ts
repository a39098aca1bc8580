import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_STYLE_IDS,
  TEMPLATE_STYLES,
  templateStyleById,
  templateStyleByName,
} from './templateStyles';

describe('TEMPLATE_STYLES (spec §3)', () => {
  it('has 25 styles with unique ids and names', () => {
    expect(TEMPLATE_STYLES).toHaveLength(25);
    expect(new Set(TEMPLATE_STYLE_IDS).size).toBe(25);
    expect(new Set(TEMPLATE_STYLES.map((s) => s.name)).size).toBe(25);
  });

  it('includes the five styles the spec names', () => {
    for (const name of ['Modern', 'Classic', 'Vintage', 'Rustic', 'Floral']) {
      expect(templateStyleByName(name)).toBeDefined();
    }
  });

  it('looks styles up by id', () => {
    expect(templateStyleById(1)?.name).toBe('Modern');
    expect(templateStyleById(26)).toBeUndefined();
  });
});
