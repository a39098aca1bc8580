import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { h } from '../../shared/render/svgNode';
import { reactAttrName, svgToReact } from './svgToReact';

describe('svgToReact', () => {
  it('names SVG attributes the way React wants them', () => {
    expect(reactAttrName('stroke-width')).toBe('strokeWidth');
    expect(reactAttrName('xmlns:xlink')).toBe('xmlnsXlink');
    expect(reactAttrName('xml:space')).toBe('xmlSpace');
    expect(reactAttrName('data-slot')).toBe('data-slot');
    expect(reactAttrName('class')).toBe('className');
  });

  it('turns a node tree into elements that render back to the same SVG, text escaped', () => {
    const tree = h(
      'svg',
      { viewBox: '0 0 10 10', 'data-surface': 'p1' },
      h(
        'g',
        { 'clip-path': 'url(#c)', 'stroke-width': 2, hidden: undefined },
        h('text', {}, 'a < b'),
      ),
    );
    const element = svgToReact(tree, undefined, { width: 50 });
    expect(isValidElement(element)).toBe(true);
    const markup = renderToStaticMarkup(element as ReactElement);
    expect(markup).toBe(
      '<svg viewBox="0 0 10 10" data-surface="p1" width="50"><g clip-path="url(#c)" stroke-width="2"><text>a &lt; b</text></g></svg>',
    );
  });
});
