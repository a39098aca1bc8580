import { fontFaceCss } from './fontFaceCss';
import { FONT_FILE_URLS } from './fontFileUrls';

const DESIGN_FONTS_CSS = fontFaceCss(FONT_FILE_URLS);

/**
 * Declares the shipped design fonts (@font-face) for the page it is rendered on. Mount it where
 * designs are drawn (the editor, a page with inline design SVG): it sits in those route chunks,
 * so other pages' first-load CSS never carries it. React hoists the style into <head> and keeps
 * one copy however many components render it (href + precedence); a browser fetches a face's
 * file only when text needs it.
 */
export function DesignFonts() {
  return (
    <style href="printshop-design-fonts" precedence="default">
      {DESIGN_FONTS_CSS}
    </style>
  );
}
