import { queryOptions } from '@tanstack/react-query';
import type { CallAction } from '../../navigation/pageModule';
import type { ProductArtKind } from '../../ui/art/ProductArt';

/** The sign-in and sign-up pages' side panel and words, from the content store (`components/auth`). */
export interface AuthContent {
  signInLead?: string;
  signUpLead?: string;
  asideTitle: string;
  asideText?: string;
  asideArt: ProductArtKind;
  benefits: string[];
}

const ARTS: readonly ProductArtKind[] = [
  'photoBooks',
  'cards',
  'calendars',
  'labels',
  'canvas',
  'metal',
  'acrylic',
  'poster',
  'prints',
];

/** What the panel says when the store has no published texts (or cannot be reached). */
export const DEFAULT_AUTH_CONTENT: AuthContent = {
  asideTitle: 'Your projects, safe and in one place',
  asideArt: 'photoBooks',
  benefits: [
    'Save designs and pick up on any device',
    'Keep your photo library organised',
    'Track orders and reorder in two clicks',
    'Invite family to add photos to a book',
  ],
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** Reads the store's named texts: benefit1, benefit2… in order; unknown art falls back. */
export function readAuthContent(values: Record<string, unknown>): AuthContent {
  const benefits = Object.keys(values)
    .map((key) => /^benefit(\d+)$/.exec(key))
    .filter((found): found is RegExpExecArray => found !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .flatMap((found) => text(values[found[0]]) ?? []);
  const art = ARTS.find((kind) => kind === values.asideArt);
  return {
    signInLead: text(values.signInLead),
    signUpLead: text(values.signUpLead),
    asideTitle: text(values.asideTitle) ?? DEFAULT_AUTH_CONTENT.asideTitle,
    asideText: text(values.asideText),
    asideArt: art ?? DEFAULT_AUTH_CONTENT.asideArt,
    benefits: benefits.length ? benefits : DEFAULT_AUTH_CONTENT.benefits,
  };
}

export function authContentQuery(call: CallAction) {
  return queryOptions({
    queryKey: ['content', 'components/auth'] as const,
    queryFn: async (): Promise<AuthContent> => {
      try {
        return readAuthContent(await call('components/auth', {}));
      } catch {
        return DEFAULT_AUTH_CONTENT;
      }
    },
    staleTime: 60_000,
  });
}
