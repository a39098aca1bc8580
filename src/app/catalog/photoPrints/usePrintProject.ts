import { useMutation, useQuery } from '@tanstack/react-query';
import * as Y from 'yjs';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { fromBase64, toBase64 } from '../../../shared/format/base64';
import { CURRENT_SCHEMA_VERSION } from '../../../shared/project/document';
import type { PrintOrder } from '../../../shared/project/options';
import { photoPrintDesign } from '../../../shared/project/templates/photoPrintDesign';
import { applyDocToY, docToY, yToDoc } from '../../../shared/project/yjs/binding';
import { useApi } from '../../apiContext';
import { useSyncCartItem } from '../../cart';

/*
 * A photo-print order is a project like any other (listed in My Projects, its editor link back
 * here): its design is made from the order's prints (photoPrintDesign) and saved as one Yjs update,
 * the way the editor saves, then the project goes to the cart, which prices it from that design.
 */

const PROJECT_NAME = 'My Photo Prints';

/** The prints of a saved order, to open it again (`/photo-prints?pid=`). */
export function useStoredPrints(projectId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['photoPrints', 'project', projectId],
    enabled: projectId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const pulled = await api.call('my/projects/{project_id}/content', {
        projectId: projectId as number,
      });
      const ydoc = new Y.Doc();
      Y.applyUpdate(ydoc, fromBase64(pulled.update));
      return yToDoc(ydoc).options.prints ?? [];
    },
  });
}

/** Saves the order (a new project, or the open one changed) and puts it in the cart. */
export function usePrintProject(projectId: number | undefined) {
  const api = useApi();
  const addToCart = useSyncCartItem();
  return useMutation({
    mutationFn: async (prints: readonly PrintOrder[]) => {
      const doc = photoPrintDesign({ title: PROJECT_NAME, prints });
      let id = projectId;
      if (id === undefined) {
        const created = await api.call('my/projects', {
          productTypeId: PRODUCT_TYPE_ID.photo_print,
          name: PROJECT_NAME,
          schemaVersion: CURRENT_SCHEMA_VERSION,
          update: toBase64(Y.encodeStateAsUpdate(docToY(doc))),
        });
        id = created.id;
      } else {
        // Only what changed goes up, on top of what the server holds.
        const pulled = await api.call('my/projects/{project_id}/content', { projectId: id });
        const ydoc = new Y.Doc();
        Y.applyUpdate(ydoc, fromBase64(pulled.update));
        const before = Y.encodeStateVector(ydoc);
        applyDocToY(ydoc, doc);
        await api.call('my/projects/{project_id}/content#push', {
          projectId: id,
          update: toBase64(Y.encodeStateAsUpdate(ydoc, before)),
          schemaVersion: CURRENT_SCHEMA_VERSION,
        });
      }
      // One order of the prints: the copies are in the prints, the line's quantity stays 1.
      await addToCart.mutateAsync({ projectId: id, quantity: 1 });
      return id;
    },
  });
}
