// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_ID } from '../../../shared/catalog/productTypes';
import { createProjectFromTemplate } from '../../../shared/project/templates/createProject';
import { templateSourceFixture } from '../../../shared/project/templates/testing/templateSourceFixture';
import { cleanupRendered, renderInRouter } from '../../testing/renderInRouter';
import { ProjectPreview } from './ProjectPreview';

afterEach(cleanupRendered);

function previewOf(productTypeId: number, size: string) {
  const doc = createProjectFromTemplate(templateSourceFixture(productTypeId, [size]));
  const project = { id: 7, name: 'Our year', productTypeId, updatedAt: '2026-11-30T10:00:00.000Z' };
  return renderInRouter(<ProjectPreview project={project} doc={doc} />);
}

describe('ProjectPreview', () => {
  it("hangs a wall calendar's every month from its wire-o binding across the top edge", async () => {
    const { container } = await previewOf(PRODUCT_TYPE_ID.calendar, '11x8.5');
    const sheet = container.querySelector('[data-surface]');
    expect(sheet?.getAttribute('data-binding')).toBe('wire-o');
    const wire = sheet?.querySelector('[data-testid="wire-binding"]');
    // 11 inches at three loops to the inch, less the ends and the hanger's gap.
    expect(Number(wire?.getAttribute('data-loops'))).toBeGreaterThan(20);
    expect(wire?.querySelectorAll('circle')).toHaveLength(Number(wire?.getAttribute('data-loops')));
    expect(container.textContent).toContain('Next month');
  });

  it('binds no photo book page with wire', async () => {
    const { container } = await previewOf(PRODUCT_TYPE_ID.book, '11x8.5');
    expect(container.querySelector('[data-surface]')?.hasAttribute('data-binding')).toBe(false);
    expect(container.querySelector('[data-testid="wire-binding"]')).toBeNull();
  });
});
