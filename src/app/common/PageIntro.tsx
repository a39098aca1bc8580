import type { ReactNode } from 'react';
import { build } from '../../shared/routes/build';
import { ProductArt, type ProductArtKind } from '../ui/art/ProductArt';
import { Container } from '../ui/Container';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './PageIntro.module.css';
import type { Crumb } from './structuredData';

/** The home crumb every trail starts with. */
export const homeCrumb: Crumb = { name: 'Home', path: build('home') };

/**
 * The top of a product, store or designer page: the breadcrumb trail (its last crumb is this
 * page), the one h1, a lead paragraph, actions and the product line's illustration.
 */
export function PageIntro({
  crumbs,
  title,
  eyebrow,
  lead,
  art,
  aside,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  eyebrow?: string;
  lead: ReactNode;
  art?: ProductArtKind;
  /** Shown beside the text instead of an illustration (a designer's monogram, say). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.intro} aria-labelledby="page-title">
      <Container>
        <Breadcrumbs crumbs={crumbs} className={styles.crumbs} />
        <div className={art || aside ? styles.withArt : undefined}>
          <div>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 id="page-title" className={styles.title}>
              {title}
            </h1>
            <div className={styles.lead}>{lead}</div>
            {children ? <div className={styles.actions}>{children}</div> : null}
          </div>
          {art ? <ProductArt kind={art} className={styles.art} /> : aside}
        </div>
      </Container>
    </section>
  );
}
