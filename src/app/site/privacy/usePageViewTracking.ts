import { useEffect, useRef } from 'react';
import { useApi } from '../../apiContext';
import { useLocation } from '../../navigation/navigation';
import { sendPageView } from './pageViews';
import { useConsent } from './useConsent';

/**
 * A page view on every navigation (a new path or query), and on consent for the page being read,
 * only while analytics is consented to: without consent no request is made at all.
 */
export function usePageViewTracking(): void {
  const api = useApi();
  const analytics = useConsent()?.analytics === true;
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!analytics || sentFor.current === path) return;
    sentFor.current = path;
    // The referrer tells where the visit came from, so it belongs to the landing page only: once
    // per document (the frame mounts again when React Router takes over, see AppRoot).
    const referrer = referrerSent ? undefined : document.referrer;
    referrerSent = true;
    sendPageView(api, path, referrer);
  }, [api, analytics, path]);
}

let referrerSent = false;
