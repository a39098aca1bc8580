import { useQuery } from '@tanstack/react-query';
import { productTypeById } from '../../../shared/catalog/productTypes';
import { designHref, tagGroupUris } from '../../../shared/routes/designHref';
import { useApi } from '../../apiContext';
import { tagGroupsQuery, themesQuery } from '../../common/catalogData/catalogQueries';
import { DesignTiles } from '../../common/designTiles/DesignTiles';
import { artworkSrc, artworkSrcSet, TILE_WIDTHS } from '../../common/designTiles/designImage';
import { Link } from '../../navigation/navigation';
import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import { liveDesignsInput } from '../contentQueries';
import styles from './blocks.module.css';
import type { SectionProps } from './sectionProps';
import base from './sections.module.css';

/*
 * Sections of live designs from the catalogue. The page's prefetch fills these queries on the
 * server (contentQueries.prefetchSectionData), so the HTML already lists the designs.
 */

type LiveSection = Parameters<typeof liveDesignsInput>[0];

function useLiveDesigns(section: LiveSection) {
  const api = useApi();
  const designs = useQuery(themesQuery(api.call, liveDesignsInput(section)));
  const groups = useQuery(tagGroupsQuery(api.call));
  return {
    designs: designs.data?.items ?? [],
    groups: tagGroupUris(groups.data?.items ?? []),
    pending: designs.isPending,
  };
}

function Head({ title, seeAll }: { title: string; seeAll?: { label: string; href: string } }) {
  return (
    <div className={styles.headRow}>
      <h2>{title}</h2>
      {seeAll ? <ContentLink href={seeAll.href}>{seeAll.label}</ContentLink> : null}
    </div>
  );
}

function Empty({ pending }: { pending: boolean }) {
  return pending ? null : (
    <p className={styles.muted}>New designs are on their way — check back soon.</p>
  );
}

/** A row of designs that scrolls sideways, each linking to its product page. */
export function TemplateCarouselSection({ section }: SectionProps<'template-carousel'>) {
  const { designs, groups, pending } = useLiveDesigns(section);
  return (
    <section className={base.section} aria-label={section.title}>
      <Container>
        <Head title={section.title} seeAll={section.seeAll} />
        {designs.length === 0 ? <Empty pending={pending} /> : null}
        <ul className={styles.carousel} data-testid="template-carousel">
          {designs.map((design, index) => {
            const src = design.thumbnailUrl ?? `/artwork/themes/${design.id}.svg`;
            return (
              <li key={design.id}>
                <Link to={designHref(design, groups)} className={styles.carouselItem}>
                  <img
                    src={artworkSrc(src, TILE_WIDTHS[1])}
                    srcSet={artworkSrcSet(src, TILE_WIDTHS)}
                    sizes="(min-width: 45rem) 14rem, 60vw"
                    width={480}
                    height={600}
                    loading={index < 4 ? 'eager' : 'lazy'}
                    alt={`Preview of the ${design.name} design`}
                  />
                  <span className={styles.carouselName}>{design.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

/** A grid of designs with their favourite hearts. */
export function TemplatesSection({ section }: SectionProps<'templates'>) {
  const { designs, groups, pending } = useLiveDesigns(section);
  return (
    <section className={base.section}>
      <Container>
        <Head title={section.title} seeAll={section.seeAll} />
        {designs.length === 0 ? (
          <Empty pending={pending} />
        ) : (
          <DesignTiles designs={designs} groups={groups} />
        )}
      </Container>
    </section>
  );
}

/** The best sellers of a line, ranked. */
export function TopRatedSection({ section }: SectionProps<'top-rated'>) {
  const { designs, groups, pending } = useLiveDesigns({ ...section, order: 'best_sellers' });
  return (
    <section className={base.section}>
      <Container>
        <Head title={section.title} />
        {designs.length === 0 ? <Empty pending={pending} /> : null}
        <ol className={styles.ranked}>
          {designs.map((design) => (
            <li key={design.id}>
              <Link to={designHref(design, groups)} className={styles.rankedItem}>
                <img
                  src={artworkSrc(design.thumbnailUrl ?? `/artwork/themes/${design.id}.svg`, 240)}
                  width={96}
                  height={120}
                  loading="lazy"
                  alt=""
                />
                <span>
                  <strong>{design.name}</strong>
                  <span className={styles.muted}>
                    {productTypeById(design.productTypeId)?.name}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/** Design names of a line as a compact list of links. */
export function ThemesListingSection({ section }: SectionProps<'themes-listing'>) {
  const { designs, groups, pending } = useLiveDesigns(section);
  return (
    <section className={base.section}>
      <Container>
        <Head title={section.title} />
        {designs.length === 0 ? <Empty pending={pending} /> : null}
        <ul className={styles.themeList}>
          {designs.map((design) => (
            <li key={design.id}>
              <Link to={designHref(design, groups)}>{design.name}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** One design featured large: the line's best seller at `position`. */
export function ThemeSection({ section }: SectionProps<'theme'>) {
  const { designs, groups, pending } = useLiveDesigns({ ...section, count: 24 });
  const design = designs[(section.position ?? 1) - 1] ?? designs[0];
  return (
    <section className={base.section}>
      <Container>
        {design ? (
          <div className={styles.split}>
            <img
              className={styles.themeArt}
              src={artworkSrc(design.thumbnailUrl ?? `/artwork/themes/${design.id}.svg`, 720)}
              width={480}
              height={600}
              loading="lazy"
              alt={`Preview of the ${design.name} design`}
            />
            <div>
              <p className={base.eyebrow}>{section.title}</p>
              <h2 className={styles.display}>{design.name}</h2>
              {section.text ? <p className={base.lead}>{section.text}</p> : null}
              <Link to={designHref(design, groups)}>See this design</Link>
            </div>
          </div>
        ) : (
          <Empty pending={pending} />
        )}
      </Container>
    </section>
  );
}
