import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { build } from '../routes/build';
import { formPosts, PAGE_FIELD } from './formPosts';

describe('the photo friend form post', () => {
  it('names the project and signature of the link page it was sent from, and the name typed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.stringMatching(/^[\w.-]{1,60}$/),
        fc.string({ maxLength: 80 }),
        (projectId, signature, name) => {
          const page = build('friends.upload', {
            projectId,
            signature,
            name: 'Pat',
            uploadSource: 'link',
          });
          expect(formPosts.photoFriendAlbum.payload({ [PAGE_FIELD]: page, name })).toEqual({
            projectId,
            signature,
            name: name.trim(),
          });
        },
      ),
    );
  });

  it('names no link when sent from another page, which the action refuses', () => {
    for (const page of ['/', '/my/photos', '/mobile/upload/projects/4/abc', undefined]) {
      expect(formPosts.photoFriendAlbum.payload({ [PAGE_FIELD]: page, name: 'Ana' })).toEqual({
        projectId: 0,
        signature: '',
        name: 'Ana',
      });
    }
  });
});
