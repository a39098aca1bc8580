import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, parseEml } from '../../../src/server/mail/parseEml';

/**
 * The newest message to `to` (and matching `subject`, when given) in a server's development
 * outbox, the .eml files under `<dataDir>/mail`; waits for it, since some mail is sent after the
 * answer of the call that caused it.
 */
export async function newestMailTo(
  dataDir: string,
  to: string,
  { subject, timeoutMs = 10_000 }: { subject?: string | RegExp; timeoutMs?: number } = {},
): Promise<ParsedMail & { file: string }> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of names) {
      const mail = parseEml(await readFile(path.join(dir, file)));
      const subjectMatches =
        subject === undefined ||
        (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
      if (mail.to.includes(to) && subjectMatches) return { ...mail, file };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}
