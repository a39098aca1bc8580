const trailingId = /-(\d+)$/;

/** The project id is the number after the last hyphen: 'my-book-123' → 123, 'my-book' → undefined. */
export function projectIdFromUri(projectUri: string): number | undefined {
  const digits = trailingId.exec(projectUri)?.[1];
  if (digits === undefined) return undefined;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : undefined;
}
