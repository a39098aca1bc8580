/** A Markdown table, as the benches print their results. */
export function table(head: string[], rows: (string | number)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Runs steps to the end; the longest single step, i.e. how far a slice can overrun its budget. */
export function longestStepOf(steps: Generator<unknown, unknown>): number {
  let longest = 0;
  for (;;) {
    const start = performance.now();
    const step = steps.next();
    longest = Math.max(longest, performance.now() - start);
    if (step.done) return longest;
  }
}
