import type { PageMeta } from '../../navigation/pageModule';

export const SITE_NAME = 'Printshop';

export function fullTitle(meta: PageMeta): string {
  return meta.titleIsFull ? meta.title : `${meta.title} | ${SITE_NAME}`;
}
