import { describe, expect, it } from 'vitest';
import { parse } from './parse';

describe('parse: routes', () => {
  it('reads the empty path and / as home', () => {
    expect(parse('/')).toEqual({ name: 'home', params: {}, query: {} });
    expect(parse('')).toEqual({ name: 'home', params: {}, query: {} });
    expect(parse('https://shop.example/?utm_source=x')).toMatchObject({ name: 'home' });
  });

  it('accepts absolute and relative URLs and ignores the hash', () => {
    expect(parse('http://x/account/login?return_to=%2Fhome#top')).toEqual({
      name: 'account.login',
      params: {},
      query: { returnTo: '/home' },
    });
    expect(parse('/account/login?return_to=/home#c')).toMatchObject({
      query: { returnTo: '/home' },
    });
    expect(parse('account/login/')).toMatchObject({ name: 'account.login' });
  });

  it('prefers static routes to parameter routes', () => {
    expect(parse('/cards/all').name).toBe('cards.all');
    expect(parse('/cards/create-christmas-holiday-photo').name).toBe('cards.christmasHolidayPhoto');
    expect(parse('/cards/birthday-cards')).toMatchObject({
      name: 'cards.category',
      params: { tagGroupUri: 'birthday-cards' },
    });
    expect(parse('/home/invite_requests?ck=abc')).toEqual({
      name: 'inviteRequests',
      params: {},
      query: { ck: 'abc' },
    });
    expect(parse('/l/press-page').name).toBe('press');
    expect(parse('/l/customer-reviews').name).toBe('customerReviews');
    expect(parse('/l/pro')).toMatchObject({ name: 'landing', params: { path: 'pro' } });
    expect(parse('/help').name).toBe('helpCentre');
    expect(parse('/l/f/holiday-gift-guide').name).toBe('holidayGiftGuide');
    expect(parse('/l/f/wedding-photo-albums')).toMatchObject({ name: 'freeformLanding' });
    expect(parse('/l/f/b/fathers-day-gift-guide').name).toBe('fathersDayGiftGuide');
    expect(parse('/my/photos/albums/photo/5')).toMatchObject({
      name: 'photos.albumsPhoto',
      params: { photoId: '5' },
    });
    expect(parse('/photo-calendars/family/preview')).toMatchObject({ name: 'calendars.theme' });
  });

  it('reads the photo library routes', () => {
    expect(parse('/my/photos').name).toBe('photos.library');
    expect(parse('/my/photos/photo/3').name).toBe('photos.photo');
    expect(parse('/my/photos/albums').name).toBe('photos.albums');
    expect(parse('/my/photos/albums/12')).toMatchObject({
      name: 'photos.album',
      params: { albumId: '12' },
    });
    expect(parse('/my/photos/albums/12/photo/3')).toMatchObject({
      name: 'photos.albumPhoto',
      params: { albumId: '12', photoId: '3' },
    });
  });

  it('reads the oauth routes with and without the app segment', () => {
    const query =
      'client_id=c&redirect_uri=r&state=s&response_type=code&code_challenge=x&code_challenge_method=S256';
    expect(parse(`/oauth2/authorize?${query}`)).toEqual({
      name: 'oauth.authorize',
      params: {},
      query: {
        clientId: 'c',
        redirectUri: 'r',
        state: 's',
        responseType: 'code',
        codeChallenge: 'x',
        codeChallengeMethod: 'S256',
      },
    });
    expect(parse(`/oauth2/authorize/ios/4.2?${query}`)).toMatchObject({
      name: 'oauth.authorizeApp',
      params: { app: 'ios', appVersion: '4.2' },
    });
  });

  it('reads typed path parameters, and a segment that is not an integer does not match', () => {
    expect(parse('/my/orders/print/77')).toEqual({
      name: 'orders.print',
      params: { orderId: 77 },
      query: {},
    });
    expect(parse('/my/orders/print/abc')).toMatchObject({
      name: 'catchAll',
      params: { path: 'my/orders/print/abc' },
    });
    expect(parse('/~/editor/5?viewKey=k')).toMatchObject({
      name: 'editor.embedded',
      params: { projectId: 5 },
      query: { viewKey: 'k' },
    });
  });

  it('reads photo-book collections and partner pages, and sends unknown ones to the catch-all', () => {
    expect(parse('/photo-books/wedding-guest-books')).toMatchObject({
      name: 'photoBooks.collection',
      params: { collection: 'wedding-guest-books' },
    });
    expect(parse('/photo-books/nope').name).toBe('catchAll');
    expect(parse('/l/site/partner/home-furnishing-3')).toMatchObject({
      name: 'partner',
      params: { partnerPage: 'home-furnishing-3' },
    });
  });

  it('sends unknown paths to the catch-all with the path joined by /', () => {
    expect(parse('/gifts/for-dad?x=1')).toEqual({
      name: 'catchAll',
      params: { path: 'gifts/for-dad' },
      query: {},
    });
    expect(parse('/not-found').name).toBe('notFound');
  });

  it('keeps the raw text when percent-decoding fails', () => {
    expect(parse('/%E0%A4%A')).toMatchObject({ name: 'catchAll', params: { path: '%E0%A4%A' } });
    expect(parse('/search?q=%zz')).toMatchObject({ query: { q: '%zz' } });
    expect(parse('/search?q=baby+book%21')).toMatchObject({ query: { q: 'baby book!' } });
    expect(parse('/designers/a%20b')).toMatchObject({ params: { designerUri: 'a b' } });
  });
});

