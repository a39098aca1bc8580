// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_PAPER_TYPES } from '../../../shared/catalog/cardPapers';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { chosenFinishes } from './cardFinishes';
import { ThemeOptions } from './ThemeOptions';
import type { ThemePageState } from './themePageRoute';

afterEach(cleanupRendered);

const cards: ThemePageState = {
  line: 'cards',
  tagGroupUri: 'all',
  themeUri: 'joyful-modern-card-12',
  ptid: undefined,
  ipid: undefined,
  quantity: undefined,
  startingMonth: undefined,
};

describe("a card design page's options", () => {
  it('offers only card stocks in its paper choice, never a lay-flat leaf or a book text weight', async () => {
    const { container } = await renderInRouter(
      <ThemeOptions
        state={cards}
        templates={[]}
        templateId={7}
        template={{ id: 7, themeId: 12, productTypeId: 4, name: 'Joyful Modern Card' }}
        products={[]}
        product={undefined}
        quantity={25}
      />,
    );
    const paper = [...container.querySelectorAll('label')].find((label) =>
      label.textContent?.startsWith('Paper'),
    );
    const offered = [...(paper?.querySelectorAll('option') ?? [])].map((o) => o.textContent);
    expect(offered).toEqual(CARD_PAPER_TYPES.map((type) => type.name));
    expect(offered.join('|')).not.toMatch(/Lay-Flat|Standard Matte/);
  });

  const product = {
    id: 3,
    productTypeId: 13,
    name: '5x7 Foil Card',
    priceCents: 304,
    widthInches: 5,
    heightInches: 7,
  };
  const foilCard = { id: 7, themeId: 12, productTypeId: 13, name: 'Foil', foilTypeId: 3 };

  it('offers the four foils on a foil card, priced per card, and keeps each choice in its link', async () => {
    const finishes = chosenFinishes({ ...cards, foilTypeId: 4, trimTypeId: 2 }, foilCard);
    expect(finishes).toEqual({
      trimTypeId: 2,
      foilTypeId: 4,
      paperTypeId: CARD_PAPER_TYPES[0]!.id,
    });
    const { container } = await renderInRouter(
      <ThemeOptions
        state={{ ...cards, foilTypeId: 4, trimTypeId: 2 }}
        templates={[]}
        templateId={7}
        template={foilCard}
        products={[product]}
        product={product}
        quantity={25}
        finishes={finishes}
      />,
    );
    const group = (name: string) =>
      [...container.querySelectorAll('fieldset')].find(
        (set) => set.querySelector('legend')?.textContent === name,
      );
    const foils = [...(group('Foil')?.querySelectorAll('a') ?? [])];
    expect(foils.map((a) => a.textContent)).toEqual([
      'Silver+$0.60',
      'Gold+$0.60',
      'Rose Gold+$0.70',
      'Glittery Gold+$0.80',
    ]);
    expect(foils.find((a) => a.getAttribute('aria-checked') === 'true')?.textContent).toMatch(
      /^Rose Gold/,
    );
    expect(foils[3]!.getAttribute('href')).toMatch(/foil_type_id=5/);
    expect(foils[3]!.getAttribute('href')).toMatch(/trim_type_id=2/);
    // The quantities are priced with the finishes: 25 × (304 + 70 + 15) at the 4 % tier.
    const quantities = [...(group('Quantity')?.querySelectorAll('a') ?? [])];
    const twentyFive = quantities.find((a) => a.textContent?.startsWith('25'));
    expect(twentyFive?.textContent).toBe('25$93.36');
  });

  it('offers no foil on a design without foil marks', async () => {
    const plain = { id: 7, themeId: 12, productTypeId: 4, name: 'Plain' };
    expect(chosenFinishes(cards, plain).foilTypeId).toBeUndefined();
    const { container } = await renderInRouter(
      <ThemeOptions
        state={cards}
        templates={[]}
        templateId={7}
        template={plain}
        products={[]}
        product={undefined}
        quantity={25}
        finishes={chosenFinishes(cards, plain)}
      />,
    );
    const legends = [...container.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toContain('Trim');
    expect(legends).not.toContain('Foil');
  });
});
