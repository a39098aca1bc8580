import { build } from '../../../shared/routes/build';
import { ProductArt } from '../../ui/art/ProductArt';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from '../../ui/StatusPage.module.css';
import { ProductTileGrid } from '../layout/ProductTileGrid';
import { SearchBox } from '../layout/SearchBox';

/** The not-found page body: say what happened, then offer search, home and the product lines. */
export function NotFoundView() {
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <div>
          <p className={styles.code}>Error 404</p>
          <h1>We couldn't find that page</h1>
          <p className={styles.lead}>
            The link may be old or the address mistyped. Try a search, or pick up from one of our
            product lines below.
          </p>
          <div className={styles.search}>
            <SearchBox label="Search the shop" />
          </div>
          <div className={styles.actions}>
            <LinkButton to={build('home')}>Go to the home page</LinkButton>
            <LinkButton to={build('catchAll', { path: 'help' })} variant="secondary">
              Visit the help centre
            </LinkButton>
          </div>
        </div>
        <ProductArt kind="prints" className={styles.art} />
      </div>
      <h2 className={styles.subhead}>Popular right now</h2>
      <ProductTileGrid compact />
    </Container>
  );
}
