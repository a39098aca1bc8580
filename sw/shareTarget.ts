/// <reference lib="webworker" />
import { openAppDatabase } from '../browser-storage/appDatabase';
import { storeSharedFiles } from '../browser-storage/sharedFiles';
import { isAcceptedSharedFile, SHARE_TARGET_PATH } from '../src/shared/offline/shareTarget';

declare const self: ServiceWorkerGlobalScope;

/**
 * Web Share Target: a phone's gallery shares photos to the installed app as a POST to
 * SHARE_TARGET_PATH. The files are kept in IndexedDB (they must survive a weak connection) and
 * the user lands on My photos, whose upload flow takes them from there.
 */
async function receiveShare(request: Request): Promise<Response> {
  const form = await request.formData();
  const files = form
    .getAll('photos')
    .filter((value): value is File => value instanceof File && isAcceptedSharedFile(value));
  const stored =
    files.length > 0 ? await storeSharedFiles(await openAppDatabase(), files, Date.now()) : 0;
  return Response.redirect(`/my/photos?shared=${stored}`, 303);
}

export function handleShareTarget(): void {
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method === 'POST' && url.pathname === SHARE_TARGET_PATH) {
      event.respondWith(receiveShare(event.request));
    }
  });
}
