import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionTable } from '../api/actionTable';
import { isPublicCatalogueRead } from './cacheNames';

const concrete = (path: string) => path.replace(/:[a-z_]+/g, '7');
const reads = Object.values(actionTable).filter((def) => def.method === 'GET');

describe('isPublicCatalogueRead', () => {
  it('admits every catalogue, storefront and site-content read', () => {
    // content_preview answers drafts to content editors: private, never kept.
    const publicReads = reads.filter(
      (d) =>
        ['catalog', 'storefront', 'content'].includes(d.area) &&
        d.path !== '/api/v2/content_preview',
    );
    expect(isPublicCatalogueRead('GET', '/api/v2/content_preview')).toBe(false);
    for (const def of publicReads) {
      expect(isPublicCatalogueRead('GET', concrete(def.path)), def.path).toBe(true);
    }
  });

  it('never admits a private or session read, nor any write', () => {
    const privateAreas = [
      'sessions',
      'accounts',
      'photos',
      'projects',
      'cart',
      'orders',
      'addresses',
      'payments',
      'uploads',
      'favorites',
      'privacy',
      'tracking',
    ];
    for (const def of reads.filter((d) => privateAreas.includes(d.area))) {
      expect(isPublicCatalogueRead('GET', concrete(def.path)), def.path).toBe(false);
    }
    for (const def of Object.values(actionTable).filter((d) => d.method !== 'GET')) {
      expect(isPublicCatalogueRead(def.method, concrete(def.path)), def.path).toBe(false);
    }
  });

  it('rejects any path with a /my/ segment, whatever precedes it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z_/]{0,20}$/),
        fc.stringMatching(/^[a-z_/]{0,20}$/),
        (before, after) => {
          expect(isPublicCatalogueRead('GET', `/api/v2/${before}/my/${after}`)).toBe(false);
        },
      ),
    );
  });

  it('matches whole path segments only', () => {
    expect(isPublicCatalogueRead('GET', '/api/v2/products')).toBe(true);
    expect(isPublicCatalogueRead('GET', '/api/v2/productsecret')).toBe(false);
  });
});
