import { createContext, use } from 'react';

export interface UnsavedChangesPrompt {
  /** A navigation away is waiting for the customer's answer. */
  blocked: boolean;
  /** Stay here: the navigation is cancelled. */
  stay: () => void;
  /** Leave anyway: the navigation goes on. */
  leave: () => void;
}

/**
 * The router's way of holding a navigation while a page's work is unsaved. Routing gives it
 * (RouterNavigation, over React Router's useBlocker), so a page asks through here and never imports
 * the router, which sits above every area.
 */
export type HoldNavigation = (unsaved: boolean) => UnsavedChangesPrompt;

const outsideTheRouter: HoldNavigation = () => {
  throw new Error('an unsaved-changes prompt is used outside the router');
};

export const HoldNavigationContext = createContext<HoldNavigation>(outsideTheRouter);

/**
 * Holds an in-app navigation to another page while `unsaved`, so the page can ask first. Moving
 * within the same page is never held; once the work is saved while the question is open, the
 * navigation goes on by itself.
 */
export function useUnsavedChangesPrompt(unsaved: boolean): UnsavedChangesPrompt {
  // The context's value is one function for the router's whole life, so the hooks it calls run in
  // the same order on every render.
  const useHold = use(HoldNavigationContext);
  return useHold(unsaved);
}
