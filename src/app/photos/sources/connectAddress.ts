import type { PhotoSource } from '../../../shared/catalog/photoSources';

/**
 * The server's connect address for a source. It is a full-page navigation (the source's sign-in
 * page is another site), which ends back at `returnTo` on this site.
 */
export function connectAddress(source: Pick<PhotoSource, 'path'>, returnTo: string): string {
  return `/~/photo-source-connect/${source.path}?${new URLSearchParams({ return_to: returnTo })}`;
}
