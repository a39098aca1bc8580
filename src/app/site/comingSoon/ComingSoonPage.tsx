import { build } from '../../../shared/routes/build';
import { Link, useLocation } from '../../navigation/navigation';
import type { MetaContext, PageMeta } from '../../navigation/pageModule';
import { stringValue, useRouteMatch } from '../../navigation/useRouteMatch';
import { ProductArt, type ProductArtKind } from '../../ui/art/ProductArt';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from '../../ui/StatusPage.module.css';
import { ProductTileGrid } from '../layout/ProductTileGrid';
import { productLines, productTiles } from '../layout/productLines';
import { SearchBox } from '../layout/SearchBox';
import { routeTitle } from './routeTitle';

/** The product line a route belongs to, for its sibling links. */
function relatedLine(routeName: string) {
  const lineId = routeName.startsWith('cards.')
    ? 'cards'
    : routeName.startsWith('homeDecor.')
      ? 'wall-art'
      : /photoBook/i.test(routeName)
        ? 'photo-books'
        : undefined;
  return productLines.find((line) => line.id === lineId);
}

/** The illustration of the page's own product line, else a stack of prints. */
function artFor(pathname: string, lineId: string | undefined): ProductArtKind {
  const own = productTiles.find((tile) => tile.to === pathname);
  if (own) return own.art;
  if (lineId === 'cards') return 'cards';
  if (lineId === 'wall-art') return 'canvas';
  if (lineId === 'photo-books') return 'photoBooks';
  return 'prints';
}

export function meta({ match }: MetaContext): PageMeta {
  return {
    title: routeTitle(match),
    description: `${routeTitle(match)} at Printshop — this page is on its way.`,
    canonical: null,
    robots: 'noindex',
  };
}

/**
 * Every route whose feature is not built yet. It names the page, says plainly that it is on its
 * way, and offers the closest useful places instead of a blank screen.
 */
export default function ComingSoonPage() {
  const match = useRouteMatch();
  const { pathname } = useLocation();
  const title = routeTitle(match);
  const searchTerm = match.name === 'search' ? stringValue(match.query.q) : undefined;
  const line = relatedLine(match.name);
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <div>
          <p className={styles.code}>Coming soon</p>
          <h1>{title}</h1>
          <p className={styles.lead}>
            {searchTerm
              ? `Search results for “${searchTerm}” are on their way. Until then, the product lines below have everything we make.`
              : 'We are putting the finishing touches on this page and it will be here soon. In the meantime, these are good places to continue.'}
          </p>
          <div className={styles.search}>
            <SearchBox label="Search the shop" />
          </div>
          <div className={styles.actions}>
            <LinkButton to={build('home')}>Back to the home page</LinkButton>
            <LinkButton to={build('catchAll', { path: 'help' })} variant="secondary">
              Get help
            </LinkButton>
          </div>
        </div>
        <ProductArt kind={artFor(pathname, line?.id)} className={styles.art} />
      </div>
      {line && line.links.length > 0 ? (
        <>
          <h2 className={styles.subhead}>More {line.label.toLowerCase()}</h2>
          <ul className={styles.links}>
            {line.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className={styles.subhead}>Explore our products</h2>
      <ProductTileGrid compact />
    </Container>
  );
}
