import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../apiContext';
import type { CallAction } from '../../navigation/pageModule';
import { ProductArt } from '../../ui/art/ProductArt';
import { Container } from '../../ui/Container';
import styles from './AuthLayout.module.css';
import { authContentQuery, DEFAULT_AUTH_CONTENT } from './authContent';

export const authStyles = styles;

/** The store's sign-in texts (the defaults until they are read). */
export function useAuthContent() {
  const api = useApi();
  return useQuery(authContentQuery(api.call)).data ?? DEFAULT_AUTH_CONTENT;
}

/** Server renders of the pages in this frame read the texts first, so the HTML has them. */
export async function prefetchAuthContent(queryClient: QueryClient, call: CallAction) {
  await queryClient.prefetchQuery(authContentQuery(call));
}

/**
 * Sign-in and sign-up share this frame: the form card and a short "why an account" panel whose
 * heading, text, picture and benefits come from the content store (`components/auth`; the pages
 * prefetch it, so the server's HTML has them).
 */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const side = useAuthContent();
  return (
    <Container className={styles.wrap}>
      <aside className={styles.aside} aria-label="Why create an account">
        <ProductArt kind={side.asideArt} className={styles.art} />
        <h2 className={styles.asideTitle}>{side.asideTitle}</h2>
        {side.asideText ? <p className={styles.asideText}>{side.asideText}</p> : null}
        <ul className={styles.benefits}>
          {side.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
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
