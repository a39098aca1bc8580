import type { ActionOutput } from '../../../shared/api/actionTable';
import {
  baseProductTypeId,
  type ProductTypeId,
  productTypeById,
} from '../../../shared/catalog/productTypes';
import { sizeParam } from '../../../shared/catalog/sizes';
import { BLANK_THEME, isThemeAvailableOn } from '../../../shared/catalog/themes';
import { HttpStatusError } from '../../../shared/errors';
import type { ProjectDocument } from '../../../shared/project/document';
import { sizeKeySchema } from '../../../shared/project/options';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import type { TemplateSource } from '../../../shared/project/templates/templateSource';
import { docToY } from '../../../shared/project/yjs/binding';
import { build } from '../../../shared/routes/build';
import { isPhotoPrintType } from '../../../shared/routes/photoPrintProject';
import { sizeOfAspect } from './editorLinkOptions';
import type { EditorRequest } from './editorRequest';
import { memoryProject } from './memoryProject';
import { placeLinkedPhotos } from './placeLinkedPhotos';
import { serverProjectFields } from './serverProjectFields';
import {
  failed,
  otherDeviceMessage,
  readyFromDraft,
  type SessionDeps,
  type SessionOutcome,
} from './sessionOutcome';

/*
 * A new project from an /editor link: made on this device at once from the template (or the
 * blank canvas theme), so a guest or an offline customer can start; the server hears of it when
 * the draft's owner is signed in and online.
 */

/** A new project of a product type with no design chosen: the blank canvas theme's surfaces. */
export function blankSource(productTypeId: ProductTypeId): TemplateSource {
  return {
    // The blank theme has no template of every type; the document's templateId is cleared below.
    templateId: 1,
    themeId: BLANK_THEME.id,
    name: `My ${productTypeById(productTypeId)?.name.toLowerCase() ?? 'project'}`,
    productTypeId,
    photoCount: 0,
    colorIds: [],
    sizes: [],
    keywords: '',
  };
}

type LinkedProduct = ActionOutput<'products'>['items'][number];

/** A chosen product's size (and id) on a project of its own line; nothing for another line's. */
function productOverrides(product: LinkedProduct | undefined, productTypeId: number) {
  if (!product || baseProductTypeId(product.productTypeId) !== baseProductTypeId(productTypeId)) {
    return {};
  }
  const { widthInches: width, heightInches: height } = product;
  const sizeKey =
    width !== undefined && height !== undefined ? sizeParam({ width, height }) : undefined;
  return {
    productId: product.id,
    ...(sizeKey && sizeKeySchema.safeParse(sizeKey).success ? { sizeKey } : {}),
  };
}

export const DEMO_NOTICE =
  'This is a try-out: change anything you like, but nothing here is kept. Start from the shop to make one of your own.';

export async function createNewProject(
  request: Extract<EditorRequest, { kind: 'create' }>,
  deps: SessionDeps,
): Promise<SessionOutcome> {
  // A reload of the address that made a draft opens that draft.
  const rememberedId = deps.remembered.get();
  const remembered = rememberedId ? await deps.drafts.get(rememberedId) : undefined;
  // A guest's draft is kept by whoever signs in next on this device; a user's only by that user.
  if (remembered && (remembered.ownerUserId === null || remembered.ownerUserId === deps.userId)) {
    return readyFromDraft(remembered, deps, { page: request.page });
  }
  // ue: the link wants the design this device already started, the latest one of it.
  if (request.useExisting && request.templateId !== undefined && !request.demo) {
    const existing = (await deps.drafts.list(deps.userId ?? null))
      .filter((draft) => draft.templateId === request.templateId)
      .sort((a, b) => b.updatedAt - a.updatedAt)[0];
    if (existing) {
      deps.remembered.set(existing.clientId);
      return readyFromDraft(existing, deps, { page: request.page });
    }
  }
  let source: TemplateSource | undefined;
  if (request.templateId !== undefined) {
    try {
      const answer = await deps.api.call('templates/{id}/source', { id: request.templateId });
      source = answer.source;
      if (!isThemeAvailableOn(answer.deviceRestriction, deps.device)) {
        return { status: 'error', message: otherDeviceMessage(deps.device) };
      }
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof HttpStatusError && cause.status === 404) {
        return {
          status: 'error',
          message: 'This design is no longer in the shop. Choose another one.',
        };
      }
      return failed(
        error,
        'You are offline, and this design has not been opened on this device before. Connect to the internet to start it.',
      );
    }
  }
  let product: LinkedProduct | undefined;
  if (request.productId !== undefined) {
    try {
      product = (await deps.api.call('products', { ids: [request.productId] })).items[0];
    } catch (error) {
      // Offline with a design or a type named, the project starts in the design's own size.
      if (request.templateId === undefined && request.productTypeId === undefined) {
        return failed(
          error,
          'You are offline, and this product has not been opened on this device before. Connect to the internet to start it.',
        );
      }
    }
    if (!product && deps.isOnline() && request.templateId === undefined) {
      return {
        status: 'error',
        message: 'This product is no longer in the shop. Choose another one.',
      };
    }
  }
  source ??= blankSource((request.productTypeId ?? product?.productTypeId) as ProductTypeId);
  if (isPhotoPrintType({ baseTypeId: source.productTypeId })) {
    return { status: 'redirect', to: build('photoPrints') };
  }
  const shaped = product ? undefined : sizeOfAspect(source.sizes, request.aspect);
  const overrides = {
    ...(request.templateId === undefined ? { templateId: undefined } : {}),
    ...(shaped && sizeKeySchema.safeParse(shaped).success ? { sizeKey: shaped } : {}),
    ...productOverrides(product, source.productTypeId),
    ...request.overrides,
  };
  let doc: ProjectDocument;
  try {
    doc = createProjectFromTemplate(source, overrides);
  } catch {
    return {
      status: 'error',
      message:
        'This design cannot be made with the options in the link. Choose it again from the shop.',
    };
  }
  let notice: string | undefined;
  const linked = request.photoIds.length + request.coverPhotoIds.length;
  if (linked > 0) {
    const [cover, inside] = await Promise.all([
      deps.photoInfos(request.coverPhotoIds),
      deps.photoInfos(request.photoIds),
    ]);
    const result = placeLinkedPhotos(doc, { cover, inside });
    doc = result.doc;
    if (result.placed < linked) {
      notice =
        cover.length + inside.length < linked
          ? 'Some of the chosen photos are not in your library on this device, so they were left out.'
          : `The design has room for ${result.placed} of your ${linked} photos; add pages or pick a layout with more photos for the rest.`;
    }
  }
  const clientId = deps.newClientId();
  // demo: a try-out held in memory, neither kept on the device nor sent.
  if (request.demo) {
    return {
      status: 'ready',
      project: memoryProject(clientId, docToY(doc)),
      persisted: false,
      title: doc.title,
      productTypeId: source.productTypeId,
      readOnly: false,
      page: request.page,
      notice: DEMO_NOTICE,
    };
  }
  const project = await deps.openLocal(clientId, () => doc);
  await deps.drafts.put({
    clientId,
    name: doc.title,
    productTypeId: source.productTypeId,
    templateId: request.templateId,
    themeId: source.themeId,
    ...serverProjectFields(doc.options),
    updatedAt: deps.now(),
    ownerUserId: deps.userId ?? null,
  });
  deps.remembered.set(clientId);
  return {
    status: 'ready',
    project,
    persisted: true,
    title: doc.title,
    productTypeId: source.productTypeId,
    readOnly: false,
    page: request.page,
    notice,
  };
}
