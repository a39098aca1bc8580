import { type ReactNode, useRef } from 'react';
import { useDraftSyncOnSignIn } from '../../editor';
import { deferredPart } from '../../navigation/deferredPart';
import { useRouteMatch } from '../../navigation/useRouteMatch';
import { ConnectionStatus } from '../../offline/ConnectionStatus';
import { pageFrame } from '../../site/layout/pageFrame';
import { useFocusMainOnNavigate } from '../../site/layout/useFocusMainOnNavigate';
import { ConsentBanner } from '../../site/privacy/ConsentBanner';
import { PrivacyChoicesProvider } from '../../site/privacy/PrivacyChoices';
import { usePageViewTracking } from '../../site/privacy/usePageViewTracking';
import { useVisitHeartbeat } from '../../site/privacy/useVisitHeartbeat';
import { HeaderWarning } from '../../site/promotions/HeaderWarning';
import { HolidayPromotionStrip } from '../../site/promotions/HolidayPromotionStrip';
import { SiteHeader } from './SiteHeader';
import styles from './SiteLayout.module.css';

// What the first paint does not need loads after hydration (deferredPart): the footer is below
// the fold (the server's HTML shows it meanwhile), the offer and the sign-up banner appear on
// their conditions after hydration, the update notice when a new version is waiting.
const SiteFooter = deferredPart(() =>
  import('../../site/layout/SiteFooter').then((module) => ({ default: module.SiteFooter })),
);
// The offer and the sign-up banner take turns in one corner (cornerNotices): one part, so neither
// arrives first and shows for a moment before the other claims its turn.
const CornerNotices = deferredPart(() =>
  import('../../site/promotions/CornerNotices').then((module) => ({
    default: module.CornerNotices,
  })),
);
const UpdateNotice = deferredPart(() =>
  import('../../site/pwa/UpdateNotice').then((module) => ({ default: module.UpdateNotice })),
);

/** The frame of every page: skip link, header, main landmark, footer (pageFrame says which). */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const frame = pageFrame(useRouteMatch());
  useFocusMainOnNavigate(main);
  usePageViewTracking();
  useVisitHeartbeat();
  useDraftSyncOnSignIn();
  return (
    <PrivacyChoicesProvider>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          Skip to main content
        </a>
        {/* A page embedded in another site shows none of the shop's own notices. */}
        {frame.embedded ? null : <ConsentBanner />}
        {frame.header ? <HeaderWarning /> : null}
        {frame.header ? <HolidayPromotionStrip /> : null}
        {frame.header ? <SiteHeader /> : null}
        {frame.header ? <ConnectionStatus /> : null}
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {frame.footer ? <SiteFooter /> : null}
        {frame.header ? <CornerNotices /> : null}
        {frame.embedded ? null : <UpdateNotice />}
      </div>
    </PrivacyChoicesProvider>
  );
}
