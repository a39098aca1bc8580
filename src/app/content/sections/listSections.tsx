import { Container } from '../../ui/Container';
import { ContentLink } from '../ContentLink';
import styles from './blocks.module.css';
import { ContentImage } from './ContentImage';
import type { SectionProps } from './sectionProps';
import base from './sections.module.css';

/* Sections that lay out several things side by side: tiles, products, traits, steps, tables. */

function SectionHead({ title, text }: { title?: string; text?: string }) {
  if (!title && !text) return null;
  return (
    <div className={styles.head}>
      {title ? <h2>{title}</h2> : null}
      {text ? <p>{text}</p> : null}
    </div>
  );
}

export function TilesSection({ section }: SectionProps<'tiles'>) {
  return (
    <section className={base.section}>
      <Container>
        <SectionHead title={section.title} text={section.intro} />
        <ul className={base.tiles}>
          {section.items.map((item) => (
            <li key={item.href}>
              <ContentLink href={item.href} className={base.tile}>
                {item.image ? <ContentImage image={item.image} className={styles.tileArt} /> : null}
                <div className={base.tileBody}>
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

export function ProductTilesSection({ section }: SectionProps<'product-tiles'>) {
  return (
    <section className={base.section}>
      <Container>
        <SectionHead title={section.title} />
        <ul className={styles.products}>
          {section.items.map((item) => (
            <li key={item.href}>
              <ContentLink href={item.href} className={styles.product}>
                <ContentImage image={item.image} className={styles.productArt} />
                <h3>{item.title}</h3>
                {item.text ? <p>{item.text}</p> : null}
                {item.fromPrice ? <p className={styles.price}>{item.fromPrice}</p> : null}
              </ContentLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Points({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className={styles.points}>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ProductTraitsSection({ section }: SectionProps<'product-traits'>) {
  return (
    <section className={`${base.section} ${styles.band}`}>
      <Container>
        <SectionHead title={section.title} />
        <Points items={section.items} />
      </Container>
    </section>
  );
}

export function BulletSection({ section }: SectionProps<'bullet'>) {
  return (
    <section className={base.section}>
      <Container>
        <SectionHead title={section.title} />
        <ul className={styles.bullets}>
          {section.items.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong> {item.text}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function PremiumQualitySection({ section }: SectionProps<'premium-quality'>) {
  return (
    <section className={`${base.section} ${styles.quality}`}>
      <Container className={section.image ? styles.split : undefined}>
        {section.image ? <ContentImage image={section.image} className={styles.splitArt} /> : null}
        <div>
          <h2 className={styles.display}>{section.title}</h2>
          <p className={base.lead}>{section.text}</p>
          <Points items={section.points} />
        </div>
      </Container>
    </section>
  );
}

export function GetInspiredSection({ section }: SectionProps<'get-inspired'>) {
  return (
    <section className={base.section}>
      <Container>
        <SectionHead title={section.title} text={section.text} />
        <ul className={styles.inspired}>
          {section.items.map((item) => (
            <li key={item.href}>
              <ContentLink href={item.href} className={styles.inspiredItem}>
                <ContentImage image={item.image} className={styles.inspiredArt} />
                <span>{item.title}</span>
              </ContentLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function GroupedItemsSection({ section }: SectionProps<'grouped-items'>) {
  return (
    <section className={base.section}>
      <Container>
        <SectionHead title={section.title} />
        <div className={styles.groups}>
          {section.groups.map((group) => (
            <div key={group.title}>
              <h3>{group.title}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={`${item.href}-${item.label}`}>
                    <ContentLink href={item.href}>{item.label}</ContentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}

export function IterationSection({ section }: SectionProps<'iteration'>) {
  return (
    <section className={base.section}>
      <Container>
        <SectionHead title={section.title} />
        <ol className={styles.steps}>
          {section.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

export function ComparisonSection({ section }: SectionProps<'comparison'>) {
  return (
    <section className={base.section}>
      <Container>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{section.title}</caption>
            <thead>
              <tr>
                <td />
                {section.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {section.columns.map((column, index) => (
                    <td key={column}>{row.values[index] ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </section>
  );
}

export function HelpCenterSection({ section }: SectionProps<'help-center'>) {
  return (
    <section className={`${base.section} ${styles.band}`}>
      <Container>
        <SectionHead title={section.title} text={section.text} />
        <ul className={styles.topics}>
          {section.topics.map((topic) => (
            <li key={topic.href}>
              <ContentLink href={topic.href} className={styles.topic}>
                <h3>{topic.title}</h3>
                <p>{topic.text}</p>
              </ContentLink>
            </li>
          ))}
        </ul>
        {section.contact ? (
          <p className={styles.more}>
            Still stuck?{' '}
            <ContentLink href={section.contact.href}>{section.contact.label}</ContentLink>
          </p>
        ) : null}
      </Container>
    </section>
  );
}