describe('parse: project list', () => {
  it('reads /home as inProgress with the defaults', () => {
    expect(parse('/home')).toEqual({
      name: 'projects.home',
      params: { status: 'inProgress' },
      query: { sortBy: 'date_modified_desc', page: 1 },
    });
    expect(parse('/home/inProgress').params).toEqual({ status: 'inProgress' });
  });

  it('reads a status, and an unknown one falls back to inProgress', () => {
    expect(parse('/home/archive?baseProductTypeId=7&sortBy=name_asc&page=3')).toEqual({
      name: 'projects.home',
      params: { status: 'archive' },
      query: { baseProductTypeId: 7, sortBy: 'name_asc', page: 3 },
    });
    expect(parse('/home/trash').params).toEqual({ status: 'inProgress' });
  });
});

describe('parse: account deletion', () => {
  it('reads the step and falls back to the first', () => {
    expect(parse('/account-delete/confirmation?evt=t0k&uid=12')).toEqual({
      name: 'accountDelete',
      params: { step: 'confirmation' },
      query: { evt: 't0k', uid: 12 },
    });
    expect(parse('/account-delete/elsewhere').params).toEqual({ step: 'email-settings' });
  });
});

describe('parse: enumerations', () => {
  it('replaces a value that is not allowed with the first allowed one', () => {
    expect(parse('/cards/all?order=cheapest').query).toMatchObject({ order: 'launched_at_desc' });
    expect(parse('/search?order=cheapest').query).toMatchObject({ order: 'best_sellers' });
    expect(parse('/my/photos?sortBy=size').query).toMatchObject({ sortBy: 'date-taken-desc' });
    expect(parse('/my_account?panel=secret').query).toEqual({ panel: 'orders' });
    expect(parse('/~/trust-pilot-widget?template=grid').query).toEqual({
      compact: false,
      template: 'slider',
    });
    expect(parse('/strapi?previewType=x&id=4').query).toEqual({
      previewType: 'site-content',
      id: 4,
    });
  });

  it('keeps an optional enumeration absent when it is absent', () => {
    expect(parse('/home-decor/acrylic-prints').query).toEqual({});
    expect(parse('/home-decor/acrylic-prints?section=blocks').query).toEqual({ section: 'blocks' });
    expect(parse('/home-decor/acrylic-prints?section=x').query).toEqual({ section: 'blocks' });
  });
});

describe('parse: page numbers', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-4', 1],
    ['?page=2.4', 2],
    ['?page=2.5', 3],
    ['?page=0.4', 1],
    ['?page=abc', 1],
    ['?page=', 1],
    ['?page=1e3', 1],
  ])('reads /labels%s as page %i', (query, page) => {
    expect(parse(`/labels${query}`).query).toMatchObject({ page });
    expect(parse(`/cards/all${query}`).query).toMatchObject({ page });
  });

  it('gives the label quantity 1 by default and at least 1', () => {
    expect(parse('/labels/address/classic').query).toEqual({ quantity: 1 });
    expect(parse('/labels/address/classic?quantity=0').query).toEqual({ quantity: 1 });
    expect(parse('/labels/address/classic?quantity=24&ptid=9').query).toEqual({
      ptid: 9,
      quantity: 24,
    });
  });
});

describe('parse: lists', () => {
  it('reads repeated [] names and the bare name, in order', () => {
    expect(parse('/cards/all?tt[]=round&tt=square&tt%5B%5D=crest').query).toMatchObject({
      tt: ['round', 'square', 'crest'],
    });
    expect(parse('/search?pt[]=cards&pt[]=').query).toMatchObject({ pt: ['cards'] });
  });

  it('discards a featured-template list of one non-numeric value and drops non-numeric ids', () => {
    expect(parse('/cards/all?fptid=abc').query).toMatchObject({ fptid: [] });
    expect(parse('/cards/all?fptid=12&fptid=x&fptid=7').query).toMatchObject({ fptid: [12, 7] });
    expect(parse('/photo-calendars?fptid[]=3').query).toMatchObject({ fptid: [3] });
  });

  it('keeps only the numbers of photos 0 to 4', () => {
    expect(parse('/cards/all?n[]=0&n[]=4&n[]=5&n[]=-1&n[]=2.5&n[]=two&n[]=3').query).toMatchObject({
      n: [0, 4, 3],
    });
  });
});

