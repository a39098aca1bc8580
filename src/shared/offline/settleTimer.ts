export interface SettleTimer {
  /** Something changed: run once things settle. */
  poke(): void;
  /**
   * Work under way that makes more changes (an upload queue): the run waits for its release, or
   * the longest wait. Answers the release; releasing twice is harmless.
   */
  hold(): () => void;
  stop(): void;
}

/**
 * Runs `job` once after a burst of changes: `delayMs` after the last poke when nothing holds it,
 * and at the latest `maxWaitMs` after the first poke since the last run, held or not, so a long
 * upload still gets its duplicates flagged and its snapshot stored along the way.
 */
export function settleTimer(
  job: () => void,
  { delayMs, maxWaitMs }: { delayMs: number; maxWaitMs: number },
): SettleTimer {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let holds = 0;

  const clear = () => {
    clearTimeout(quiet);
    clearTimeout(deadline);
    quiet = undefined;
    deadline = undefined;
  };
  const run = () => {
    clear();
    job();
  };
  const waitQuietly = () => {
    clearTimeout(quiet);
    quiet = holds === 0 ? setTimeout(run, delayMs) : undefined;
  };

  return {
    poke() {
      waitQuietly();
      deadline ??= setTimeout(run, maxWaitMs);
    },
    hold() {
      holds++;
      clearTimeout(quiet);
      quiet = undefined;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        // Poked meanwhile (a deadline is set): now is the quiet moment to run.
        if (holds === 0 && deadline !== undefined) waitQuietly();
      };
    },
    stop: clear,
  };
}
