import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../../src/server/routes/handlers';
import { type ActionName, actionTable } from '../../../src/shared/api/actionTable';
import { seedDesigns } from '../creation/creationSupport';
import { startOrderingServer } from '../ordering/orderingSupport';
import { callAction } from '../support/callAction';
import { TestAgent, type TestServer } from '../support/testServer';
import {
  newOwner,
  notPrivate,
  type Owner,
  privateRecordKinds,
  type RecordIds,
} from './support/privateRecords';

/*
 * Insecure direct object references: every call that names a customer's record, tried with that
 * record's id by another signed-in customer and by a guest. Each must refuse (401, 403 or 404 —
 * never a 500), reveal nothing of the record (its marker text appears in no answer), and leave it
 * as its owner sees it.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startOrderingServer();
  await seedDesigns(server.database.db);
  // Ids far from every other number in an answer, so blanking an echoed id blanks only the id.
  const sequences = (await server.database.db.execute(
    sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  for (const { name } of sequences.rows)
    await server.database.db.execute(sql`select setval(${name}::regclass, 7654321)`);
});
afterAll(() => server.close());

const REFUSALS = [401, 403, 404];
/** Keys of an action's input that can name a record. */
const ID_KEY = /(^id$|Ids?$|^key$|token$|uuid)/i;

function inputKeys(name: ActionName): string[] {
  const input = actionTable[name].input as unknown as {
    shape?: Record<string, unknown>;
    _def?: { schema?: { shape?: Record<string, unknown> } };
  };
  return Object.keys(input.shape ?? input._def?.schema?.shape ?? {});
}

/** Ids of the same shape that name no record. */
const nobodys = (ids: RecordIds): RecordIds =>
  Object.fromEntries(
    Object.entries(ids).map(([key, value], i) => [
      key,
      typeof value === 'number' ? 2_000_000_000 + i : `missing${i}`,
    ]),
  );

/** An answer with the ids it echoes blanked, to compare answers about different ids. */
const normalised = (body: string, ids: RecordIds) =>
  Object.values(ids).reduce<string>(
    (text, id) => text.replaceAll(new RegExp(`\\b${id}\\b`, 'g'), 'ID'),
    body,
  );

const isRemoval = (call: { action: string }) => /delete|destroy/.test(call.action);

describe('the access matrix covers every call that takes an id', () => {
  it('lists each handled call naming a record in a kind, or says why it names none', () => {
    const listed = new Set(privateRecordKinds.flatMap((k) => k.calls.map((c) => c.action)));
    const handled = (Object.keys(actionTable) as ActionName[]).filter((name) => name in handlers);
    const unlisted = handled.filter(
      (name) =>
        inputKeys(name).some((key) => ID_KEY.test(key)) &&
        !listed.has(name) &&
        notPrivate[name] === undefined,
    );
    expect(unlisted).toEqual([]);
  });
});

for (const kind of privateRecordKinds) {
  describe(`${kind.kind}: another customer and a guest`, () => {
    let owner: Owner;
    let ids: RecordIds;
    let before: unknown;
    const marker = `Marker${kind.kind.replace(/\W/g, '')}${Math.random().toString(36).slice(2, 8)}`;
    const intruders: Record<string, () => Promise<TestAgent>> = {
      'another customer': async () => (await newOwner(server, 'intruder')).agent,
      guest: async () => {
        const guest = new TestAgent(server.app);
        await guest.fetchCsrf();
        return guest;
      },
    };

    beforeAll(async () => {
      owner = await newOwner(server, 'owner');
      ids = await kind.create(server, owner, marker);
      before = await kind.read(owner, ids);
      expect(JSON.stringify(before)).toContain('200');
    });

    for (const [who, makeAgent] of Object.entries(intruders)) {
      it(`refuses ${who} on every call, reveals nothing and changes nothing`, async () => {
        const intruder = await makeAgent();
        const answers: string[] = [];
        for (const call of kind.calls) {
          const response = await callAction(intruder, call.action, call.input(ids));
          const line = `${call.action} → ${response.statusCode}`;
          if (call.scoped) {
            // The same answer as for ids nobody owns: the record's existence does not show.
            const missing = await callAction(intruder, call.action, call.input(nobodys(ids)));
            expect(response.statusCode, line).toBeLessThan(500);
            expect(
              [response.statusCode, normalised(response.body, ids)],
              `${line} ${response.body.slice(0, 200)}`,
            ).toEqual([missing.statusCode, normalised(missing.body, nobodys(ids))]);
          } else {
            expect(REFUSALS, `${line} ${response.body.slice(0, 200)}`).toContain(
              response.statusCode,
            );
          }
          expect(response.body, line).not.toContain(marker);
          answers.push(line);
        }
        expect(await kind.read(owner, ids), answers.join('\n')).toEqual(before);
      });
    }

    it('lets the owner make every call, so each refusal above is about the caller', async () => {
      // Calls that remove the record go last.
      const ordered = [...kind.calls].sort((a, b) => Number(isRemoval(a)) - Number(isRemoval(b)));
      for (const call of ordered) {
        const response = await callAction(owner.agent, call.action, call.input(ids));
        expect(response.statusCode, `${call.action} ${response.body.slice(0, 200)}`).toBeLessThan(
          call.ownerStatus ?? 300,
        );
      }
    });
  });
}
