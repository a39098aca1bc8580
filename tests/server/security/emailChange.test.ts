import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../../src/server/db/schema/accounts';
import { parse } from '../../../src/shared/routes/parse';
import { API, linkIn, mailTo, newProject } from '../support/collaboration';
import { signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * A new e-mail address becomes the account's only once the link mailed to it is followed, and
 * invitations go by the account's address: asking for someone else's address claims nothing.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';
let addresses = 0;
const freshAddress = (name: string) => `${name}${++addresses}@example.org`;

function askFor(agent: TestAgent, email: string) {
  return agent.send('POST', `${API}/my/account/update_details`, {
    email,
    current_password: PASSWORD,
  });
}

/** The key and user id of the confirmation link mailed to `email`, and its route. */
async function confirmationLink(email: string, from: number) {
  const mail = await mailTo(server, email, from);
  const url = linkIn(mail);
  return {
    mail,
    route: parse(`${url.pathname}${url.search}`).name,
    key: url.searchParams.get('key')!,
    userId: Number(url.searchParams.get('uid')),
  };
}

async function storedEmail(userId: number) {
  const [row] = await server.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email;
}

const confirm = (agent: TestAgent, body: { key: string; userId: number }) =>
  agent.send('POST', `${API}/account/confirm_email`, { key: body.key, user_id: body.userId });

describe('changing the e-mail address', () => {
  it('claims no invitation sent to an address the account has not confirmed', async () => {
    const owner = await signedInPerson(server, 'owner');
    const projectId = await newProject(owner.agent);
    const victim = freshAddress('victim');
    const sent = await owner.agent.send('POST', `${API}/my/project/share`, {
      project_id: projectId,
      emails: [victim],
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const stranger = await signedInPerson(server, 'stranger');
    const before = server.mail.length;
    const asked = await askFor(stranger.agent, victim);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ email: stranger.email, pending_email: victim });
    expect(await storedEmail(stranger.userId)).toBe(stranger.email);

    const listed = await stranger.agent.get(`${API}/my/invitation_requests/list`);
    expect(listed.json().items).toEqual([]);
    const count = await stranger.agent.get(`${API}/my/projects/pending_requests_count`);
    expect(count.json().count).toBe(0);
    // The link went to the address asked for; the account's own address was told.
    const link = await confirmationLink(victim, before);
    expect(link.route).toBe('account.confirmEmail');
    const notice = await mailTo(server, stranger.email, before);
    expect(notice.text).toContain('asked to change its email address');
    expect(notice.text).not.toContain(link.key);
    // Signing in with the address asked for does not work either.
    const signIn = await new TestAgent(server.app).send('POST', `${API}/my/sessions`, {
      email: victim,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('takes the new address once the mailed link is followed, once, from any browser', async () => {
    const owner = await signedInPerson(server, 'owner');
    const projectId = await newProject(owner.agent);
    const person = await signedInPerson(server, 'mover');
    const next = freshAddress('moved');
    await owner.agent.send('POST', `${API}/my/project/share`, {
      project_id: projectId,
      emails: [next],
    });
    const subscribed = await person.agent.send('POST', `${API}/my/account/update_details`, {
      accepts_marketing: true,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const before = server.mail.length;
    expect((await askFor(person.agent, next)).statusCode).toBe(200);
    const link = await confirmationLink(next, before);

    const guest = new TestAgent(server.app);
    expect((await confirm(guest, { ...link, key: `${link.key}x` })).statusCode).toBe(400);
    expect((await confirm(guest, { ...link, userId: owner.userId })).statusCode).toBe(400);
    const confirmed = await confirm(guest, link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: next });
    expect(await storedEmail(person.userId)).toBe(next);
    const again = await confirm(guest, link);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toContain('Your email address has not changed');

    // Proven now: the invitation to that address is theirs, and the newsletter moved with it.
    const listed = await person.agent.get(`${API}/my/invitation_requests/list`);
    expect(listed.json().items.map((i: { project_id: number }) => i.project_id)).toEqual([
      projectId,
    ]);
    const lists = await server.database.db
      .select({ email: subscriptions.email })
      .from(subscriptions)
      .where(eq(subscriptions.email, next));
    expect(lists).toHaveLength(1);
  });

  it('keeps only the newest link, which expires after a day', async () => {
    const person = await signedInPerson(server, 'twice');
    const first = freshAddress('first');
    const second = freshAddress('second');
    let before = server.mail.length;
    await askFor(person.agent, first);
    const firstLink = await confirmationLink(first, before);
    before = server.mail.length;
    await askFor(person.agent, second);
    const secondLink = await confirmationLink(second, before);
    const guest = new TestAgent(server.app);
    expect((await confirm(guest, firstLink)).statusCode).toBe(400);

    server.clock.now = new Date(server.clock.now.getTime() + 25 * 60 * 60 * 1000);
    expect((await confirm(guest, secondLink)).statusCode).toBe(400);
    expect(await storedEmail(person.userId)).toBe(person.email);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const person = await signedInPerson(server, 'slow');
    const wanted = freshAddress('wanted');
    const before = server.mail.length;
    await askFor(person.agent, wanted);
    const link = await confirmationLink(wanted, before);
    const quicker = await signedInPerson(server, 'quick');
    await server.database.db
      .update(users)
      .set({ email: wanted })
      .where(eq(users.id, quicker.userId));

    const refused = await confirm(new TestAgent(server.app), link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('email_taken');
    expect(await storedEmail(person.userId)).toBe(person.email);
  });
});
