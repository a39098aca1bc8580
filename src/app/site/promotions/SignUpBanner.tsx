import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { useSession } from '../../common/session/useSession';
import { Link, useLocation } from '../../routing/navigation';
import { useRouteMatch } from '../../routing/useRouteMatch';
import { useConsent } from '../privacy/useConsent';
import styles from './SignUpBanner.module.css';
import { dismissedSources, rememberDismissedSource, visitSource } from './signUpSource';
import { signUpBannerQuery } from './siteQueries';

/** Pages where asking to sign up would be in the way. */
const QUIET_PAGES = new Set(['account.login', 'account.signup', 'checkout', 'checkout.quick']);

const browserStorage = (kind: 'localStorage' | 'sessionStorage') =>
  typeof window === 'undefined' ? undefined : window[kind];

/**
 * The sign-up offer for a guest a campaign sent (`?utm_source=wedding`): the banner the store
 * keeps for that source, in a panel fixed to the corner (it never moves the page), announced
 * once, closed by its button (keyboard too) and closed for good on this device. Shown after
 * hydration only: the source and what was closed are known in the browser.
 */
export function SignUpBanner() {
  const api = useApi();
  const { search } = useLocation();
  const match = useRouteMatch();
  const session = useSession();
  const consent = useConsent();
  const [state, setState] = useState<{ source?: string; dismissed: string[] } | undefined>();
  const consented = consent?.analytics === true;
  useEffect(() => {
    setState({
      source: visitSource(search, browserStorage('sessionStorage'), consented),
      dismissed: dismissedSources(browserStorage('localStorage')),
    });
  }, [search, consented]);
  const source = state?.source;
  const guest = session.isSuccess && !session.data?.user;
  const wanted =
    guest &&
    source !== undefined &&
    !state?.dismissed.includes(source) &&
    !QUIET_PAGES.has(match.name);
  const banner = useQuery({ ...signUpBannerQuery(api, source ?? ''), enabled: wanted }).data
    ?.banner;
  if (!wanted || !banner || !source || !state) return null;
  const close = () => {
    rememberDismissedSource(browserStorage('localStorage'), source);
    setState({ ...state, dismissed: [source, ...state.dismissed] });
  };
  return (
    <aside className={styles.panel} aria-labelledby="sign-up-banner-title">
      <p className="visually-hidden" role="status">
        Offer for new members: {banner.title}
      </p>
      <button type="button" className={styles.close} onClick={close} aria-label="Close this offer">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <p id="sign-up-banner-title" className={styles.title}>
        {banner.title}
      </p>
      {banner.body ? <p className={styles.body}>{banner.body}</p> : null}
      <Link to={build('account.signup')} className={styles.cta} onClick={close}>
        Create a free account
      </Link>
    </aside>
  );
}
