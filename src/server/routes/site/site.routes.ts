import type { ActionHandlers } from '../../http/actionHandler';
import {
  banners,
  countries,
  headerWarning,
  logos,
  promotions,
  signUpBanner,
} from '../../site/site/site.service';

/** The site-wide calls every page may make: header notice, promotions, banners, logos, countries. */
export const siteHandlers: ActionHandlers = {
  countries: (_input, ctx) => countries(ctx.deps.db),
  header_warning: (_input, ctx) => headerWarning(ctx.deps.db, ctx.deps.now()),
  holiday_promotions: (_input, ctx) => promotions(ctx.deps.db, 'holiday', ctx.deps.now()),
  slide_in_promotions: (_input, ctx) => promotions(ctx.deps.db, 'slide_in', ctx.deps.now()),
  banners: (input, ctx) => banners(ctx.deps.db, input.placement, ctx.deps.now()),
  'sign_up_banners/show_by_source': (input, ctx) => signUpBanner(ctx.deps.db, input.source),
  logos: (_input, ctx) => logos(ctx.deps.db),
};
