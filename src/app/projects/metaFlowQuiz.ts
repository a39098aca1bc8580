import type { ThemesInput } from '../catalog/storefront/catalogQueries';

/*
 * The meta-flow quiz's rules, apart from its page: the questions' choices, what the answers ask
 * the catalogue for, and how a search with no match is widened until it finds designs.
 */

export interface QuizAnswers {
  occasion?: string;
  /** A size of the book line, e.g. '8x8'; '' for any size. */
  size?: string;
  /** A style id from the catalogue; '' for any style. */
  styleId?: string;
  /** Roughly how many photos: a key of PHOTO_AMOUNTS. */
  photos?: PhotoAmount;
}

export const OCCASIONS = [
  { id: 'wedding', label: 'A wedding' },
  { id: 'baby', label: 'A new baby' },
  { id: 'travel', label: 'A trip' },
  { id: 'birthday', label: 'A birthday' },
  { id: 'holiday', label: 'The holidays' },
  { id: 'family', label: 'Family and everyday' },
] as const;

/** How many photos, and the page count a book of that many starts with (two to four a page). */
export const PHOTO_AMOUNTS = {
  few: { label: 'Up to 40', pageCount: 20 },
  some: { label: '40 to 120', pageCount: 40 },
  many: { label: 'More than 120', pageCount: 60 },
} as const;
export type PhotoAmount = keyof typeof PHOTO_AMOUNTS;

/** The quiz's steps, in order; the step after the last question shows the recommendations. */
export const QUIZ_STEPS = ['occasion', 'size', 'style', 'photos'] as const;
export const RECOMMEND_STEP = QUIZ_STEPS.length + 1;
export const START_STEP = RECOMMEND_STEP + 1;

/** Photo books: the meta-flow's product. */
export const META_FLOW_PRODUCT_TYPE_ID = 1;

/**
 * The catalogue searches for the answers, most specific first: every answer, then without the
 * style, then only the product. The page shows the first with designs. The size narrows nothing:
 * every book design is made in every size of the line (the book is laid out at the size it is
 * started in), so the size goes to the editor link instead.
 */
export function recommendationSearches(answers: QuizAnswers, perPage = 6): ThemesInput[] {
  const base: ThemesInput = { productTypeId: META_FLOW_PRODUCT_TYPE_ID, perPage };
  const q = answers.occasion ? { q: answers.occasion } : {};
  const s = answers.styleId ? { s: [answers.styleId] } : {};
  const searches = [{ ...base, ...q, ...s }, { ...base, ...q }, base];
  const seen = new Set<string>();
  return searches.filter((search) => {
    const key = JSON.stringify(search);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const STORAGE_KEY = 'printshop.metaFlow';

/** The answers so far, kept for the tab (a reload or Back keeps them; a new visit starts over). */
export function loadAnswers(): QuizAnswers {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as QuizAnswers) : {};
  } catch {
    return {};
  }
}

export function saveAnswers(answers: QuizAnswers): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // Private mode: the quiz still works within the page.
  }
}
