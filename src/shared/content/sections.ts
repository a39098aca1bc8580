import { z } from 'zod';
import { articleSections } from './articleSections';
import { layoutSections } from './layoutSections';
import { marketingSections } from './marketingSections';

/**
 * A content section: a tagged union of every section type of spec §2 (kebab case), the way Strapi
 * dynamic zones and Payload blocks type theirs.
 */
export const contentSection = z.discriminatedUnion('type', [
  ...layoutSections,
  ...marketingSections,
  ...articleSections,
]);

export type ContentSection = z.infer<typeof contentSection>;
export type SectionType = ContentSection['type'];
export type SectionOf<T extends SectionType> = Extract<ContentSection, { type: T }>;

export const sectionTypes = contentSection.options.map(
  (option) => option.shape.type.value,
) as SectionType[];

/** A section the renderer can show, or null for an unknown type or malformed fields. */
export function readSection(raw: unknown): ContentSection | null {
  const result = contentSection.safeParse(raw);
  return result.success ? result.data : null;
}
