import { describe, expect, it } from 'vitest';
import { importGraph } from './importGraph';
import { rules } from './rules';

const all = importGraph();

describe('the layout rules of design.md hold on the source tree', () => {
  it('finds the source files', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  for (const rule of rules) {
    it(rule.name, () => {
      const debt = new Set(rule.debt ?? []);
      expect(rule.violations(all).filter((v) => !debt.has(v))).toEqual([]);
    });
    if (rule.debt?.length) {
      it(`${rule.name}: every known breach still exists (mended ones leave the list)`, () => {
        const found = new Set(rule.violations(all));
        expect(rule.debt?.filter((d) => !found.has(d))).toEqual([]);
      });
    }
  }
});
