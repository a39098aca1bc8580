import { build } from './build';
import { isPhotoPrintType } from './photoPrintProject';

/**
 * Where a matched page sends the visitor instead: photo-print projects are not edited or shown as
 * projects, their editor link and project page go to /photo-prints.
 */
export function redirectFor(
  name: string,
  params: Readonly<Record<string, unknown>>,
  query: Readonly<Record<string, unknown>>,
): string | undefined {
  if (name === 'project.view' && isPhotoPrintType({ typeUri: String(params.projectTypeUri) })) {
    // The project id is the number after the last hyphen of the project uri (spec §2).
    const id = /-(\d+)$/.exec(String(params.projectUri))?.[1];
    return build('photoPrints', id ? { pid: Number(id) } : {});
  }
  if (name === 'editor' && typeof query.type === 'string') {
    const type = query.type;
    if (isPhotoPrintType({ baseTypeId: type, typeUri: type }))
      return build('photoPrints', typeof query.pid === 'number' ? { pid: query.pid } : {});
  }
  return undefined;
}
