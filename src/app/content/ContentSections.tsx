import { type ComponentType, Fragment, type ReactNode } from 'react';
import { type ContentSection, readSection, type SectionType } from '../../shared/content/sections';
import { MyFavoritesSection, MyProjectsSection } from './sections/accountSections';
import { ArticleListingSection, ArticleSection, ArticlesSection } from './sections/articleSections';
import {
  TemplateCarouselSection,
  TemplatesSection,
  ThemeSection,
  ThemesListingSection,
  TopRatedSection,
} from './sections/designSections';
import {
  CampaignHeroSection,
  CategoryHeaderSection,
  HeroSection,
  ProductHeaderSection,
  ProductHeroSection,
  ProductSpotlightSection,
} from './sections/heroSections';
import {
  BulletSection,
  ComparisonSection,
  GetInspiredSection,
  GroupedItemsSection,
  HelpCenterSection,
  IterationSection,
  PremiumQualitySection,
  ProductTilesSection,
  ProductTraitsSection,
  TilesSection,
} from './sections/listSections';
import { OPENING_TYPES, type SectionProps } from './sections/sectionProps';
import {
  CouponDetailsSection,
  CouponsSection,
  ShippingEstimatorSection,
  ShippingGuidelinesSection,
  ShippingPricingSection,
  TrustRatingSection,
} from './sections/shopSections';
import {
  BarSection,
  BreadcrumbsSection,
  CalloutBannerSection,
  FaqSection,
  FooterSection,
  GenericHtmlSection,
  HeaderSection,
  InspirationSection,
  MediaSection,
  MobileAppHomeSection,
  MobileAppSection,
  TextSection,
} from './sections/textSections';

type Renderers = {
  [T in Exclude<SectionType, 'component' | 'article-listing'>]: ComponentType<SectionProps<T>>;
};

/** One component per section type (spec §2); the two that hold other sections are below. */
const renderers: Renderers = {
  hero: HeroSection,
  'campaign-hero': CampaignHeroSection,
  'category-header': CategoryHeaderSection,
  'product-header': ProductHeaderSection,
  'product-hero': ProductHeroSection,
  'product-spotlight': ProductSpotlightSection,
  'product-tiles': ProductTilesSection,
  'product-traits': ProductTraitsSection,
  'premium-quality': PremiumQualitySection,
  'get-inspired': GetInspiredSection,
  'grouped-items': GroupedItemsSection,
  'help-center': HelpCenterSection,
  bullet: BulletSection,
  comparison: ComparisonSection,
  iteration: IterationSection,
  tiles: TilesSection,
  text: TextSection,
  'generic-html': GenericHtmlSection,
  faq: FaqSection,
  media: MediaSection,
  inspiration: InspirationSection,
  bar: BarSection,
  header: HeaderSection,
  footer: FooterSection,
  breadcrumbs: BreadcrumbsSection,
  'callout-banner': CalloutBannerSection,
  'mobile-app': MobileAppSection,
  'mobile-app-home': MobileAppHomeSection,
  'template-carousel': TemplateCarouselSection,
  templates: TemplatesSection,
  'top-rated': TopRatedSection,
  'themes-listing': ThemesListingSection,
  theme: ThemeSection,
  coupons: CouponsSection,
  'coupon-details': CouponDetailsSection,
  'shipping-estimator': ShippingEstimatorSection,
  'shipping-guidelines': ShippingGuidelinesSection,
  'shipping-pricing': ShippingPricingSection,
  'trust-rating': TrustRatingSection,
  'my-projects': MyProjectsSection,
  'my-favorites': MyFavoritesSection,
  article: ArticleSection,
  articles: ArticlesSection,
};

const nested = (sections: unknown[]) => <ContentSections sections={sections} nested />;

function renderSection(section: ContentSection, opening: boolean): ReactNode {
  if (section.type === 'component') return nested(section.sections ?? []);
  if (section.type === 'article-listing') {
    return <ArticleListingSection section={section} renderSections={nested} />;
  }
  const Section = renderers[section.type] as ComponentType<SectionProps<typeof section.type>>;
  return <Section section={section} opening={opening} />;
}

/** Sections that may come before the page's opening section (above its heading). */
const LEAD_IN: ReadonlySet<string> = new Set(['bar', 'breadcrumbs', 'header']);

/**
 * The index of the section that holds the page's h1: the first heading-type section, when only
 * lead-in sections (bar, breadcrumbs, header) come before it; -1 when the page has none.
 */
export function openingIndex(sections: readonly unknown[]): number {
  for (const [index, raw] of sections.entries()) {
    const section = readSection(raw);
    if (!section) continue;
    if (OPENING_TYPES.has(section.type) || section.type === 'article') return index;
    if (!LEAD_IN.has(section.type)) return -1;
  }
  return -1;
}

/** Whether a page's sections draw its h1 (else the page shows its title as one). */
export function opensWithHeading(sections: readonly unknown[]): boolean {
  return openingIndex(sections) >= 0;
}

/**
 * Renders a page's sections in order. Unknown and malformed sections are skipped, so the rest of
 * the page still shows. Component sections and injected components render through this same
 * function (spec §2 traversal); only a top-level opening section holds the page's h1.
 */
export function ContentSections({
  sections,
  nested: isNested = false,
}: {
  sections: unknown[];
  nested?: boolean;
}) {
  const opening = isNested ? -1 : openingIndex(sections);
  return (
    <>
      {sections.map((raw, index) => {
        const section = readSection(raw);
        if (!section) return null;
        // Sections have no ids and never reorder while shown, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        return <Fragment key={index}>{renderSection(section, index === opening)}</Fragment>;
      })}
    </>
  );
}
