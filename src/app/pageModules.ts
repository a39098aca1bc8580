import type { RouteName } from '../shared/routes/routeTable';
import type { PageModule } from './routing/pageModule';

type PageImport = () => Promise<PageModule>;

/**
 * The page of each route, loaded on demand (one chunk per page). A route not listed here is not
 * built yet and shows the ComingSoon page, which names it and offers related links.
 */
const builtPages: Partial<Record<RouteName, PageImport>> = {
  home: () => import('./home/HomePage'),
  'account.login': () => import('./account/LoginPage'),
  'account.signup': () => import('./account/SignupPage'),
  catchAll: () => import('./content/CatchAllPage'),
  notFound: () => import('./notFound/NotFoundPage'),
  'oauth.authorize': () => import('./oauth/AuthorizePage'),
  'oauth.authorizeApp': () => import('./oauth/AuthorizePage'),
};

const comingSoonPage: PageImport = () => import('./comingSoon/ComingSoonPage');

export function pageImportFor(name: RouteName): PageImport {
  return builtPages[name] ?? comingSoonPage;
}
