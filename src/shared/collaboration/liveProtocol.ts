import { z } from 'zod';
import { CURRENT_SCHEMA_VERSION } from '../project/document';

/*
 * The live channel of a project (one WebSocket per open project), shared by the editor and the
 * server. Design changes travel as binary frames, a type byte then Yjs bytes; presence (who is
 * where) as JSON text frames, small and frequent, never stored.
 *
 *   client → server  SYNC(state vector)   "this is what I have"
 *   server → client  UPDATE(update)       what the client lacked, then every change by others
 *   server → client  SERVER_STATE(vector) what the server has: the client sends what it lacks
 *   client → server  UPDATE(update)       a change made here
 */

export const LIVE_FRAME = { SYNC: 0, UPDATE: 1, SERVER_STATE: 2 } as const;
export type LiveFrameType = (typeof LIVE_FRAME)[keyof typeof LIVE_FRAME];

/**
 * The path of a project's live channel, with the document version this code writes: the server
 * refuses an older device's changes to a newer design (yjs/updateCheck.ts).
 */
export const livePath = (projectId: number) =>
  `/api/v2/live/projects/${projectId}?schemaVersion=${CURRENT_SCHEMA_VERSION}`;

export function encodeFrame(type: LiveFrameType, bytes: Uint8Array): Uint8Array {
  const frame = new Uint8Array(bytes.byteLength + 1);
  frame[0] = type;
  frame.set(bytes, 1);
  return frame;
}

export function decodeFrame(
  frame: Uint8Array,
): { type: LiveFrameType; bytes: Uint8Array } | undefined {
  const type = frame[0];
  if (type !== LIVE_FRAME.SYNC && type !== LIVE_FRAME.UPDATE && type !== LIVE_FRAME.SERVER_STATE) {
    return undefined;
  }
  return { type, bytes: frame.subarray(1) };
}

/** Where someone is in the design: the page they look at and what they have selected. */
export const presenceWhere = z.object({
  surfaceId: z.string().max(64).optional(),
  elementIds: z.array(z.string().max(64)).max(200),
});
export type PresenceWhere = z.infer<typeof presenceWhere>;

/** What a client says: where it is now (or nothing, when it stops showing the project). */
export const clientMessage = z.object({ type: z.literal('presence'), where: presenceWhere });

/** Someone else on the project, as the server tells it: their name comes from their account. */
export const peer = z.object({
  /** One per open editor: a person with two windows open is two peers. */
  connectionId: z.string(),
  userId: z.number().int(),
  name: z.string(),
  color: z.string(),
  where: presenceWhere,
});
export type Peer = z.infer<typeof peer>;

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('presence'), peer }),
  z.object({ type: z.literal('left'), connectionId: z.string() }),
  /** A change the server would not take: a contributor's, beyond adding photos and pages. */
  z.object({ type: z.literal('refused'), message: z.string() }),
  /** Editing ended for this connection (access withdrawn, the project ordered). */
  z.object({ type: z.literal('closed'), reason: z.string(), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;

/** Presence colours: eight that read on white and on photos, picked by user id. */
const PEER_COLORS = [
  '#c2410c',
  '#1d4ed8',
  '#15803d',
  '#7e22ce',
  '#be123c',
  '#0f766e',
  '#a16207',
  '#4338ca',
];
export const peerColor = (userId: number) => PEER_COLORS[userId % PEER_COLORS.length] as string;
