import { productTypeById } from '../../../shared/catalog/productTypes';
import {
  HttpStatusError,
  isConnectivityFailure,
  type ServerErrorCode,
  userMessage,
} from '../../../shared/errors';
import type { ApiClient } from '../../apiContext';
import {
  SyncOfflineError,
  SyncOutdatedError,
  type SyncTransport,
} from '../engine/saving/syncTransport';

/** The server's error code of a failed call, wherever the API client put its answer. */
function serverCodeOf(error: unknown): ServerErrorCode | undefined {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if (at instanceof HttpStatusError) return at.serverCode;
  }
  return undefined;
}

/**
 * The sync client's server calls over the app's API client. A call that never reached the server
 * (no network, a timeout) becomes SyncOfflineError, which the save state shows as "offline" and
 * retries on reconnect; any other failure keeps the server's sentence for the customer.
 */
export function apiSyncTransport(api: Pick<ApiClient, 'call'>): SyncTransport {
  async function send<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isConnectivityFailure(error)) throw new SyncOfflineError(userMessage(error));
      if (serverCodeOf(error) === 'client_outdated')
        throw new SyncOutdatedError(userMessage(error), { cause: error });
      throw new Error(userMessage(error), { cause: error });
    }
  }
  return {
    async create(input) {
      const productTypeId = productTypeById(input.productTypeId)?.id;
      if (productTypeId === undefined)
        throw new Error(
          `The draft names product type ${input.productTypeId}, which the shop does not make.`,
        );
      const created = await send(() =>
        api.call('my/projects', {
          clientId: input.clientId,
          productTypeId,
          templateId: input.templateId,
          themeId: input.themeId,
          productId: input.productId,
          pageCount: input.pageCount,
          options: input.options,
          name: input.name,
          schemaVersion: input.schemaVersion,
          update: input.update,
        }),
      );
      return { projectId: created.id, stateVector: created.document.stateVector };
    },
    async pull(projectId, stateVector) {
      const pulled = await send(() =>
        api.call('my/projects/{project_id}/content', { projectId, stateVector }),
      );
      return { update: pulled.update, stateVector: pulled.stateVector };
    },
    async push(projectId, update, schemaVersion) {
      const pushed = await send(() =>
        api.call('my/projects/{project_id}/content#push', { projectId, update, schemaVersion }),
      );
      return { stateVector: pushed.stateVector };
    },
    async check(clientIds) {
      if (clientIds.length === 0) return { items: [] };
      const answer = await send(() => api.call('my/projects/check', { clientIds: [...clientIds] }));
      return {
        items: answer.items.map((item) => ({
          projectId: item.projectId,
          clientId: item.clientId,
          deleted: item.deleted,
          stateVector: item.stateVector,
        })),
      };
    },
  };
}
