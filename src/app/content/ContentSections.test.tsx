// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderInRouter } from '../testing/renderInRouter';
import { ContentSections } from './ContentSections';

afterEach(cleanupRendered);

describe('ContentSections', () => {
  it('renders hero, text, FAQ, tiles and callout banner sections in order', async () => {
    const { container } = await renderInRouter(
      <ContentSections
        sections={[
          { type: 'hero', title: 'Shipping & delivery', text: 'How your order reaches you.' },
          { type: 'text', title: 'Production time', paragraphs: ['Cards take one day.'] },
          { type: 'faq', items: [{ question: 'Can I cancel?', answer: 'Within an hour.' }] },
          { type: 'tiles', items: [{ title: 'FAQ', href: '/faq', text: 'Answers.' }] },
          {
            type: 'callout-banner',
            title: 'Need help?',
            cta: { label: 'Contact us', href: '/contact' },
          },
        ]}
      />,
    );
    const headings = [...container.querySelectorAll('h1, h2, h3')].map((h) => h.textContent);
    expect(headings).toEqual(['Shipping & delivery', 'Production time', 'FAQ', 'Need help?']);
    expect(container.querySelector('details summary')?.textContent).toBe('Can I cancel?');
    expect(container.querySelector('a[href="/faq"]')).not.toBeNull();
    expect(container.querySelector('a[href="/contact"]')?.textContent).toBe('Contact us');
  });

  it('renders the sections of a component section, and the h1 in the opening hero only', async () => {
    const { container } = await renderInRouter(
      <ContentSections
        sections={[
          { type: 'bar', text: 'Free shipping this week.' },
          { type: 'hero', title: 'Opening' },
          {
            type: 'component',
            component: 'promo',
            sections: [{ type: 'hero', title: 'Nested hero' }],
          },
        ]}
      />,
    );
    expect([...container.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Opening']);
    expect(container.querySelector('h2')?.textContent).toBe('Nested hero');
  });

  it('skips unknown section types and malformed sections but keeps the rest', async () => {
    const { container } = await renderInRouter(
      <ContentSections
        sections={[
          { type: 'no-such-type', widget: 'slider' },
          { type: 'trust-rating', widget: 'slider' },
          { type: 'text' },
          null,
          'text',
          { type: 'text', paragraphs: ['Still here.'] },
        ]}
      />,
    );
    expect(container.textContent).toBe('Still here.');
  });
});
