import { orientation } from '../../../shared/catalog/sizes';
import { formatCents } from '../../../shared/format/money';
import { build } from '../../../shared/routes/build';
import { Link } from '../../navigation/navigation';
import styles from './SizePriceTable.module.css';
import { SizeShape } from './SizeShape';
import { centimetresText, inchesText, shapeNames } from './sizeText';

export interface SizedProduct {
  id: number;
  name: string;
  priceCents: number;
  widthInches?: number;
  heightInches?: number;
}

/** Smallest first; products without dimensions keep their order at the end. */
export function bySize(products: readonly SizedProduct[]): SizedProduct[] {
  const areaOf = (p: SizedProduct) =>
    p.widthInches && p.heightInches ? p.widthInches * p.heightInches : Number.POSITIVE_INFINITY;
  return [...products].sort((a, b) => areaOf(a) - areaOf(b));
}

/**
 * A product line's options with their prices, each with a link that starts a project in that
 * size. A plain table: it reads the same with and without JavaScript and to screen readers.
 */
export function SizePriceTable({
  products,
  caption,
  noun,
}: {
  products: readonly SizedProduct[];
  caption: string;
  /** What one item is called in the start link: 'canvas print'. */
  noun: string;
}) {
  const sorted = bySize(products);
  const largest = Math.max(
    1,
    ...sorted.map((p) => Math.max(p.widthInches ?? 0, p.heightInches ?? 0)),
  );
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Price</th>
          <th scope="col">
            <span className="visually-hidden">Start</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((product) => {
          const w = product.widthInches;
          const h = product.heightInches;
          const sized = w !== undefined && h !== undefined;
          const sizeText = sized ? inchesText(w, h) : product.name;
          return (
            <tr key={product.id}>
              <th scope="row">
                <span className={styles.size}>
                  {sized ? <SizeShape width={w} height={h} largest={largest} /> : null}
                  <span>
                    <span className={styles.inches}>{sizeText}</span>
                    {sized ? (
                      <span className={styles.detail}>
                        {shapeNames[orientation({ width: w, height: h })]} · {centimetresText(w, h)}
                      </span>
                    ) : null}
                  </span>
                </span>
              </th>
              <td className={styles.price}>{formatCents(product.priceCents)}</td>
              <td className={styles.start}>
                <Link to={build('editor', { ipid: product.id, new: true })}>
                  Start
                  <span className="visually-hidden">
                    {` a ${sized ? `${w} × ${h} inch ` : ''}${noun}`}
                  </span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
