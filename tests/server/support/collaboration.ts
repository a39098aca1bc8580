import { expect } from 'vitest';
import type { MailMessage } from '../../../src/server/mail/mailer';
import { createProject, signedInPerson } from './projects';
import type { TestAgent, TestServer } from './testServer';

export const API = '/api/v2';

export async function newProject(agent: TestAgent): Promise<number> {
  const response = await createProject(agent, { product_type_id: 1 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

/** Mail is sent after the answer; waits for the next message to `to`. */
export async function mailTo(server: TestServer, to: string, from = 0): Promise<MailMessage> {
  for (let i = 0; i < 200; i += 1) {
    const found = server.mail.slice(from).find((m) => m.to === to);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no mail to ${to}`);
}

/** The link in a mail, as a path with its query. */
export function linkIn(mail: MailMessage): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${mail.text}`);
  return new URL(match[0]);
}

let invitees = 0;

/**
 * The owner invites a new person (by mail, as `role`); the person accepts with the mailed key.
 * Returns the person.
 */
export async function memberOf(
  server: TestServer,
  owner: TestAgent,
  projectId: number,
  role: 'collaborator' | 'contributor',
) {
  invitees += 1;
  const person = await signedInPerson(server, `member${invitees}x`);
  const address = person.email;
  const before = server.mail.length;
  const call = role === 'collaborator' ? 'my/project/share' : 'my/project/invite_contributor';
  const sent = await owner.send('POST', `${API}/${call}`, {
    project_id: projectId,
    emails: [address],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const url = linkIn(await mailTo(server, address, before));
  const key = url.searchParams.get('key') ?? url.searchParams.get('vk');
  const accepted = await person.agent.send('POST', `${API}/collaborate/accept`, { key });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...person, url };
}
