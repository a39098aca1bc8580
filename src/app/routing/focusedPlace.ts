/**
 * The focused element, described so its counterpart can be found in the same page rendered again:
 * AppRoot's hand-over to React Router remounts the page, and a keyboard user's place must survive
 * it, as it does when the router moves within a page and React keeps the element. Its tag, role
 * and first words (a filter's label without its count, a button's name) and which of the page's
 * elements so described it was. Undefined when focus is not inside `root`.
 */
export interface FocusedPlace {
  tagName: string;
  role: string | null;
  firstText: string;
  nth: number;
}

/** The element's first words: its first text that is not blank, e.g. 'Gold' of 'Gold 120 designs'. */
function firstTextOf(element: Element): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) return text;
  }
  return '';
}

function alike(root: Element, tagName: string, role: string | null, firstText: string): Element[] {
  return [...root.getElementsByTagName(tagName)].filter(
    (element) => element.getAttribute('role') === role && firstTextOf(element) === firstText,
  );
}

export function focusedPlaceIn(root: Element, focused: Element | null): FocusedPlace | undefined {
  if (!focused || focused === root || !root.contains(focused)) return undefined;
  const { tagName } = focused;
  const role = focused.getAttribute('role');
  const firstText = firstTextOf(focused);
  const nth = alike(root, tagName, role, firstText).indexOf(focused);
  return { tagName, role, firstText, nth };
}

/** The element at the described place under `root`, when there is one. */
export function elementAtPlace(root: Element, place: FocusedPlace): HTMLElement | undefined {
  const element = alike(root, place.tagName, place.role, place.firstText)[place.nth];
  return element instanceof HTMLElement ? element : undefined;
}
