import { type QueryClient, useQuery } from '@tanstack/react-query';
import { productLineUri, productTypeById } from '../../../shared/catalog/productTypes';
import { build } from '../../../shared/routes/build';
import { designHref, tagGroupUris } from '../../../shared/routes/designHref';
import { useApi } from '../../apiContext';
import {
  ARTWORK_SIZE,
  artworkSrc,
  artworkSrcSet,
  designAlt,
  LARGE_WIDTHS,
} from '../../common/designTiles/designImage';
import { FavoriteButton } from '../../common/designTiles/FavoriteButton';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { NotFoundView, notFoundMeta } from '../../site';
import { useSession } from '../../state/session/useSession';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import { BookOrder } from '../photoBooks/BookOrder';
import { tagGroupsQuery, templateQuery, themeByUriQuery } from './catalogQueries';
import styles from './ThemeProductPage.module.css';
import { ThemeProjectPages } from './ThemeProjectPages';
import { chosenTemplateId } from './themePageData';

/** Lines whose designs have a product page of their own (others only have this preview). */
function hasProductPage(productTypeId: number): boolean {
  const line = productLineUri(productTypeId);
  return line === 'cards' || line === 'labels' || line === 'photo-calendars';
}

const noCall: CallAction = () => Promise.reject(new Error('meta reads the cache only'));

interface Preview {
  themeUri: string;
  ptid: number | undefined;
  /** One of the visitor's projects, to show laid into this design. */
  pid?: number;
  /** The calendar variant cannot show a preview without the template it previews. */
  missingTemplate: boolean;
}

function previewOf(match: RouteMatch): Preview | undefined {
  switch (match.name) {
    case 'theme.preview':
      return {
        themeUri: match.params.themeUri,
        ptid: match.query.ptid,
        pid: match.query.pid,
        missingTemplate: false,
      };
    case 'calendars.themePreview':
      return {
        themeUri: match.params.themeUri,
        ptid: match.query.ptid,
        missingTemplate: match.query.ptid === undefined,
      };
    default:
      return undefined;
  }
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const preview = previewOf(match);
  if (!preview || preview.missingTemplate) return;
  const [theme] = await Promise.all([
    queryClient.fetchQuery(themeByUriQuery(call, preview.themeUri)),
    queryClient.prefetchQuery(tagGroupsQuery(call)),
  ]);
  const templateId = theme ? chosenTemplateId(theme, preview.ptid) : undefined;
  if (templateId !== undefined) await queryClient.prefetchQuery(templateQuery(call, templateId));
}

export function meta({ queryClient, match }: MetaContext): PageMeta {
  const preview = previewOf(match);
  if (!preview || preview.missingTemplate) return notFoundMeta();
  const theme = queryClient.getQueryData(themeByUriQuery(noCall, preview.themeUri).queryKey);
  if (theme === null) return notFoundMeta();
  const groups = queryClient.getQueryData(tagGroupsQuery(noCall).queryKey)?.items ?? [];
  return {
    title: theme ? `Preview of ${theme.name}` : 'Design preview',
    description: theme ? `A preview of the ${theme.name} design before you personalise it.` : '',
    // The design's own page when it has one; else its preview with the first template.
    canonical: theme ? designHref(theme, tagGroupUris(groups)) : null,
  };
}

/** /{tagGroupUri}/{themeUri}/preview and the calendar preview: one template of a design, large. */
export default function ThemePreviewPage() {
  const preview = previewOf(useRouteMatch());
  const api = useApi();
  const theme = useQuery({
    ...themeByUriQuery(api.call, preview?.themeUri ?? ''),
    enabled: preview !== undefined && !preview.missingTemplate,
  });
  const groups = useQuery(tagGroupsQuery(api.call));
  const session = useSession();
  const templateId = theme.data ? chosenTemplateId(theme.data, preview?.ptid) : undefined;
  const template = useQuery({
    ...templateQuery(api.call, templateId ?? 0),
    enabled: templateId !== undefined,
  });
  if (!preview || preview.missingTemplate || theme.data === null) return <NotFoundView />;
  if (!theme.data) {
    return (
      <Container className={styles.page}>
        <p role="status">{theme.isError ? 'This design could not be loaded.' : 'Loading…'}</p>
      </Container>
    );
  }
  const design = theme.data;
  const image = `/artwork/templates/${templateId}.svg`;
  const typeName = template.data ? productTypeById(template.data.productTypeId)?.name : undefined;
  // A book's size, cover, paper and pages are chosen here, priced as the cart prices them.
  const isBook =
    productLineUri(template.data?.productTypeId ?? design.productTypeId) === 'photo-books';
  return (
    <Container className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.stage}>
          {preview.pid !== undefined && templateId !== undefined && session.data?.user ? (
            <ThemeProjectPages
              templateId={templateId}
              projectId={preview.pid}
              designName={design.name}
            />
          ) : (
            <img
              className={styles.art}
              src={artworkSrc(image, LARGE_WIDTHS[0])}
              srcSet={artworkSrcSet(image, LARGE_WIDTHS)}
              sizes="(min-width: 900px) 50vw, 100vw"
              width={ARTWORK_SIZE.width}
              height={ARTWORK_SIZE.height}
              alt={designAlt(design.name)}
              fetchPriority="high"
            />
          )}
        </div>
        <div className={styles.details}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{design.name}</h1>
            <FavoriteButton
              themeId={design.id}
              templateId={templateId}
              productTypeId={template.data?.productTypeId ?? design.productTypeId}
              name={design.name}
              size="large"
            />
          </div>
          {typeName ? <p className={styles.fact}>{typeName} preview</p> : null}
          {isBook ? (
            <BookOrder templateId={templateId} tagGroupId={design.tagGroupIds?.[0]} />
          ) : (
            <LinkButton to={build('editor', { ptid: templateId })} size="large" fullWidth>
              Personalise this design
            </LinkButton>
          )}
          {hasProductPage(design.productTypeId) ? (
            <p className={styles.fact}>
              <Link to={designHref(design, tagGroupUris(groups.data?.items ?? []))}>
                See sizes, prices and delivery
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
