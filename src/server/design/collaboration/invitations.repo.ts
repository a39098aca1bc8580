import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectInvitations } from '../../db/schema/collaboration';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;
export type InvitationRow = typeof projectInvitations.$inferSelect;
export type NewInvitationRow = typeof projectInvitations.$inferInsert;

export async function insertInvitation(db: Runner, values: NewInvitationRow) {
  const [row] = await db.insert(projectInvitations).values(values).returning();
  return row!;
}

export async function findByKey(db: Runner, key: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(projectInvitations).where(eq(projectInvitations.key, key));
  return row;
}

export async function findById(db: Runner, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(projectInvitations).where(eq(projectInvitations.id, id));
  return row;
}

/**
 * Pending invitations and requests the user answers: addressed to their account or address
 * (whether their project is still live is the projects area's to say).
 */
function addressedTo(user: { id: number; email: string }) {
  return and(
    eq(projectInvitations.status, 'pending'),
    or(
      eq(projectInvitations.toUserId, user.id),
      and(
        eq(projectInvitations.kind, 'invite'),
        sql`lower(${projectInvitations.toEmail}) = lower(${user.email})`,
      ),
    ),
  );
}

/** A page of what addressedTo finds, newest first. */
export async function pendingFor(
  db: Runner,
  user: { id: number; email: string },
  page: { limit: number; offset: number },
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(projectInvitations)
    .where(addressedTo(user))
    .orderBy(desc(projectInvitations.createdAt), desc(projectInvitations.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many of what addressedTo finds each project has. */
export async function countPendingByProject(db: Runner, user: { id: number; email: string }) {
  return db
    .select({ projectId: projectInvitations.projectId, n: count() })
    .from(projectInvitations)
    .where(addressedTo(user))
    .groupBy(projectInvitations.projectId);
}

export async function answer(
  db: Runner,
  id: number,
  status: 'accepted' | 'ignored',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(projectInvitations)
    .set({ status, answeredAt: at })
    .where(and(eq(projectInvitations.id, id), eq(projectInvitations.status, 'pending')))
    .returning({ id: projectInvitations.id });
  return rows.length > 0;
}

/** The project's standing invitation link, if it has one. */
export async function findLink(db: Runner, projectId: number, role: InvitationRow['role']) {
  const [row] = await db
    .select()
    .from(projectInvitations)
    .where(
      and(
        eq(projectInvitations.projectId, projectId),
        eq(projectInvitations.kind, 'link'),
        eq(projectInvitations.role, role),
        eq(projectInvitations.status, 'pending'),
      ),
    );
  return row;
}

/** A pending request the user already made to join this project, so asking twice asks once. */
export async function findPendingAsk(db: Runner, projectId: number, fromUserId: number) {
  const [row] = await db
    .select({ id: projectInvitations.id })
    .from(projectInvitations)
    .where(
      and(
        eq(projectInvitations.projectId, projectId),
        eq(projectInvitations.kind, 'ask'),
        eq(projectInvitations.fromUserId, fromUserId),
        eq(projectInvitations.status, 'pending'),
      ),
    );
  return row;
}

/** Retires a standing link: its key answers that it was replaced. */
export async function retireLink(db: Runner, id: number, at: Date) {
  await db
    .update(projectInvitations)
    .set({ status: 'revoked', answeredAt: at })
    .where(and(eq(projectInvitations.id, id), eq(projectInvitations.kind, 'link')));
}

export async function setKey(db: Runner, id: number, key: string) {
  await db.update(projectInvitations).set({ key }).where(eq(projectInvitations.id, id));
}

/** Puts an invitation that went to an address in one account's hands (its key was shown). */
export async function addressTo(db: Runner, id: number, userId: number) {
  await db
    .update(projectInvitations)
    .set({ toUserId: userId })
    .where(and(eq(projectInvitations.id, id), isNull(projectInvitations.toUserId)));
}
