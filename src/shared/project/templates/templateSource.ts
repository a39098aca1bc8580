import { z } from 'zod';
import { ORIENTATIONS } from '../../catalog/sizes';

/**
 * What a template document is made from: a catalogue template row joined with its theme (the
 * columns of the templates and themes tables). Server and client build it from their rows.
 */
export const templateSourceSchema = z.object({
  templateId: z.number().int().positive(),
  themeId: z.number().int().positive(),
  name: z.string(),
  productTypeId: z.number().int().positive(),
  photoCount: z.number().int().min(0).max(50),
  orientation: z.enum(ORIENTATIONS).nullish(),
  styleId: z.number().int().positive().nullish(),
  colorIds: z.array(z.number().int()),
  foilTypeId: z.number().int().nullish(),
  trimTypeId: z.number().int().nullish(),
  formatTypeId: z.number().int().nullish(),
  sizes: z.array(z.string()),
  keywords: z.string(),
});
export type TemplateSource = z.infer<typeof templateSourceSchema>;
