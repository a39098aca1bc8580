import type { ActionOutput } from '../../../shared/api/actionTable';
import { build } from '../../../shared/routes/build';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import { enforceRateLimit } from '../../http/rateLimitGuard';
import type { ServerDeps, SigningDeps } from '../../http/requestContext';
import { shopOrigin } from '../../http/shopOrigin';
import { findAccountByEmail } from '../../identity/accounts/accounts.service';
import { contactOf } from '../../identity/myAccount/account.service';
import { sendInBackground } from '../../mail/sendInBackground';
import type { RateLimit } from '../../security/rateLimit';
import { hmac, randomToken, sha256 } from '../../security/tokens';
import { projectAccessFor, projectFor } from '../projects/projectLookup.service';
import { sendLinkToEmail } from '../uploadLinks/uploadLinks.service';
import { collaborationRequestMail, invitationMail } from './collaborationMails';
import * as invitations from './invitations.repo';
import {
  countPendingInvitationsFor,
  type InvitationView,
  invitationById,
  invitationByKey,
  pendingInvitationsFor,
} from './invitationViews';
import { LiveHub } from './liveHub';
import * as members from './members.repo';

/*
 * Inviting people to a project and answering invitations (spec §7 "Collaboration and
 * invitations"). Keys travel in links; only their SHA-256 is stored, so the table gives away no
 * way in. Whoever is not let in is told the same as for an invitation that does not exist.
 */

/** Invitation mails per sender an hour: a class's or a family's worth, not a mailing list. */
export const INVITE_MAIL_LIMIT: RateLimit = { limit: 60, windowMs: 60 * 60 * 1000 };

type Role = 'collaborator' | 'contributor';
const typeOf = (role: Role) =>
  role === 'collaborator' ? 'collaboration_request' : 'contribute_request';

const SIGN_IN_WHY = 'Please sign in to work on a project with others.';

type DbDeps = Pick<ServerDeps, 'db'>;
type WriteDeps = Pick<ServerDeps, 'db' | 'now'>;
/** What a call that mails needs: the database, the clock and the origin links in mails point to. */
type MailDeps = Pick<ServerDeps, 'db' | 'now' | 'publicOrigin' | 'listenAddress' | 'mailer'>;

/** The signed-in caller with the address invitations are matched on and the name they are signed with. */
async function signedInUser(deps: DbDeps, caller: Pick<Caller, 'userId'>) {
  const id = requireUser(caller, SIGN_IN_WHY);
  // The account can go between resolving the session and here (deleted in another tab).
  const contact = await contactOf(deps.db, id);
  if (!contact) throw unauthorized(SIGN_IN_WHY);
  return { id, ...contact };
}

/** Where an invitation's link leads: collaborators to /create/collaborate, contributors to /projects/contribute. */
function invitationUrl(
  deps: Pick<ServerDeps, 'publicOrigin' | 'listenAddress'>,
  row: { id: number; projectId: number; role: Role },
  key: string,
) {
  const path =
    row.role === 'collaborator'
      ? build('collaborate.create', { key, siid: row.id })
      : build('projects.contribute', { pid: row.projectId, vk: key });
  return `${shopOrigin(deps)}${path}`;
}

/** An invitation the caller may act on by its key, or by its id when it was sent to them. */
async function openInvitation(
  deps: DbDeps,
  caller: Pick<Caller, 'userId'>,
  input: { key?: string; siteInviteId?: number },
): Promise<InvitationView | undefined> {
  const { db } = deps;
  const row = input.key
    ? await invitationByKey(db, sha256(input.key))
    : input.siteInviteId
      ? await invitationById(db, input.siteInviteId)
      : undefined;
  if (row?.kind === 'link' && row.status === 'revoked' && !row.projectDeleted) {
    throw linkReplaced();
  }
  if (!row || row.kind === 'ask' || row.status !== 'pending' || row.projectDeleted)
    return undefined;
  // A key opens it for whoever holds it; an id alone only for the person it was sent to.
  if (!input.key) {
    const { userId } = caller;
    const contact = userId === null ? undefined : await contactOf(db, userId);
    const mine =
      userId !== null &&
      contact &&
      (row.toUserId === userId || row.toEmail?.toLowerCase() === contact.email.toLowerCase());
    if (!mine) return undefined;
  }
  if (input.key && input.siteInviteId && input.siteInviteId !== row.id) return undefined;
  return row;
}

