import {
  ARTWORK_SIZE,
  artworkSrc,
  artworkSrcSet,
  designAlt,
  TILE_WIDTHS,
} from '../../common/designTiles/designImage';
import { FavoriteButton } from '../../common/designTiles/FavoriteButton';
import { Link } from '../../navigation/navigation';
import type { Theme } from './catalogQueries';
import styles from './DesignGrid.module.css';

/** The slot a tile's image fills: the grid's column width at each breakpoint. */
const TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, 50vw';

/** Tiles in the first row load at once (they are the page's largest paint); the rest lazily. */
const EAGER_TILES = 4;

export interface DesignGridProps {
  designs: readonly Theme[];
  /** The product page of a design. */
  hrefOf: (design: Theme) => string;
  /** What the designs are, for alt text: 'card', 'label', 'calendar'. */
  kind?: string;
  headingLevel?: 2 | 3;
  /** Off where the grid is below the fold from the start (e.g. "more like this"). */
  eagerFirstRow?: boolean;
}

/** Design tiles: artwork, name and the favourite heart; each tile links to its product page. */
export function DesignGrid({
  designs,
  hrefOf,
  kind = 'design',
  headingLevel = 3,
  eagerFirstRow = true,
}: DesignGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {designs.map((design, index) => {
        const eager = eagerFirstRow && index < EAGER_TILES;
        const url = design.thumbnailUrl ?? `/artwork/themes/${design.id}.svg`;
        return (
          <li key={design.id} className={styles.tile}>
            <Link to={hrefOf(design)} className={styles.link}>
              <span className={styles.frame}>
                <img
                  className={styles.art}
                  src={artworkSrc(url, TILE_WIDTHS[0])}
                  srcSet={artworkSrcSet(url, TILE_WIDTHS)}
                  sizes={TILE_SIZES}
                  width={ARTWORK_SIZE.width}
                  height={ARTWORK_SIZE.height}
                  alt={designAlt(design.name, kind)}
                  loading={eager ? 'eager' : 'lazy'}
                  decoding={eager ? 'auto' : 'async'}
                  {...(eager && index === 0 ? { fetchPriority: 'high' as const } : {})}
                />
              </span>
              <Heading className={styles.name}>{design.name}</Heading>
            </Link>
            <span className={styles.heart}>
              <FavoriteButton
                themeId={design.id}
                templateId={design.templateIds[0]}
                productTypeId={design.productTypeId}
                name={design.name}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
