import type { ReactNode } from 'react';
import { ProductArt } from '../ui/art/ProductArt';
import { Container } from '../ui/Container';
import styles from './AuthLayout.module.css';

export const authStyles = styles;

/** Sign-in and sign-up share this frame: the form card and a short "why an account" panel. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container className={styles.wrap}>
      <aside className={styles.aside} aria-label="Why create an account">
        <ProductArt kind="photoBooks" className={styles.art} />
        <h2 className={styles.asideTitle}>Your projects, safe and in one place</h2>
        <ul className={styles.benefits}>
          <li>Save designs and pick up on any device</li>
          <li>Keep your photo library organised</li>
          <li>Track orders and reorder in two clicks</li>
          <li>Invite family to add photos to a book</li>
        </ul>
      </aside>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </section>
    </Container>
  );
}
