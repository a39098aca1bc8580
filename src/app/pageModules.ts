import type { RouteName } from '../shared/routes/routeTable';
import type { PageModule } from './navigation/pageModule';

type PageImport = () => Promise<PageModule>;

/*
 * The page of each route, loaded on demand (one chunk per page). A route not listed here is not
 * built yet and shows the ComingSoon page, which names it and offers related links.
 */

/**
 * Browsing pages: the home, content and catalogue pages a visitor lands on from a search or an
 * ad, where the first load decides whether they stay (issue 19: the card storefront's first load
 * <= 125 KB gzipped). A first load hydrates them without React Router (routing/AppRoot.tsx);
 * their state is the address and the query cache, so handing over to the router at the first
 * navigation loses nothing.
 */
const browsingPages: Partial<Record<RouteName, PageImport>> = {
  home: () => import('./content/ContentPage'),
  landing: () => import('./content/ContentPage'),
  freeformLanding: () => import('./content/ContentPage'),
  holidayGiftGuide: () => import('./content/ContentPage'),
  fathersDayGiftGuide: () => import('./content/ContentPage'),
  about: () => import('./content/ContentPage'),
  cookiePolicy: () => import('./content/ContentPage'),
  press: () => import('./content/ContentPage'),
  celebrityPartner: () => import('./content/ContentPage'),
  affiliates: () => import('./content/ContentPage'),
  eduCanada: () => import('./content/ContentPage'),
  coupons: () => import('./content/ContentPage'),
  partner: () => import('./content/ContentPage'),
  catchAll: () => import('./content/ContentPage'),
  notFound: () => import('./site/notFound/NotFoundPage'),
  photoBooks: () => import('./catalog/photoBooks/PhotoBooksPage'),
  coffeeTableBooks: () => import('./catalog/photoBooks/PhotoBooksPage'),
  simplePhotoBooks: () => import('./catalog/photoBooks/PhotoBooksPage'),
  proCollection: () => import('./catalog/photoBooks/PhotoBooksPage'),
  mothersDayPhotoBooks: () => import('./catalog/photoBooks/PhotoBooksPage'),
  fathersDayPhotoBooks: () => import('./catalog/photoBooks/PhotoBooksPage'),
  allPhotoBooks: () => import('./catalog/photoBooks/PhotoBookDesignsPage'),
  'photoBooks.collection': () => import('./catalog/photoBooks/PhotoBookDesignsPage'),
  photoBookPricing: () => import('./catalog/photoBooks/PhotoBookPricingPage'),
  'homeDecor.acrylicPrints': () => import('./catalog/homeDecor/HomeDecorPage'),
  'homeDecor.canvasPrints': () => import('./catalog/homeDecor/HomeDecorPage'),
  'homeDecor.metalPrints': () => import('./catalog/homeDecor/HomeDecorPage'),
  'homeDecor.posterPrints': () => import('./catalog/homeDecor/HomeDecorPage'),
  photoPrints: () => import('./catalog/photoPrints/PhotoPrintsPage'),
  products: () => import('./catalog/products/ProductsPage'),
  weddingCollection: () => import('./catalog/products/WeddingCollectionPage'),
  memories: () => import('./catalog/products/MemoryReelPage'),
  'stores.storefront': () => import('./catalog/stores/StorePage'),
  designers: () => import('./catalog/designers/DesignersPage'),
  'designers.designer': () => import('./catalog/designers/DesignerPage'),
  'cards.all': () => import('./catalog/cards/CardStorefrontPage'),
  'cards.category': () => import('./catalog/cards/CardStorefrontPage'),
  'cards.christmasHolidayPhoto': () => import('./catalog/cards/CardStorefrontPage'),
  'cards.theme': () => import('./catalog/cards/CardThemePage'),
  labels: () => import('./catalog/labels/LabelStorefrontPage'),
  'labels.category': () => import('./catalog/labels/LabelStorefrontPage'),
  'labels.theme': () => import('./catalog/labels/LabelThemePage'),
  photoCalendars: () => import('./catalog/calendars/CalendarStorefrontPage'),
  'calendars.category': () => import('./catalog/calendars/CalendarStorefrontPage'),
  'calendars.theme': () => import('./catalog/calendars/CalendarThemePage'),
};

