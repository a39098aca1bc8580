import { describe, expect, it } from 'vitest';
import { contentSlug } from './contentSlug';
import { CONTENT_VERSION } from './contentVersion';
import { loadContentPage } from './loadContentPage';

describe('contentSlug', () => {
  it.each([
    [undefined, 'index'],
    ['', 'index'],
    ['shipping', 'shipping'],
    ['/help/returns/', 'help/returns'],
  ])('reads %j as %j', (path, slug) => {
    expect(contentSlug(path)).toBe(slug);
  });

  it.each(['..', 'a/../b', 'Shipping', 'ship ping', 'a%2Fb', '-x'])(
    'has no slug for %j',
    (path) => {
      expect(contentSlug(path)).toBeNull();
    },
  );
});

describe('loadContentPage', () => {
  const page = { title: 'Shipping', sections: [{ type: 'text', paragraphs: ['Fast.'] }] };
  const sources = {
    './pages/v1/shipping.json': () => Promise.resolve(page),
    './pages/v1/broken.json': () => Promise.reject(new Error('chunk gone')),
    './pages/v1/odd.json': () => Promise.resolve({ sections: 'none' }),
  };

  it('finds the page of a version and slug', async () => {
    await expect(loadContentPage('v1', 'shipping', sources)).resolves.toEqual(page);
  });

  it('quietly gives null for a missing, failing or malformed page', async () => {
    await expect(loadContentPage('v2', 'shipping', sources)).resolves.toBeNull();
    await expect(loadContentPage('v1', 'broken', sources)).resolves.toBeNull();
    await expect(loadContentPage('v1', 'odd', sources)).resolves.toBeNull();
  });

  it('ships the help pages the footer links to', async () => {
    for (const slug of ['shipping', 'faq', 'help']) {
      const found = await loadContentPage(CONTENT_VERSION, slug);
      expect(found?.title).toBeTruthy();
    }
  });
});
