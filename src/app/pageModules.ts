import type { RouteName } from '../shared/routes/routeTable';
import type { PageModule } from './routing/pageModule';

type PageImport = () => Promise<PageModule>;

/**
 * The page of each route, loaded on demand (one chunk per page). A route not listed here is not
 * built yet and shows the ComingSoon page, which names it and offers related links.
 */
const builtPages: Partial<Record<RouteName, PageImport>> = {
  home: () => import('./home/HomePage'),
  'account.login': () => import('./account/LoginPage'),
  'account.resetPassword': () => import('./passwordReset/ResetPasswordPage'),
  'account.signup': () => import('./account/SignupPage'),
  catchAll: () => import('./content/CatchAllPage'),
  notFound: () => import('./notFound/NotFoundPage'),
  myAccount: () => import('./myAccount/MyAccountPage'),
  'oauth.authorize': () => import('./oauth/AuthorizePage'),
  'oauth.authorizeApp': () => import('./oauth/AuthorizePage'),
  accountDelete: () => import('./accountDeletion/AccountDeletionPage'),
  'account.authEditor': () => import('./account/AuthEditorPage'),
  'account.specifyEmail': () => import('./account/SpecifyEmailPage'),
  claimOffer: () => import('./cart/ClaimOfferPage'),
  photoBooks: () => import('./photoBooks/PhotoBooksPage'),
  coffeeTableBooks: () => import('./photoBooks/PhotoBooksPage'),
  simplePhotoBooks: () => import('./photoBooks/PhotoBooksPage'),
  proCollection: () => import('./photoBooks/PhotoBooksPage'),
  mothersDayPhotoBooks: () => import('./photoBooks/PhotoBooksPage'),
  fathersDayPhotoBooks: () => import('./photoBooks/PhotoBooksPage'),
  allPhotoBooks: () => import('./photoBooks/PhotoBookDesignsPage'),
  'photoBooks.collection': () => import('./photoBooks/PhotoBookDesignsPage'),
  photoBookPricing: () => import('./photoBooks/PhotoBookPricingPage'),
  'homeDecor.acrylicPrints': () => import('./homeDecor/HomeDecorPage'),
  'homeDecor.canvasPrints': () => import('./homeDecor/HomeDecorPage'),
  'homeDecor.metalPrints': () => import('./homeDecor/HomeDecorPage'),
  'homeDecor.posterPrints': () => import('./homeDecor/HomeDecorPage'),
  photoPrints: () => import('./photoPrints/PhotoPrintsPage'),
  products: () => import('./products/ProductsPage'),
  weddingCollection: () => import('./products/WeddingCollectionPage'),
  'stores.storefront': () => import('./stores/StorePage'),
  designers: () => import('./designers/DesignersPage'),
  'designers.designer': () => import('./designers/DesignerPage'),
  'cards.all': () => import('./cards/CardStorefrontPage'),
  'cards.category': () => import('./cards/CardStorefrontPage'),
  'cards.christmasHolidayPhoto': () => import('./cards/CardStorefrontPage'),
  'cards.theme': () => import('./cards/CardThemePage'),
  labels: () => import('./labels/LabelStorefrontPage'),
  'labels.category': () => import('./labels/LabelStorefrontPage'),
  'labels.theme': () => import('./labels/LabelThemePage'),
  photoCalendars: () => import('./calendars/CalendarStorefrontPage'),
  'calendars.category': () => import('./calendars/CalendarStorefrontPage'),
  'calendars.theme': () => import('./calendars/CalendarThemePage'),
  'calendars.themePreview': () => import('./storefront/ThemePreviewPage'),
  'theme.preview': () => import('./storefront/ThemePreviewPage'),
  search: () => import('./search/SearchPage'),
  'photos.library': () => import('./photos/PhotoLibraryPage'),
  'photos.photo': () => import('./photos/PhotoLibraryPage'),
  'photos.album': () => import('./photos/PhotoLibraryPage'),
  'photos.albumPhoto': () => import('./photos/PhotoLibraryPage'),
  'photos.albums': () => import('./photos/albums/AlbumsPage'),
  'photos.albumsPhoto': () => import('./photos/albums/AlbumsPhotoPage'),
  mobileUpload: () => import('./mobileUpload/MobileUploadPage'),
  'friends.upload': () => import('./photoFriends/PhotoFriendsPage'),
  editor: () => import('./editor/EditorPage'),
  'editor.embedded': () => import('./editor/EditorPage'),
  'memories.edit': () => import('./editor/EditorPage'),
  'memories.preview': () => import('./editor/EditorPage'),
  'collaborate.create': () => import('./collaboration/CollaborateInvitePage'),
  'projects.contribute': () => import('./collaboration/CollaborateInvitePage'),
  inviteRequests: () => import('./collaboration/InviteRequestsPage'),
};

const comingSoonPage: PageImport = () => import('./comingSoon/ComingSoonPage');

export function pageImportFor(name: RouteName): PageImport {
  return builtPages[name] ?? comingSoonPage;
}
