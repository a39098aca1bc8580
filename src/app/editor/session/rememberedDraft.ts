/*
 * Which draft an /editor?new… address made in this tab, so a reload (or a crash and restore)
 * reopens that draft instead of starting another. Kept per tab: the same link opened in a new tab
 * is a new project, as pressing Personalize again would be.
 */

const PREFIX = 'printshop-editor-draft:';

export function rememberedDraftFor(address: string): {
  get(): string | undefined;
  set(clientId: string): void;
} {
  const key = `${PREFIX}${address}`;
  return {
    get() {
      try {
        return sessionStorage.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(clientId) {
      try {
        sessionStorage.setItem(key, clientId);
      } catch {
        // Storage refused (private mode): a reload then starts a new draft; nothing is lost.
      }
    },
  };
}
