import type { PageMeta } from '../../routing/pageModule';

export const SITE_NAME = 'Printshop';

export function fullTitle(meta: PageMeta): string {
  return meta.titleIsFull ? meta.title : `${meta.title} | ${SITE_NAME}`;
}
