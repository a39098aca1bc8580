import type { EditorAccessDenialReason } from '../../../shared/catalog/editor';
import { build } from '../../../shared/routes/build';

export interface DenialMessage {
  title: string;
  /** What happened and what to do, in plain words. */
  sentence: string;
  action: { label: string; href: string };
}

/**
 * Each reason the server gives for not opening a project in the editor (spec §3), as the customer
 * reads it: one plain sentence with what to do, and one link that does it.
 */
export function denialMessage(
  reason: EditorAccessDenialReason,
  context: { projectId: number; returnTo: string; signedIn: boolean },
): DenialMessage {
  const signIn = { label: 'Sign in', href: build('account.login', { returnTo: context.returnTo }) };
  switch (reason) {
    case 'deleted':
      return {
        title: 'This project was deleted',
        sentence:
          'A deleted project cannot be opened. Start a new one from your projects or the shop.',
        action: { label: 'Go to your projects', href: build('projects.home', {}) },
      };
    case 'locked':
      return {
        title: 'This project has been ordered',
        sentence:
          'Its design is locked while it is printed. To change it and order again, make a copy from your ordered projects.',
        action: {
          label: 'See ordered projects',
          href: build('projects.home', { status: 'ordered' }),
        },
      };
    case 'private':
      return {
        title: 'This project is private',
        sentence: context.signedIn
          ? 'Only its owner can open it. If it is yours, sign out and sign in with the account you made it with.'
          : 'Only its owner can open it. If it is yours, sign in with the account you made it with.',
        action: context.signedIn
          ? { label: 'Go to your projects', href: build('projects.home', {}) }
          : signIn,
      };
    case 'published':
      return {
        title: 'This project can be viewed, not changed',
        sentence:
          'Its owner has shared it for viewing. Ask them to invite you as a collaborator to change it.',
        action: {
          label: 'View the project',
          href: build('editor', { pid: context.projectId, preview: true }),
        },
      };
    case 'forbidden':
      return {
        title: 'You cannot change this project',
        sentence: context.signedIn
          ? 'Your account has no permission to edit it. Ask its owner to invite you.'
          : 'Sign in with an account its owner has invited to edit it.',
        action: context.signedIn
          ? { label: 'Go to your projects', href: build('projects.home', {}) }
          : signIn,
      };
  }
}
