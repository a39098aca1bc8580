const DEFAULT_PAGE_SIZE = 24;

/** The rows of one page of a list call (page from 1, perPage defaulting to 24). */
export function pageWindow(input: { page?: number; perPage?: number }) {
  const limit = input.perPage ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((input.page ?? 1) - 1) * limit };
}
