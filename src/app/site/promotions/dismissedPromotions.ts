/*
 * Which slide-in promotions this browser closed, so a closed one stays closed on the next page
 * and the next visit. Kept on the device only: it is the visitor's own choice, never sent.
 */
const KEY = 'printshop.dismissedSlideIns';
/** Old ids fall off the end; promotions run a few weeks, so a short memory is enough. */
const MAX_REMEMBERED = 50;

export function dismissedPromotionIds(storage: Pick<Storage, 'getItem'> | undefined): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  id: number,
): void {
  const ids = [id, ...dismissedPromotionIds(storage).filter((other) => other !== id)];
  try {
    storage?.setItem(KEY, JSON.stringify(ids.slice(0, MAX_REMEMBERED)));
  } catch {
    // Storage full or blocked (private mode): the promotion is closed for this page only.
  }
}
