import { describe, expect, it } from 'vitest';
import { EDITOR_ACCESS_DENIAL_REASONS } from '../../../shared/catalog/editor';
import { denialMessage } from './denialMessages';

describe('why the editor will not open a project, as the customer reads it', () => {
  const context = { projectId: 41, returnTo: '/editor?pid=41', signedIn: false };

  it('gives every reason its own sentence and a link that does something', () => {
    const sentences = EDITOR_ACCESS_DENIAL_REASONS.map((reason) => denialMessage(reason, context));
    expect(new Set(sentences.map((message) => message.sentence)).size).toBe(sentences.length);
    for (const message of sentences) {
      expect(message.sentence).toMatch(/^[A-Z].*\.$/);
      expect(message.action.href).toMatch(/^\//);
    }
  });

  it('sends a guest to sign in and back, and a signed-in customer to their projects', () => {
    expect(denialMessage('private', context).action.href).toBe(
      '/account/login?return_to=%2Feditor%3Fpid%3D41',
    );
    expect(denialMessage('private', { ...context, signedIn: true }).action.href).toBe('/home');
  });

  it('offers a look at a published project and the ordered list for a locked one', () => {
    expect(denialMessage('published', context).action.href).toBe('/editor?pid=41&preview=true');
    expect(denialMessage('locked', context).action.href).toBe('/home/ordered');
  });
});
