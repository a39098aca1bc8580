import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_SUBJECT, signUpConfirmed } from '../support/signUp';
import { startTestServer, type TestServer } from '../support/testServer';
import { Visitor } from '../support/visitor';

/**
 * Issue 20, item 3: a name is chosen by whoever signs up, and the sign-up mails go to an address
 * that may be a stranger's. Nothing the name says may become a link in that inbox, and the mail is
 * addressed to the bare address, not to a display name of the sender's choosing.
 */

const HOSTILE_NAME = 'Claim your prize at https://evil.example/win or www.evil.example';
/** What a mail program would turn into a link. */
const LINKABLE = /[a-z][a-z0-9+.-]*:\/\/(?!localhost)|www\.\S|evil\.example/i;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const lastMailTo = (to: string) => server.mail.findLast((m) => m.to === to)!;

/** The mail's words without the shop's own links (those are ours to send). */
const userParts = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^[^:]+: http:\/\/localhost[:/]/.test(line))
    .join('\n');

describe('names in mails to someone else’s inbox', () => {
  it('the sign-up confirmation carries no link from the name, to the bare address', async () => {
    const email = 'victim@example.com';
    const started = await new Visitor(server.app).send('POST', '/api/v2/users', {
      email,
      password: 'correct horse battery',
      first_name: HOSTILE_NAME,
    });
    expect(started.statusCode).toBe(200);
    await expect.poll(() => server.mail.some((m) => m.to === email)).toBe(true);
    const mail = lastMailTo(email);
    expect(mail.subject).toBe(CONFIRM_SUBJECT);
    expect(mail.to).toBe(email);
    expect(userParts(mail.text)).not.toMatch(LINKABLE);
    expect(mail.html).not.toMatch(/evil\.example/);
    expect(mail.text).toContain('evil[.]example');
  });

  it('the taken-address mail and the reset mail greet without links', async () => {
    const email = 'owner@example.com';
    await signUpConfirmed(
      new Visitor(server.app),
      { email, password: 'correct horse battery', first_name: HOSTILE_NAME },
      server.mail,
    );
    await new Visitor(server.app).send('POST', '/api/v2/users', {
      email,
      password: 'correct horse battery',
      first_name: 'Someone',
    });
    await new Visitor(server.app).send('POST', '/api/v2/account/reset_password/send_email', {
      email,
    });
    await expect
      .poll(() => server.mail.filter((m) => m.to === email).map((m) => m.subject))
      .toEqual(
        expect.arrayContaining([
          'Someone (maybe you) tried to create an account with this email',
          'Reset your Printshop password',
        ]),
      );
    for (const mail of server.mail.filter((m) => m.to === email)) {
      expect(mail.to).toBe(email);
      expect(userParts(mail.text), mail.subject).not.toMatch(LINKABLE);
    }
  });

  it('the photo friends mail names the asker without a link, subject included', async () => {
    const asker = new Visitor(server.app);
    await signUpConfirmed(
      asker,
      { email: 'asker@example.com', password: 'correct horse battery', first_name: HOSTILE_NAME },
      server.mail,
    );
    const friend = 'friend@example.com';
    const sent = await asker.send('POST', '/api/v2/my/friends/send_link_to_email', {
      email: friend,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await expect.poll(() => server.mail.some((m) => m.to === friend)).toBe(true);
    const mail = lastMailTo(friend);
    expect(mail.subject).not.toMatch(LINKABLE);
    expect(userParts(mail.text)).not.toMatch(LINKABLE);
  });
});
