/*
 * Which campaign sent this visitor (utm_source, else source), and which sign-up banners they
 * closed. The source is read from the address; it is kept for the rest of the visit only with the
 * visitor's analytics consent, because remembering where someone came from is attribution. What
 * they closed is their own choice, kept on the device and never sent.
 */

const SOURCE_KEY = 'printshop.signUpSource';
const DISMISSED_KEY = 'printshop.dismissedSignUpBanners';
const MAX_REMEMBERED = 20;

type Reader = Pick<Storage, 'getItem'> | undefined;
type Writer = Pick<Storage, 'getItem' | 'setItem'> | undefined;

/** The campaign source named in a query string, lower-cased, or undefined. */
export function sourceInSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const source = (params.get('utm_source') ?? params.get('source') ?? '').trim().toLowerCase();
  return /^[a-z0-9][a-z0-9_.-]{0,99}$/.test(source) ? source : undefined;
}

/**
 * The source of this visit: the address's, else (with consent) the one the visit arrived with.
 * With consent a new source is remembered for the visit; without it nothing is stored.
 */
export function visitSource(
  search: string,
  session: (Writer & Pick<Storage, 'removeItem'>) | undefined,
  consented: boolean,
): string | undefined {
  const fromAddress = sourceInSearch(search);
  try {
    if (!consented) {
      session?.removeItem(SOURCE_KEY);
      return fromAddress;
    }
    if (fromAddress) {
      session?.setItem(SOURCE_KEY, fromAddress);
      return fromAddress;
    }
    return sourceInSearch(`?source=${session?.getItem(SOURCE_KEY) ?? ''}`);
  } catch {
    return fromAddress;
  }
}

export function dismissedSources(storage: Reader): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDismissedSource(storage: Writer, source: string): void {
  const sources = [source, ...dismissedSources(storage).filter((other) => other !== source)];
  try {
    storage?.setItem(DISMISSED_KEY, JSON.stringify(sources.slice(0, MAX_REMEMBERED)));
  } catch {
    // Storage full or blocked: closed for this page only.
  }
}
