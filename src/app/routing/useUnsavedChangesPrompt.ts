import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { UnsavedChangesPrompt } from '../navigation/unsavedChangesPrompt';

/**
 * The router's side of navigation/unsavedChangesPrompt (RouterNavigation gives it to pages): holds
 * an in-app navigation to another page while `unsaved` (React Router's useBlocker), so the page can
 * ask first. Moving within the same page (its query, as the editor does when the server names a new
 * project) is never held. Once the work is saved while the question is open, the navigation goes
 * on by itself: there is nothing left to lose.
 */
export function useHoldWithBlocker(unsaved: boolean): UnsavedChangesPrompt {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked && !unsaved) blocker.proceed?.();
  }, [blocked, unsaved, blocker]);
  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const leave = useCallback(() => blocker.proceed?.(), [blocker]);
  return { blocked, stay, leave };
}
