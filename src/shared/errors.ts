/*
 * The error catalogue of spec §8. Each error has a stable `name` (survives minification, unlike
 * the class name) and a `code` for programs; `userMessage` gives the sentence people see.
 */

/** The base of every catalogued error. `reportable` is false for failures nobody can fix in code. */
export abstract class CatalogError extends Error {
  abstract readonly code: string;
  readonly reportable: boolean = true;
}

/** A call of the action table failed; the cause says how. */
export class ApiActionError extends CatalogError {
  override readonly name = 'ApiActionError';
  readonly code = 'api_action_failed';
  constructor(
    readonly action: string,
    readonly payload: unknown,
    cause: unknown,
  ) {
    super(`API action ${action} failed`, { cause });
  }
}

/** The server's error answer, `{ error: { code, message, fields? } }`, when it sent one. */
export interface ServerErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

function isServerErrorBody(body: unknown): body is ServerErrorBody {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** The server answered with a status outside 2xx. */
export class HttpStatusError extends CatalogError {
  override readonly name = 'HttpStatusError';
  readonly code = 'http_status';
  // A 4xx is an expected answer (bad input, no access, stale token) that the UI shows; only a 5xx
  // means something is broken.
  override readonly reportable: boolean;
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${status} status code`);
    this.reportable = status >= 500;
  }

  /**
   * The server's own error code, e.g. 'csrf_invalid' or 'invalid_input'. Typed, not checked: the
   * server can send only the listed codes (AppError takes nothing else), and checking here would
   * put the whole list in every page's first load.
   */
  get serverCode(): ServerErrorCode | undefined {
    return isServerErrorBody(this.body) ? (this.body.error.code as ServerErrorCode) : undefined;
  }

  /** The server's own message, written for users, when it sent one. */
  get serverMessage(): string | undefined {
    return isServerErrorBody(this.body) ? this.body.error.message : undefined;
  }
}

/** No answer within the time allowed. */
export class TimeoutError extends CatalogError {
  override readonly name = 'TimeoutError';
  readonly code = 'timeout';
  constructor(readonly timeoutMs?: number) {
    super('time out');
  }
}

/** The request never reached the server (offline, DNS, status 0). */
export class ConnectivityError extends CatalogError {
  override readonly name = 'ConnectivityError';
  readonly code = 'connectivity';
  override readonly reportable = false;
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
  }
}

/** The caller cancelled the request through its AbortSignal. */
export class AbortedError extends CatalogError {
  override readonly name = 'AbortedError';
  readonly code = 'aborted';
  override readonly reportable = false;
  constructor(cause?: unknown) {
    super('aborted', { cause });
  }
}

export class PhotoSourceNotFoundError extends CatalogError {
  override readonly name = 'PhotoSourceNotFoundError';
  readonly code = 'photo_source_not_found';
  constructor(readonly path: string) {
    super(`Photo source with path '${path}' doesn't exist`);
  }
}

export class RecordNotFoundError extends CatalogError {
  override readonly name = 'RecordNotFoundError';
  readonly code = 'record_not_found';
  constructor(
    readonly record: string,
    readonly id: string | number,
  ) {
    super(`${record} with id ${id} not found`);
  }
}

export class RouteNotRegisteredError extends CatalogError {
  override readonly name = 'RouteNotRegisteredError';
  readonly code = 'route_not_registered';
  constructor(readonly route?: string) {
    super('Route not registered in router');
  }
}

export class NoRouteFoundError extends CatalogError {
  override readonly name = 'NoRouteFoundError';
  readonly code = 'no_route_found';
  constructor(readonly url?: string) {
    super('No route found');
  }
}

export class NoTargetElementError extends CatalogError {
  override readonly name = 'NoTargetElementError';
  readonly code = 'no_target_element';
  constructor() {
    super('No target element');
  }
}

export class NoStateElementError extends CatalogError {
  override readonly name = 'NoStateElementError';
  readonly code = 'no_state_element';
  constructor() {
    super('No state element');
  }
}

export type ChunkLoadFailure = 'timeout' | 'missing';

export class ChunkLoadError extends CatalogError {
  override readonly name = 'ChunkLoadError';
  readonly code = 'chunk_load_failed';
  constructor(
    readonly chunk: string | number,
    readonly type: ChunkLoadFailure,
    readonly request?: string,
  ) {
    super(`Loading chunk ${chunk} failed`);
  }
}

export class ScriptLoadError extends CatalogError {
  override readonly name = 'ScriptLoadError';
  readonly code = 'script_load_failed';
  constructor(readonly src: string) {
    super(`The script ${src} didn't load correctly.`);
  }
}

