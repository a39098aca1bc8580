import { isStorageLow, type StorageBudget } from '../../shared/offline/storageBudget';

let persistAsked = false;

/**
 * Asks the browser once to keep this site's data when the device runs low (photos, drafts and
 * queued changes must not be evicted). Called when the first such thing is stored.
 */
export async function keepStoredData(): Promise<void> {
  if (persistAsked || !navigator.storage?.persist) return;
  persistAsked = true;
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist().catch(() => false);
}

/** How much the site stores and may store, when the browser tells. */
export async function storageBudget(): Promise<(StorageBudget & { low: boolean }) | undefined> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!estimate?.quota) return undefined;
  const budget = { usage: estimate.usage ?? 0, quota: estimate.quota };
  return { ...budget, low: isStorageLow(budget) };
}
