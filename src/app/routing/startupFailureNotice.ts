import { ChunkLoadError } from '../../shared/errors';
import { showReloadNotice } from '../ui/reloadNotice';

const NOTICE_ID = 'startup-failure';

/**
 * Shown when the page's own chunk failed at startup and the one automatic reload is spent. The
 * server's HTML stays readable underneath; this says why nothing reacts and offers a reload. Plain
 * DOM, because React never mounted.
 */
export function showStartupFailureNotice(error: unknown, doc: Document = document): void {
  const message =
    error instanceof ChunkLoadError && error.type === 'timeout'
      ? 'This page is taking too long to load. Check your connection, then reload.'
      : "Part of this page didn't load — the shop may have just been updated, or the connection dropped.";
  showReloadNotice(doc, NOTICE_ID, message)?.focus();
}
