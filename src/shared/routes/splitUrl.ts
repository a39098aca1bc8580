import { decodeQueryText, decodeText } from './uriText';

export interface UrlParts {
  /** Decoded path segments; empty ones (from '//' or a trailing '/') are dropped. */
  segments: string[];
  /** Decoded query pairs in the order written; a name without '=' has the value ''. */
  pairs: [name: string, value: string][];
}

const schemeAndAuthority = /^[a-zA-Z][a-zA-Z\d+.-]*:\/\/[^/?#]*/;

/** Splits an absolute or relative URL into path segments and query pairs; the hash is ignored. */
export function splitUrl(url: string): UrlParts {
  const withoutOrigin = url.replace(schemeAndAuthority, '');
  const hashAt = withoutOrigin.indexOf('#');
  const beforeHash = hashAt === -1 ? withoutOrigin : withoutOrigin.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  return {
    segments: path
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeText),
    pairs: search
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const equalsAt = pair.indexOf('=');
        if (equalsAt === -1) return [decodeQueryText(pair), ''];
        return [
          decodeQueryText(pair.slice(0, equalsAt)),
          decodeQueryText(pair.slice(equalsAt + 1)),
        ];
      }),
  };
}
