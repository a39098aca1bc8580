import { createHash } from 'node:crypto';
import * as Y from 'yjs';
import { creditCards } from '../../../../src/server/db/schema/payments';
import { photos } from '../../../../src/server/db/schema/photos';
import { type ActionName, actionTable } from '../../../../src/shared/api/actionTable';
import { DESIGNS } from '../../creation/creationSupport';
import { addAddress, cardProject, nonce, placeOrder } from '../../ordering/orderingSupport';
import { callAction } from '../../support/callAction';
import { signedInPerson, toBase64 } from '../../support/projects';
import type { TestAgent, TestServer } from '../../support/testServer';

/**
 * Every kind of record a customer owns, how to make one, and every call that names it. The access
 * matrix (recordAccess.test.ts) tries each call as another signed-in customer and as a guest;
 * a new area (cart, orders, collaboration…) joins by adding its kinds here, and the coverage test
 * fails until every call that takes a record's id is listed here or in `notPrivate` below.
 */

export interface Owner {
  agent: TestAgent;
  userId: number;
}

/** The fields that name one record, as the calls take them (camelCase). */
export type RecordIds = Record<string, number | string>;

export interface RecordCall {
  action: ActionName;
  input: (ids: RecordIds) => Record<string, unknown>;
  /**
   * The call answers anyone, acting only on the caller's own records (a batch or a list
   * filter, or a question like "may I edit it?"): it must answer exactly as for a record that
   * does not exist, and touch nothing.
   */
  scoped?: true;
  /** Below which status the owner's own call must answer; 300 unless the input is a probe. */
  ownerStatus?: number;
}

export interface PrivateRecordKind {
  kind: string;
  /** Makes a record for `owner` carrying `marker` in its text, so a leak shows in any answer. */
  create(server: TestServer, owner: Owner, marker: string): Promise<RecordIds>;
  /** The record as its owner sees it: must read the same after every intruder's attempt. */
  read(owner: Owner, ids: RecordIds): Promise<unknown>;
  calls: RecordCall[];
}

const json = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answer = await response;
  return { status: answer.statusCode, body: answer.body };
};

/** One Yjs update, as a device pushes it. */
function someUpdate(): string {
  const doc = new Y.Doc();
  doc.getArray<string>('pages').push(['intruder page']);
  return toBase64(Y.encodeStateAsUpdate(doc));
}

/** The content hash of the photos made here: each owner has one photo per hash. */
const hashOf = (name: string) => createHash('sha256').update(name).digest('hex');

async function ownPhoto(server: TestServer, owner: Owner, name: string): Promise<number> {
  const [row] = await server.database.db
    .insert(photos)
    .values({ ownerId: owner.userId, name, status: 'ready', contentHash: hashOf(name) })
    .returning({ id: photos.id });
  return row!.id;
}

const address = (firstName: string) => ({
  firstName,
  lastName: 'Lovelace',
  line1: '350 Fifth Avenue',
  city: 'New York',
  state: 'ny',
  postalCode: '10118',
  country: 'us',
});

