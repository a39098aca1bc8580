import type { RouteName } from '../../shared/routes/routeTable';
import type { PageModule } from '../navigation/pageModule';
import { pageImportFor } from '../pageModules';
import { loadChunk } from './loadChunk';

const loaded = new Map<RouteName, PageModule>();
const loading = new Map<RouteName, Promise<PageModule>>();

/** Loads a route's page module once (with the chunk time limit) and remembers it. */
export function loadPage(name: RouteName): Promise<PageModule> {
  const done = loaded.get(name);
  if (done) return Promise.resolve(done);
  let pending = loading.get(name);
  if (!pending) {
    pending = loadChunk(name, pageImportFor(name)).then(
      (module) => {
        loaded.set(name, module);
        loading.delete(name);
        return module;
      },
      (error: unknown) => {
        // Forget the failure so a later navigation can try again.
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/** The page module if it is already loaded: rendering must not wait during hydration. */
export function loadedPage(name: RouteName): PageModule | undefined {
  return loaded.get(name);
}
