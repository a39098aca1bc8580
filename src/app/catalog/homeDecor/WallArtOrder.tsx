import { useState } from 'react';
import { wallArtOptionOf } from '../../../shared/catalog/wallArt';
import { formatCents } from '../../../shared/format/money';
import type { PricingCatalogue } from '../../../shared/pricing/priceProject';
import { wallArtPriceCents } from '../../../shared/pricing/wallArtPrices';
import { build } from '../../../shared/routes/build';
import styles from '../../common/productChoices/ProductChoices.module.css';
import { type WallArtChoice, WallArtChoices } from '../../common/wallArt/WallArtChoices';
import { LinkButton } from '../../ui/LinkButton';

/**
 * A wall-art line's own order block: size and frame or style chosen before Personalise, with the
 * price the cart will charge for exactly that, and a link that starts the piece with them.
 */
export function WallArtOrder({
  productTypeId,
  noun,
  catalogue,
}: {
  productTypeId: number;
  noun: string;
  catalogue: PricingCatalogue;
}) {
  const products = catalogue.products.filter((p) => p.productTypeId === productTypeId);
  const [value, setValue] = useState<WallArtChoice>({ productId: undefined, choiceId: undefined });
  const product = products.find((p) => p.id === value.productId) ?? products[0];
  if (!product) return null;
  const option = wallArtOptionOf(productTypeId);
  const choiceId = value.choiceId ?? option?.defaultId;
  const cents = wallArtPriceCents(product, choiceId, catalogue);
  const personalise = build('editor', {
    new: true,
    ipid: product.id,
    ...(option?.key === 'frameWrapId' ? { frameWrapId: choiceId } : {}),
    ...(option?.key === 'posterStyleId' ? { posterStyleId: choiceId } : {}),
  });
  return (
    <div className={styles.choices}>
      <WallArtChoices
        productTypeId={productTypeId}
        products={products}
        value={{ productId: product.id, choiceId }}
        onChange={setValue}
      />
      <p className={styles.price} aria-live="polite" data-testid="wall-art-price">
        {cents === undefined ? '\u00a0' : formatCents(cents)}
      </p>
      <LinkButton to={personalise} size="large">
        Personalise your {noun}
      </LinkButton>
    </div>
  );
}
