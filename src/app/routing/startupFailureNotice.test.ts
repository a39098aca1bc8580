// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../shared/errors';
import { showStartupFailureNotice } from './startupFailureNotice';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('showStartupFailureNotice', () => {
  it('keeps the server HTML and puts a focused reload button above it', () => {
    document.body.innerHTML = '<div id="root"><h1>Sign in</h1></div>';
    showStartupFailureNotice(new ChunkLoadError(3, 'missing'));
    const notice = document.getElementById('startup-failure')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(document.body.firstElementChild).toBe(notice);
    expect(document.querySelector('h1')?.textContent).toBe('Sign in');
    const button = notice.querySelector('button')!;
    expect(button.textContent).toBe('Reload the page');
    expect(document.activeElement).toBe(button);
  });

  it('says the page is slow for a time-out, and shows one notice however often it is called', () => {
    showStartupFailureNotice(new ChunkLoadError(3, 'timeout'));
    showStartupFailureNotice(new ChunkLoadError(3, 'timeout'));
    expect(document.querySelectorAll('#startup-failure')).toHaveLength(1);
    expect(document.body.textContent).toMatch(/taking too long/);
  });

  it('reloads when the button is pressed', () => {
    const reload = vi.fn();
    const doc = document.implementation.createHTMLDocument('t');
    Object.defineProperty(doc, 'defaultView', { value: { location: { reload } } });
    showStartupFailureNotice(new ChunkLoadError(3, 'missing'), doc);
    doc.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