/**
 * The other pages hold work in progress (editor, cart, checkout, photos, account) or move within
 * themselves (search, reviews, previews): they start with the router, loaded before they render.
 */
const appPages: Partial<Record<RouteName, PageImport>> = {
  contact: () => import('./content/ContactPage'),
  contentPreview: () => import('./content/ContentPreviewPage'),
  'account.login': () => import('./account/signIn/LoginPage'),
  'account.resetPassword': () => import('./account/passwordReset/ResetPasswordPage'),
  'account.confirmEmail': () => import('./account/myAccount/ConfirmEmailPage'),
  'account.signup': () => import('./account/signIn/SignupPage'),
  myAccount: () => import('./account/myAccount/MyAccountPage'),
  'oauth.authorize': () => import('./account/oauth/AuthorizePage'),
  'oauth.authorizeApp': () => import('./account/oauth/AuthorizePage'),
  accountDelete: () => import('./account/deletion/AccountDeletionPage'),
  'account.authEditor': () => import('./account/signIn/AuthEditorPage'),
  'account.specifyEmail': () => import('./account/signIn/SpecifyEmailPage'),
  claimOffer: () => import('./cart/ClaimOfferPage'),
  invitePurchase: () => import('./orders/invites/PurchaseInvitePage'),
  cart: () => import('./checkout/CartPage'),
  checkout: () => import('./checkout/CheckoutPage'),
  'checkout.quick': () => import('./checkout/QuickCheckoutPage'),
  'checkout.confirm': () => import('./checkout/ConfirmPage'),
  'myAccount.order': () => import('./orders/OrderPage'),
  'orders.print': () => import('./orders/OrderPrintPage'),
  'shipments.track': () => import('./orders/TrackShipmentPage'),
  'shipments.trackOne': () => import('./orders/TrackShipmentPage'),
  'calendars.themePreview': () => import('./catalog/storefront/ThemePreviewPage'),
  'theme.preview': () => import('./catalog/storefront/ThemePreviewPage'),
  search: () => import('./catalog/search/SearchPage'),
  'photos.library': () => import('./photos/PhotoLibraryPage'),
  'photos.photo': () => import('./photos/PhotoLibraryPage'),
  'photos.album': () => import('./photos/PhotoLibraryPage'),
  'photos.albumPhoto': () => import('./photos/PhotoLibraryPage'),
  'photos.albums': () => import('./photos/albums/AlbumsPage'),
  'photos.albumsPhoto': () => import('./photos/albums/AlbumsPhotoPage'),
  mobileUpload: () => import('./photos/mobileUpload/MobileUploadPage'),
  'friends.upload': () => import('./photos/photoFriends/PhotoFriendsPage'),
  'projects.home': () => import('./projects/MyProjectsPage'),
  'project.view': () => import('./projects/ProjectPage'),
  'projects.preview': () => import('./projects/ProjectPreviewPage'),
  metaFlow: () => import('./projects/MetaFlowPage'),
  editor: () => import('./editor/EditorPage'),
  'editor.embedded': () => import('./editor/EditorPage'),
  'memories.edit': () => import('./editor/EditorPage'),
  'memories.preview': () => import('./editor/EditorPage'),
  trustPilotWidget: () => import('./catalog/reviews/TrustWidgetPage'),
  customerReviews: () => import('./catalog/reviews/CustomerReviewsPage'),
  helpCentre: () => import('./content/help/HelpCentrePage'),
  'collaborate.create': () => import('./projects/collaboration/CollaborateInvitePage'),
  'projects.contribute': () => import('./projects/collaboration/CollaborateInvitePage'),
  inviteRequests: () => import('./projects/collaboration/InviteRequestsPage'),
};

const builtPages = { ...browsingPages, ...appPages };

const comingSoonPage: PageImport = () => import('./site/comingSoon/ComingSoonPage');

export function pageImportFor(name: RouteName): PageImport {
  return builtPages[name] ?? comingSoonPage;
}

/** Whether a first load of this route's page hydrates without React Router (browsingPages). */
export function startsWithoutRouter(name: RouteName): boolean {
  return Object.hasOwn(browsingPages, name);
}
