// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../queryClient';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { consentQueryKey } from './consentQuery';
import { HEARTBEAT_INTERVAL_MS, useVisitHeartbeat } from './useVisitHeartbeat';

function Heartbeat() {
  useVisitHeartbeat();
  return null;
}

async function render(analytics: boolean) {
  const calls: string[] = [];
  const queryClient = createQueryClient();
  queryClient.setQueryData(consentQueryKey, {
    decided: true,
    functional: false,
    analytics,
    advertising: false,
  });
  const api = {
    call: (name: string) => {
      // The providers also read the session; only the heartbeat's calls matter here.
      if (name !== 'my/sessions/current') calls.push(name);
      return Promise.resolve({ expiresAt: '2026-11-23T12:00:00Z' });
    },
    setCsrfToken: () => {},
  };
  await renderInRouter(<Heartbeat />, { api: api as never, queryClient });
  return calls;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => {
  cleanupRendered();
  vi.useRealTimers();
});

describe('useVisitHeartbeat', () => {
  it('prolongs the visit every few minutes while analytics is consented to', async () => {
    const calls = await render(true);
    await act(async () => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2));
    expect(calls).toEqual(['tracking_sessions/prolong', 'tracking_sessions/prolong']);
  });

  it('sends nothing without analytics consent', async () => {
    const calls = await render(false);
    await act(async () => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2));
    expect(calls).toEqual([]);
  });
});
