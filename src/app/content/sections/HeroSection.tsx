import { ProductArt } from '../../ui/art/ProductArt';
import { buttonClass } from '../../ui/buttonClass';
import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import type { HeroSectionData } from '../contentSchema';
import styles from './sections.module.css';

/** The page's opening: its h1, a lead sentence, an optional call to action and illustration. */
export function HeroSection({ section }: { section: HeroSectionData }) {
  return (
    <section className={styles.hero}>
      <Container
        className={section.art ? styles.heroInner : `${styles.heroInner} ${styles.heroInnerPlain}`}
      >
        <div>
          {section.eyebrow ? <p className={styles.eyebrow}>{section.eyebrow}</p> : null}
          <h1>{section.title}</h1>
          {section.text ? <p className={styles.lead}>{section.text}</p> : null}
          {section.cta ? (
            <ContentLink href={section.cta.href} className={buttonClass({ size: 'large' })}>
              {section.cta.label}
            </ContentLink>
          ) : null}
        </div>
        {section.art ? <ProductArt kind={section.art} className={styles.art} /> : null}
      </Container>
    </section>
  );
}
