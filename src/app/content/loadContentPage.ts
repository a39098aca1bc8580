import { type ContentPage, readContentPage } from './contentSchema';

// Every content file becomes its own lazy chunk; only the visited page is fetched.
const files = import.meta.glob<unknown>('./pages/**/*.json', { import: 'default' });

/**
 * The page definition for a content version and slug, or null when there is none. A failure to
 * load is quiet (spec §8): the caller shows the not-found page.
 */
export async function loadContentPage(
  version: string,
  slug: string,
  sources: Record<string, () => Promise<unknown>> = files,
): Promise<ContentPage | null> {
  const load = sources[`./pages/${version}/${slug}.json`];
  if (!load) return null;
  try {
    return readContentPage(await load());
  } catch {
    return null;
  }
}
