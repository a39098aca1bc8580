// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, installStore, promptInstall } from './installPrompt';

function offer(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompt };
}

describe('the install prompt', () => {
  it('keeps the browser offer, prompts once with it, then forgets it', async () => {
    captureInstallPrompt();
    const changes = vi.fn();
    const unsubscribe = installStore.subscribe(changes);
    expect(installStore.getSnapshot()).toBe(false);
    expect(await promptInstall()).toBe('unavailable');

    const { event, prompt } = offer('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installStore.getSnapshot()).toBe(true);

    expect(await promptInstall()).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installStore.getSnapshot()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('drops the offer once the app is installed', () => {
    captureInstallPrompt();
    window.dispatchEvent(offer('dismissed').event);
    expect(installStore.getSnapshot()).toBe(true);
    window.dispatchEvent(new Event('appinstalled'));
    expect(installStore.getSnapshot()).toBe(false);
  });
});
