import type { Element } from '../../../shared/project/elements';

/*
 * Names of elements for screen readers and the element list: what the element is and what it
 * shows, so "Photo 2, empty" or "Text: Our Year" can be found without seeing the page.
 */

const TEXT_PREVIEW = 40;

export function elementLabel(element: Element, photoNumber?: number): string {
  switch (element.type) {
    case 'photoSlot': {
      const name = photoNumber === undefined ? 'Photo' : `Photo ${photoNumber}`;
      return element.photoId ? name : `${name}, empty`;
    }
    case 'text': {
      const words = element.text.trim().replace(/\s+/g, ' ');
      if (!words) return 'Text, empty';
      const shown = words.length > TEXT_PREVIEW ? `${words.slice(0, TEXT_PREVIEW)}…` : words;
      return `Text: ${shown}`;
    }
    case 'background':
      return 'Background';
    case 'shape':
      return `Shape: ${element.shape}`;
    case 'decoration':
      return `Decoration: ${element.ornament}`;
    case 'foil':
      return element.mark.kind === 'text' ? `Foil text: ${element.mark.text}` : 'Foil';
  }
}

/** The selectable elements of a surface (backgrounds are set from their panel), top first. */
export function listedElements(
  elements: readonly Element[],
): { element: Element; label: string }[] {
  let photos = 0;
  const labelled = elements
    .filter((element) => element.type !== 'background')
    .map((element) => ({
      element,
      label: elementLabel(element, element.type === 'photoSlot' ? ++photos : undefined),
    }));
  return labelled.reverse();
}

/** What the live region says about the selection. */
export function selectionAnnouncement(labels: readonly string[]): string {
  if (labels.length === 0) return 'Nothing selected';
  if (labels.length === 1) return `Selected ${labels[0]}`;
  return `${labels.length} elements selected`;
}
