import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { PAPER_TYPES } from '../../../shared/catalog/bookMaterials';
import { FOIL_TYPES } from '../../../shared/catalog/foilTypes';
import { formatCents } from '../../../shared/catalog/money';
import { productTypeById } from '../../../shared/catalog/productTypes';
import { TRIM_TYPES } from '../../../shared/catalog/trimTypes';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import {
  ARTWORK_SIZE,
  artworkSrc,
  artworkSrcSet,
  designAlt,
  LARGE_WIDTHS,
} from '../../common/designTiles/designImage';
import { FavoriteButton } from '../../common/designTiles/FavoriteButton';
import { homeCrumb } from '../../common/PageIntro';
import { breadcrumbList, productWithOffers } from '../../common/structuredData';
import { Link } from '../../routing/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../routing/pageModule';
import type { RouteMatch } from '../../routing/useRouteMatch';
import { NotFoundView, notFoundMeta } from '../../site';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import { aggregateRating } from '../reviews/aggregateRating';
import { reviewSummaryQuery } from '../reviews/reviewQueries';
import {
  deliveryEstimateQuery,
  productsQuery,
  type TagGroup,
  tagGroupsQuery,
  templateQuery,
  themeByUriQuery,
  themeDescriptionQuery,
} from './catalogQueries';
import { priceForQuantity, priceSentence, type QuantityPrice, quantityChoices } from './pricing';
import { DESIGN_LINES, designTitle } from './productLines';
import styles from './ThemeProductPage.module.css';
import {
  chosenProduct,
  chosenQuantity,
  chosenTemplateId,
  type Product,
  prefetchThemePage,
} from './themePageData';
import {
  monthLabel,
  startingMonths,
  storefrontHref,
  type ThemePageState,
  themePageHref,
} from './themePageRoute';

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

/** The description as plain text, for the meta description and structured data. */
function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
}

export function themePagePrefetch(stateOf: (match: RouteMatch) => ThemePageState | undefined) {
  return async (match: RouteMatch, queryClient: QueryClient, call: CallAction) => {
    const state = stateOf(match);
    if (state) await prefetchThemePage(state, queryClient, call);
  };
}

function categoryName(groups: readonly TagGroup[] | undefined, uri: string): string | undefined {
  return groups?.find((group) => group.uri === uri)?.name;
}

export function themePageMeta(stateOf: (match: RouteMatch) => ThemePageState | undefined) {
  return ({ match, queryClient, origin }: MetaContext): PageMeta => {
    const state = stateOf(match);
    const theme = state
      ? queryClient.getQueryData(themeByUriQuery(noCall, state.themeUri).queryKey)
      : undefined;
    if (!state || theme === null) return notFoundMeta();
    const line = DESIGN_LINES[state.line];
    const canonical = themePageHref(state, {
      ptid: undefined,
      ipid: undefined,
      quantity: undefined,
      startingMonth: undefined,
    });
    if (!theme) return { title: line.plural, canonical };
    const description = plainText(
      queryClient.getQueryData(themeDescriptionQuery(noCall, theme.id).queryKey)?.html,
    );
    const templateId = chosenTemplateId(theme, state.ptid);
    const template =
      templateId === undefined
        ? undefined
        : queryClient.getQueryData(templateQuery(noCall, templateId).queryKey);
    const products = template
      ? (queryClient.getQueryData(productsQuery(noCall, template.productTypeId).queryKey)?.items ??
        [])
      : [];
    const groups = queryClient.getQueryData(tagGroupsQuery(noCall).queryKey)?.items;
    const title = designTitle(theme.name, line.noun);
    return {
      title,
      description: description || `Personalise the ${theme.name} ${line.noun} with your photos.`,
      canonical,
      structuredData: [
        breadcrumbList(origin, [
          homeCrumb,
          { name: line.plural, path: storefrontHref({ line: state.line, tagGroupUri: 'all' }) },
          ...(state.tagGroupUri === 'all'
            ? []
            : [
                {
                  name: categoryName(groups, state.tagGroupUri) ?? state.tagGroupUri,
                  path: storefrontHref(state),
                },
              ]),
          { name: theme.name, path: canonical },
        ]),
        productWithOffers(
          origin,
          { name: title, description, path: canonical, image: theme.thumbnailUrl },
          products.map((product) => ({
            name: product.name,
            sku: product.sku,
            priceCents: product.priceCents,
          })),
          template
            ? aggregateRating(
                queryClient.getQueryData(
                  reviewSummaryQuery(noCall, template.productTypeId).queryKey,
                )?.summary,
              )
            : undefined,
        ),
      ],
    };
  };
}

