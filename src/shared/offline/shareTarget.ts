/** Where the manifest's share_target posts shared photos; the service worker answers it. */
export const SHARE_TARGET_PATH = '/my/photos/share';

const ACCEPTED_TYPES = /^image\/(jpeg|png|webp|heic|heif|gif)$/;

/** Photos only: the upload flow checks sizes and dimensions itself (spec §9). */
export function isAcceptedSharedFile(file: { type: string; size: number }): boolean {
  return ACCEPTED_TYPES.test(file.type) && file.size > 0;
}
