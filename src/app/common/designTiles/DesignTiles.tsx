import { productTypeById } from '../../../shared/catalog/productTypes';
import {
  designHref,
  type LinkedDesign,
  type TagGroupUris,
} from '../../../shared/routes/designHref';
import { Link } from '../../navigation/navigation';
import styles from './DesignTiles.module.css';
import { artworkSrc, artworkSrcSet, TILE_WIDTHS } from './designImage';
import { FavoriteButton } from './FavoriteButton';

export interface TiledDesign extends LinkedDesign {
  id: number;
  name: string;
  thumbnailUrl?: string;
}

const TILE_SIZES = '(min-width: 75rem) 17rem, (min-width: 45rem) 30vw, 46vw';

/**
 * A grid of designs, each linking to its product page. The first `eagerCount` images (the first
 * row) load at once; the rest wait until they scroll near the viewport.
 */
export function DesignTiles({
  designs,
  groups,
  eagerCount = 4,
  headingLevel = 3,
}: {
  designs: readonly TiledDesign[];
  groups: TagGroupUris;
  eagerCount?: number;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {designs.map((design, index) => {
        const src = design.thumbnailUrl ?? `/artwork/themes/${design.id}.svg`;
        const eager = index < eagerCount;
        return (
          <li key={design.id} className={styles.item}>
            <Link to={designHref(design, groups)} className={styles.tile}>
              <span className={styles.frame}>
                <img
                  className={styles.image}
                  src={artworkSrc(src, TILE_WIDTHS[1])}
                  srcSet={artworkSrcSet(src, TILE_WIDTHS)}
                  sizes={TILE_SIZES}
                  width={480}
                  height={600}
                  loading={eager ? 'eager' : 'lazy'}
                  decoding={eager ? 'auto' : 'async'}
                  alt={`Preview of the ${design.name} design`}
                />
              </span>
              <Heading className={styles.name}>{design.name}</Heading>
              <span className={styles.kind}>{productTypeById(design.productTypeId)?.name}</span>
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
