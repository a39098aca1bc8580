import { buttonClass } from '../../ui/buttonClass';
import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import type { CalloutBannerSectionData } from '../contentSchema';
import styles from './sections.module.css';

export function CalloutBannerSection({ section }: { section: CalloutBannerSectionData }) {
  const tone = section.tone ?? 'accent';
  return (
    <section className={styles.section}>
      <Container>
        <div className={`${styles.banner} ${styles[tone]}`}>
          <div>
            <h2>{section.title}</h2>
            {section.text ? <p>{section.text}</p> : null}
          </div>
          {section.cta ? (
            <ContentLink
              href={section.cta.href}
              className={buttonClass({ variant: tone === 'teal' ? 'light' : 'primary' })}
            >
              {section.cta.label}
            </ContentLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
