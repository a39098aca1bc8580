/**
 * Where each action that has no handler yet will come from. The server answers such a call with
 * 501 naming the action and this issue area; a test keeps every action either handled or listed.
 */
export const pendingAreas: Record<string, string> = {
  accounts: 'issue #3 (accounts)',
  privacy: 'issue #3 (accounts: privacy consent)',
  tracking: 'issue #3 (accounts: privacy consent and tracking)',
  addresses: 'issue #3 (accounts: addresses)',
  oauth: 'issue #3 (accounts: OAuth2 for the apps)',
  catalog: 'issue #4 (catalogue and storefronts)',
  storefront: 'issue #4 (catalogue and storefronts)',
  favorites: 'issue #4 (catalogue and storefronts: favourites)',
  site: 'issue #4 (catalogue and storefronts: site calls)',
  content: 'content pages and CMS (no issue filed yet)',
  contentExport: 'content export (no issue filed yet)',
  experiments: 'experiments and feature flags (no issue filed yet)',
  sessions: 'issue #2 (foundation: sessions)',
};
