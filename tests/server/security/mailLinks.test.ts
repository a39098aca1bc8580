import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../src/server/mail/mailer';
import {
  API,
  customerWithCart,
  newKey,
  nonce,
  type OrderingServer,
  startOrderingServer,
} from '../ordering/orderingSupport';
import { newProject } from '../support/collaboration';
import { listening } from '../support/livePeers';
import { signedInPerson } from '../support/projects';
import { startTestServer, TestAgent, type TestServer } from '../support/testServer';

/*
 * Every link the shop hands out comes from one origin: PUBLIC_ORIGIN, else the address the server
 * listens on. A caller names its own Host (and X-Forwarded-*): a reset link built from it mails
 * the victim a link to the caller's host, and the key along with it.
 */

const HOSTILE = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

/** A caller that sends every request with someone else's host. */
class HostileAgent extends TestAgent {
  override request(options: Parameters<TestAgent['request']>[0]) {
    return super.request({ ...options, headers: { ...options.headers, ...HOSTILE } });
  }
}

const PASSWORD = 'correct horse battery';

/** Every http(s) link in the mail, text and HTML. */
function linksIn(mail: MailMessage): URL[] {
  const found = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  return found.map((href) => new URL(href.replaceAll('&amp;', '&')));
}

function newestMailTo(mail: MailMessage[], to: string, subject?: string): MailMessage {
  const found = mail.findLast((m) => m.to === to && (!subject || m.subject.includes(subject)));
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

function expectLinksFrom(mail: MailMessage, origin: string) {
  const links = linksIn(mail);
  expect(links.length, mail.subject).toBeGreaterThan(0);
  for (const link of links) expect(link.origin, `${mail.subject}: ${link}`).toBe(origin);
}

describe('a server called in-process, without PUBLIC_ORIGIN', () => {
  const ORIGIN = 'http://localhost';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('mails the sign-up link from the shop’s origin, whatever Host the form came with', async () => {
    const email = 'host-signup@example.com';
    const started = await new HostileAgent(server.app).send('POST', `${API}/users`, {
      email,
      password: PASSWORD,
      first_name: 'Hal',
    });
    expect(started.statusCode, started.body).toBe(200);
    expectLinksFrom(newestMailTo(server.mail, email), ORIGIN);
  });

  it('mails the password-reset link from the shop’s origin', async () => {
    const victim = await signedInPerson(server, 'host-reset');
    const sent = await new HostileAgent(server.app).send(
      'POST',
      `${API}/account/reset_password/send_email`,
      { email: victim.email },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = newestMailTo(server.mail, victim.email, 'Reset');
    expectLinksFrom(mail, ORIGIN);
    expect(linksIn(mail).some((link) => link.searchParams.has('key'))).toBe(true);
  });

  it('mails the account-deletion link from the shop’s origin', async () => {
    const person = await signedInPerson(server, 'host-delete');
    const hostile = new HostileAgent(server.app);
    hostile.cookies = person.agent.cookies;
    const asked = await hostile.send('POST', `${API}/my/account/delete_account`, {
      password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expectLinksFrom(newestMailTo(server.mail, person.email), ORIGIN);
  });

  it('mails invitations and hands out upload links from the shop’s origin', async () => {
    const owner = await signedInPerson(server, 'host-owner');
    const friend = await signedInPerson(server, 'host-friend');
    const projectId = await newProject(owner.agent);
    const hostile = new HostileAgent(server.app);
    hostile.cookies = owner.agent.cookies;
    const shared = await hostile.send('POST', `${API}/my/project/share`, {
      project_id: projectId,
      emails: [friend.email],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expectLinksFrom(newestMailTo(server.mail, friend.email), ORIGIN);

    const qr = await hostile.get(`${API}/my/friends/photo_upload_qr_code_link`);
    expect(qr.statusCode, qr.body).toBe(200);
    expect(new URL(qr.json().url).origin).toBe(ORIGIN);
  });
});

describe('a listening server, without PUBLIC_ORIGIN', () => {
  let server: OrderingServer;
  let origin: string;
  beforeAll(async () => {
    server = await startOrderingServer();
    const port = (await listening(server.app)).split(':')[1];
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server.close());

  it('mails the reset link to the port it listens on', async () => {
    const victim = await signedInPerson(server, 'port-reset');
    const sent = await new HostileAgent(server.app).send(
      'POST',
      `${API}/account/reset_password/send_email`,
      { email: victim.email },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expectLinksFrom(newestMailTo(server.mail, victim.email, 'Reset'), origin);
  });

  it('links the order confirmation to the port it listens on', async () => {
    const buyer = await customerWithCart(server, 'port-buyer');
    const hostile = new HostileAgent(server.app);
    hostile.cookies = buyer.agent.cookies;
    hostile.csrfToken = buyer.agent.csrfToken;
    const placed = await hostile.send(
      'POST',
      `${API}/my/payment/order`,
      { payment_method_nonce: nonce(), expected_total_cents: buyer.cart.total_cents },
      { 'idempotency-key': newKey() },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { number } = placed.json();
    // The confirmation is a job Pay queues, run by a worker that knows where the shop listens.
    await server.sendQueuedMail({ listenAddress: { origin } });
    expectLinksFrom(newestMailTo(server.mail, buyer.email, `Your order ${number}`), origin);
  });
});
