import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { build } from '../../../shared/routes/build';
import type { myAccountPanels } from '../../../shared/routes/queryEnums';
import { FavoritesPanel } from '../../catalog';
import { favoritesQuery } from '../../common/designTiles/favorites';
import { useLocation, useNavigate } from '../../navigation/navigation';
import type { CallAction, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { type Session, sessionQueryKey } from '../../state/session/sessionQuery';
import { useSession } from '../../state/session/useSession';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/LinkButton';
import { AddressesPanel } from '../addresses/AddressesPanel';
import {
  accountDetailsQuery,
  creditCardsQuery,
  emailPreferencesQuery,
  ordersQuery,
} from './accountQueries';
import { CreditCardsPanel } from './CreditCardsPanel';
import { DetailsPanel } from './DetailsPanel';
import { EmailPreferencesPanel } from './EmailPreferencesPanel';
import styles from './MyAccount.module.css';
import { OrdersPanel } from './OrdersPanel';

type Panel = (typeof myAccountPanels)[number];

/** The tabs in the route's order: the first one is where an absent or unknown panel lands. */
const panelLabels: Record<Panel, string> = {
  orders: 'Orders',
  details: 'Account details',
  email_preferences: 'Email preferences',
  addresses: 'Addresses',
  credit_cards: 'Saved cards',
  favorites: 'Favourites',
};

export function meta(): PageMeta {
  return { title: 'My account', robots: 'noindex', canonical: null };
}

/** Fills the open panel's data on the server for a signed-in visitor; guests get nothing. */
export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  if (match.name !== 'myAccount') return;
  if (!queryClient.getQueryData<Session>(sessionQueryKey)?.user) return;
  switch (match.query.panel) {
    case 'orders':
      return void (await queryClient.prefetchQuery(ordersQuery(call)));
    case 'details':
      return void (await queryClient.prefetchQuery(accountDetailsQuery(call)));
    case 'email_preferences':
      return void (await queryClient.prefetchQuery(emailPreferencesQuery(call)));
    case 'credit_cards':
      return void (await queryClient.prefetchQuery(creditCardsQuery(call)));
    case 'favorites':
      return void (await queryClient.prefetchQuery(favoritesQuery(call)));
    case 'addresses':
      // The addresses panel loads its own data.
      return;
  }
}

export default function MyAccountPage() {
  const session = useSession();
  const user = session.data?.user;
  if (!user) return <SignInFirst />;
  return <AccountTabs name={user.firstName || user.email} />;
}

/** Guests go to sign-in and come back here, to the same panel. */
function SignInFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signIn = build('account.login', { returnTo: `${pathname}${search}` });
  useEffect(() => {
    navigate(signIn, { replace: true });
  }, [navigate, signIn]);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>My account</h1>
      <p>Sign in to see your orders, details and saved cards.</p>
      <LinkButton to={signIn}>Sign in</LinkButton>
    </Container>
  );
}

function AccountTabs({ name }: { name: string }) {
  const match = useRouteMatch('myAccount');
  const navigate = useNavigate();
  // The route parser already turned an unknown panel into the first one (spec §4).
  const panel: Panel = match?.query.panel ?? 'orders';

  function select(key: Key) {
    const next = String(key) as Panel;
    if (next === panel) return;
    // Replace: tab switches are views of one page, not steps for the back button to walk through.
    navigate(build('myAccount', { panel: next }), { replace: true });
  }

  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>My account</h1>
      <p className={styles.intro}>Hello, {name}. Here are your orders and settings.</p>
      <Tabs
        selectedKey={panel}
        onSelectionChange={select}
        className={styles.tabs}
        orientation="horizontal"
      >
        <TabList aria-label="My account" className={styles.tabList}>
          {(Object.keys(panelLabels) as Panel[]).map((id) => (
            <Tab key={id} id={id} className={styles.tab}>
              {panelLabels[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="orders" className={styles.panel}>
          <OrdersPanel />
        </TabPanel>
        <TabPanel id="details" className={styles.panel}>
          <DetailsPanel />
        </TabPanel>
        <TabPanel id="email_preferences" className={styles.panel}>
          <EmailPreferencesPanel />
        </TabPanel>
        <TabPanel id="addresses" className={styles.panel}>
          <AddressesPanel />
        </TabPanel>
        <TabPanel id="credit_cards" className={styles.panel}>
          <CreditCardsPanel />
        </TabPanel>
        <TabPanel id="favorites" className={styles.panel}>
          <FavoritesPanel />
        </TabPanel>
      </Tabs>
    </Container>
  );
}
