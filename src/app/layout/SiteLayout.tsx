import { useRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './SiteLayout.module.css';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';

/** The frame of every page: skip link, header, main landmark, footer. */
export function SiteLayout() {
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    // react-aria links and menu items navigate through the app router, not full page loads.
    <RouterProvider navigate={navigate} useHref={useHref}>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </RouterProvider>
  );
}
