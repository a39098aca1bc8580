import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BOOK_INCLUDED_PAGES,
  bookCoverById,
  bookPaperName,
  bookSpineInches,
  DEFAULT_BOOK_COVER_TYPE_ID,
  defaultBookPaperTypeId,
} from '../../../shared/catalog/photoBookLine';
import { parseSizeParam } from '../../../shared/catalog/sizes';
import { formatCents } from '../../../shared/format/money';
import {
  bookChoiceCents,
  bookProductsInLineOrder,
  bookSizeKeyOf,
} from '../../../shared/pricing/bookChoicePrice';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { useApi } from '../../apiContext';
import { productsQuery } from '../../common/catalogData/catalogQueries';
import { BookChoices, type BookChoiceValue } from '../../common/photoBook/BookChoices';
import { setBook } from '../engine/commands/book';
import type { EditorEngine } from '../engine/editorEngine';
import { useEditorState } from '../panels/editorState';
import styles from '../panels/Panels.module.css';

/**
 * The open book's size, cover, paper and page count, the choices of its design page, applied to
 * the book (one undo step each): a new size re-lays every page with its photos and words, a new
 * cover, paper or page count redraws the cover's spine. The price is the cart's.
 */
export function BookPanel({ engine }: { engine: EditorEngine }) {
  const api = useApi();
  const { doc } = useEditorState(engine);
  const products = useQuery(productsQuery(api.call, doc.options.productTypeId));
  const [status, setStatus] = useState('');
  const [refused, setRefused] = useState('');
  const catalogue = pricingCatalogue(products.data?.items ?? []);
  const sizes = bookProductsInLineOrder(catalogue.products);
  const size = parseSizeParam(doc.options.sizeKey);
  const product = sizes.find(
    (p) => p.widthInches === size?.width && p.heightInches === size?.height,
  );
  const coverTypeId = doc.options.coverTypeId ?? DEFAULT_BOOK_COVER_TYPE_ID;
  const value: BookChoiceValue = {
    productId: product?.id,
    coverTypeId,
    paperTypeId: doc.options.paperTypeId ?? defaultBookPaperTypeId(coverTypeId),
    pageCount: doc.options.pageCount ?? BOOK_INCLUDED_PAGES,
  };
  const cents = product ? bookChoiceCents(catalogue, product, value) : undefined;
  const change = (next: BookChoiceValue) => {
    const chosen = sizes.find((p) => p.id === next.productId);
    const args = {
      ...(chosen && chosen.id !== product?.id
        ? { productId: chosen.id, sizeKey: bookSizeKeyOf(chosen) }
        : {}),
      coverTypeId: next.coverTypeId,
      paperTypeId: next.paperTypeId,
      pageCount: next.pageCount,
    };
    if (setBook(doc, args) === doc) {
      setRefused(
        next.pageCount < value.pageCount || next.coverTypeId !== value.coverTypeId
          ? 'The last pages have photos or words on them. Remove the pages you do not want in the page strip first.'
          : 'This book cannot be made so.',
      );
      return;
    }
    setRefused('');
    engine.dispatch({ name: 'setBook', args });
    const words = [
      chosen ? `${chosen.widthInches} × ${chosen.heightInches} in` : undefined,
      bookCoverById(next.coverTypeId)?.name,
      bookPaperName(next.paperTypeId),
      `${next.pageCount} pages`,
    ];
    setStatus(`${words.filter(Boolean).join(', ')} applied; Undo puts it back.`);
  };
  return (
    <div className={styles.panelBody} data-testid="book-panel">
      {sizes.length ? (
        <BookChoices products={sizes} value={value} onChange={change} />
      ) : (
        <p className={styles.hint}>
          {products.isError ? 'Sizes could not be loaded.' : 'Loading…'}
        </p>
      )}
      {refused ? (
        <p className={styles.hint} role="alert">
          {refused}
        </p>
      ) : null}
      <p className={styles.hint}>Spine {bookSpineInches(value).toFixed(2)} in</p>
      <p className={styles.hint} data-testid="book-panel-price">
        {cents === undefined ? '\u00a0' : `${formatCents(cents)} as it is now`}
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
