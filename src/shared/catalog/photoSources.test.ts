import { describe, expect, it } from 'vitest';
import { PhotoSourceNotFoundError } from './photoSourceErrors';
import {
  EXTERNAL_PHOTO_SOURCES,
  PHOTO_SOURCE_PATHS,
  PHOTO_SOURCES,
  photoSourceById,
  photoSourceByPath,
} from './photoSources';

describe('PHOTO_SOURCES (spec §3)', () => {
  it('pins the spec ids and whether they have albums', () => {
    const albums = (id: number) => photoSourceById(id)?.hasAlbums;
    expect(albums(0)).toBe(false);
    expect(albums(1)).toBe(true);
    expect(albums(5)).toBe(true);
    expect(albums(8)).toBe(true);
    expect(albums(13)).toBe(false);
  });

  it('has five external paths plus our own', () => {
    expect(EXTERNAL_PHOTO_SOURCES).toHaveLength(5);
    expect(PHOTO_SOURCES.filter((s) => !s.external).map((s) => s.id)).toEqual([0]);
    expect(new Set(PHOTO_SOURCE_PATHS).size).toBe(6);
    expect(new Set(PHOTO_SOURCES.map((s) => s.id)).size).toBe(6);
  });

  it('answers undefined for an unknown id', () => {
    expect(photoSourceById(2)).toBeUndefined();
  });
});

describe('photoSourceByPath', () => {
  it('finds a source by its path', () => {
    expect(photoSourceByPath('upload').id).toBe(0);
    expect(photoSourceByPath('photo-sharing').id).toBe(13);
  });

  it('throws the spec §8 error for an unknown path', () => {
    expect(() => photoSourceByPath('nowhere')).toThrow(PhotoSourceNotFoundError);
    expect(() => photoSourceByPath('nowhere')).toThrow(
      "Photo source with path 'nowhere' doesn't exist",
    );
    try {
      photoSourceByPath('');
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({
        name: 'PhotoSourceNotFoundError',
        code: 'photo_source_not_found',
        path: '',
      });
    }
    expect.assertions(4);
  });
});
