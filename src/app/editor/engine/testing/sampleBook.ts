import type { ProjectDocument } from '../../../../shared/project/document';
import type { Element } from '../../../../shared/project/elements';
import type { Surface } from '../../../../shared/project/surface';

/*
 * A square 8x8 in book built by hand for the engine's tests and benches: a cover wrap and
 * `pages` pages, each with a background, `slotsPerPage` photo slots and a caption.
 */

const PAGE = 576;

function surface(id: string, kind: Surface['kind'], role: string, label: string, width: number) {
  return {
    id,
    kind,
    role,
    label,
    width,
    height: PAGE,
    bleed: 9,
    safeInset: 18,
    folds: [],
    panels: [],
    features: [],
    elementIds: [] as string[],
  } satisfies Surface;
}

export function sampleBook(pages = 20, slotsPerPage = 3): ProjectDocument {
  const surfaces: Record<string, Surface> = {};
  const elements: Record<string, Element> = {};
  const order: string[] = [];
  const add = (s: Surface, items: Element[]) => {
    s.elementIds = items.map((item) => item.id);
    for (const item of items) elements[item.id] = item;
    surfaces[s.id] = s;
    order.push(s.id);
  };
  add(surface('cover', 'cover', 'wrap', 'Cover', 2 * PAGE + 18), [
    {
      id: 'cover-title',
      type: 'text',
      x: 700,
      y: 400,
      width: 360,
      height: 60,
      rotation: 0,
      text: 'Our Year',
      fontFamily: 'playfair-display',
      fontSize: 36,
      fontWeight: 400,
      align: 'center',
      verticalAlign: 'middle',
      lineHeight: 1.2,
      color: '#222222',
      placeholder: true,
    },
  ]);
  for (let page = 1; page <= pages; page++) {
    const id = `page-${page}`;
    const width = (PAGE - 36 - 12 * (slotsPerPage - 1)) / slotsPerPage;
    const items: Element[] = [
      {
        id: `${id}-bg`,
        type: 'background',
        x: -9,
        y: -9,
        width: PAGE + 18,
        height: PAGE + 18,
        rotation: 0,
        fill: { kind: 'color', color: '#ffffff' },
      },
      ...Array.from(
        { length: slotsPerPage },
        (_, n): Element => ({
          id: `${id}-slot-${n}`,
          type: 'photoSlot',
          x: 18 + n * (width + 12),
          y: 18,
          width,
          height: 400,
          rotation: 0,
          photoId: `photo-${(page - 1) * slotsPerPage + n}`,
        }),
      ),
      {
        id: `${id}-caption`,
        type: 'text',
        x: 18,
        y: 450,
        width: 540,
        height: 60,
        rotation: 0,
        text: `Page ${page}`,
        fontFamily: 'inter',
        fontSize: 14,
        fontWeight: 400,
        align: 'left',
        verticalAlign: 'top',
        lineHeight: 1.3,
        color: '#333333',
        placeholder: false,
      },
    ];
    add(surface(id, 'page', page % 2 ? 'right' : 'left', `Page ${page}`, PAGE), items);
  }
  return {
    schemaVersion: 1,
    title: 'Sample book',
    options: { productTypeId: 1, sizeKey: '8x8', quantity: 1, coverTypeId: 2, pageCount: pages },
    surfaceOrder: order,
    surfaces,
    elements,
  };
}