export async function collaborateIndex(
  deps: DbDeps,
  caller: Caller,
  input: HandlerInput<'collaborate/index'>,
): Promise<ActionOutput<'collaborate/index'>> {
  const row = await openInvitation(deps, caller, input);
  if (!row) return {};
  return {
    invite: { projectId: row.projectId, projectName: row.projectName, inviterName: row.fromName },
  };
}

const linkReplaced = () =>
  new AppError(
    410,
    'link_replaced',
    'This invitation link was replaced by a newer one. Ask the project’s owner for the new link.',
  );

/**
 * Lets the user in, and closes a one-person invitation. Someone the owner removed is let in only
 * by what the owner made since: an 'ask' they answered, or an invitation or link made after the
 * removal (which then no longer counts).
 */
async function join(deps: WriteDeps, row: InvitationView, userId: number) {
  const { db } = deps;
  const now = deps.now();
  const removed = await members.removedAt(db, row.projectId, userId);
  if (removed && row.kind !== 'ask' && row.createdAt <= removed) {
    throw forbidden(
      'removed_from_project',
      'The project’s owner removed you from this project, so this invitation no longer lets you in. Ask them to invite you again.',
    );
  }
  await db.transaction(async (tx) => {
    if (row.kind !== 'link') await invitations.answer(tx, row.id, 'accepted', now);
    if (removed) await members.clearRemoval(tx, row.projectId, userId);
    if (userId !== row.projectOwnerId) {
      await members.addMember(tx, {
        projectId: row.projectId,
        userId,
        role: row.role,
        joinedAt: now,
      });
    }
  });
}

export async function collaborateAccept(
  deps: WriteDeps,
  caller: Caller,
  input: HandlerInput<'collaborate/accept'>,
): Promise<ActionOutput<'collaborate/accept'>> {
  const user = await signedInUser(deps, caller);
  const row = await openInvitation(deps, caller, input);
  if (!row) throw notFound('Invitation', input.siteInviteId ?? 'key');
  await join(deps, row, user.id);
  return { projectId: row.projectId };
}

