import { useQuery } from '@tanstack/react-query';
import { build } from '../../../shared/routes/build';
import { designHref, tagGroupUris } from '../../../shared/routes/designHref';
import { useApi } from '../../apiContext';
import { useFavorites } from '../../common/designTiles/favorites';
import { Link } from '../../navigation/navigation';
import { Alert } from '../../ui/Alert';
import { tagGroupsQuery, themesQuery } from '../storefront/catalogQueries';
import { DesignGrid } from '../storefront/DesignGrid';
import styles from './FavoritesPanel.module.css';

/**
 * The signed-in shopper's favourite designs (the account page's Favourites tab). The list call
 * names templates; their designs are read in one themes call for the links and artwork.
 */
export function FavoritesPanel() {
  const api = useApi();
  const favorites = useFavorites();
  const themeIds = [...new Set(favorites.data?.items.map((item) => item.themeId) ?? [])];
  const designs = useQuery({
    ...themesQuery(api.call, { ids: themeIds, perPage: 200 }),
    enabled: themeIds.length > 0,
  });
  const groups = useQuery(tagGroupsQuery(api.call));
  const byId = tagGroupUris(groups.data?.items ?? []);

  if (favorites.isError) {
    return <Alert>Your favourites could not be loaded. Please reload the page.</Alert>;
  }
  if (!favorites.data) return <p role="status">Loading your favourites…</p>;
  if (favorites.data.items.length === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.heading}>No favourites yet</h2>
        <p>
          Tap the heart on any design to keep it here.{' '}
          <Link to={build('cards.all')}>Browse cards</Link>
        </p>
      </div>
    );
  }
  // Newest favourite first, as the list call answers; a removed design drops out at once.
  const order = new Map(themeIds.map((id, index) => [id, index]));
  const shown = (designs.data?.items ?? [])
    .filter((design) => order.has(design.id))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return (
    <section aria-labelledby="favorites-heading" className={styles.panel}>
      <h2 id="favorites-heading" className={styles.heading}>
        Your favourites <span className={styles.count}>({themeIds.length})</span>
      </h2>
      {designs.data ? (
        <DesignGrid
          designs={shown}
          hrefOf={(design) => designHref(design, byId)}
          eagerFirstRow={false}
        />
      ) : (
        <p role="status">Loading designs…</p>
      )}
    </section>
  );
}
