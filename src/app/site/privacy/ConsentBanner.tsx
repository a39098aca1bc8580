import { build } from '../../../shared/routes/build';
import { Link } from '../../navigation/navigation';
import { NativeButton } from '../../ui/NativeButton';
import styles from './ConsentBanner.module.css';
import { ACCEPT_ALL, type ConsentChoice, ESSENTIAL_ONLY } from './consentQuery';
import { usePrivacyChoices } from './PrivacyChoices';
import { useConsent } from './useConsent';

/** After a choice the banner is gone; the keyboard carries on from the page's content. */
function focusMain() {
  document.getElementById('main')?.focus();
}

/**
 * The first-visit question (issue 3): a labelled region at the top of the page, in the page's flow
 * (it covers nothing and traps no focus), shown until the visitor chooses. The server render
 * already knows the choice, so someone who chose never sees it flash.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const { openSettings, save, error } = usePrivacyChoices();
  if (!consent) return null;
  if (consent.decided) {
    return error ? (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    ) : null;
  }
  const choose = (choice: ConsentChoice) => {
    void save(choice);
    focusMain();
  };
  return (
    <section aria-labelledby="consent-banner-title" className={styles.banner}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-banner-title" className={styles.title}>
            Your privacy choices
          </h2>
          <p className={styles.body}>
            Essential tools keep the shop working. With your consent we also remember your choices
            (functional), measure how the shop is used (analytics) and tell ad partners when an ad
            led to an order (advertising). You can change this at any time from the page footer.{' '}
            <Link to={build('cookiePolicy')} className={styles.link}>
              Read our cookie policy
            </Link>
          </p>
          {error ? (
            <p role="alert" className={styles.bannerError}>
              {error}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <NativeButton onClick={() => choose(ACCEPT_ALL)}>Accept all</NativeButton>
          <NativeButton variant="secondary" onClick={() => choose(ESSENTIAL_ONLY)}>
            Essential only
          </NativeButton>
          <NativeButton variant="secondary" onClick={openSettings}>
            Choose tools
          </NativeButton>
        </div>
      </div>
    </section>
  );
}
