import { randomUUID } from 'node:crypto';
import { open, readFile, rm, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

export interface FileLockerOptions {
  /** Where the lock files live: the upload dir, beside the uploads they guard. */
  directory: string;
  /** How long a request waits for the lock before tus answers 500 (the client retries). */
  acquireTimeoutMs?: number;
  /**
   * A lock file not refreshed for this long belongs to a process that died (kill -9, power cut);
   * it is broken. The holder refreshes it every third of this, so a live holder never looks stale.
   */
  staleMs?: number;
  /** How often a waiting request tries again. */
  pollMs?: number;
}

export const LOCK_SUFFIX = '.lock';

/**
 * A tus Locker that works across processes sharing one upload dir: the lock is a file created with
 * O_EXCL ('wx'), which exactly one process can win. Within this process, a request that finds the
 * upload locked asks the holder to let go (tus's `cancelReq`: a retried PATCH supersedes the
 * stalled one, as the tus protocol recommends); a holder in another process is waited for until it
 * unlocks or its lock goes stale.
 */
export class FileLocker implements Locker {
  readonly directory: string;
  readonly acquireTimeoutMs: number;
  readonly staleMs: number;
  readonly pollMs: number;
  /** The holders in this process, to be asked to release when another request wants the lock. */
  readonly holders = new Map<string, RequestRelease>();

  constructor(options: FileLockerOptions) {
    this.directory = options.directory;
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.staleMs = options.staleMs ?? 60_000;
    this.pollMs = options.pollMs ?? 25;
  }

  lockPath(id: string): string {
    // tus ids are ours (hex); basename keeps a crafted id from naming a file elsewhere.
    return path.join(this.directory, `${path.basename(id)}${LOCK_SUFFIX}`);
  }

  newLock(id: string): Lock {
    return new FileLock(this, id);
  }

  private idleWaiters: (() => void)[] = [];

  /** Resolves once this process holds no lock: on shutdown, every cut request has let go. */
  whenIdle(): Promise<void> {
    if (this.holders.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Called by a lock as it lets go. */
  released(): void {
    if (this.holders.size > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tells this process from an earlier one with the same pid. */
const PROCESS_RUN = randomUUID();

/**
 * Whether the process named in a lock file may still hold it. One on this machine that is gone
 * (a crash, a restart) held it last: the lock need not wait out staleMs. A process on another
 * machine sharing the upload dir cannot be asked, so it counts as alive until its lock goes stale.
 */
function isHolderAlive(token: string): boolean {
  const [host, pidText, run] = token.trim().split(' ');
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return true;
  // Our own pid: this process, or one before it that had the same pid (a container's pid 1).
  if (pid === process.pid) return run === PROCESS_RUN;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's process.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** The lock file's content, or undefined when there is none. */
const readToken = (file: string) => readFile(file, 'utf8').catch(() => undefined);

class FileLock implements Lock {
  private heartbeat?: NodeJS.Timeout;
  private releaseRequest?: RequestRelease;
  private readonly file: string;
  /**
   * Written into the lock file: unlock removes the file only while it is still ours (a lock
   * broken as stale may since belong to someone else), and breaking removes only the stale one.
   */
  private readonly token = `${hostname()} ${process.pid} ${PROCESS_RUN} ${randomUUID()}\n`;

  constructor(
    private readonly locker: FileLocker,
    private readonly id: string,
  ) {
    this.file = locker.lockPath(id);
  }

  async lock(signal: AbortSignal, cancelReq: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (await this.tryCreate()) {
        this.releaseRequest = cancelReq;
        this.locker.holders.set(this.id, cancelReq);
        this.heartbeat = setInterval(() => void this.refresh(), this.locker.staleMs / 3);
        this.heartbeat.unref();
        return;
      }
      const holder = this.locker.holders.get(this.id);
      if (holder) await holder();
      else await this.breakIfStale();
      if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(this.locker.pollMs);
    }
  }

  async unlock(): Promise<void> {
    clearInterval(this.heartbeat);
    if (this.locker.holders.get(this.id) === this.releaseRequest)
      this.locker.holders.delete(this.id);
    if ((await readToken(this.file)) === this.token) await rm(this.file, { force: true });
    this.locker.released();
  }

  private async tryCreate(): Promise<boolean> {
    try {
      const handle = await open(this.file, 'wx');
      await handle.writeFile(this.token);
      await handle.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  private async refresh() {
    const now = new Date();
    await utimes(this.file, now, now).catch(() => {});
  }

  private async breakIfStale() {
    try {
      const stale = await readToken(this.file);
      const { mtimeMs } = await stat(this.file);
      const fresh = Date.now() - mtimeMs <= this.locker.staleMs;
      if (fresh && (stale === undefined || isHolderAlive(stale))) return;
      // Another waiter may have broken it and taken a fresh lock since we looked: that one stays.
      if ((await readToken(this.file)) === stale) await rm(this.file, { force: true });
    } catch {
      // Gone between our attempt and now: the next attempt takes it.
    }
  }
}
