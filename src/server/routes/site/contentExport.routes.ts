import {
  type ContentExportKind,
  contentExportKinds,
  pluralKind,
} from '../../../shared/api/actions/contentExport';
import type { ActionHandlers } from '../../http/actionHandler';
import type { RequestContext } from '../../http/requestContext';
import { storedContentSource } from '../../site/content/contentExportSource.service';
import {
  changelog,
  type ExportDeps,
  generateAll,
  generateOne,
  getKind,
  listKind,
} from '../../site/contentExport/contentExport.service';

function exportDeps(ctx: RequestContext): ExportDeps {
  return {
    db: ctx.deps.db,
    content: ctx.deps.contentSource ?? storedContentSource(ctx.deps.db),
    now: ctx.deps.now,
  };
}

type AnyHandler = (input: never, ctx: RequestContext) => Promise<unknown>;

/** A list and a by-id handler per kind, as the action table defines them (one line per kind). */
function perKindHandlers(): ActionHandlers {
  const out: Record<string, AnyHandler> = {};
  for (const kind of contentExportKinds as readonly ContentExportKind[]) {
    out[`content-export/${pluralKind(kind)}`] = (
      input: { page?: number; perPage?: number },
      ctx: RequestContext,
    ) => listKind(exportDeps(ctx), kind, input);
    out[`content-export/${kind}/{id}`] = (input: { id: number }, ctx: RequestContext) =>
      getKind(exportDeps(ctx), kind, input.id);
  }
  return out as ActionHandlers;
}

/** The content-export interface; its token is checked before any of these run (exportGuard). */
export const contentExportHandlers: ActionHandlers = {
  'content-export/generate': (_input, ctx) => generateAll(exportDeps(ctx)),
  'content-export/generate/{type}/{id}': (input, ctx) => generateOne(exportDeps(ctx), input),
  'content-export/changelog': (input, ctx) => changelog(exportDeps(ctx), input),
  ...perKindHandlers(),
};
