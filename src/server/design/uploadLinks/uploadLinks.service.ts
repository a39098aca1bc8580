import type { ActionOutput } from '../../../shared/api/actionTable';
import { build } from '../../../shared/routes/build';
import { targetOfKind, type UploadLinkKind } from '../../../shared/uploadLinks/linkSignature';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, notFound } from '../../http/appError';
import { type Caller, requireUser } from '../../http/caller';
import { enforceRateLimit } from '../../http/rateLimitGuard';
import type { ServerDeps, SigningDeps } from '../../http/requestContext';
import { shopOrigin } from '../../http/shopOrigin';
import { contactOf } from '../../identity/myAccount/account.service';
import { sendInBackground } from '../../mail/sendInBackground';
import {
  findLiveUploadSessionByKey,
  findOrCreateGuestAlbum,
} from '../../media/photos/guestUploads.service';
import { PHOTOS_SIGN_IN } from '../../media/photos/photos.service';
import { createUploadSession } from '../../media/photos/uploadSessions.service';
import type { RateLimit } from '../../security/rateLimit';
import { projectFor } from '../projects/projectLookup.service';
import { projectRowById } from '../projects/projectRow.service';
import { checkUploadLink, signUploadLink, uploadLinkKey } from './linkSigning';
import { friendsLinkMail, mobileUploadLinkMail } from './uploadLinkMails';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A QR code is scanned within minutes; a day covers "I'll do it tonight". */
export const MOBILE_LINK_TTL_MS = DAY_MS;
/** A mailed phone link waits in the inbox until the photos are at hand. */
export const MOBILE_MAIL_LINK_TTL_MS = 7 * DAY_MS;
/** Friends gather photos over weeks (a wedding, a birthday book). */
export const FRIENDS_LINK_TTL_MS = 30 * DAY_MS;
/** Link mails per sender an hour: a party's worth of friends, not a mailing list. */
export const LINK_MAIL_LIMIT: RateLimit = { limit: 20, windowMs: HOUR_MS };
/** As many files as a guest session takes: a friend's whole camera roll. */
const GUEST_SESSION_FILES = 10_000;
/** A guest session's id is the guest's only credential: longer than a signed-in session's. */
const GUEST_KEY_BYTES = 24;

/** Where a link leads: whose photos it adds to and, for a project, which one. */
export interface LinkTarget {
  kind: UploadLinkKind;
  /** The id in the link: the owner's user id for a library, else the project's. */
  id: number;
  ownerId: number;
  ownerName: string;
  ownerEmail: string;
  projectId: number | null;
  projectName?: string;
}

const invalidLink = () =>
  new AppError(
    403,
    'upload_link_invalid',
    'This upload link is not valid: it may have been copied only in part. Ask the person who shared it for a new link.',
  );
const expiredLink = () =>
  new AppError(
    410,
    'upload_link_expired',
    'This upload link has expired. Ask the person who shared it for a new link.',
  );
const goneLink = () =>
  new AppError(
    410,
    'upload_link_gone',
    'What this link uploaded into no longer exists. Ask the person who shared it for a new link.',
  );

type DbDeps = Pick<ServerDeps, 'db'>;
/** What reading a signed link needs: the database, the clock and the server's secret. */
type LinkDeps = Pick<SigningDeps, 'db' | 'now' | 'secret'>;
/** What making a link needs besides: the origin links point to. */
type MakeLinkDeps = LinkDeps & Pick<ServerDeps, 'publicOrigin' | 'listenAddress' | 'mailer'>;

async function loadTarget(
  deps: DbDeps,
  kind: UploadLinkKind,
  id: number,
): Promise<LinkTarget | undefined> {
  const { db } = deps;
  if (kind === 'l') {
    const owner = await contactOf(db, id);
    if (!owner) return undefined;
    const { firstName: ownerName, email: ownerEmail } = owner;
    return { kind, id, ownerId: id, ownerName, ownerEmail, projectId: null };
  }
  const project = await projectRowById(db, id);
  // A deleted project's links die with it: nothing more goes into the owner's library through them.
  const owner = project && !project.deletedAt && (await contactOf(db, project.ownerId));
  if (!project || !owner) return undefined;
  return {
    kind,
    id,
    ownerId: project.ownerId,
    ownerName: owner.firstName,
    ownerEmail: owner.email,
    projectId: project.id,
    projectName: project.name,
  };
}

