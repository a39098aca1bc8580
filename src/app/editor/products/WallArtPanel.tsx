import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseSizeParam, sizeParam } from '../../../shared/catalog/sizes';
import { wallArtOptionOf } from '../../../shared/catalog/wallArt';
import { formatCents } from '../../../shared/format/money';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { findProduct, priceProject } from '../../../shared/pricing/priceProject';
import { useApi } from '../../apiContext';
import { productsQuery } from '../../common/catalogData/catalogQueries';
import { type WallArtChoice, WallArtChoices } from '../../common/wallArt/WallArtChoices';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from '../panels/editorState';
import styles from '../panels/Panels.module.css';

/** A size kept the way up the design is: a landscape canvas stays landscape at its new size. */
function sizeKeyOf(product: { widthInches?: number; heightInches?: number }, current: string) {
  const { widthInches: width, heightInches: height } = product;
  if (width === undefined || height === undefined) return undefined;
  const now = parseSizeParam(current);
  const landscape = now !== undefined && now.width > now.height;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return landscape ? sizeParam({ width: long, height: short }) : sizeParam({ width, height });
}

/**
 * A wall-art piece's size and its frame wrap or print style, the choices of its product page,
 * applied to the open design (one undo step each), with the price the cart will charge.
 */
export function WallArtPanel({ engine }: { engine: EditorEngine }) {
  const api = useApi();
  const { doc } = useEditorState(engine);
  const { productTypeId } = doc.options;
  const products = useQuery(productsQuery(api.call, productTypeId));
  const [status, setStatus] = useState('');
  const catalogue = pricingCatalogue(products.data?.items ?? []);
  const option = wallArtOptionOf(productTypeId);
  let productId: number | undefined;
  let cents: number | undefined;
  try {
    productId = findProduct(doc.options, catalogue.products).id;
    cents = priceProject(doc.options, catalogue).totalCents;
  } catch {
    // Until the catalogue answers (or when the size is no longer sold) no size is marked.
  }
  const value: WallArtChoice = {
    productId,
    choiceId: option ? doc.options[option.key] : undefined,
  };
  const change = (next: WallArtChoice) => {
    const product = catalogue.products.find((p) => p.id === next.productId);
    const sizeKey = product ? sizeKeyOf(product, doc.options.sizeKey) : undefined;
    engine.dispatch({
      name: 'setWallArt',
      args: {
        ...(product && sizeKey ? { productId: product.id, sizeKey } : {}),
        ...(option && next.choiceId !== undefined ? { [option.key]: next.choiceId } : {}),
      },
    });
    const choice = option?.choices.find((c) => c.id === next.choiceId);
    const size = product ? `${product.widthInches} × ${product.heightInches} in` : undefined;
    setStatus(`${[size, choice?.name].filter(Boolean).join(', ')} applied; Undo puts it back.`);
  };
  return (
    <div className={styles.panelBody}>
      <WallArtChoices
        productTypeId={productTypeId}
        products={catalogue.products}
        value={value}
        onChange={change}
      />
      <p className={styles.hint} data-testid="wall-art-price">
        {cents === undefined ? '\u00a0' : `${formatCents(cents)} as it is now`}
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
