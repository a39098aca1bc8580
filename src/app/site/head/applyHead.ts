import type { PageMeta } from '../../navigation/pageModule';
import { fullTitle } from './fullTitle';

/**
 * Brings document.head up to date after a client navigation: title, description, robots and
 * canonical. (JSON-LD is only for crawlers, which get it from the server render.)
 */
export function applyHead(meta: PageMeta, origin: string, doc: Document = document) {
  const title = fullTitle(meta);
  if (doc.title !== title) doc.title = title;
  setMeta(doc, 'description', meta.description);
  setMeta(doc, 'robots', meta.robots);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (meta.canonical) {
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.append(canonical);
    }
    canonical.href = `${origin}${meta.canonical}`;
  } else {
    canonical?.remove();
  }
}

function setMeta(doc: Document, name: string, content: string | undefined) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    doc.head.append(element);
  }
  element.content = content;
}
