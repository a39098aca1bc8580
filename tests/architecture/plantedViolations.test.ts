import { describe, expect, it } from 'vitest';
import { importGraph } from './importGraph';
import { clientArea, describeEdge, rules } from './rules';

// A test of the test: each rule must catch an import planted into the real graph, so a rule
// that has quietly stopped matching anything fails here instead of passing forever.
const all = importGraph();

describe('each layout rule catches a planted violation', () => {
  for (const rule of rules) {
    it(rule.name, () => {
      expect(rule.violations(all)).not.toContain(describeEdge(rule.planted));
      expect(rule.violations([...all, rule.planted])).toContain(describeEdge(rule.planted));
    });
  }

  it('a type-only import passes the door rules, a value import of the same file does not', () => {
    const doors = rules.filter((r) => r.name.includes('only through'));
    expect(doors.length).toBeGreaterThanOrEqual(2);
    for (const rule of doors) {
      expect(rule.violations([{ ...rule.planted, typeOnly: true }])).toEqual([]);
    }
  });

  it('client areas: a deep import into another area fails, the same import through its entry passes', () => {
    const rule = rules.find((r) => r.name.startsWith('a client area imports another area'))!;
    const deep = {
      from: 'src/app/catalog/storefront/ThemeProjectPages.tsx',
      to: 'src/app/editor/canvas/svgToReact.tsx',
      typeOnly: false,
    };
    expect(rule.violations([deep])).toEqual([describeEdge(deep)]);
    expect(rule.violations([{ ...deep, to: 'src/app/editor/index.ts' }])).toEqual([]);
    // Inside one area, and from the composition root (the route table loads pages by path).
    expect(
      rule.violations([
        { ...deep, to: 'src/app/catalog/products/catalogQueries.ts' },
        {
          from: 'src/app/pageModules.ts',
          to: 'src/app/catalog/cards/CardStorefrontPage.tsx',
          typeOnly: false,
        },
        {
          from: 'src/app/routing/appRoutes.tsx',
          to: 'src/app/site/layout/SiteLayout.tsx',
          typeOnly: false,
        },
      ]),
    ).toEqual([]);
    expect(clientArea('src/app/ui/Alert.tsx')).toBeUndefined();
  });
});
