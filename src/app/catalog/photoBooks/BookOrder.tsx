import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BOOK_INCLUDED_PAGES,
  bookSpineInches,
  DEFAULT_BOOK_COVER_TYPE_ID,
  defaultBookPaperTypeId,
} from '../../../shared/catalog/photoBookLine';
import { formatCents } from '../../../shared/format/money';
import { bookChoiceCents, bookProductsInLineOrder } from '../../../shared/pricing/bookChoicePrice';
import { pricingCatalogue } from '../../../shared/pricing/catalogue';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { BookChoices, type BookChoiceValue } from '../../common/photoBook/BookChoices';
import bookStyles from '../../common/photoBook/BookChoices.module.css';
import choiceStyles from '../../common/productChoices/ProductChoices.module.css';
import { LinkButton } from '../../ui/LinkButton';
import { bookProductsQuery } from './bookQueries';

const STARTING_CHOICE: BookChoiceValue = {
  productId: undefined,
  coverTypeId: DEFAULT_BOOK_COVER_TYPE_ID,
  paperTypeId: defaultBookPaperTypeId(DEFAULT_BOOK_COVER_TYPE_ID),
  pageCount: BOOK_INCLUDED_PAGES,
};

/**
 * A book design's order block: size, cover, paper and page count chosen before Personalise,
 * with the price the cart charges for exactly that book, and a link that starts it so.
 */
export function BookOrder({
  templateId,
  tagGroupId,
}: {
  templateId: number | undefined;
  tagGroupId?: number;
}) {
  const api = useApi();
  const products = useQuery(bookProductsQuery(api.call));
  const [value, setValue] = useState<BookChoiceValue>(STARTING_CHOICE);
  const catalogue = pricingCatalogue(products.data?.items ?? []);
  const sizes = bookProductsInLineOrder(catalogue.products);
  const product = sizes.find((p) => p.id === value.productId) ?? sizes[0];
  const cents = product ? bookChoiceCents(catalogue, product, value) : undefined;
  const spine = bookSpineInches(value);
  const personalise = build('editor', {
    new: true,
    ptid: templateId,
    ipid: product?.id,
    coverTypeId: value.coverTypeId,
    paperTypeId: value.paperTypeId,
    pageCount: value.pageCount,
    tagGroupId,
  });
  return (
    <div className={choiceStyles.choices} data-testid="book-order">
      {sizes.length ? (
        <BookChoices
          products={sizes}
          value={{ ...value, productId: product?.id }}
          onChange={setValue}
        />
      ) : (
        <p role="status">{products.isError ? 'Sizes could not be loaded.' : 'Loading sizes…'}</p>
      )}
      <p className={bookStyles.spine}>Spine {spine.toFixed(2)} in at this paper and page count.</p>
      <p className={choiceStyles.price} aria-live="polite" data-testid="book-price">
        {cents === undefined ? '\u00a0' : formatCents(cents)}
      </p>
      <LinkButton to={personalise} size="large" fullWidth>
        Personalise this photo book
      </LinkButton>
    </div>
  );
}
