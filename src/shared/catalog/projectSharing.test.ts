import { describe, expect, it } from 'vitest';
import {
  INVITATION_REQUEST_ANSWERS,
  INVITATION_REQUEST_TYPES,
  PROJECT_VIEWABLE_BY,
} from './projectSharing';

describe('project sharing enumerations (spec §3, §4)', () => {
  it('pins viewable-by, invitation request types and answers', () => {
    expect(PROJECT_VIEWABLE_BY).toEqual(['Public', 'Unlisted', 'Invite']);
    expect(INVITATION_REQUEST_TYPES).toEqual(['contribute_request', 'collaboration_request']);
    expect(INVITATION_REQUEST_ANSWERS).toEqual(['accept', 'ignore']);
  });
});
