import { describe, expect, it } from 'vitest';
import { withFavorite } from './favorites';

const change = { templateId: 7, themeId: 3, name: 'Golden Moments', productTypeId: 4 };

describe('withFavorite', () => {
  it('puts a new favourite first', () => {
    const list = withFavorite(
      { items: [{ id: 1, themeId: 1, productTypeId: 4, name: 'Old' }], total: 1 },
      { ...change, favorite: true },
    );
    expect(list.items.map((item) => item.id)).toEqual([7, 1]);
    expect(list.total).toBe(2);
  });

  it('adding twice keeps one, removing takes it out', () => {
    const once = withFavorite({ items: [], total: 0 }, { ...change, favorite: true });
    const twice = withFavorite(once, { ...change, favorite: true });
    expect(twice.items).toHaveLength(1);
    expect(withFavorite(twice, { ...change, favorite: false })).toEqual({ items: [], total: 0 });
  });
});
