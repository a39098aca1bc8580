import { useQuery } from '@tanstack/react-query';
import type { SvgNode } from '../../../shared/render/svgNode';
import { useApi } from '../../apiContext';
import { Alert } from '../../ui/Alert';
import { svgToReact } from '../../ui/svgToReact';
import styles from './ThemeProductPage.module.css';

/*
 * "This design with my photos": the theme preview's pages when it names a project (pid). The
 * server lays the project's photos into the design's template through autofill and draws every
 * page with the one renderer (creation/autofill_preview, the owner's only); the answer is SVG
 * text, turned back into the renderer's tree and drawn as React elements (no innerHTML).
 */

function nodeOf(element: Element): SvgNode {
  const attrs: Record<string, string> = {};
  for (const attr of Array.from(element.attributes)) attrs[attr.name] = attr.value;
  return {
    tag: element.tagName,
    attrs,
    children: Array.from(element.childNodes).flatMap((child): SvgNode[] => {
      if (child.nodeType === 1) return [nodeOf(child as Element)];
      if (child.nodeType === 3 && child.textContent) return [{ text: child.textContent }];
      return [];
    }),
  };
}

/** The renderer's SVG text back as its tree; undefined when it does not parse. */
export function parseRendererSvg(svg: string): SvgNode | undefined {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  if (root.tagName !== 'svg' || document.querySelector('parsererror')) return undefined;
  return nodeOf(root);
}

export function ThemeProjectPages({
  templateId,
  projectId,
  designName,
}: {
  templateId: number;
  projectId: number;
  designName: string;
}) {
  const api = useApi();
  const pages = useQuery({
    queryKey: ['themePreview', 'project', templateId, projectId] as const,
    queryFn: () => api.call('creation/autofill_preview', { templateId, projectId, photoIds: [] }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (pages.isPending) return <p role="status">Laying your photos into {designName}…</p>;
  if (pages.isError)
    return (
      <Alert>
        Your project could not be shown in this design. Open it from My projects and try again.
      </Alert>
    );
  return (
    <ol className={styles.projectPages} aria-label={`${designName} with your photos`}>
      {pages.data.pages.map((page) => {
        const tree = parseRendererSvg(page.svg);
        return tree ? (
          <li key={page.index} className={styles.projectPage}>
            {svgToReact(tree, undefined, {
              width: '100%',
              height: 'auto',
              role: 'img',
              'aria-label': `Page ${page.index + 1}`,
            })}
          </li>
        ) : null;
      })}
    </ol>
  );
}
