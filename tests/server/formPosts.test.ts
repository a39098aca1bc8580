import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../src/server/catalog/catalog/catalogSeed';
import { seedSiteWithHelpAndReviews } from '../../src/server/routes/startingData';
import { seedContent } from '../../src/server/site/content/contentSeed';
import { signUpConfirmed } from './support/signUp';
import { sourceRenderer } from './support/sourceRenderer';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

/*
 * Forms posted without the page's script (issue 36): POST /forms/<name> runs the form's API action
 * with the page's CSRF token from a hidden field, answers 303 where the script would go, and on a
 * refusal draws the page again with the errors and the fields as typed — never the password.
 */

let server: TestServer;
const email = 'forms@example.com';
const password = 'correct horse battery';

beforeAll(async () => {
  server = await startTestServer({ renderer: await sourceRenderer() });
  // The contact page is a content page; the help centre and the wedding collection need theirs.
  await seedCatalog(server.database.db);
  await seedContent(server.database.db);
  await seedSiteWithHelpAndReviews(server.database.db);
  await signUpConfirmed(
    new TestAgent(server.app),
    { email, password, first_name: 'Fo' },
    server.mail,
  );
}, 120_000);
afterAll(() => server.close());

/** The hidden fields of the page's form named `action`, as a browser would send them. */
function hiddenFields(html: string, action: string): Record<string, string> {
  const form = new RegExp(`<form[^>]*action="${action}"[^>]*>([\\s\\S]*?)</form>`).exec(html);
  if (!form) throw new Error(`no form posting to ${action}`);
  const fields: Record<string, string> = {};
  for (const input of form[1]!.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields[name] = value.replace(/&amp;/g, '&');
  }
  return fields;
}

