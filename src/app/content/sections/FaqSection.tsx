import { Container } from '../../ui/Container';
import type { FaqSectionData } from '../contentSchema';
import styles from './sections.module.css';

/** Questions as native disclosures: keyboard and screen readers work, and so does no-JS. */
export function FaqSection({ section }: { section: FaqSectionData }) {
  return (
    <section className={styles.section}>
      <Container>
        {section.title ? <h2>{section.title}</h2> : null}
        <div className={styles.faq}>
          {section.items.map((item) => (
            <details key={item.question} className={styles.question}>
              <summary>{item.question}</summary>
              <p className={styles.answer}>{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
