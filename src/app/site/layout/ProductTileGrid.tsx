import { Link } from '../../navigation/navigation';
import { ProductArt } from '../../ui/art/ProductArt';
import { ArrowRightIcon } from '../../ui/icons';
import styles from './ProductTileGrid.module.css';
import { productTiles } from './productLines';

/** A tile per storefront with its illustration; `compact` for secondary places (404, etc.). */
export function ProductTileGrid({
  compact = false,
  headingLevel = 3,
}: {
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={compact ? `${styles.grid} ${styles.compact}` : styles.grid}>
      {productTiles.map((tile) => (
        <li key={tile.art}>
          <Link to={tile.to} className={styles.tile}>
            <ProductArt kind={tile.art} className={styles.art} />
            <div className={styles.body}>
              <Heading className={styles.title}>
                {tile.title}
                <ArrowRightIcon />
              </Heading>
              <p className={styles.blurb}>{tile.blurb}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