export class NoHeadElementError extends CatalogError {
  override readonly name = 'NoHeadElementError';
  readonly code = 'no_head_element';
  constructor() {
    super('No <head /> element');
  }
}

export class NoBodyElementError extends CatalogError {
  override readonly name = 'NoBodyElementError';
  readonly code = 'no_body_element';
  constructor() {
    super('No <body /> element');
  }
}

export class CannotOpenWindowError extends CatalogError {
  override readonly name = 'CannotOpenWindowError';
  readonly code = 'cannot_open_window';
  constructor() {
    super('Cannot open window');
  }
}

/** The browser refused to store more (IndexedDB or Cache Storage quota). Nothing was half-written. */
export class StorageFullError extends CatalogError {
  override readonly name = 'StorageFullError';
  readonly code = 'storage_full';
  override readonly reportable = false;
  constructor(cause?: unknown) {
    super('Storage quota exceeded', { cause });
  }
}

export type CollectionAccess = 'first' | 'last' | 'find' | 'index';

const collectionMessages: Record<CollectionAccess, (index?: number, length?: number) => string> = {
  first: () => 'Cannot take the first element of an empty collection',
  last: () => 'Cannot take the last element of an empty collection',
  find: () => 'No element of the collection matches',
  index: (index, length) => `No element at index ${index} of a collection of ${length}`,
};

/** first, last, find or index access found nothing. */
export class EmptyCollectionError extends CatalogError {
  override readonly name = 'EmptyCollectionError';
  readonly code = 'empty_collection';
  constructor(
    readonly access: CollectionAccess,
    readonly index?: number,
    readonly length?: number,
  ) {
    super(collectionMessages[access](index, length));
  }
}

export function first<T>(items: readonly T[]): T {
  if (items.length === 0) throw new EmptyCollectionError('first');
  return items[0] as T;
}

export function last<T>(items: readonly T[]): T {
  if (items.length === 0) throw new EmptyCollectionError('last');
  return items[items.length - 1] as T;
}

export function findOrThrow<T>(items: Iterable<T>, predicate: (item: T) => boolean): T {
  for (const item of items) {
    if (predicate(item)) return item;
  }
  throw new EmptyCollectionError('find');
}

/** The element at `index`; negative counts from the end, as Array.prototype.at does. */
export function at<T>(items: readonly T[], index: number): T {
  const position = index < 0 ? items.length + index : index;
  if (!Number.isInteger(position) || position < 0 || position >= items.length) {
    throw new EmptyCollectionError('index', index, items.length);
  }
  return items[position] as T;
}

