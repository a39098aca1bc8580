import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { build } from '../../../shared/routes/build';
import { designHref, tagGroupUris } from '../../../shared/routes/designHref';
import { photoBookCollections } from '../../../shared/routes/queryEnums';
import { useApi } from '../../apiContext';
import {
  bookTagGroupsQuery,
  cacheOnly,
  type ThemesInput,
  tagGroupsQuery,
} from '../../common/catalogData/catalogQueries';
import { DesignTiles } from '../../common/designTiles/DesignTiles';
import { homeCrumb, PageIntro } from '../../common/PageIntro';
import { breadcrumbList, itemList } from '../../common/structuredData';
import { loadCollectionContent, VolumeSalesCallout } from '../../content';
import { deferredPart } from '../../navigation/deferredPart';
import { Link } from '../../navigation/navigation';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import styles from '../products/ProductPages.module.css';
import { bookDesignsQuery } from './bookQueries';
import { collectionCopy, collectionTagGroupUri, type PhotoBookCollection } from './collections';
import own from './PhotoBookDesignsPage.module.css';

// The editors' sections sit under the designs, below the fold: their renderers and the section
// schemas (zod, ~25 KB gzipped) load after hydration; the server renders them in place.
const CollectionContent = deferredPart(() =>
  loadCollectionContent().then((module) => ({
    default: module.CollectionContent,
  })),
);

const DESIGNS_PER_PAGE = 48;

function collectionOf(match: RouteMatch): PhotoBookCollection | undefined {
  return match.name === 'photoBooks.collection' ? match.params.collection : undefined;
}

/** Every book design, or one collection's when the collection has a storefront category. */
function designsInput(
  collection: PhotoBookCollection | undefined,
  bookGroups: readonly { uri: string }[],
): ThemesInput {
  const all: ThemesInput = {
    productTypeId: PRODUCT_TYPE_ID.book,
    order: 'best_sellers',
    perPage: DESIGNS_PER_PAGE,
  };
  if (!collection) return all;
  const uri = collectionTagGroupUri(collection);
  return bookGroups.some((group) => group.uri === uri) ? { ...all, tagGroupUri: uri } : all;
}

function pageText(collection: PhotoBookCollection | undefined) {
  if (!collection) {
    return {
      title: 'All photo books',
      path: build('allPhotoBooks'),
      description:
        'Every photo book design in one place: travel, wedding, baby, family and more. Pick a design, add your photos and choose a size.',
    };
  }
  const { name, blurb } = collectionCopy[collection];
  return {
    title: `${name} photo books`,
    path: build('photoBooks.collection', { collection }),
    description: `${blurb} Browse ${name.toLowerCase()} photo book designs and make yours.`,
  };
}

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const [bookGroups] = await Promise.all([
    queryClient.fetchQuery(bookTagGroupsQuery(call)),
    queryClient.prefetchQuery(tagGroupsQuery(call)),
  ]);
  const collection = collectionOf(match);
  await Promise.all([
    queryClient.prefetchQuery(bookDesignsQuery(call, designsInput(collection, bookGroups.items))),
    collection
      ? loadCollectionContent().then((module) =>
          module.prefetchCollectionContent(queryClient, call, collection),
        )
      : undefined,
  ]);
}

export function meta({ match, queryClient, origin }: MetaContext): PageMeta {
  const collection = collectionOf(match);
  const text = pageText(collection);
  const bookGroups = queryClient.getQueryData(bookTagGroupsQuery(cacheOnly).queryKey)?.items ?? [];
  const groups = queryClient.getQueryData(tagGroupsQuery(cacheOnly).queryKey)?.items ?? [];
  const designs =
    queryClient.getQueryData(
      bookDesignsQuery(cacheOnly, designsInput(collection, bookGroups)).queryKey,
    )?.items ?? [];
  const byId = tagGroupUris(groups);
  const crumbs = [homeCrumb, { name: 'Photo books', path: build('photoBooks') }];
  if (collection) crumbs.push({ name: 'All photo books', path: build('allPhotoBooks') });
  crumbs.push({ name: text.title, path: text.path });
  return {
    title: text.title,
    description: text.description,
    canonical: text.path,
    structuredData: [
      breadcrumbList(origin, crumbs),
      itemList(
        origin,
        text.title,
        designs.map((design) => ({ name: design.name, path: designHref(design, byId) })),
      ),
    ],
  };
}

/** /all-photo-books and the collection pages: the designs to start a book from. */
export default function PhotoBookDesignsPage() {
  const match = useRouteMatch();
  const collection = collectionOf(match);
  const text = pageText(collection);
  const api = useApi();
  const bookGroups = useQuery(bookTagGroupsQuery(api.call));
  const groups = useQuery(tagGroupsQuery(api.call));
  const input = designsInput(collection, bookGroups.data?.items ?? []);
  const designs = useQuery({ ...bookDesignsQuery(api.call, input), enabled: bookGroups.isSuccess });
  const ownDesigns = input.tagGroupUri !== undefined || !collection;

  const crumbs = [homeCrumb, { name: 'Photo books', path: build('photoBooks') }];
  if (collection) crumbs.push({ name: 'All photo books', path: build('allPhotoBooks') });
  crumbs.push({ name: text.title, path: text.path });

  return (
    <>
      <PageIntro
        crumbs={crumbs}
        title={text.title}
        eyebrow="Photo books"
        lead={<p>{collection ? collectionCopy[collection].blurb : text.description}</p>}
      >
        <LinkButton to={build('photoBookPricing')} variant="secondary">
          Sizes and prices
        </LinkButton>
      </PageIntro>

      <nav aria-labelledby="collections-title" className={styles.section}>
        <Container>
          <h2 id="collections-title" className="visually-hidden">
            Collections
          </h2>
          <ul className={`${styles.chips} ${own.collections}`}>
            <li>
              <Link to={build('allPhotoBooks')} aria-current={collection ? undefined : 'page'}>
                All
              </Link>
            </li>
            {photoBookCollections.map((each) => (
              <li key={each}>
                <Link
                  to={build('photoBooks.collection', { collection: each })}
                  aria-current={each === collection ? 'page' : undefined}
                >
                  {collectionCopy[each].name}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </nav>

      <section className={styles.section} aria-labelledby="designs-title">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="designs-title">{ownDesigns ? 'Designs' : 'Designs for any story'}</h2>
            {designs.data ? (
              <p>
                {designs.data.total} {designs.data.total === 1 ? 'design' : 'designs'}
              </p>
            ) : null}
          </div>
          {ownDesigns ? null : (
            <p className={styles.note}>
              Designs made for{' '}
              {collectionCopy[collection as PhotoBookCollection].name.toLowerCase()} books are on
              their way; each of these works for any story.
            </p>
          )}
          {designs.data && groups.data ? (
            designs.data.items.length ? (
              <DesignTiles designs={designs.data.items} groups={tagGroupUris(groups.data.items)} />
            ) : (
              <p className={styles.empty}>No designs here yet.</p>
            )
          ) : null}
        </Container>
      </section>
      {collection ? <CollectionContent collection={collection} /> : null}
      <VolumeSalesCallout tagGroupUri={collection} />
    </>
  );
}
