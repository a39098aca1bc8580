import { describe, expect, it } from 'vitest';
import { placeLiveParts } from './livePartSlots';

const tiles = { type: 'tiles', title: 'Popular topics', items: [{ title: 'A', href: '/faq' }] };
const text = { type: 'text', title: 'Ordering', paragraphs: ['Add it to the cart.'] };
const marker = (component: string) => ({ type: 'component', component, sections: [] });

describe('placeLiveParts', () => {
  it('puts each live part at the component section that names its slot', () => {
    expect(
      placeLiveParts(
        [marker('help-search'), tiles, marker('help-answers'), text],
        ['help-search', 'help-answers'],
      ),
    ).toEqual([
      { kind: 'part', slot: 'help-search' },
      { kind: 'sections', sections: [tiles], at: 1 },
      { kind: 'part', slot: 'help-answers' },
      { kind: 'sections', sections: [text], at: 3 },
    ]);
  });

  it('leaves components that name no slot among the sections', () => {
    const strip = marker('reviews-strip');
    expect(placeLiveParts([strip, tiles], ['reviews-list'])).toEqual([
      { kind: 'part', slot: 'reviews-list' },
      { kind: 'sections', sections: [strip, tiles], at: 0 },
    ]);
  });

  it('puts a slot the entry does not mark first, so the live part is never lost', () => {
    expect(
      placeLiveParts([tiles, marker('help-answers')], ['help-search', 'help-answers']),
    ).toEqual([
      { kind: 'part', slot: 'help-search' },
      { kind: 'sections', sections: [tiles], at: 0 },
      { kind: 'part', slot: 'help-answers' },
    ]);
    expect(placeLiveParts([], ['reviews-list'])).toEqual([{ kind: 'part', slot: 'reviews-list' }]);
  });

  it('places a slot marked twice once, at its first marker', () => {
    expect(placeLiveParts([marker('a'), tiles, marker('a')], ['a'])).toEqual([
      { kind: 'part', slot: 'a' },
      { kind: 'sections', sections: [tiles], at: 1 },
    ]);
  });
});
