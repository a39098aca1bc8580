// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSurface } from '../../../shared/render/renderSurface';
import { svgToString } from '../../../shared/render/svgNode';
import { cleanupRendered } from '../../testing/renderInRouter';
import { byLabel, onEngine, press, render } from '../panels/testing/panelHarness';
import { PersonalDatesPanel } from './PersonalDatesPanel';
import { productEngine } from './testing/productEngine';

afterEach(cleanupRendered);

function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('no input');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const calendar = () => productEngine(20, ['12x12'], { startingMonthYear: '2027-03' });
const input = (root: ParentNode, label: RegExp) => {
  const field = [...root.querySelectorAll('label')].find((l) => label.test(l.textContent ?? ''));
  return field?.htmlFor ? (document.getElementById(field.htmlFor) as HTMLInputElement) : null;
};

describe('PersonalDatesPanel', () => {
  it('adds a birthday that prints in its cell on its month, then changes and removes it', async () => {
    const engine = calendar();
    const { container } = await render(<PersonalDatesPanel engine={engine} />);
    expect(container.textContent).toMatch(/No dates yet/);
    type(input(container, /What to print/), "Mia's birthday");
    await press(byLabel(container, 'button', /^January/));
    await press(byLabel(document.body, '[role="option"]', /^February$/));
    await act(async () => input(container, /^Day/)?.focus());
    type(input(container, /^Day/), '29');
    await act(async () => input(container, /^Day/)?.blur());
    await press(byLabel(container, 'button', /^Add the date$/));
    expect(engine.getSnapshot().doc.options.personalDates).toEqual([
      { month: 2, day: 29, label: "Mia's birthday" },
    ]);
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/added on February 29/);
    // February 2028 is in this March 2027 calendar, and a leap month: the cell carries the words.
    const february = svgToString(
      renderSurface(engine.getSnapshot().doc, 'month-2028-02', {
        mode: 'preview',
        photos: () => undefined,
      }),
    );
    expect(february).toContain('data-personal-date');
    expect(february).toContain('Mia');

    await press(byLabel(container, 'button', /^Change Mia's birthday$/));
    type(input(container, /What to print/), 'Mia turns 6');
    await press(byLabel(container, 'button', /^Save the date$/));
    expect(engine.getSnapshot().doc.options.personalDates).toEqual([
      { month: 2, day: 29, label: 'Mia turns 6' },
    ]);
    await press(byLabel(container, 'button', /^Remove Mia turns 6$/));
    expect(engine.getSnapshot().doc.options.personalDates).toEqual([]);
    await onEngine(() => engine.undo());
    expect(engine.getSnapshot().doc.options.personalDates).toHaveLength(1);
    expect(byLabel(container, 'button', /^Remove Mia turns 6$/)).toBeDefined();
  }, 30_000);
});
