import { productLineUri, productTypeById } from '../../../shared/catalog/productTypes';
import type { ProjectDocument } from '../../../shared/project/document';
import { FlipBook } from '../FlipBook';
import type { SharedProject } from '../projectPageQueries';
import { CardPreview } from './CardPreview';

/**
 * A project shown as it will be printed, in the way its product is looked at: a card's views,
 * a calendar month by month, anything else (books first) as a flip-book.
 */
export function ProjectPreview({
  project,
  doc,
  viewKey,
}: {
  project: SharedProject;
  doc: ProjectDocument;
  viewKey?: string;
}) {
  const type = productTypeById(project.productTypeId)?.name ?? 'Project';
  const title = `${project.name}, ${type.toLowerCase()}`;
  const source = { projectId: project.id, updatedAt: project.updatedAt, viewKey };
  const line = productLineUri(project.productTypeId);
  if (line === 'cards' && (doc.surfaces.front || doc.surfaces.outside))
    return <CardPreview doc={doc} title={title} source={source} />;
  return (
    <FlipBook
      doc={doc}
      title={title}
      source={source}
      unit={line === 'photo-calendars' ? 'month' : 'page'}
    />
  );
}
