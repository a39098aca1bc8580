import type { DBSchema, IDBPDatabase } from 'idb';
import type { ActionOutput } from '../../shared/api/actionTable';

/*
 * The last cart the server sent, per owner, so /checkout/cart reads offline. Its own small
 * database, as the editor's drafts index is: a store of the app database would need a version
 * step there that other areas are changing at the same time, and a cart copy is disposable.
 */

export type Cart = ActionOutput<'my/cart/show'>;

export interface CachedCart {
  /** `user:7` for a signed-in user, `guest:<anonymous id>` for a guest's session. */
  owner: string;
  cart: Cart;
  savedAt: number;
}

interface CartCacheSchema extends DBSchema {
  carts: { key: string; value: CachedCart };
}

export const CART_CACHE_DATABASE = 'printshop-cart';
const VERSION = 1;
const STORE = 'carts';

export interface CartCache {
  read(owner: string): Promise<CachedCart | undefined>;
  write(owner: string, cart: Cart): Promise<void>;
  /** Forgets every copy (sign-out: a cart is private to its owner). */
  clear(): Promise<void>;
}

let opened: Promise<IDBPDatabase<CartCacheSchema>> | undefined;

function database(): Promise<IDBPDatabase<CartCacheSchema>> {
  // idb loads with the first read: the header's cart count is on every page's first load, the
  // cache is needed only once the cart is asked for.
  opened ??= import('idb').then(({ openDB }) =>
    openDB<CartCacheSchema>(CART_CACHE_DATABASE, VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) db.createObjectStore(STORE, { keyPath: 'owner' });
      },
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
        opened = undefined;
      },
    }),
  );
  opened.catch(() => {
    opened = undefined;
  });
  return opened;
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/**
 * The browser's cart cache. Failures (no IndexedDB in a private window, a full quota) are
 * swallowed: the copy is a convenience for reading offline, never the record of a change.
 */
export const browserCartCache: CartCache = {
  async read(owner) {
    if (!hasIndexedDb()) return undefined;
    try {
      return await (await database()).get(STORE, owner);
    } catch {
      return undefined;
    }
  },
  async write(owner, cart) {
    if (!hasIndexedDb()) return;
    try {
      await (await database()).put(STORE, { owner, cart, savedAt: Date.now() });
    } catch {
      // Not kept: the page still shows the cart it has.
    }
  },
  async clear() {
    if (!hasIndexedDb()) return;
    try {
      await (await database()).clear(STORE);
    } catch {
      // Nothing readable is left either.
    }
  },
};
