/** Below this much free space the app warns before the browser starts refusing writes. */
const LOW_FREE_BYTES = 50 * 1024 * 1024;
const LOW_RATIO = 0.9;

export interface StorageBudget {
  usage: number;
  quota: number;
}

/** True when the origin's storage is nearly full (over 90 % used, or under 50 MB free). */
export function isStorageLow({ usage, quota }: StorageBudget): boolean {
  if (!(quota > 0)) return false;
  return usage / quota > LOW_RATIO || quota - usage < LOW_FREE_BYTES;
}

/** "1.2 GB" style sizes for the storage message. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0
    ? `${Math.round(value)} bytes`
    : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
