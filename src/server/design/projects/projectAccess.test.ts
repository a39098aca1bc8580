import { describe, expect, it } from 'vitest';
import {
  type AccessDecision,
  type ProjectAction,
  type ProjectCaller,
  type ProjectForAccess,
  projectAccess,
} from './projectAccess';

const OWNER = 1;
const KEY = 'view-key-of-the-project';

const callers: Record<string, ProjectCaller> = {
  owner: { userId: OWNER },
  other: { userId: 2 },
  otherWithKey: { userId: 2, viewKey: KEY },
  guest: {},
  guestWithKey: { viewKey: KEY },
  guestWrongKey: { viewKey: 'not-the-key' },
};

const base: ProjectForAccess = {
  ownerId: OWNER,
  viewableBy: 'Invite',
  viewKey: KEY,
  deletedAt: null,
  orderedAt: null,
};
const when = new Date('2026-01-01T00:00:00Z');
const projects: Record<string, ProjectForAccess> = {
  private: base,
  unlisted: { ...base, viewableBy: 'Unlisted' },
  public: { ...base, viewableBy: 'Public' },
  deleted: { ...base, viewableBy: 'Public', deletedAt: when },
  ordered: { ...base, orderedAt: when },
  orderedPublic: { ...base, viewableBy: 'Public', orderedAt: when },
};

const ok: AccessDecision = { allowed: true };
const no = (reason: string) => ({ allowed: false, reason });

/** caller → project → [view, edit, manage] */
const matrix: Record<string, Record<string, [unknown, unknown, unknown]>> = {
  owner: {
    private: [ok, ok, ok],
    unlisted: [ok, ok, ok],
    public: [ok, ok, ok],
    deleted: [no('deleted'), no('deleted'), no('deleted')],
    ordered: [ok, no('locked'), ok],
    orderedPublic: [ok, no('locked'), ok],
  },
  other: {
    private: [no('private'), no('private'), no('private')],
    unlisted: [no('private'), no('private'), no('private')],
    public: [ok, no('published'), no('forbidden')],
    deleted: [no('private'), no('private'), no('private')],
    ordered: [no('private'), no('private'), no('private')],
    orderedPublic: [ok, no('published'), no('forbidden')],
  },
  otherWithKey: {
    private: [no('private'), no('private'), no('private')],
    unlisted: [ok, no('published'), no('forbidden')],
    public: [ok, no('published'), no('forbidden')],
    deleted: [no('private'), no('private'), no('private')],
    ordered: [no('private'), no('private'), no('private')],
    orderedPublic: [ok, no('published'), no('forbidden')],
  },
  guest: {
    private: [no('private'), no('private'), no('private')],
    unlisted: [no('private'), no('private'), no('private')],
    public: [ok, no('published'), no('forbidden')],
    deleted: [no('private'), no('private'), no('private')],
    ordered: [no('private'), no('private'), no('private')],
    orderedPublic: [ok, no('published'), no('forbidden')],
  },
  guestWithKey: {
    private: [no('private'), no('private'), no('private')],
    unlisted: [ok, no('published'), no('forbidden')],
    public: [ok, no('published'), no('forbidden')],
    deleted: [no('private'), no('private'), no('private')],
    ordered: [no('private'), no('private'), no('private')],
    orderedPublic: [ok, no('published'), no('forbidden')],
  },
  guestWrongKey: {
    private: [no('private'), no('private'), no('private')],
    unlisted: [no('private'), no('private'), no('private')],
    public: [ok, no('published'), no('forbidden')],
    deleted: [no('private'), no('private'), no('private')],
    ordered: [no('private'), no('private'), no('private')],
    orderedPublic: [ok, no('published'), no('forbidden')],
  },
};

const actions: ProjectAction[] = ['view', 'edit', 'manage'];

describe('projectAccess', () => {
  for (const [callerName, row] of Object.entries(matrix)) {
    for (const [projectName, expected] of Object.entries(row)) {
      it(`${callerName} on a ${projectName} project`, () => {
        const got = actions.map((action) =>
          projectAccess(callers[callerName]!, projects[projectName]!, action),
        );
        expect(got).toEqual(expected);
      });
    }
  }

  it('covers every caller and project of the matrix', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(callers).sort());
    for (const row of Object.values(matrix)) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(projects).sort());
    }
  });
});

describe('projectAccess for the people who work on a project', () => {
  const member = (memberRole: 'collaborator' | 'contributor'): ProjectCaller => ({
    userId: 3,
    memberRole,
  });
  const all: ProjectAction[] = ['view', 'contribute', 'edit', 'manage'];
  const decide = (caller: ProjectCaller, project: ProjectForAccess) =>
    all.map((action) => projectAccess(caller, project, action));

  it('lets a collaborator change the design but not the owner’s settings', () => {
    expect(decide(member('collaborator'), projects.private!)).toEqual([
      ok,
      ok,
      ok,
      no('forbidden'),
    ]);
  });

  it('lets a contributor look and add, and nothing more', () => {
    expect(decide(member('contributor'), projects.private!)).toEqual([
      ok,
      ok,
      no('forbidden'),
      no('forbidden'),
    ]);
  });

  it('locks an ordered design for everyone who may change it', () => {
    for (const caller of [callers.owner!, member('collaborator'), member('contributor')]) {
      const [, contribute, edit] = decide(caller, projects.ordered!);
      expect(contribute).toEqual(no('locked'));
      if (caller.memberRole !== 'contributor') expect(edit).toEqual(no('locked'));
    }
  });

  it('tells a member of a deleted project no more than anyone else', () => {
    expect(decide(member('collaborator'), projects.deleted!)).toEqual(all.map(() => no('private')));
  });
});
