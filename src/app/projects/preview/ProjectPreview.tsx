import { productLineUri, productTypeById } from '../../../shared/catalog/productTypes';
import { orderedSurfaces, type ProjectDocument } from '../../../shared/project/document';
import { FlipBook } from '../FlipBook';
import type { SharedProject } from '../projectPageQueries';
import { CanvasPreview, canvasSurfaceOf } from './CanvasPreview';
import { CardPreview } from './CardPreview';

/**
 * A project shown as it will be printed, in the way its product is looked at: a card's views,
 * a calendar month by month under its wire-o binding, anything else (books first) as a flip-book.
 */
export function ProjectPreview({
  project,
  doc,
  viewKey,
}: {
  project: Pick<SharedProject, 'id' | 'name' | 'productTypeId' | 'updatedAt'>;
  doc: ProjectDocument;
  viewKey?: string;
}) {
  const type = productTypeById(project.productTypeId)?.name ?? 'Project';
  const title = `${project.name}, ${type.toLowerCase()}`;
  const source = { projectId: project.id, updatedAt: project.updatedAt, viewKey };
  const line = productLineUri(project.productTypeId);
  if (line === 'cards' && (doc.surfaces.front || doc.surfaces.outside))
    return <CardPreview doc={doc} title={title} source={source} />;
  const canvas = canvasSurfaceOf(orderedSurfaces(doc));
  if (canvas) return <CanvasPreview surface={canvas} title={title} source={source} />;
  const calendar = line === 'photo-calendars';
  return (
    <FlipBook
      doc={doc}
      title={title}
      source={source}
      unit={calendar ? 'month' : 'page'}
      {...(calendar ? { binding: 'wire-o' as const } : {})}
    />
  );
}
