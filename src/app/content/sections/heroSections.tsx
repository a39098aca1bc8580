import { formatDate } from '../../../shared/format/dates';
import { buttonClass } from '../../ui/buttonClass';
import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import styles from './blocks.module.css';
import { ContentImage } from './ContentImage';
import type { SectionProps } from './sectionProps';
import base from './sections.module.css';

const Heading = ({ opening, children }: { opening?: boolean; children: string }) =>
  opening ? <h1>{children}</h1> : <h2 className={styles.display}>{children}</h2>;

/** The page's opening: a heading, a lead sentence, a call to action and a picture. */
export function HeroSection({ section, opening }: SectionProps<'hero'>) {
  return (
    <section className={base.hero}>
      <Container
        className={section.image ? base.heroInner : `${base.heroInner} ${base.heroInnerPlain}`}
      >
        <div>
          {section.eyebrow ? <p className={base.eyebrow}>{section.eyebrow}</p> : null}
          <Heading opening={opening}>{section.title}</Heading>
          {section.text ? <p className={base.lead}>{section.text}</p> : null}
          {section.cta ? (
            <ContentLink href={section.cta.href} className={buttonClass({ size: 'large' })}>
              {section.cta.label}
            </ContentLink>
          ) : null}
        </div>
        {section.image ? <ContentImage image={section.image} className={styles.heroArt} /> : null}
      </Container>
    </section>
  );
}

/** A seasonal campaign: a bold panel with its offer code and end date. */
export function CampaignHeroSection({ section, opening }: SectionProps<'campaign-hero'>) {
  return (
    <section className={styles.campaign}>
      <Container className={styles.campaignInner}>
        <div className={styles.campaignText}>
          {section.eyebrow ? <p className={styles.campaignEyebrow}>{section.eyebrow}</p> : null}
          <Heading opening={opening}>{section.title}</Heading>
          <p className={styles.campaignLead}>{section.text}</p>
          <div className={styles.actions}>
            <ContentLink
              href={section.cta.href}
              className={buttonClass({ size: 'large', variant: 'light' })}
            >
              {section.cta.label}
            </ContentLink>
            {section.code ? (
              <p className={styles.code}>
                Use code <strong>{section.code}</strong>
                {section.endsOn ? ` · ends ${formatDate(section.endsOn, 'longMonthDay')}` : null}
              </p>
            ) : null}
          </div>
        </div>
        <ContentImage image={section.image} className={styles.campaignArt} />
      </Container>
    </section>
  );
}

/** A category page's heading with links to its sub-categories. */
export function CategoryHeaderSection({ section, opening }: SectionProps<'category-header'>) {
  return (
    <section className={styles.categoryHeader}>
      <Container>
        <Heading opening={opening}>{section.title}</Heading>
        {section.text ? <p className={base.lead}>{section.text}</p> : null}
        {section.links ? (
          <ul className={styles.chips}>
            {section.links.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href} className={styles.chip}>
                  {link.label}
                </ContentLink>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}

/** A product's name, a line about it and its starting price. */
export function ProductHeaderSection({ section, opening }: SectionProps<'product-header'>) {
  return (
    <section className={base.section}>
      <Container className={styles.productHeader}>
        {section.image ? (
          <ContentImage image={section.image} className={styles.productThumb} />
        ) : null}
        <div>
          <Heading opening={opening}>{section.title}</Heading>
          {section.text ? <p className={base.lead}>{section.text}</p> : null}
          {section.fromPrice ? <p className={styles.price}>{section.fromPrice}</p> : null}
        </div>
      </Container>
    </section>
  );
}

/** A product's opening: picture beside its promise, its key facts and a call to action. */
export function ProductHeroSection({ section, opening }: SectionProps<'product-hero'>) {
  return (
    <section className={styles.productHero}>
      <Container className={base.heroInner}>
        <ContentImage image={section.image} className={styles.heroArt} />
        <div>
          <Heading opening={opening}>{section.title}</Heading>
          <p className={base.lead}>{section.text}</p>
          {section.points ? (
            <ul className={styles.checks}>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          <ContentLink href={section.cta.href} className={buttonClass({ size: 'large' })}>
            {section.cta.label}
          </ContentLink>
        </div>
      </Container>
    </section>
  );
}

/** One product told at length: a large picture beside its story, alternating sides. */
export function ProductSpotlightSection({ section }: SectionProps<'product-spotlight'>) {
  return (
    <section className={base.section}>
      <Container
        className={section.reverse ? `${styles.split} ${styles.splitReverse}` : styles.split}
      >
        <ContentImage image={section.image} className={styles.splitArt} />
        <div>
          {section.eyebrow ? <p className={base.eyebrow}>{section.eyebrow}</p> : null}
          <h2 className={styles.display}>{section.title}</h2>
          <p className={base.lead}>{section.text}</p>
          <ContentLink href={section.cta.href} className={buttonClass({ variant: 'secondary' })}>
            {section.cta.label}
          </ContentLink>
        </div>
      </Container>
    </section>
  );
}
