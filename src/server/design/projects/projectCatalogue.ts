import { productsList, templateById, themeDevices } from '../../catalog/catalog/catalog.service';
import type { Db } from '../../db/database';
import type { HandlerInput } from '../../http/actionHandler';
import { AppError, badRequest } from '../../http/appError';

type Product = Awaited<ReturnType<typeof productsList>>['items'][number];

/** A catalogue id the caller named that does not exist: a mistake in that field, so 400. */
const noSuch = (field: string, what: string) =>
  badRequest('invalid_input', 'Some fields are missing or invalid.', {
    [field]: [`No ${what} has this id.`],
  });

export async function productById(db: Db, id: number): Promise<Product | undefined> {
  return (await productsList(db, { ids: [id] })).items[0];
}

async function templateOrFieldError(db: Db, id: number) {
  try {
    return await templateById(db, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw noSuch('templateId', 'template');
    throw error;
  }
}

/**
 * The product type, product, template and theme a new project is made of: what the caller named,
 * with the rest taken from it (a template knows its theme and product type, a product its type).
 */
export async function catalogueChoice(db: Db, input: HandlerInput<'my/projects'>) {
  const template = input.templateId ? await templateOrFieldError(db, input.templateId) : undefined;
  const product = input.productId ? await productById(db, input.productId) : undefined;
  if (input.productId && !product) throw noSuch('productId', 'product');
  const themeId = input.themeId ?? template?.themeId;
  if (input.themeId && !(await themeDevices(db, input.themeId))) throw noSuch('themeId', 'theme');
  const productTypeId = input.productTypeId ?? product?.productTypeId ?? template?.productTypeId;
  // The input schema asks for one of the three, so this is only reached by a server bug.
  if (productTypeId === undefined) throw new Error('a project needs a product type');
  return {
    productTypeId,
    productId: product?.id ?? null,
    templateId: template?.id ?? null,
    themeId: themeId ?? null,
    templateName: template?.name,
  };
}
