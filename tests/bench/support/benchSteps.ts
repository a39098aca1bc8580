import { table } from './benchTables';

export interface StepOutcome {
  name: string;
  seconds: number;
  /** The first line of what it threw; undefined when it ran to the end. */
  failure?: string;
  /** Left out by BENCH_STEPS. */
  skipped?: boolean;
}

/**
 * The bench's steps, run one after another whatever each does: a step that throws is a row saying
 * so, and the steps after it still run (one failing browser step used to abort every bench after
 * it). `print` closes the run with one row per step.
 */
export class BenchSteps {
  readonly outcomes: StepOutcome[] = [];

  /**
   * @param only parts of step names (case-insensitive) to run, the rest left out: the bench is
   *   long and the machine shared, so one step can be measured again alone (BENCH_STEPS).
   */
  constructor(private readonly only: readonly string[] = []) {}

  chosen(name: string): boolean {
    return this.only.length === 0 || this.only.some((part) => name.toLowerCase().includes(part));
  }

  /**
   * Runs `work` unless BENCH_STEPS leaves it out (`always`: a step the chosen ones need); answers
   * whether it finished.
   */
  async run(
    name: string,
    work: () => Promise<unknown>,
    { always = false }: { always?: boolean } = {},
  ): Promise<boolean> {
    if (!always && !this.chosen(name)) {
      this.outcomes.push({ name, seconds: 0, skipped: true });
      return false;
    }
    const started = performance.now();
    try {
      await work();
      this.outcomes.push({ name, seconds: (performance.now() - started) / 1000 });
      return true;
    } catch (error) {
      const failure = firstLine(error);
      this.outcomes.push({ name, seconds: (performance.now() - started) / 1000, failure });
      // Where the step's own tables would have been, so the log reads in order.
      console.log(`\n### ${name}: failed\n\n${failure}\n`);
      if (error instanceof Error && error.stack) console.error(error.stack);
      return false;
    }
  }

  /** A step that cannot run because one it needs failed: a row too. */
  skip(name: string, reason: string): void {
    this.outcomes.push({ name, seconds: 0, failure: `not run: ${reason}` });
  }

  get failed(): number {
    return this.outcomes.filter((o) => o.failure !== undefined).length;
  }

  print(): void {
    const ran = this.outcomes.filter((o) => !o.skipped).length;
    console.log(`\n### Bench steps: ${ran - this.failed} ran to the end, ${this.failed} failed\n`);
    console.log(
      table(
        ['step', 'result', 's'],
        this.outcomes.map((o) => [
          o.name,
          o.skipped
            ? 'left out (BENCH_STEPS)'
            : o.failure === undefined
              ? 'ok'
              : `**failed**: ${o.failure.replaceAll('|', '\\|')}`,
          o.seconds.toFixed(0),
        ]),
      ),
    );
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.slice(0, 300);
}
