import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ActionName, ActionOutput } from '../../shared/api/actionTable';
import type { PostedForm } from '../../shared/forms/formPosts';

/** How `callAction` fails during a render: what the browser would have received. */
export class PageActionFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${status} status code`);
  }
}

/** The server-render entry the client build produces (src/app/entry-server.tsx), by its shape. */
export type AppRender = (input: {
  url: string;
  state: {
    session: ActionOutput<'my/sessions/current'>;
    csrfToken: string;
    postedForm?: PostedForm;
  };
  callAction: (name: ActionName, payload: unknown) => Promise<unknown>;
}) => Promise<{ status: number; html: string; head: string; stateJson: string; redirect?: string }>;

export interface RenderedPage {
  status: number;
  document?: string;
  redirect?: string;
}

export interface PageRenderer {
  render(input: Parameters<AppRender>[0]): Promise<RenderedPage>;
}

const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;

/** Fills the built index.html with a rendered page; the template is checked once, up front. */
export function createPageRenderer(template: string, render: AppRender): PageRenderer {
  for (const marker of MARKERS) {
    if (!template.includes(marker)) throw new Error(`index.html lacks the ${marker} marker`);
  }
  return {
    async render(input) {
      const page = await render(input);
      if (page.redirect) return { status: 302, redirect: page.redirect };
      // Replacement functions, so `$` in page content is never read as a replacement pattern.
      const document = template
        .replace(MARKERS[0], () => page.head)
        .replace(MARKERS[1], () => page.html)
        .replace(MARKERS[2], () => page.stateJson);
      return { status: page.status, document };
    },
  };
}

/** Loads the production build: dist/client/index.html and dist/ssr/entry-server.js. */
export async function loadBuiltRenderer(distDir: string): Promise<PageRenderer> {
  const template = await readFile(path.join(distDir, 'client', 'index.html'), 'utf8');
  const entry = pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href;
  const module = (await import(entry)) as { render: AppRender };
  return createPageRenderer(template, module.render);
}
