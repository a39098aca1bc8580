import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { useLocation } from '../../navigation/navigation';
import { useRouteMatch } from '../../navigation/useRouteMatch';
import { useSession } from '../../state/session/useSession';
import { useConsent } from '../privacy/useConsent';
import { type CornerClaim, useCornerTurn } from './cornerNotices';
import { DismissibleNotice } from './DismissibleNotice';
import { dismissedSources, rememberDismissedSource, visitSource } from './signUpSource';
import { signUpBannerQuery } from './siteQueries';

/**
 * Pages where asking to sign up would be in the way: signing in or up already, and the cart and
 * checkout, whose primary buttons a notice must never cover on a phone.
 */
const QUIET_PAGES = new Set([
  'account.login',
  'account.signup',
  'cart',
  'checkout',
  'checkout.quick',
  'checkout.confirm',
]);

const browserStorage = (kind: 'localStorage' | 'sessionStorage') =>
  typeof window === 'undefined' ? undefined : window[kind];

/**
 * The sign-up offer for a guest a campaign sent (`?utm_source=wedding`): the banner the store
 * keeps for that source, in the corner notice (it never moves the page), announced once, closed
 * by its button (keyboard too) and closed for good on this device. It has the corner before the
 * slide-in promotion. Shown after hydration only: the source and what was closed are known in
 * the browser.
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
  const quiet = QUIET_PAGES.has(match.name);
  const guest = session.isSuccess && !session.data?.user;
  const wanted = guest && source !== undefined && !state?.dismissed.includes(source) && !quiet;
  const query = useQuery({ ...signUpBannerQuery(api, source ?? ''), enabled: wanted });
  const banner = query.data?.banner;
  // The corner is held while it may still show (the source, session or banner not known yet),
  // so the slide-in does not appear only to be replaced.
  const undecided =
    !state ||
    (source !== undefined &&
      !state.dismissed.includes(source) &&
      !quiet &&
      (session.isPending || (guest && query.isPending)));
  const claim: CornerClaim | undefined =
    wanted && banner ? 'showing' : undecided ? 'waiting' : undefined;
  const turn = useCornerTurn('sign-up', claim);
  if (!wanted || !banner || !source || !state || !turn) return null;
  const close = () => {
    rememberDismissedSource(browserStorage('localStorage'), source);
    setState({ ...state, dismissed: [source, ...state.dismissed] });
  };
  return (
    <DismissibleNotice
      tone="teal"
      title={banner.title}
      titleId="sign-up-banner-title"
      announce={`Offer for new members: ${banner.title}`}
      body={banner.body}
      action={{ to: build('account.signup'), label: 'Create a free account' }}
      onClose={close}
    />
  );
}
