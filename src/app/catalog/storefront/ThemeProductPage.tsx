import { useQueries, useQuery } from '@tanstack/react-query';
import { build } from '../../../shared/routes/build';
import { useApi } from '../../apiContext';
import { Breadcrumbs } from '../../common/Breadcrumbs';
import {
  ARTWORK_SIZE,
  artworkSrc,
  artworkSrcSet,
  designAlt,
  LARGE_WIDTHS,
} from '../../common/designTiles/designImage';
import { FavoriteButton } from '../../common/designTiles/FavoriteButton';
import { NotFoundView } from '../../site';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import { chosenFinishes } from './cardFinishes';
import {
  deliveryEstimateQuery,
  productsQuery,
  tagGroupsQuery,
  templateQuery,
  themeByUriQuery,
  themeDescriptionQuery,
} from './catalogQueries';
import { priceForQuantity, priceSentence } from './pricing';
import { DESIGN_LINES } from './productLines';
import { ThemeDelivery } from './ThemeDelivery';
import { ThemeOptions } from './ThemeOptions';
import styles from './ThemeProductPage.module.css';
import { chosenProduct, chosenQuantity, chosenTemplateId } from './themePageData';
import { categoryName } from './themePageMeta';
import { storefrontHref, type ThemePageState, themePageHref } from './themePageRoute';

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
  const finishes = line.finishes ? chosenFinishes(state, template) : {};
  const price = product ? priceForQuantity(product, quantity, finishes) : undefined;
  const category = categoryName(groups.data?.items, state.tagGroupUri);
  const personalise = build('editor', {
    ptid: templateId,
    ipid: product?.id,
    quantity,
    tagGroupId: groups.data?.items.find((group) => group.uri === state.tagGroupUri)?.id,
    startingMonthYear: state.startingMonth,
    ...finishes,
  });
  const image = `/artwork/templates/${templateId}.svg`;

  return (
    <Container className={styles.page}>
      <Breadcrumbs
        className={styles.crumbs}
        crumbs={[
          { name: line.plural, path: storefrontHref({ line: state.line, tagGroupUri: 'all' }) },
          ...(category ? [{ name: category, path: storefrontHref(state) }] : []),
          { name: theme.name, path: themePageHref(state, {}) },
        ]}
      />
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

          <ThemeOptions
            state={state}
            templates={templates}
            templateId={templateId}
            template={template}
            products={products.data?.items}
            product={product}
            quantity={quantity}
            finishes={finishes}
          />

          <LinkButton to={personalise} size="large" fullWidth>
            Personalise this {line.noun}
          </LinkButton>

          <ThemeDelivery delivery={delivery} />
        </div>
      </div>
    </Container>
  );
}
