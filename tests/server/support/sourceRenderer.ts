import { readFile } from 'node:fs/promises';
import { render } from '../../../src/app/entry-server';
import {
  type AppRender,
  createPageRenderer,
  type PageRenderer,
} from '../../../src/server/render/pageRenderer';

/**
 * The page renderer over the app's source (no build needed): server tests ask for pages over
 * HTTP and get the same redirects, status and markup the production bundle gives.
 */
export async function sourceRenderer(): Promise<PageRenderer> {
  const template = await readFile(new URL('../../../index.html', import.meta.url), 'utf8');
  return createPageRenderer(template, render as AppRender);
}
