import { build } from '../../../shared/routes/build';
import { AccountArea } from '../../account';
import { CartLink } from '../../cart';
import { Link, NavLink } from '../../navigation/navigation';
import { PendingInvitesLink } from '../../projects';
import { PrimaryNav } from '../../site/layout/PrimaryNav';
import { SearchBox } from '../../site/layout/SearchBox';
import { Container } from '../../ui/Container';
import { PhotosIcon, ProjectsIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/Logo';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <Container className={styles.topRow}>
        <Link to={build('home')} className={styles.brand}>
          <LogoMark />
          <span>Printshop</span>
        </Link>
        <nav aria-label="Your photos, projects and account">
          <ul className={styles.utilityList}>
            <li>
              <NavLink to={build('photos.library')} className={styles.utilityLink}>
                <PhotosIcon />
                <span className={styles.utilityLabel}>My Photos</span>
              </NavLink>
            </li>
            <li>
              <NavLink to={build('projects.home')} className={styles.utilityLink}>
                <ProjectsIcon />
                <span className={styles.utilityLabel}>My Projects</span>
              </NavLink>
            </li>
            <PendingInvitesLink className={styles.utilityLink} />
            <li>
              <CartLink className={styles.utilityLink} labelClassName={styles.utilityLabel} />
            </li>
            <li>
              <AccountArea />
            </li>
          </ul>
        </nav>
      </Container>
      <div className={styles.navBar}>
        <Container className={styles.navRow}>
          <div className={styles.nav}>
            <PrimaryNav />
          </div>
          <div className={styles.search}>
            <SearchBox />
          </div>
        </Container>
      </div>
    </header>
  );
}
