import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { toWire } from '../../../shared/api/wireCase';
import { currentProjectDocument, projectPrintPhotos } from '../../design/print/projectPrintSource';
import {
  assertPrintable,
  PrintInputError,
  writeProofFile,
} from '../../design/print/writePrintFile';
import { projectFor } from '../../design/projects/projectLookup.service';
import { AppError } from '../../http/appError';
import { type Caller, callerOf } from '../../http/caller';
import type { ServerDeps } from '../../http/requestContext';
import { requestContext } from '../../http/sessionContext';
import type { BlobStore } from '../../storage/blobStore';

/** What a proof is drawn from: the caller's project's design and photos, checked printable. */
async function proofSource(
  deps: Pick<ServerDeps, 'db'> & { blobs: BlobStore },
  caller: Pick<Caller, 'userId'>,
  projectId: number,
) {
  const project = await projectFor(deps, caller, projectId, 'manage');
  const doc = await currentProjectDocument(deps.db, projectId);
  const photos = await projectPrintPhotos(deps.db, deps.blobs, project, doc);
  assertPrintable(doc, photos);
  return { doc, photos };
}

/**
 * GET /projects/{id}/proof.pdf: the editor's "Download a proof", for the project's owner only
 * (anyone else gets the project's usual 404/403). The spec names no call for it, so it is a
 * plain route like the photo files. Built on request and streamed as it is written: photos at
 * about 100 DPI and a "PROOF" watermark keep it quick.
 */
export function registerPrintRoutes(
  app: FastifyInstance,
  deps: ServerDeps & { blobs: BlobStore },
  secret: string,
): void {
  app.get<{ Params: { id: string } }>('/projects/:id/proof.pdf', async (request, reply) => {
    const fail = (error: AppError) =>
      reply
        .status(error.status)
        .send(toWire({ error: { code: error.code, message: error.message } }));
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0)
      return fail(new AppError(404, 'not_found', 'This project does not exist.'));
    const ctx = await requestContext(deps, secret, request, reply);
    try {
      const { doc, photos } = await proofSource(deps, callerOf(ctx), id);
      const body = new PassThrough();
      // Errors after the first byte can only cut the download short; before it, they answer.
      const done = writeProofFile(doc, { photos }, body);
      done.catch((error) => body.destroy(error));
      const safeTitle =
        (doc.title || 'project').replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'project';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${safeTitle} proof.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    } catch (error) {
      if (error instanceof AppError) return fail(error);
      if (error instanceof PrintInputError)
        return fail(new AppError(422, 'not_printable', error.message));
      throw error;
    }
  });
}