describe('parse: scalars', () => {
  it('reads a boolean as true only for the text true', () => {
    expect(parse('/checkout/cart?collapsible_warnings=true').query).toEqual({
      collapsibleWarnings: true,
    });
    for (const text of ['TRUE', '1', 'yes', '', 'false']) {
      expect(parse(`/checkout/cart?collapsible_warnings=${text}`).query).toEqual({
        collapsibleWarnings: false,
      });
    }
    expect(parse('/checkout/cart?collapsible_warnings').query).toEqual({
      collapsibleWarnings: false,
    });
  });

  it('keeps hideDuplicates true by default and false for any other text', () => {
    expect(parse('/my/photos').query).toEqual({ sortBy: 'date-taken-desc', hideDuplicates: true });
    expect(parse('/my/photos?hideDuplicates=no').query).toMatchObject({ hideDuplicates: false });
  });

  it('leaves an optional integer absent when it is not a number', () => {
    expect(parse('/account/reset_password?key=k&uid=abc').query).toEqual({ key: 'k' });
    expect(parse('/account/reset_password?uid=31').query).toEqual({ uid: 31 });
  });

  it('takes the first of repeated scalar parameters and ignores unknown ones', () => {
    expect(parse('/create/collaborate?key=a&key=b&siid=3&other=1').query).toEqual({
      key: 'a',
      siid: 3,
    });
  });
});

describe('parse: required parameters', () => {
  it('lists the missing wire names instead of throwing', () => {
    expect(parse('/memories/preview?pid=1')).toEqual({
      name: 'memories.preview',
      params: {},
      query: { pid: 1 },
      missing: ['vk'],
    });
    expect(parse('/checkout/confirm?oid=abc')).toMatchObject({ missing: ['oid'] });
    expect(parse('/~/photo-source-callback?source=s').missing).toEqual([
      'access_token',
      'expires_at',
      'return_to',
    ]);
  });

  it('has no missing list when everything required is there', () => {
    const match = parse('/checkout/confirm?oid=9');
    expect(match).toEqual({ name: 'checkout.confirm', params: {}, query: { oid: 9 } });
    if (match.name === 'checkout.confirm' && match.missing === undefined) {
      const oid: number = match.query.oid;
      expect(oid).toBe(9);
    }
  });
});

describe('parse: project pages', () => {
  it('reads a project page', () => {
    expect(parse('/photo-books/travel/our-trip-123?vk=v')).toEqual({
      name: 'project.view',
      params: { projectTypeUri: 'photo-books', categoryUri: 'travel', projectUri: 'our-trip-123' },
      query: { vk: 'v' },
    });
  });

  it('gives card, label and calendar project shapes to the more specific theme pages', () => {
    expect(parse('/cards/birthday/party-9').name).toBe('cards.theme');
    expect(parse('/labels/address/classic-9').name).toBe('labels.theme');
    expect(parse('/photo-calendars/family/year-9').name).toBe('calendars.theme');
  });

  it.each([
    ['cards', 'cards.theme'],
    ['labels', 'labels.theme'],
    ['photo-calendars', 'calendars.theme'],
  ] as const)(
    'reads a %s project page in the shared category, over its design pages',
    (type, theme) => {
      expect(parse(`/${type}/shared/our-party-9?vk=k`)).toEqual({
        name: 'project.view',
        params: { projectTypeUri: type, categoryUri: 'shared', projectUri: 'our-party-9' },
        query: { vk: 'k' },
      });
      // Every other category stays the design page, 'all' included.
      expect(parse(`/${type}/all/golden-day-42`).name).toBe(theme);
      expect(parse(`/${type}/birthday/shared-9`).name).toBe(theme);
    },
  );

  it('sends photo-print projects to /photo-prints, the project open', () => {
    expect(parse('/photo-prints/all/prints-5')).toMatchObject({
      name: 'project.view',
      redirect: '/photo-prints?pid=5',
    });
    expect(parse('/editor?pid=5&type=photo-prints')).toMatchObject({
      redirect: '/photo-prints?pid=5',
    });
    expect(parse('/editor?pid=5&type=40')).toMatchObject({ redirect: '/photo-prints?pid=5' });
    expect(parse('/editor?type=40')).toMatchObject({ redirect: '/photo-prints' });
    expect(parse('/photo-prints?pid=5')).toMatchObject({ name: 'photoPrints', query: { pid: 5 } });
    expect(parse('/editor?pid=5&type=photo-books')).not.toHaveProperty('redirect');
  });

  it('reads the editor query', () => {
    expect(
      parse('/editor?pid=5&cid=6&ptid=7&new=true&photo_ids=1,2&on_load_action=x').query,
    ).toEqual({
      pid: 5,
      cid: 6,
      ptid: 7,
      new: true,
      photoIds: '1,2',
      onLoadAction: 'x',
      forceFlexSwitch: false,
      preview: false,
      demo: false,
    });
  });
});
