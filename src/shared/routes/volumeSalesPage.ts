import { build } from './build';

/** Tag groups whose volume sales go to a landing page of their own (spec §2). */
const volumeSalesLandingPaths: Readonly<Record<string, string>> = {
  education: 'yearbook',
  'pro-collection': 'pro',
  sports: 'volume',
};

/** The volume sales page of a photo-book tag group, or undefined when it has none. */
export function volumeSalesHref(tagGroupUri: string): string | undefined {
  const path = volumeSalesLandingPaths[tagGroupUri];
  return path === undefined ? undefined : build('landing', { path });
}
