import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import type { TextSectionData } from '../contentSchema';
import styles from './sections.module.css';

export function TextSection({ section }: { section: TextSectionData }) {
  return (
    <section className={styles.section}>
      <Container>
        <div className={styles.prose}>
          {section.title ? <h2>{section.title}</h2> : null}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.links ? (
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <ContentLink href={link.href}>{link.label}</ContentLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