export const privateRecordKinds: PrivateRecordKind[] = [
  {
    kind: 'photo',
    create: async (server, owner, marker) => ({ photoId: await ownPhoto(server, owner, marker) }),
    read: (owner, { photoId }) => json(callAction(owner.agent, 'my/photos/{id}', { id: photoId })),
    calls: [
      { action: 'my/photos/{id}', input: ({ photoId }) => ({ id: photoId }) },
      {
        action: 'my/photos/batch_destroy',
        input: ({ photoId }) => ({ photoIds: [photoId] }),
        scoped: true,
      },
      {
        action: 'my/albums#create',
        input: ({ photoId }) => ({ name: 'Mine', photoIds: [photoId] }),
      },
      {
        action: 'my/projects',
        input: ({ photoId }) => ({ productTypeId: 1, photoIds: [photoId] }),
        scoped: true,
      },
      { action: 'my/animated_projects', input: ({ photoId }) => ({ photoIds: [photoId] }) },
    ],
  },
  {
    kind: 'album',
    create: async (server, owner, marker) => {
      const photoId = await ownPhoto(server, owner, 'in-album.jpg');
      const album = await callAction(owner.agent, 'my/albums#create', {
        name: marker,
        photoIds: [photoId],
      });
      return { albumId: album.json().id, photoId };
    },
    read: (owner, { albumId }) => json(callAction(owner.agent, 'my/photos', { albumId })),
    calls: [
      {
        action: 'my/albums/{id}#update',
        input: ({ albumId }) => ({ id: albumId, name: 'Stolen' }),
      },
      { action: 'my/albums/{id}#delete', input: ({ albumId }) => ({ id: albumId }) },
      {
        action: 'my/albums/{id}/add_photos',
        input: ({ albumId, photoId }) => ({ id: albumId, photoIds: [photoId] }),
      },
      {
        action: 'my/albums/{id}/remove_photos',
        input: ({ albumId, photoId }) => ({ id: albumId, photoIds: [photoId] }),
      },
      { action: 'my/albums/{id}/mark_as_seen', input: ({ albumId }) => ({ id: albumId }) },
      { action: 'my/photos', input: ({ albumId }) => ({ albumId }), scoped: true },
      { action: 'my/upload_sessions', input: ({ albumId }) => ({ albumId, fileCount: 1 }) },
    ],
  },
  {
    kind: 'address',
    create: async (_server, owner, marker) => {
      const created = await callAction(owner.agent, 'my/addresses/create', address(marker));
      return { addressId: created.json().id };
    },
    read: (owner) => json(callAction(owner.agent, 'my/addresses/list')),
    calls: [
      {
        action: 'my/addresses/update',
        input: ({ addressId }) => ({ id: addressId, ...address('Stolen') }),
      },
      { action: 'my/cart/set_shipping_address', input: ({ addressId }) => ({ addressId }) },
      {
        action: 'my/credit_cards#create',
        input: ({ addressId }) => ({
          paymentMethodNonce: nonce(),
          billingAddressId: addressId,
        }),
      },
      {
        action: 'wedding_sample_kit_requests',
        input: ({ addressId }) => ({
          firstName: 'Eve',
          lastName: 'Intruder',
          email: 'eve@example.com',
          addressId,
        }),
      },
      { action: 'my/addresses/delete', input: ({ addressId }) => ({ id: addressId }) },
    ],
  },
  {
    kind: 'saved card',
    create: async (server, owner, marker) => {
      const [card] = await server.database.db
        .insert(creditCards)
        .values({
          userId: owner.userId,
          gatewayId: 3,
          gatewayToken: `token-${marker}`,
          brand: 'Visa',
          last4: '1111',
          expMonth: 12,
          expYear: 2031,
          holderName: marker,
        })
        .returning({ id: creditCards.id });
      return { cardId: card!.id };
    },
    read: (owner) => json(callAction(owner.agent, 'my/credit_cards')),
    calls: [
      { action: 'my/payment/sync', input: ({ cardId }) => ({ creditCardId: cardId }) },
      { action: 'my/credit_cards/{id}#delete', input: ({ cardId }) => ({ id: cardId }) },
      { action: 'my/credit_cards', input: () => ({}), scoped: true },
    ],
  },
  {
    kind: 'project',
    create: async (server, owner, marker) => {
      const created = await callAction(owner.agent, 'my/projects', { templateId: DESIGNS.book });
      const projectId = created.json().id as number;
      await callAction(owner.agent, 'my/project/update', { projectId, name: marker });
      return { projectId, photoId: await ownPhoto(server, owner, 'for-project.jpg') };
    },
    read: (owner, { projectId }) =>
      json(callAction(owner.agent, 'my/projects/{project_id}/content', { projectId })),
    calls: [
      { action: 'my/project/details', input: ({ projectId }) => ({ projectId }) },
      { action: 'my/projects/archive', input: ({ projectId }) => ({ projectIds: [projectId] }) },
      { action: 'my/projects/restore', input: ({ projectId }) => ({ projectIds: [projectId] }) },
      { action: 'my/project/copy', input: ({ projectId }) => ({ projectId }) },
      // Asked of the original, the owner hears it is not a copy; others that it does not exist.
      {
        action: 'my/project/copy_status',
        input: ({ projectId }) => ({ projectId }),
        ownerStatus: 500,
      },
      {
        action: 'my/project/share',
        input: ({ projectId }) => ({ projectId, emails: ['friend@example.com'] }),
      },
      {
        action: 'my/project/invite_contributor',
        input: ({ projectId }) => ({ projectId, emails: ['friend@example.com'] }),
      },
      {
        action: 'my/project/invite_photo_friends',
        input: ({ projectId }) => ({ projectId, emails: ['friend@example.com'] }),
      },
      { action: 'my/project/collaboration_link', input: ({ projectId }) => ({ projectId }) },
      {
        action: 'my/project/collaboration_link#replace',
        input: ({ projectId }) => ({ projectId }),
      },
      // A private project: nobody without its link may ask to join (an unlisted one is asked with its key).
      {
        action: 'my/project/request_collaboration',
        input: ({ projectId }) => ({ projectId }),
        ownerStatus: 500,
      },
      // The owner is not a member to leave or remove; others hear there is no such project.
      { action: 'my/projects/leave', input: ({ projectId }) => ({ projectId }), ownerStatus: 500 },
      {
        action: 'my/project/remove_contributor',
        input: ({ projectId }) => ({ projectId, userId: 1 }),
        ownerStatus: 500,
      },
      { action: 'my/project/delete', input: ({ projectId }) => ({ projectId }) },
      {
        action: 'my/cart/sync_item',
        input: ({ projectId }) => ({ projectId, quantity: 1 }),
        ownerStatus: 500,
      },
      { action: 'my/pages/cart_add', input: ({ projectId }) => ({ projectId }), ownerStatus: 500 },
      { action: 'my/project/update', input: ({ projectId }) => ({ projectId, name: 'Stolen' }) },
      { action: 'my/projects/{project_id}/content', input: ({ projectId }) => ({ projectId }) },
      {
        action: 'my/projects/{project_id}/preflight_choices',
        input: ({ projectId }) => ({ projectId }),
      },
      {
        action: 'my/projects/{project_id}/preflight_choices#update',
        input: ({ projectId }) => ({ projectId, acceptedIds: ['stolen'], extraWords: [] }),
      },
      {
        action: 'my/projects/{project_id}/content#push',
        input: ({ projectId }) => ({ projectId, update: someUpdate() }),
      },
      {
        action: 'my/projects/{project_id}/configuration',
        input: ({ projectId }) => ({ projectId }),
      },
      {
        action: 'my/projects/{project_id}/edit_access',
        input: ({ projectId }) => ({ projectId }),
        scoped: true,
      },
      {
        action: 'my/projects/{project_id}/add_photos',
        input: ({ projectId, photoId }) => ({ projectId, photoIds: [photoId] }),
      },
      {
        action: 'my/projects/{project_id}/photos',
        input: ({ projectId, photoId }) => ({ projectId, ids: [photoId] }),
      },
      {
        action: 'my/projects/{project_id}/email_upload_link',
        input: ({ projectId }) => ({ projectId, email: 'friend@example.com' }),
      },
      { action: 'my/project/photo_friends_upload_url', input: ({ projectId }) => ({ projectId }) },
      { action: 'my/friends/photo_upload_qr_code_link', input: ({ projectId }) => ({ projectId }) },
      {
        action: 'my/projects/check',
        input: ({ projectId }) => ({ projectIds: [projectId] }),
        scoped: true,
      },
      {
        action: 'my/projects/track_flex_switch',
        input: ({ projectId }) => ({ projectId, toExperience: 7 }),
      },
      { action: 'my/upload_sessions', input: ({ projectId }) => ({ projectId, fileCount: 1 }) },
      {
        action: 'my/photos#create',
        // Registers the owner's photo (by its hash) into the project.
        input: ({ projectId }) => ({ checksum: hashOf('for-project.jpg'), sourceId: 0, projectId }),
      },
      {
        action: 'creation/fill_project_front_covers',
        input: ({ projectId, photoId }) => ({ projectId, photoIds: [photoId] }),
      },
      {
        action: 'creation/fill_project_template',
        input: ({ projectId }) => ({ projectId, templateId: DESIGNS.book }),
      },
      {
        action: 'creation/page_preview',
        input: ({ projectId }) => ({ projectId, page: { index: 0 } }),
      },
      {
        action: 'creation/autofill_preview',
        input: ({ projectId, photoId }) => ({
          projectId,
          templateId: DESIGNS.book,
          photoIds: [photoId],
        }),
      },
      {
        action: 'delivery_estimates/calculate',
        input: ({ projectId }) => ({ projectId }),
        scoped: true,
      },
    ],
  },
  {
    kind: 'order',
    create: async (server, owner, marker) => {
      const projectId = await cardProject(server, owner.agent, owner.userId);
      await callAction(owner.agent, 'my/project/update', { projectId, name: marker });
      await callAction(owner.agent, 'my/cart/sync_item', { projectId, quantity: 10 });
      const addressId = await addAddress(owner.agent);
      const cart = await callAction(owner.agent, 'my/cart/set_shipping_address', { addressId });
      const placed = await placeOrder(owner.agent, {
        payment_method_nonce: nonce(),
        expected_total_cents: cart.json().total_cents,
      });
      return { orderId: placed.json().order_id };
    },
    read: (owner, { orderId }) => json(callAction(owner.agent, 'my/order/details', { orderId })),
    calls: [
      { action: 'my/order/details', input: ({ orderId }) => ({ orderId }) },
      { action: 'my/order/cancel', input: ({ orderId }) => ({ orderId }) },
      { action: 'my/account/orders', input: () => ({}), scoped: true },
    ],
  },
  {
    kind: 'cart line',
    create: async (server, owner, marker) => {
      const projectId = await cardProject(server, owner.agent, owner.userId);
      await callAction(owner.agent, 'my/project/update', { projectId, name: marker });
      const cart = await callAction(owner.agent, 'my/cart/sync_item', { projectId, quantity: 10 });
      return { cartItemId: cart.json().items[0].id };
    },
    read: (owner) => json(callAction(owner.agent, 'my/cart/show')),
    calls: [
      {
        action: 'my/cart/sync_item',
        input: ({ cartItemId }) => ({ cartItemId, quantity: 3 }),
      },
      { action: 'my/pages/cart_add', input: ({ cartItemId }) => ({ cartItemId }) },
    ],
  },
];

