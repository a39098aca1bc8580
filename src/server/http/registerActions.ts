import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ActionName, actionTable } from '../../shared/api/actionTable';
import type { ActionDef } from '../../shared/api/defineAction';
import { fromWire, toWire } from '../../shared/api/wireCase';
import { sha256 } from '../security/tokens';
import type { ActionHandlers } from './actionHandler';
import { AppError } from './appError';
import { type Caller, callerOf } from './caller';
import { errorResponse } from './errorBody';
import {
  claimIdempotencyKey,
  holdIdempotencyKey,
  IDEMPOTENCY_KEY_PATTERN,
  idempotencyScopeOf,
  releaseIdempotencyKey,
  settleIdempotencyKey,
} from './idempotency';
import { readMultipartBody, uploadDigest } from './multipartBody';
import { checkCsrf } from './rawRouteGuard';
import type { RequestContext, ServerDeps } from './requestContext';
import { requestContext } from './sessionContext';
import { payloadFromQuery } from './wireQuery';

export interface ActionRegistry {
  handlers: ActionHandlers;
}

/** Runs one action in-process: validates the camelCase payload, calls its handler, checks the answer. */
export async function runAction(
  registry: ActionRegistry,
  name: ActionName,
  payload: unknown,
  ctx: RequestContext,
): Promise<unknown> {
  const def = actionTable[name];
  const handler = registry.handlers[name] as
    | ((input: unknown, ctx: RequestContext, caller: Caller) => Promise<unknown>)
    | undefined;
  // Every action has a handler (tests/server/actionCoverage.test.ts): a missing one is a bug, a 500.
  if (!handler) throw new Error(`The action ${name} has no handler.`);
  const input = def.input.parse(payload);
  const output = def.output.safeParse(await handler(input, ctx, callerOf(ctx)));
  // A handler whose answer breaks its own schema is a server bug: a 500, never the caller's 400.
  if (!output.success) {
    throw new Error(`The answer of ${name} does not match its schema: ${output.error.message}`);
  }
  return output.data;
}

/** The hash an idempotency key is bound to; uploaded files count by their bytes, not their name. */
function requestHash(payload: unknown): string {
  return sha256(
    JSON.stringify(payload, (_key, value) =>
      value instanceof Blob ? `blob:${uploadDigest(value) ?? value.size}` : value,
    ),
  );
}

async function answer(
  registry: ActionRegistry,
  name: ActionName,
  payload: unknown,
  ctx: RequestContext,
): Promise<{ status: number; body: unknown }> {
  try {
    return { status: 200, body: toWire(await runAction(registry, name, payload, ctx)) };
  } catch (error) {
    const { status, body, headers } = errorResponse(error);
    if (status >= 500) ctx.request.log.error({ err: error, action: name }, 'action failed');
    if (headers) ctx.reply.headers(headers);
    return { status, body: toWire(body) };
  }
}

async function handle(
  deps: ServerDeps,
  secret: string,
  registry: ActionRegistry,
  name: ActionName,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const def: ActionDef = actionTable[name];
  const ctx = await requestContext(deps, secret, request, reply);
  // CSRF guards the ambient cookie; calls proving themselves otherwise have nothing to guard.
  // Checked before an upload's body is read, so a forged request costs no file transfer.
  if (def.method !== 'GET' && def.csrf !== 'none') checkCsrf(ctx, request);
  const raw =
    def.method === 'GET'
      ? payloadFromQuery(request.query)
      : def.encoding === 'upload'
        ? await readMultipartBody(request)
        : (request.body ?? {});
  const payload = {
    ...(fromWire(raw) as Record<string, unknown>),
    // Fastify's params object has its own prototype; copied into a plain one so fromWire walks it.
    ...(fromWire({ ...(request.params ?? {}) }) as Record<string, unknown>),
  };
  if (def.method === 'GET') {
    const { status, body } = await answer(registry, name, payload, ctx);
    return reply.status(status).send(body);
  }
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') {
    const { status, body } = await answer(registry, name, payload, ctx);
    return reply.status(status).send(body);
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(
      400,
      'invalid_idempotency_key',
      'The idempotency key must be 8 to 128 letters, digits or -_.:',
    );
  }
  const ref = { scope: idempotencyScopeOf(callerOf(ctx)), key };
  const claim = await claimIdempotencyKey(
    deps.db,
    { ...ref, action: name, requestHash: requestHash(payload) },
    deps.now(),
  );
  if (claim.kind === 'replay') {
    return reply.status(claim.status).header('idempotent-replayed', 'true').send(claim.body);
  }
  if (claim.kind === 'mismatch') {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This idempotency key was already used for a different request.',
    );
  }
  if (claim.kind === 'inProgress') {
    throw new AppError(
      409,
      'request_in_progress',
      'The same request is still being processed. Try again in a moment.',
    );
  }
  const release = holdIdempotencyKey(deps.db, ref, deps.now, (error) =>
    request.log.warn({ err: error }, 'renewing an idempotency key failed'),
  );
  const { status, body } = await answer(registry, name, payload, ctx).finally(release);
  // A 409 says the world was busy or had moved on (another request in progress, a total that
  // changed): nothing was done, and a retry with the key must be looked at afresh, not replayed.
  if (status >= 500 || status === 409) await releaseIdempotencyKey(deps.db, ref);
  else await settleIdempotencyKey(deps.db, ref, status, body);
  return reply.status(status).send(body);
}

/** Registers one route per action of the table. */
export function registerActions(
  app: FastifyInstance,
  deps: ServerDeps,
  secret: string,
  registry: ActionRegistry,
): void {
  for (const name of Object.keys(actionTable) as ActionName[]) {
    const def: ActionDef = actionTable[name];
    app.route({
      method: def.method,
      url: def.path,
      ...(def.maxBodyBytes ? { bodyLimit: def.maxBodyBytes } : {}),
      handler: (request, reply) => handle(deps, secret, registry, name, request, reply),
    });
  }
}