/** Space selects a radio; the link only answers Enter, so Space is passed on to it. */
function spaceClicks(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
}

/** A choice kept in the URL: a group of links presented as radio buttons. */
function LinkChoices({
  label,
  choices,
}: {
  label: string;
  choices: readonly { key: string | number; href: string; text: ReactNode; checked: boolean }[];
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLabel}>{label}</legend>
      <ul className={styles.choiceList}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.href}
              role="radio"
              aria-checked={choice.checked}
              className={styles.pill}
              onKeyDown={spaceClicks}
              replace
              rel="nofollow"
            >
              {choice.text}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Trim, foil and paper: finishes the editor applies, chosen here to see what is offered. */
function Finishes() {
  const [trim, setTrim] = useState<string>(TRIM_TYPES[0].param);
  const [foil, setFoil] = useState<string>(FOIL_TYPES[0].param);
  const [paper, setPaper] = useState(1);
  return (
    <div className={styles.finishes}>
      <label className={styles.select}>
        <span className={styles.choiceLabel}>Trim</span>
        <select value={trim} onChange={(event) => setTrim(event.target.value)}>
          {TRIM_TYPES.map((option) => (
            <option key={option.id} value={option.param}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.select}>
        <span className={styles.choiceLabel}>Foil</span>
        <select value={foil} onChange={(event) => setFoil(event.target.value)}>
          {FOIL_TYPES.map((option) => (
            <option key={option.id} value={option.param}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.select}>
        <span className={styles.choiceLabel}>Paper</span>
        <select value={paper} onChange={(event) => setPaper(Number(event.target.value))}>
          {PAPER_TYPES.map((paper) => (
            <option key={paper.id} value={paper.id}>
              {paper.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A quantity's total beside it; nothing when that quantity is not sold. */
function QuantityTotal({ price }: { price: QuantityPrice | undefined }) {
  return price ? <span className={styles.each}>{formatCents(price.totalCents)}</span> : null;
}

function sizeName(product: Product): string {
  return product.widthInches && product.heightInches
    ? `${product.widthInches} × ${product.heightInches} in`
    : product.name;
}

/** A design's product page: the design large, its options, prices, delivery and Personalise. */
export function ThemeProductView({ state }: { state: ThemePageState }) {
  const api = useApi();
  const line = DESIGN_LINES[state.line];
  const themeResult = useQuery(themeByUriQuery(api.call, state.themeUri));
  const theme = themeResult.data;
  const templateIds = theme?.templateIds ?? [];
  const templates = useQueries({
    queries: templateIds.map((id) => templateQuery(api.call, id)),
  });
  const templateId = theme ? chosenTemplateId(theme, state.ptid) : undefined;
  const template = templates.find((result) => result.data?.id === templateId)?.data;
  const products = useQuery({
    ...productsQuery(api.call, template?.productTypeId ?? 0),
    enabled: template !== undefined,
  });
  const product = chosenProduct(products.data?.items ?? [], state.ipid);
  const delivery = useQuery({
    ...deliveryEstimateQuery(api.call, product?.id ?? 0),
    enabled: product !== undefined,
  });
  const description = useQuery({
    ...themeDescriptionQuery(api.call, theme?.id ?? 0),
    enabled: theme != null,
  });
  const groups = useQuery(tagGroupsQuery(api.call));

  if (theme === null) return <NotFoundView />;
  if (!theme) {
    return (
      <Container className={styles.page}>
        <p role="status">{themeResult.isError ? 'This design could not be loaded.' : 'Loading…'}</p>
      </Container>
    );
  }

  const quantity = chosenQuantity(state);
  const price = product ? priceForQuantity(product, quantity) : undefined;
  const category = categoryName(groups.data?.items, state.tagGroupUri);
  const personalise = build('editor', {
    ptid: templateId,
    ipid: product?.id,
    quantity,
    tagGroupId: groups.data?.items.find((group) => group.uri === state.tagGroupUri)?.id,
    startingMonthYear: state.startingMonth,
  });
  const image = `/artwork/templates/${templateId}.svg`;

  return (
    <Container className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          <li>
            <Link to={storefrontHref({ line: state.line, tagGroupUri: 'all' })}>{line.plural}</Link>
          </li>
          {category ? (
            <li>
              <Link to={storefrontHref(state)}>{category}</Link>
            </li>
          ) : null}
          <li>
            <span aria-current="page">{theme.name}</span>
          </li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.stage}>
          <img
            className={styles.art}
            src={artworkSrc(image, LARGE_WIDTHS[0])}
            srcSet={artworkSrcSet(image, LARGE_WIDTHS)}
            sizes="(min-width: 900px) 50vw, 100vw"
            width={ARTWORK_SIZE.width}
            height={ARTWORK_SIZE.height}
            alt={designAlt(theme.name, line.noun)}
            fetchPriority="high"
          />
        </div>
        <div className={styles.details}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{theme.name}</h1>
            <FavoriteButton
              themeId={theme.id}
              templateId={templateId}
              productTypeId={template?.productTypeId ?? theme.productTypeId}
              name={theme.name}
              size="large"
            />
          </div>
          <p className={styles.price} aria-live="polite">
            {price ? priceSentence(price) : '\u00a0'}
          </p>
          {description.data ? (
            <div
              className={styles.description}
              // The server escapes the description into a paragraph (catalog.service).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped HTML
              dangerouslySetInnerHTML={{ __html: description.data.html }}
            />
          ) : null}

          <h2 className={styles.sectionHeading}>Options</h2>
          {templates.length > 1 ? (
            <LinkChoices
              label="Format"
              choices={templates.flatMap((result) =>
                result.data
                  ? [
                      {
                        key: result.data.id,
                        href: themePageHref(state, { ptid: result.data.id, ipid: undefined }),
                        text: productTypeById(result.data.productTypeId)?.name ?? result.data.name,
                        checked: result.data.id === templateId,
                      },
                    ]
                  : [],
              )}
            />
          ) : template ? (
            <p className={styles.fact}>
              <span className={styles.choiceLabel}>Format</span>{' '}
              {productTypeById(template.productTypeId)?.name}
            </p>
          ) : null}
          {products.data && products.data.items.length > 0 ? (
            <LinkChoices
              label="Size"
              choices={products.data.items.map((option) => ({
                key: option.id,
                href: themePageHref(state, { ptid: templateId, ipid: option.id }),
                text: sizeName(option),
                checked: option.id === product?.id,
              }))}
            />
          ) : null}
          {state.line === 'calendars' ? (
            <LinkChoices
              label="Starting month"
              choices={startingMonths(new Date()).map((month, index) => ({
                key: month,
                href: themePageHref(state, { startingMonth: month }),
                text: monthLabel(month),
                checked: state.startingMonth ? state.startingMonth === month : index === 0,
              }))}
            />
          ) : null}
          {line.finishes ? <Finishes /> : null}
          {product && line.quantityInUrl ? (
            <LinkChoices
              label="Quantity"
              choices={quantityChoices(line.quantities, quantity).map((count) => ({
                key: count,
                href: themePageHref(state, { ptid: templateId, ipid: product.id, quantity: count }),
                text: (
                  <>
                    {count}
                    <QuantityTotal price={priceForQuantity(product, count)} />
                  </>
                ),
                checked: count === quantity,
              }))}
            />
          ) : null}

          <LinkButton to={personalise} size="large" fullWidth>
            Personalise this {line.noun}
          </LinkButton>

          <section className={styles.delivery} aria-labelledby="delivery-heading">
            <h2 id="delivery-heading" className={styles.sectionHeading}>
              Delivery
            </h2>
            {delivery.data ? (
              <ul className={styles.estimates}>
                {delivery.data.estimates.map((estimate) => (
                  <li key={estimate.shippingOptionId}>
                    <strong>{estimate.name}</strong>{' '}
                    {estimate.arrivesBy
                      ? `arrives by ${formatArrival(estimate.arrivesBy)}`
                      : `${estimate.minDays}–${estimate.maxDays} business days`}{' '}
                    <span className={styles.each}>
                      {estimate.priceCents === 0 ? 'Free' : formatCents(estimate.priceCents)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{delivery.isError ? 'Delivery dates are not available right now.' : '\u00a0'}</p>
            )}
          </section>
        </div>
      </div>
    </Container>
  );
}

/** '2026-11-30' → 'Mon, Nov 30' in a fixed locale and UTC, so server and browser agree. */
function formatArrival(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T12:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
