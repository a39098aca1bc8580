import { Link } from '../../navigation/navigation';
import { Container } from '../../ui/Container';
import { LogoMark } from '../../ui/Logo';
import { PrivacySettingsButton } from '../privacy/PrivacySettingsButton';
import { InstallAppButton } from '../pwa/InstallAppButton';
import { footerGroups } from './footerLinks';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.brand}>
            <span className={styles.brandName}>
              <LogoMark size={30} />
              Printshop
            </span>
            <p className={styles.tagline}>
              Photo books, cards, calendars and wall art — designed by you, printed on archival
              paper and shipped with care.
            </p>
            <InstallAppButton />
          </div>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <h2 id={`footer-${group.title}`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <p>© {new Date().getFullYear()} Printshop. Printed with care.</p>
          <p>Prices in US dollars. Secure checkout.</p>
          <PrivacySettingsButton className={styles.privacyButton} />
        </div>
      </Container>
    </footer>
  );
}
