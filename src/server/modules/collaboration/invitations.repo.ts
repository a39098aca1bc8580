import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { projectInvitations } from '../../db/schema/collaboration';
import { projects } from '../../db/schema/projects';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;
export type InvitationRow = typeof projectInvitations.$inferSelect;
export type NewInvitationRow = typeof projectInvitations.$inferInsert;

/** An invitation with what the invitation pages show about it. */
export interface InvitationView extends InvitationRow {
  projectName: string;
  fromName: string;
  projectOwnerId: number;
  projectDeleted: boolean;
}

const viewColumns = {
  invitation: projectInvitations,
  projectName: projects.name,
  projectOwnerId: projects.ownerId,
  projectDeletedAt: projects.deletedAt,
  fromName: users.firstName,
};

function toView(row: {
  invitation: InvitationRow;
  projectName: string;
  projectOwnerId: number;
  projectDeletedAt: Date | null;
  fromName: string;
}): InvitationView {
  return {
    ...row.invitation,
    projectName: row.projectName,
    fromName: row.fromName,
    projectOwnerId: row.projectOwnerId,
    projectDeleted: row.projectDeletedAt !== null,
  };
}

function viewQuery(db: Runner) {
  return db
    .select(viewColumns)
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .innerJoin(users, eq(users.id, projectInvitations.fromUserId));
}

export async function insertInvitation(db: Runner, values: NewInvitationRow) {
  const [row] = await db.insert(projectInvitations).values(values).returning();
  return row!;
}

export async function findByKey(db: Runner, key: string): Promise<InvitationView | undefined> {
  const [row] = await viewQuery(db).where(eq(projectInvitations.key, key));
  return row && toView(row);
}

export async function findById(db: Runner, id: number): Promise<InvitationView | undefined> {
  const [row] = await viewQuery(db).where(eq(projectInvitations.id, id));
  return row && toView(row);
}

/** Pending invitations and requests the user answers: addressed to their account or address. */
function addressedTo(user: { id: number; email: string }) {
  return and(
    eq(projectInvitations.status, 'pending'),
    isNull(projects.deletedAt),
    or(
      eq(projectInvitations.toUserId, user.id),
      and(
        eq(projectInvitations.kind, 'invite'),
        sql`lower(${projectInvitations.toEmail}) = lower(${user.email})`,
      ),
    ),
  );
}

export async function pendingFor(
  db: Runner,
  user: { id: number; email: string },
): Promise<InvitationView[]> {
  const rows = await viewQuery(db)
    .where(addressedTo(user))
    .orderBy(desc(projectInvitations.createdAt), desc(projectInvitations.id))
    .limit(200);
  return rows.map(toView);
}

export async function countPendingFor(db: Runner, user: { id: number; email: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .where(addressedTo(user));
  return row?.n ?? 0;
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

export async function findUserByEmail(db: Runner, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUser(db: Runner, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function usersByIds(db: Runner, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, ids));
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