/** The error and its causes, outermost first (bounded: causes can be cyclic). */
function chain(error: unknown): unknown[] {
  const out: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && out.length < 8 && !out.includes(current)) {
    out.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

/** The connection failed or timed out: worth keeping the call in the outbox and retrying. */
export function isConnectivityFailure(error: unknown): boolean {
  return chain(error).some((e) => e instanceof ConnectivityError || e instanceof TimeoutError);
}

/** Whether error tracking should hear of it: not when any link of the cause chain opts out. */
export function shouldReport(error: unknown): boolean {
  return !chain(error).some((e) => e instanceof CatalogError && !e.reportable);
}

const GENERIC = 'Something went wrong. Please try again.';

function httpMessage(error: HttpStatusError): string {
  if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  // The server writes its 4xx messages for people (design.md "Errors").
  if (error.serverMessage) return error.serverMessage;
  switch (error.status) {
    case 401:
      return 'Please sign in and try again.';
    case 403:
      return "You don't have access to this.";
    case 404:
      return "We couldn't find what you were looking for.";
    case 413:
      return 'That is too large to send. Please choose a smaller file.';
    case 429:
      return 'Too many attempts. Please wait a moment and try again.';
    default:
      return 'Some of the information sent was not accepted. Please check it and try again.';
  }
}

/** One plain sentence for people: what happened and what to do. Never a stack or a code. */
export function userMessage(error: unknown): string {
  if (error instanceof ApiActionError) return userMessage(error.cause);
  if (error instanceof HttpStatusError) return httpMessage(error);
  if (error instanceof TimeoutError) {
    return 'The server took too long to answer. Check your connection and try again.';
  }
  if (error instanceof ConnectivityError) {
    return "We couldn't reach the server. Check your internet connection and try again.";
  }
  if (error instanceof AbortedError) return 'The request was cancelled.';
  if (error instanceof PhotoSourceNotFoundError) {
    return "That photo source isn't available. Please choose another one.";
  }
  if (error instanceof RecordNotFoundError) {
    return `We couldn't find that ${error.record.toLowerCase()}. It may have been deleted.`;
  }
  if (error instanceof NoRouteFoundError || error instanceof RouteNotRegisteredError) {
    return "This page doesn't exist. Check the address or go back to the home page.";
  }
  if (error instanceof ChunkLoadError || error instanceof ScriptLoadError) {
    return 'Part of the page failed to load. Check your connection and reload the page.';
  }
  if (
    error instanceof NoTargetElementError ||
    error instanceof NoStateElementError ||
    error instanceof NoHeadElementError ||
    error instanceof NoBodyElementError
  ) {
    return 'The page failed to start. Please reload it.';
  }
  if (error instanceof StorageFullError) {
    return "This device is out of space for the shop, so the change was not saved. Free some space (remove photos you no longer need from this device, or other apps' data) and try again.";
  }
  if (error instanceof CannotOpenWindowError) {
    return 'Your browser blocked a new window. Allow pop-ups for this site and try again.';
  }
  return GENERIC;
}

/**
 * The codes of the server's own error answers for failures below the product's calls (a body
 * that is not JSON, too large, of an unknown type, an address that is not a URL): the framework's
 * internal codes (FST_ERR_…) never reach a caller, these do, with a sentence of our own.
 */
export const transportErrorCodes = {
  invalidJson: 'invalid_json',
  bodyTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  invalidInput: 'invalid_input',
  badRequest: 'bad_request',
  notFound: 'not_found',
  crossSiteRequest: 'cross_site_request',
  tooManyRequests: 'too_many_requests',
} as const satisfies Record<string, ServerErrorCode>;

export type TransportErrorCode = (typeof transportErrorCodes)[keyof typeof transportErrorCodes];

/**
 * Every code the server puts in an error answer, `{ error: { code, message } }`. The server's
 * AppError and error bodies take only these, so a misspelt code fails the type check on either
 * side; a new refusal adds its code here first.
 */
export const serverErrorCodes = [
  'admin_required',
  'already_member',
  'already_ordered',
  'bad_request',
  'cart_empty',
  'cart_not_orderable',
  'checkout_abandoned',
  'checkout_in_progress',
  'checksum_mismatch',
  'client_outdated',
  'contribution_refused',
  'cookie_session_required',
  'coupon_already_used',
  'coupon_below_minimum_spend',
  'coupon_empty_cart',
  'coupon_expired',
  'coupon_no_eligible_items',
  'coupon_no_shipping_chosen',
  'coupon_not_found',
  'coupon_not_started',
  'coupon_shipping_already_lower',
  'coupon_unknown',
  'coupon_usage_cap_reached',
  'cross_site_request',
  'csrf_invalid',
  'current_password_required',
  'design_invalid',
  'design_unreadable',
  'duplicate',
  'email_taken',
  'file_too_large',
  'forbidden',
  'gift_spent',
  'idempotency_key_required',
  'idempotency_key_reused',
  'image_too_large',
  'internal',
  'invalid_address',
  'invalid_client',
  'invalid_credentials',
  'invalid_filter',
  'invalid_grant',
  'invalid_idempotency_key',
  'invalid_input',
  'invalid_json',
  'invalid_metadata',
  'invalid_order',
  'invalid_password',
  'invalid_redirect_uri',
  'invalid_state_vector',
  'invalid_token',
  'invalid_update',
  'invalid_upload',
  'invite_expired',
  'invite_taken',
  'link_replaced',
  'method_not_allowed',
  'no_design',
  'not_a_content_previewer',
  'not_an_image',
  'not_found',
  'not_printable',
  'order_locked',
  'ordered_design_price',
  'payload_too_large',
  'payment_declined',
  'payment_insufficient_funds',
  'payment_invalid_payment_method',
  'payment_method_required',
  'payment_unavailable',
  'photo_not_in_project',
  'preflight_failed',
  'print_without_photo',
  'product_not_on_sale',
  'project_locked',
  'published',
  'removed_from_project',
  'request_in_progress',
  'shipping_address_required',
  'source_connection_expired',
  'source_error',
  'source_not_connected',
  'source_reconnect_required',
  'source_unavailable',
  'storage_unavailable',
  'too_many_requests',
  'total_changed',
  'type_mismatch',
  'unauthorized',
  'unreadable_file',
  'unsupported_file_type',
  'unsupported_media_type',
  'unsupported_type',
  'update_too_large',
  'upgrade_required',
  'upload_link_expired',
  'upload_link_gone',
  'upload_link_invalid',
  'upload_required',
  'upload_session_mismatch',
  'upload_session_expired',
  'upload_session_not_found',
  'upload_too_large',
] as const;

export type ServerErrorCode = (typeof serverErrorCodes)[number];

export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  // A scan, not a module-level Set: building one at load would keep the list in every page.
  return typeof code === 'string' && (serverErrorCodes as readonly string[]).includes(code);
}
