import type { MetaContext, PageMeta, PageModule } from '../navigation/pageModule';

/** A page's head data; a page without `meta` gets the shop's name as its title. */
export function metaOf(module: PageModule, context: MetaContext): PageMeta {
  return module.meta?.(context) ?? { title: 'Printshop', titleIsFull: true };
}
