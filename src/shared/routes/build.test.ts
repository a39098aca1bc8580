import { describe, expect, it } from 'vitest';
import { RouteNotRegisteredError } from '../errors';
import { build } from './build';
import type { RouteName } from './routeTable';

describe('build', () => {
  it('writes static routes as their path', () => {
    expect(build('home')).toBe('/');
    expect(build('cookiePolicy')).toBe('/main/privacy/cookie');
    expect(build('about')).toBe('/about-printshop');
    expect(build('notFound')).toBe('/not-found');
  });

  it('fills and encodes path parameters', () => {
    expect(build('cards.category', { tagGroupUri: 'holiday-cards' })).toBe('/cards/holiday-cards');
    expect(build('designers.designer', { designerUri: 'a b/c' })).toBe('/designers/a%20b%2Fc');
    expect(build('orders.print', { orderId: 42 })).toBe('/my/orders/print/42');
    expect(build('photos.albumPhoto', { albumId: '7', photoId: '9' })).toBe(
      '/my/photos/albums/7/photo/9',
    );
  });

  it('writes the query with the wire names in table order, defaults left out', () => {
    expect(build('cards.all', { page: 2, order: 'favorites_desc' })).toBe(
      '/cards/all?order=favorites_desc&page=2',
    );
    expect(build('cards.all', { order: 'launched_at_desc', page: 1 })).toBe('/cards/all');
    expect(build('account.login', { returnTo: '/my/photos?x=1' })).toBe(
      '/account/login?return_to=%2Fmy%2Fphotos%3Fx%3D1',
    );
    expect(build('account.authEditor', { returnTo: '/editor' })).toBe(
      '/account/auth_editor?returnTo=%2Feditor',
    );
  });

  it('repeats list parameters in the order given and leaves empty lists out', () => {
    expect(build('cards.all', { tt: ['square', 'round'], n: [], fptid: [3, 1] })).toBe(
      '/cards/all?tt[]=square&tt[]=round&fptid=3&fptid=1',
    );
  });

  it('leaves out false booleans but writes a false that is not the default', () => {
    expect(build('cart', { collapsibleWarnings: false })).toBe('/checkout/cart');
    expect(build('cart', { collapsibleWarnings: true })).toBe(
      '/checkout/cart?collapsible_warnings=true',
    );
    expect(build('photos.library', { hideDuplicates: true })).toBe('/my/photos');
    expect(build('photos.library', { hideDuplicates: false })).toBe(
      '/my/photos?hideDuplicates=false',
    );
  });

  it('leaves empty strings out', () => {
    expect(build('search', { q: '' })).toBe('/search');
    expect(build('search', { q: 'baby book' })).toBe('/search?q=baby%20book');
  });

  it('writes /home for the inProgress status', () => {
    expect(build('projects.home')).toBe('/home');
    expect(build('projects.home', { status: 'inProgress' })).toBe('/home');
    expect(build('projects.home', { status: 'archive', page: 2 })).toBe('/home/archive?page=2');
  });

  it('writes the category all for a project without one', () => {
    expect(build('project.view', { projectTypeUri: 'photo-books', projectUri: 'trip-12' })).toBe(
      '/photo-books/all/trip-12',
    );
    expect(
      build('project.view', {
        projectTypeUri: 'photo-books',
        categoryUri: '',
        projectUri: 'trip-12',
      }),
    ).toBe('/photo-books/all/trip-12');
  });

  it('joins the catch-all path by segments', () => {
    expect(build('catchAll', { path: 'gifts/for dad' })).toBe('/gifts/for%20dad');
  });

  it('throws for a name the table does not hold', () => {
    const buildAny = build as (name: string) => string;
    expect(() => buildAny('nope')).toThrow(RouteNotRegisteredError);
    expect(() => buildAny('nope')).toThrow('Route not registered in router');
  });

  it('type-checks the parameters of a route', () => {
    expect(build('cards.all', { order: 'favorites_desc', page: 2 })).toBe(
      '/cards/all?order=favorites_desc&page=2',
    );
    // @ts-expect-error: not an allowed order
    build('cards.all', { order: 'cheapest' });
    // @ts-expect-error: the tag group is required
    build('cards.category', {});
    // @ts-expect-error: vk is required
    build('memories.preview', { pid: 1 });
    const name: RouteName = 'contact';
    expect(build(name)).toBe('/contact');
  });
});