/** The target of a signed link, or the refusal a guest sees: forged 403, expired or gone 410. */
async function targetOfLink(deps: LinkDeps, id: number, signature: string) {
  const check = checkUploadLink(uploadLinkKey(deps.secret), id, signature, deps.now());
  if (!check.ok) throw check.reason === 'expired' ? expiredLink() : invalidLink();
  const target = await loadTarget(deps, check.kind, id);
  if (!target) throw goneLink();
  return target;
}

/** The caller's own library, or a project of theirs; someone else's project is not found. */
async function ownTarget(
  deps: DbDeps,
  caller: Pick<Caller, 'userId'>,
  projectId: number | undefined,
) {
  const userId = requireUser(caller, PHOTOS_SIGN_IN);
  // A project's links are its owner's to hand out: the rule is projectAccess's ('manage'), so a
  // collaborator hears 403 and anyone else 404, as from every other project call.
  if (projectId !== undefined) await projectFor(deps, caller, projectId, 'manage');
  const target = await loadTarget(deps, projectId === undefined ? 'l' : 'p', projectId ?? userId);
  if (!target || target.ownerId !== userId) throw notFound('Project', projectId ?? userId);
  return target;
}

function signedFor(deps: LinkDeps, target: LinkTarget, ttlMs: number) {
  const expiresAt = new Date(deps.now().getTime() + ttlMs);
  const signature = signUploadLink(uploadLinkKey(deps.secret), {
    kind: target.kind,
    id: target.id,
    expiresAt,
  });
  return { signature, expiresAt };
}

function mobileLink(deps: MakeLinkDeps, target: LinkTarget, ttlMs: number) {
  const { signature, expiresAt } = signedFor(deps, target, ttlMs);
  const path = build('mobileUpload', {
    projectOrUserId: target.id,
    signature,
    type: targetOfKind(target.kind),
  });
  return { url: `${shopOrigin(deps)}${path}`, expiresAt };
}

function friendsLink(deps: MakeLinkDeps, target: LinkTarget, uploadSource: string) {
  const { signature, expiresAt } = signedFor(deps, target, FRIENDS_LINK_TTL_MS);
  const path = build('friends.upload', {
    projectId: target.id,
    signature,
    name: target.projectName ?? target.ownerName,
    uploadSource,
  });
  return { url: `${shopOrigin(deps)}${path}`, expiresAt };
}

const intoWhat = (target: LinkTarget, reader: 'owner' | 'friend') =>
  target.projectName !== undefined
    ? `the project “${target.projectName}”`
    : reader === 'owner'
      ? 'your photo library'
      : `${target.ownerName}'s photos`;

/** An upload session a guest's files go to, keyed by an unguessable token (the guest's key). */
async function openGuestSession(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  target: LinkTarget,
  albumId: number | null,
) {
  return createUploadSession(
    deps.db,
    deps.now(),
    {
      ownerId: target.ownerId,
      albumId,
      projectId: target.projectId,
      fileCount: GUEST_SESSION_FILES,
    },
    GUEST_KEY_BYTES,
  );
}

