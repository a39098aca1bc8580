// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { elementAtPlace, focusedPlaceIn } from './focusedPlace';

function tree(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const option = (label: string, count: string, checked: boolean) =>
  `<li><a role="checkbox" aria-checked="${checked}" href="/?${label}"><span></span><span>${label}</span> ${count}</a></li>`;

describe('the focused place', () => {
  it('finds a filter again by its label when counts change and a link is added before it', () => {
    const before = tree(`<ul>${option('Silver', '40', false)}${option('Gold', '120', false)}</ul>`);
    const gold = before.querySelectorAll('a')[1] ?? null;
    const place = focusedPlaceIn(before, gold);
    expect(place).toEqual({ tagName: 'A', role: 'checkbox', firstText: 'Gold', nth: 0 });

    const after = tree(
      `<a href="/">Clear filters</a><ul>${option('Silver', '', false)}${option('Gold', '118', true)}</ul>`,
    );
    expect(elementAtPlace(after, place!)?.getAttribute('aria-checked')).toBe('true');
  });

  it('tells apart elements alike by their order', () => {
    const html = '<button>Next</button><p>…</p><button>Next</button>';
    const before = tree(html);
    const place = focusedPlaceIn(before, before.querySelectorAll('button')[1] ?? null);
    const after = tree(html);
    expect(elementAtPlace(after, place!)).toBe(after.querySelectorAll('button')[1]);
  });

  it('finds nothing where the page has no such element any more', () => {
    const before = tree('<button>Load more</button>');
    const place = focusedPlaceIn(before, before.querySelector('button'));
    expect(elementAtPlace(tree('<p>All shown</p>'), place!)).toBeUndefined();
    expect(elementAtPlace(tree('<a href="/">Load more</a>'), place!)).toBeUndefined();
  });

  it('has no place for focus outside the tree, on the tree itself or nowhere', () => {
    const root = tree('<button>In</button>');
    expect(focusedPlaceIn(root, document.createElement('button'))).toBeUndefined();
    expect(focusedPlaceIn(root, root)).toBeUndefined();
    expect(focusedPlaceIn(root, null)).toBeUndefined();
  });
});
