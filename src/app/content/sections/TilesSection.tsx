import { ProductArt } from '../../ui/art/ProductArt';
import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import type { TilesSectionData } from '../contentSchema';
import styles from './sections.module.css';

export function TilesSection({ section }: { section: TilesSectionData }) {
  return (
    <section className={styles.section}>
      <Container>
        {section.title ? <h2>{section.title}</h2> : null}
        {section.intro ? <p className={styles.lead}>{section.intro}</p> : null}
        <ul className={styles.tiles}>
          {section.items.map((item) => (
            <li key={item.href}>
              <ContentLink href={item.href} className={styles.tile}>
                {item.art ? <ProductArt kind={item.art} /> : null}
                <div className={styles.tileBody}>
                  <h3>{item.title}</h3>
                  {item.text ? <p>{item.text}</p> : null}
                </div>
              </ContentLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
