import { lookupBy, pluck } from './lookup';

/**
 * The 25 template styles of spec §3. The spec names five (Modern, Classic, Vintage, Rustic,
 * Floral, ids 1..5); the other twenty names and all ids are our choice.
 */
export const TEMPLATE_STYLES = [
  { id: 1, name: 'Modern' },
  { id: 2, name: 'Classic' },
  { id: 3, name: 'Vintage' },
  { id: 4, name: 'Rustic' },
  { id: 5, name: 'Floral' },
  { id: 6, name: 'Elegant' },
  { id: 7, name: 'Minimalist' },
  { id: 8, name: 'Whimsical' },
  { id: 9, name: 'Bohemian' },
  { id: 10, name: 'Watercolor' },
  { id: 11, name: 'Typography' },
  { id: 12, name: 'Photo Collage' },
  { id: 13, name: 'Geometric' },
  { id: 14, name: 'Art Deco' },
  { id: 15, name: 'Retro' },
  { id: 16, name: 'Botanical' },
  { id: 17, name: 'Glam' },
  { id: 18, name: 'Preppy' },
  { id: 19, name: 'Playful' },
  { id: 20, name: 'Traditional' },
  { id: 21, name: 'Hand Lettered' },
  { id: 22, name: 'Festive' },
  { id: 23, name: 'Chalkboard' },
  { id: 24, name: 'Bold' },
  { id: 25, name: 'Simple' },
] as const;

export type TemplateStyle = (typeof TEMPLATE_STYLES)[number];
export type TemplateStyleId = TemplateStyle['id'];
export type TemplateStyleName = TemplateStyle['name'];

export const TEMPLATE_STYLE_IDS = pluck(TEMPLATE_STYLES, 'id');
export const templateStyleById = lookupBy(TEMPLATE_STYLES, 'id');
export const templateStyleByName = lookupBy(TEMPLATE_STYLES, 'name');