/**
 * Calls that take an id, token or key but name no customer's private record, each with why.
 */
export const notPrivate: Partial<Record<ActionName, string>> = {
  // Catalogue and site content for the shop's site builder, behind the export token.
  ...Object.fromEntries(
    (Object.keys(actionTable) as ActionName[])
      .filter((name) => name.startsWith('content-export/'))
      .map((name) => [name, 'the shop’s published content, read with the export token']),
  ),
  reviews: 'product type ids of the catalogue; reviews are public',
  'collaborate/index': 'the mailed invitation key is the proof (projectAccessMatrix.test)',
  'collaborate/accept': 'the mailed invitation key is the proof (projectAccessMatrix.test)',
  'my/invitation_requests/accept_collaboration':
    'invitation ids, looked up among the caller’s own invitations only (collaboration.test)',
  'my/invitation_requests/accept_contribute':
    'invitation ids, looked up among the caller’s own invitations only (collaboration.test)',
  'my/invitation_requests/ignore_collaboration':
    'invitation ids, looked up among the caller’s own invitations only (collaboration.test)',
  'my/invitation_requests/ignore_contribute':
    'invitation ids, looked up among the caller’s own invitations only (collaboration.test)',
  'my/projects/list': 'a product type id of the catalogue; the list is the caller’s own',
  volume_discounts_inquiries: 'a product type id of the catalogue',
  'users/confirm': 'the key itself is the proof, mailed to the address',
  'account/reset_password/change_password': 'the mailed key is the proof',
  'account/confirm_email': 'the key mailed to the new address is the proof',
  'my/account/delete_account_confirmation': 'the mailed token is the proof',
  'oauth2/authorization_request': 'client ids name registered apps, public by design',
  'oauth2/authorized_redirect_uri': 'client ids name registered apps, public by design',
  'oauth2/access_token': 'client ids name registered apps; the code and secret are the proof',
  products: 'catalogue',
  'templates/{id}': 'catalogue',
  'templates/{id}/source': 'catalogue',
  tag_groups: 'catalogue',
  themes: 'catalogue',
  'themes/{theme_id}/description': 'catalogue',
  'favorites/project_templates/add': 'catalogue template ids; favourites are the caller’s own',
  'favorites/project_templates/remove': 'catalogue template ids; favourites are the caller’s own',
  'product/shipping_estimation/{id}': 'catalogue product id',
  'pages/mobile_upload': 'a signed link: the signature is the proof (tests/server/uploadLinks)',
  'my/friends/project_creator_name': 'a signed link: the signature is the proof',
  'my/friends/create_guest_album': 'a signed link: the signature is the proof',
  'my/friends/send_link_to_email': 'a signed link: the signature is the proof',
  'my/albums': 'source ids name a provider; the list is the caller’s own albums',
  'my/photo_import_tokens/{source_id}#delete':
    'source ids name a provider; each caller reaches only their own connection',
  'my/photo_sources/{source_id}/albums':
    'source ids name a provider; each caller reaches only their own connection',
  'my/photo_sources/{source_id}/photos':
    'source ids name a provider; each caller reaches only their own connection',
  'my/photo_sources/{source_id}/import':
    'source ids name a provider; each caller reaches only their own connection',
  'my/photo_imports/{batch_id}':
    'batch ids are random 96-bit ids, looked up among the caller’s own import jobs only',
  content_preview:
    'content entries are the shop’s; drafts answer only content previewers (tests/server/content)',
  'my/cart/set_shipping_method': 'shipping option ids name the shop’s options',
  'shipping_options_prices/index': 'shipping options and products of the catalogue',
  'my/shipments/tracking_url': 'the shipment’s token from the mail is the proof',
  'my/shipments/status': 'the shipment’s token from the mail is the proof',
  purchase_invite: 'product ids name the shop’s catalogue; the gift joins the caller’s own cart',
  'purchase_invite/{id}':
    'the 16-character random code from the gift mail is the proof (tests/server/ordering/purchaseInvites.test.ts)',
  'purchase_invite/{purchase_invite_id}/accept':
    'the code is the proof; a gift accepted by one customer is refused to any other (purchaseInvites.test.ts)',
  'my/payment/order':
    'orders the caller’s own cart; a saved card or address of someone else is refused by my/payment/sync and set_shipping_address (above) and in tests/server/ordering',
};

export async function newOwner(server: TestServer, name: string): Promise<Owner> {
  return signedInPerson(server, name);
}
