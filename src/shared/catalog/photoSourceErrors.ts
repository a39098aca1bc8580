/** A photo-source lookup by an unknown path (spec §8). */
export class PhotoSourceNotFoundError extends Error {
  override readonly name = 'PhotoSourceNotFoundError';
  readonly code = 'photo_source_not_found';

  constructor(readonly path: string) {
    super(`Photo source with path '${path}' doesn't exist`);
  }
}
