import { describe, expect, it } from 'vitest';
import * as storefrontQueries from '../../catalog/storefront/catalogQueries';
import { cacheOnly, themesQuery } from './catalogQueries';

describe('themesQuery', () => {
  it('is one query for every page: the storefront and product pages get the same options', () => {
    expect(storefrontQueries.themesQuery).toBe(themesQuery);
    const options = themesQuery(cacheOnly, { productTypeId: 4 });
    expect(options.staleTime).toBeGreaterThan(0);
    expect(options.placeholderData).toBeDefined();
  });

  it('keys an empty list and a missing one alike, so the server render and the browser agree', () => {
    expect(themesQuery(cacheOnly, { productTypeId: 4, tt: [] }).queryKey).toEqual(
      themesQuery(cacheOnly, { productTypeId: 4 }).queryKey,
    );
  });
});
