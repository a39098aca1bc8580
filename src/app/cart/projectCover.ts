import * as Y from 'yjs';
import { yToDoc } from '../../shared/project/yjs/binding';
import { frontPreview } from '../../shared/render/frontPreview';
import { svgToString } from '../../shared/render/svgNode';

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The front of a project as an image address, drawn by the shop's one renderer from the document
 * the server holds (`my/projects/{project_id}/content`, the whole update): the cart's picture of
 * a line when the server sent no thumbnail. Photos are left out (their pictures are the photo
 * library's to load); the layout, colours and text are the customer's own.
 */
export function projectCoverFromUpdate(updateBase64: string): string {
  const ydoc = new Y.Doc();
  try {
    Y.applyUpdate(ydoc, fromBase64(updateBase64));
    const svg = svgToString(frontPreview(yToDoc(ydoc), []));
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  } finally {
    ydoc.destroy();
  }
}
