import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Navigation, NavigationContext } from '../navigation/navigation';
import { HoldNavigationContext } from '../navigation/unsavedChangesPrompt';
import { useHoldWithBlocker } from './useUnsavedChangesPrompt';

/** The app's navigation context from React Router's own location, navigate and blocker. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(() => ({ location, navigate }), [location, navigate]);
  return (
    <NavigationContext value={navigation}>
      <HoldNavigationContext value={useHoldWithBlocker}>{children}</HoldNavigationContext>
    </NavigationContext>
  );
}
