/** Edit distance (insert, delete, substitute one character), two-row dynamic programming. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        substitution,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** Longer words tolerate more typos; very short ones none, or everything would match. */
function allowedDistance(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 6 ? 1 : 2;
}

/**
 * Replaces each query word missing from the vocabulary with its nearest vocabulary word within the
 * allowed distance ('weding' becomes 'wedding'); words with no near neighbour are kept as typed.
 * Ties go to the alphabetically first word so the answer does not depend on vocabulary order.
 */
export function correctQueryWords(query: string, vocabulary: readonly string[]): string[] {
  const known = new Set(vocabulary);
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((word) => {
    if (known.has(word)) return word;
    const limit = allowedDistance(word);
    let best: { word: string; distance: number } | undefined;
    for (const candidate of vocabulary) {
      if (Math.abs(candidate.length - word.length) > limit) continue;
      const distance = editDistance(word, candidate);
      if (distance > limit) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && candidate < best.word)
      ) {
        best = { word: candidate, distance };
      }
    }
    return best?.word ?? word;
  });
}