/** Opens `page` as a browser without script does, then posts its form with `fields`. */
async function postForm(
  agent: TestAgent,
  page: string,
  form: string,
  fields: Record<string, string>,
) {
  const opened = await agent.get(page);
  expect(opened.statusCode, opened.body).toBe(200);
  const hidden = hiddenFields(opened.body, `/forms/${form}`);
  return agent.request({
    method: 'POST',
    url: `/forms/${form}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams({ ...hidden, ...fields }).toString(),
  });
}

async function signedIn(address: string) {
  const agent = new TestAgent(server.app);
  await signUpConfirmed(agent, { email: address, password, first_name: 'De' }, server.mail);
  return { agent };
}

async function signedInEmail(agent: TestAgent): Promise<string | undefined> {
  const current = await agent.get('/api/v2/my/sessions/current');
  return (current.json() as { user?: { email?: string } }).user?.email;
}

describe('sign-in without script', () => {
  it('signs in and goes to return_to with a 303', async () => {
    const agent = new TestAgent(server.app);
    const answer = await postForm(agent, '/account/login?return_to=%2Fcart', 'signIn', {
      email,
      password,
    });
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe('/cart');
    expect(await signedInEmail(agent)).toBe(email);
  });

  it('keeps a return_to to another site out of the redirect', async () => {
    const agent = new TestAgent(server.app);
    const answer = await postForm(agent, '/account/login?return_to=%2F%2Fevil.example', 'signIn', {
      email,
      password,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/');
  });

  it('draws the page again with the refusal and the address, never the password', async () => {
    const agent = new TestAgent(server.app);
    const wrong = 'not-the-password-9137';
    const answer = await postForm(agent, '/account/login', 'signIn', { email, password: wrong });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain(`value="${email}"`);
    expect(answer.body).not.toContain(wrong);
    expect(await signedInEmail(agent)).toBeUndefined();
  });

  it('refuses a post without the page’s CSRF token and signs nobody in', async () => {
    const agent = new TestAgent(server.app);
    const answer = await postForm(agent, '/account/login', 'signIn', {
      email,
      password,
      csrf_token: 'forged',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain('Your session has expired');
    expect(await signedInEmail(agent)).toBeUndefined();
  });

  it('answers 404 for a form it does not know', async () => {
    const answer = await new TestAgent(server.app).request({
      method: 'POST',
      url: '/forms/nothing',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the other forms without script', () => {
  it('starts a sign-up and shows the check-your-email step after the redirect, once', async () => {
    const agent = new TestAgent(server.app);
    const newcomer = 'newcomer@example.com';
    const answer = await postForm(agent, '/account/signup', 'signUp', {
      firstName: 'New',
      email: newcomer,
      password: 'a fine long password',
    });
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe('/account/signup');
    const landed = await agent.get('/account/signup');
    expect(landed.body).toContain('Check your email');
    expect(landed.body).toContain(newcomer);
    expect(landed.body).not.toContain('a fine long password');
    expect(server.mail.some((mail) => mail.to === newcomer)).toBe(true);
    // The note is read once: a reload shows the form again.
    expect((await agent.get('/account/signup')).body).toContain('Create your account');
  });

  it('keeps a refused sign-up’s fields, not its password', async () => {
    const agent = new TestAgent(server.app);
    const answer = await postForm(agent, '/account/signup', 'signUp', {
      firstName: 'Short',
      lastName: 'Word',
      email: 'short@example.com',
      password: 'tiny',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('value="Short"');
    expect(answer.body).toContain('value="Word"');
    expect(answer.body).not.toContain('tiny');
  });

  it('refuses a new password that differs from its confirmation', async () => {
    const agent = new TestAgent(server.app);
    const answer = await postForm(agent, '/account/reset_password?key=abc&uid=1', 'resetPassword', {
      password: 'first new password',
      confirmation: 'second new password',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('The two passwords are not the same.');
    expect(answer.body).not.toContain('first new password');
  });

  it('sends the contact form and says so after the redirect', async () => {
    const agent = new TestAgent(server.app);
    const answer = await postForm(agent, '/contact', 'contact', {
      name: 'Casey',
      email: 'casey@example.com',
      topic: 'product',
      message: 'Do you print on linen paper?',
    });
    expect(answer.statusCode, answer.body).toBe(303);
    const landed = await agent.get(answer.headers.location as string);
    expect(landed.body).toContain('your message is on its way');
    expect(landed.body).toContain('casey@example.com');
  });

  it('writes to customer care from the help centre and shows the reference after the redirect', async () => {
    const agent = new TestAgent(server.app);
    const answer = await postForm(agent, '/help', 'helpMessage', {
      name: 'Hal',
      email: 'hal@example.com',
      message: 'My order has not arrived yet.',
    });
    expect(answer.statusCode, answer.body).toBe(303);
    const landed = await agent.get('/help');
    expect(landed.body).toMatch(/your message is with our support team \(reference [^)]+\)/);
  });

  it('asks for volume pricing, keeping the fields of a refused request', async () => {
    const agent = new TestAgent(server.app);
    const refused = await postForm(agent, '/help', 'volumeInquiry', {
      name: 'Vera',
      email: 'vera@example.com',
      organization: 'Springfield High',
      quantity: '0',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="Springfield High"');
    const answer = await postForm(agent, '/help', 'volumeInquiry', {
      name: 'Vera',
      email: 'vera@example.com',
      quantity: '120',
    });
    expect(answer.statusCode, answer.body).toBe(303);
    expect((await agent.get('/help')).body).toContain('We have your request');
  });

  it('asks for a wedding sample kit', async () => {
    const agent = new TestAgent(server.app);
    const answer = await postForm(agent, '/wedding-collection', 'sampleKit', {
      firstName: 'Wen',
      lastName: 'Ding',
      email: 'wen@example.com',
    });
    expect(answer.statusCode, answer.body).toBe(303);
    expect((await agent.get('/wedding-collection')).body).toContain(
      'Your sample kit request is in',
    );
  });

  it('saves account details, and refuses a new password without the current one', async () => {
    const { agent } = await signedIn('details@example.com');
    const page = '/my_account?panel=details';
    const refused = await postForm(agent, page, 'accountDetails', {
      firstName: 'Dee',
      email: 'details@example.com',
      newPassword: 'brand new secret words',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).toContain('value="Dee"');
    expect(refused.body).not.toContain('brand new secret words');
    const saved = await postForm(agent, page, 'accountDetails', {
      firstName: 'Dora',
      lastName: 'Tails',
      email: 'details@example.com',
    });
    expect(saved.statusCode, saved.body).toBe(303);
    const landed = await agent.get(page);
    expect(landed.body).toContain('Your details are saved.');
    expect(landed.body).toContain('value="Dora"');
  });

  it('saves email preferences', async () => {
    const { agent } = await signedIn('letters@example.com');
    const page = '/my_account?panel=email_preferences';
    const answer = await postForm(agent, page, 'emailPreferences', {
      emailFrequency: 'never',
      acceptsMarketing: 'on',
    });
    expect(answer.statusCode, answer.body).toBe(303);
    expect((await agent.get(page)).body).toContain('Your email preferences are saved.');
    const details = await agent.get('/api/v2/my/account/email_preferences');
    expect(details.json()).toMatchObject({ email_frequency: 'never', accepts_marketing: true });
  });

  it('opens a photo friend’s album from the link’s page, and keeps a refused name’s reason', async () => {
    const { agent: owner } = await signedIn('friends-owner@example.com');
    const link = await owner.get('/api/v2/my/project/photo_friends_upload_url');
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().url as string);
    const page = `${url.pathname}${url.search}`;
    const friend = new TestAgent(server.app);

    const refused = await postForm(friend, page, 'photoFriendAlbum', { name: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('role="alert"');

    const answer = await postForm(friend, page, 'photoFriendAlbum', { name: 'Ana' });
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe(page);
    const albums = await owner.get('/api/v2/my/albums');
    expect(JSON.stringify(albums.json())).toContain('Photos from Ana');
    // The page the post lands on carries the name on, as after a reload with the script.
    expect((await friend.get(page)).body).toContain('value="Ana"');
  });

  it('renders no form the cart, the checkout or the gift and upload dialogs would send without script', async () => {
    const { agent } = await signedIn('cart-forms@example.com');
    const cards = await agent.get('/api/v2/products?product_type_id=4');
    const [card] = cards.json().items as { id: number }[];
    const added = await agent.send('POST', '/api/v2/my/cart/sync_item', {
      product_id: card!.id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    // The coupon, payment and card forms draw with the cart, which only the browser fetches; the
    // gift and e-mail-a-link forms are in dialogs, which open on a press.
    const drawn = {
      '/checkout/cart': 'Your cart',
      '/checkout/quick_checkout': 'Quick checkout',
      '/products': 'Give as a gift',
      '/my/photos': 'My photos',
    };
    for (const [page, shows] of Object.entries(drawn)) {
      const html = (await agent.get(page)).body;
      expect(html, page).toContain(shows);
      const forms = [...html.matchAll(/<form[^>]*>/g)].map((match) => match[0]);
      const unsafe = forms.filter(
        (tag) => !/role="search"/.test(tag) && !/method="post"[^>]*action="\/forms\//.test(tag),
      );
      expect(unsafe, page).toEqual([]);
    }
  });

  it('renders every form of these pages as a post with the CSRF token', async () => {
    const agent = new TestAgent(server.app);
    const token = await agent.fetchCsrf();
    for (const page of [
      '/account/login',
      '/account/signup',
      '/account/reset_password',
      '/contact',
    ]) {
      const html = (await agent.get(page)).body;
      const forms = [...html.matchAll(/<form[^>]*>/g)].map((match) => match[0]);
      const posting = forms.filter((tag) => !/role="search"/.test(tag));
      expect(posting.length, page).toBeGreaterThan(0);
      for (const tag of posting) {
        expect(tag, page).toMatch(/method="post"/);
        expect(tag, page).toMatch(/action="\/forms\/[a-zA-Z]+"/);
      }
      expect(html, page).toContain(`name="csrf_token" value="${token}"`);
    }
  });
});
