import { useRouteMatch } from '../../navigation/useRouteMatch';
import { ThemeProductView } from '../storefront/ThemeProductPage';
import { themePageMeta, themePagePrefetch } from '../storefront/themePageMeta';
import { themePageOf } from '../storefront/themePageRoute';

export const prefetch = themePagePrefetch(themePageOf);
export const meta = themePageMeta(themePageOf);

/** A design's product page (the calendar line): the shared view, keyed by design so state resets. */
export default function CalendarThemePage() {
  const state = themePageOf(useRouteMatch());
  if (!state) return null;
  return <ThemeProductView key={state.themeUri} state={state} />;
}
