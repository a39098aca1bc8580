/** Who can view a project (spec §3). */
export const PROJECT_VIEWABLE_BY = ['Public', 'Unlisted', 'Invite'] as const;
export type ProjectViewableBy = (typeof PROJECT_VIEWABLE_BY)[number];

/** Kinds of invitation request a project owner accepts or ignores (spec §3, §4). */
export const INVITATION_REQUEST_TYPES = ['contribute_request', 'collaboration_request'] as const;
export type InvitationRequestType = (typeof INVITATION_REQUEST_TYPES)[number];

/** What the owner does with an invitation request (spec §4). */
export const INVITATION_REQUEST_ANSWERS = ['accept', 'ignore'] as const;
export type InvitationRequestAnswer = (typeof INVITATION_REQUEST_ANSWERS)[number];