export async function listInvitationRequests(
  deps: DbDeps,
  caller: Caller,
  input: HandlerInput<'my/invitation_requests/list'>,
): Promise<ActionOutput<'my/invitation_requests/list'>> {
  const user = await signedInUser(deps, caller);
  const { db } = deps;
  if (input.collaborationKey) {
    // The key from a mail puts its invitation in this person's list, whichever address they use here.
    const row = await invitations.findByKey(db, sha256(input.collaborationKey));
    if (row && row.kind === 'invite' && row.status === 'pending' && row.toUserId === null) {
      await invitations.addressTo(db, row.id, user.id);
    }
  }
  const rows = await pendingInvitationsFor(db, user);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: typeOf(row.role),
      projectId: row.projectId,
      projectName: row.projectName,
      requesterName: row.fromName,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** A pending request of `role` addressed to the caller; 404 for anything else. */
async function requestFor(deps: DbDeps, caller: Caller, id: number, role: Role) {
  const user = await signedInUser(deps, caller);
  const rows = await pendingInvitationsFor(deps.db, user);
  const row = rows.find((r) => r.id === id && r.role === role);
  if (!row) throw notFound('Invitation request', id);
  return { user, row };
}

async function acceptRequest(deps: WriteDeps, caller: Caller, id: number, role: Role) {
  const { user, row } = await requestFor(deps, caller, id, role);
  // An 'ask' lets its asker in (the owner answers it); an invitation lets in the one answering.
  await join(deps, row, row.kind === 'ask' ? row.fromUserId : user.id);
  return { ok: true as const };
}

async function ignoreRequest(deps: WriteDeps, caller: Caller, id: number, role: Role) {
  const { row } = await requestFor(deps, caller, id, role);
  await invitations.answer(deps.db, row.id, 'ignored', deps.now());
  return { ok: true as const };
}

export const acceptCollaboration = (deps: WriteDeps, caller: Caller, input: { id: number }) =>
  acceptRequest(deps, caller, input.id, 'collaborator');
export const acceptContribute = (deps: WriteDeps, caller: Caller, input: { id: number }) =>
  acceptRequest(deps, caller, input.id, 'contributor');
export const ignoreCollaboration = (deps: WriteDeps, caller: Caller, input: { id: number }) =>
  ignoreRequest(deps, caller, input.id, 'collaborator');
export const ignoreContribute = (deps: WriteDeps, caller: Caller, input: { id: number }) =>
  ignoreRequest(deps, caller, input.id, 'contributor');

export async function pendingRequestsCount(
  deps: DbDeps,
  caller: Caller,
): Promise<ActionOutput<'my/projects/pending_requests_count'>> {
  const user = await signedInUser(deps, caller);
  return { count: await countPendingInvitationsFor(deps.db, user) };
}

type RemovalDeps = Pick<ServerDeps, 'db' | 'now' | 'liveBus'>;

export async function leaveProject(
  deps: RemovalDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/leave'>,
): Promise<ActionOutput<'my/projects/leave'>> {
  const user = await signedInUser(deps, caller);
  // Only a member leaves: anyone else (the owner too) is told there is nothing to leave.
  const left = await members.removeMember(deps.db, input.projectId, user.id);
  if (!left) throw notFound('Project', input.projectId);
  await closeLiveAccess(deps, input.projectId, user.id);
  return { ok: true };
}

export async function removeContributor(
  deps: RemovalDeps,
  caller: Caller,
  input: HandlerInput<'my/project/remove_contributor'>,
): Promise<ActionOutput<'my/project/remove_contributor'>> {
  requireUser(caller, SIGN_IN_WHY);
  const row = await projectFor(deps, caller, input.projectId, 'manage');
  // The removal is noted with it: no invitation or link made before now lets them back in.
  const removed = await deps.db.transaction(async (tx) => {
    if (!(await members.removeMember(tx, row.id, input.userId))) return false;
    await members.recordRemoval(tx, row.id, input.userId, deps.now());
    return true;
  });
  if (!removed) throw notFound('Contributor', input.userId);
  await closeLiveAccess(deps, row.id, input.userId);
  return { ok: true };
}

/**
 * A removed member's open editors stop at once, on every server process; the removal is already
 * written, so should the news be lost their next change is refused all the same (and the failure
 * is only logged, as the hub logs a failed publish).
 */
async function closeLiveAccess(
  deps: Pick<ServerDeps, 'liveBus'>,
  projectId: number,
  userId: number,
) {
  if (!deps.liveBus) return;
  await LiveHub.revoke(deps.liveBus, projectId, userId).catch((error: unknown) => {
    console.warn('live bus: telling of a removal failed', error);
  });
}

/** Invites each address as `role`, by mail with a key of its own. */
async function invite(
  deps: MailDeps,
  caller: Caller,
  input: { projectId: number; emails: string[]; message?: string },
  role: Role,
) {
  const user = await signedInUser(deps, caller);
  const project = await projectFor(deps, caller, input.projectId, 'manage');
  const { db } = deps;
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  for (const email of emails) {
    await enforceRateLimit(
      deps,
      `collaboration-invite:user:${user.id}`,
      INVITE_MAIL_LIMIT,
      'Too many invitations sent.',
    );
    const key = randomToken(24);
    const known = await findAccountByEmail(db, email);
    const row = await invitations.insertInvitation(db, {
      projectId: project.id,
      kind: 'invite',
      role,
      fromUserId: user.id,
      toUserId: known?.id ?? null,
      toEmail: email,
      key: sha256(key),
      message: input.message ?? null,
      createdAt: deps.now(),
    });
    const mail = invitationMail({
      email,
      url: invitationUrl(deps, row, key),
      inviterName: user.firstName,
      projectName: project.name,
      role,
      message: input.message,
    });
    sendInBackground(deps, mail, `${role} invitation`);
  }
  return { ok: true as const };
}

export const shareProject = (
  deps: MailDeps,
  caller: Caller,
  input: HandlerInput<'my/project/share'>,
) => invite(deps, caller, input, 'collaborator');
export const inviteContributor = (
  deps: MailDeps,
  caller: Caller,
  input: HandlerInput<'my/project/invite_contributor'>,
) => invite(deps, caller, input, 'contributor');

/** Photo friends get the project's friends upload link (uploadLinks), one mail each. */
export async function invitePhotoFriends(
  deps: SigningDeps,
  caller: Caller,
  input: HandlerInput<'my/project/invite_photo_friends'>,
): Promise<ActionOutput<'my/project/invite_photo_friends'>> {
  requireUser(caller, SIGN_IN_WHY);
  await projectFor(deps, caller, input.projectId, 'manage');
  for (const email of new Set(input.emails.map((e) => e.trim().toLowerCase()))) {
    await sendLinkToEmail(deps, caller, { projectId: input.projectId, email, link: 'friends' });
  }
  return { ok: true };
}

export async function requestCollaboration(
  deps: MailDeps,
  caller: Caller,
  input: HandlerInput<'my/project/request_collaboration'>,
): Promise<ActionOutput<'my/project/request_collaboration'>> {
  const user = await signedInUser(deps, caller);
  const { row, role } = await projectAccessFor(
    deps,
    caller,
    input.projectId,
    'view',
    input.viewKey,
  );
  if (role !== 'viewer') {
    throw conflict('already_member', 'You already work on this project.');
  }
  const { db } = deps;
  if (await invitations.findPendingAsk(db, row.id, user.id)) return { ok: true };
  await enforceRateLimit(
    deps,
    `collaboration-invite:user:${user.id}`,
    INVITE_MAIL_LIMIT,
    'Too many requests sent.',
  );
  const key = randomToken(24);
  await invitations.insertInvitation(db, {
    projectId: row.id,
    kind: 'ask',
    role: 'collaborator',
    fromUserId: user.id,
    toUserId: row.ownerId,
    key: sha256(key),
    message: input.message ?? null,
    createdAt: deps.now(),
  });
  const owner = await contactOf(db, row.ownerId);
  if (owner) {
    const mail = collaborationRequestMail({
      email: owner.email,
      url: `${shopOrigin(deps)}${build('inviteRequests', { ck: key })}`,
      requesterName: user.firstName,
      projectName: row.name,
      message: input.message,
    });
    sendInBackground(deps, mail, 'collaboration request');
  }
  return { ok: true };
}

type LinkDeps = Pick<SigningDeps, 'db' | 'now' | 'publicOrigin' | 'listenAddress' | 'secret'>;

/**
 * The project's invitation link: whoever opens it while signed in joins as a collaborator. The
 * key is derived from the server secret and the link's row, so the owner gets the same link every
 * time without the table holding it, until they replace it.
 */
export async function collaborationLink(
  deps: LinkDeps,
  caller: Caller,
  input: HandlerInput<'my/project/collaboration_link'>,
): Promise<ActionOutput<'my/project/collaboration_link'>> {
  const user = await signedInUser(deps, caller);
  const project = await projectFor(deps, caller, input.projectId, 'manage');
  const row =
    (await invitations.findLink(deps.db, project.id, 'collaborator')) ??
    (await newLink(deps, project.id, user.id));
  return { url: invitationUrl(deps, row, linkKey(deps, row.id)) };
}

/** Replaces the project's invitation link: the old one answers that it was replaced. */
export async function replaceCollaborationLink(
  deps: LinkDeps,
  caller: Caller,
  input: HandlerInput<'my/project/collaboration_link#replace'>,
): Promise<ActionOutput<'my/project/collaboration_link#replace'>> {
  const user = await signedInUser(deps, caller);
  const project = await projectFor(deps, caller, input.projectId, 'manage');
  const old = await invitations.findLink(deps.db, project.id, 'collaborator');
  if (old) await invitations.retireLink(deps.db, old.id, deps.now());
  const row = await newLink(deps, project.id, user.id);
  return { url: invitationUrl(deps, row, linkKey(deps, row.id)) };
}

const linkKey = (deps: Pick<SigningDeps, 'secret'>, id: number) =>
  hmac(deps.secret, `collaboration-link:${id}`);

async function newLink(deps: LinkDeps, projectId: number, fromUserId: number) {
  const { db } = deps;
  // Inserted with a placeholder, then keyed by its id: the id is part of what the key signs.
  const row = await invitations.insertInvitation(db, {
    projectId,
    kind: 'link',
    role: 'collaborator',
    fromUserId,
    key: sha256(randomToken(24)),
    createdAt: deps.now(),
  });
  await invitations.setKey(db, row.id, sha256(linkKey(deps, row.id)));
  return row;
}