/** pages/mobile_upload: a phone opened a signed link; it gets an upload session of its own. */
export async function openMobileUpload(
  deps: LinkDeps,
  input: HandlerInput<'pages/mobile_upload'>,
): Promise<ActionOutput<'pages/mobile_upload'>> {
  const target = await targetOfLink(deps, input.projectOrUserId, input.signature);
  const session = await openGuestSession(deps, target, null);
  return {
    uploadSessionId: session.id,
    uploadUrl: session.uploadUrl,
    ...(target.projectName !== undefined ? { projectName: target.projectName } : {}),
    target: targetOfKind(target.kind),
    ownerName: target.ownerName,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** my/friends/photo_upload_qr_code_link: the phone link of the caller's library or project. */
export async function phoneUploadLink(
  deps: MakeLinkDeps,
  caller: Caller,
  input: HandlerInput<'my/friends/photo_upload_qr_code_link'>,
): Promise<ActionOutput<'my/friends/photo_upload_qr_code_link'>> {
  const target = await ownTarget(deps, caller, input.projectId);
  const { url, expiresAt } = mobileLink(deps, target, MOBILE_LINK_TTL_MS);
  return { url, expiresAt: expiresAt.toISOString() };
}

/** my/project/photo_friends_upload_url: the link to share with friends. */
export async function friendsUploadUrl(
  deps: MakeLinkDeps,
  caller: Caller,
  input: HandlerInput<'my/project/photo_friends_upload_url'>,
): Promise<ActionOutput<'my/project/photo_friends_upload_url'>> {
  const target = await ownTarget(deps, caller, input.projectId);
  return { url: friendsLink(deps, target, 'link').url };
}

/** my/friends/project_creator_name: whose photos a friend is adding to. */
export async function projectCreatorName(
  deps: LinkDeps,
  input: HandlerInput<'my/friends/project_creator_name'>,
): Promise<ActionOutput<'my/friends/project_creator_name'>> {
  const target = await targetOfLink(deps, input.projectId, input.signature);
  return {
    name: target.ownerName,
    target: targetOfKind(target.kind),
    ...(target.projectName !== undefined ? { projectName: target.projectName } : {}),
  };
}

/** my/friends/create_guest_album: the friend's album (one per name and target) and a session. */
export async function createGuestAlbum(
  deps: LinkDeps,
  input: HandlerInput<'my/friends/create_guest_album'>,
): Promise<ActionOutput<'my/friends/create_guest_album'>> {
  const target = await targetOfLink(deps, input.projectId, input.signature);
  const guestName = input.name.replace(/\s+/g, ' ').trim();
  const albumId = await findOrCreateGuestAlbum(
    deps.db,
    {
      ownerId: target.ownerId,
      projectId: target.projectId,
      guestName,
      albumName: `Photos from ${guestName}`,
    },
    deps.now(),
  );
  const session = await openGuestSession(deps, target, albumId);
  return {
    albumId,
    uploadUrl: session.uploadUrl,
    uploadSessionId: session.id,
    expiresAt: session.expiresAt.toISOString(),
  };
}

async function limitLinkMails(deps: Pick<ServerDeps, 'db' | 'now'>, userId: number) {
  await enforceRateLimit(
    deps,
    `upload-link-mail:user:${userId}`,
    LINK_MAIL_LIMIT,
    'Too many upload links sent by email.',
  );
}

/** my/friends/send_link_to_email: mails the friends link (or the phone link) of a target. */
export async function sendLinkToEmail(
  deps: MakeLinkDeps,
  caller: Caller,
  input: HandlerInput<'my/friends/send_link_to_email'>,
): Promise<ActionOutput<'my/friends/send_link_to_email'>> {
  const target = await ownTarget(deps, caller, input.projectId);
  await limitLinkMails(deps, target.ownerId);
  const now = deps.now();
  if (input.link === 'mobile') {
    const { url, expiresAt } = mobileLink(deps, target, MOBILE_MAIL_LINK_TTL_MS);
    const what = intoWhat(target, 'owner');
    const mail = mobileUploadLinkMail({ email: input.email, url, intoWhat: what, expiresAt, now });
    sendInBackground(deps, mail, 'phone upload link');
    return { ok: true };
  }
  const { url, expiresAt } = friendsLink(deps, target, 'email');
  sendInBackground(
    deps,
    friendsLinkMail({
      email: input.email,
      url,
      askerName: target.ownerName,
      intoWhat: intoWhat(target, 'friend'),
      expiresAt,
      now,
    }),
    'photo friends link',
  );
  return { ok: true };
}

/** my/projects/{project_id}/email_upload_link: mails a project's phone upload link. */
export async function emailProjectUploadLink(
  deps: MakeLinkDeps,
  caller: Caller,
  input: HandlerInput<'my/projects/{project_id}/email_upload_link'>,
): Promise<ActionOutput<'my/projects/{project_id}/email_upload_link'>> {
  return sendLinkToEmail(deps, caller, {
    projectId: input.projectId,
    email: input.email,
    link: 'mobile',
  });
}

/**
 * The upload session a guest's key opens at the tus endpoint, while it lasts; the endpoint
 * checks every request with it in place of a signed-in user.
 */
export async function guestUploadSession(deps: Pick<ServerDeps, 'db' | 'now'>, key: string) {
  const session = await findLiveUploadSessionByKey(deps.db, key, deps.now());
  if (session?.projectId == null) return session;
  // A session a project's link opened ends with the project, as the link does.
  const project = await projectRowById(deps.db, session.projectId);
  return project && !project.deletedAt ? session : undefined;
}
