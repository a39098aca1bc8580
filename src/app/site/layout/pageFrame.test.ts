import { describe, expect, it } from 'vitest';
import { parse } from '../../../shared/routes/parse';
import { pageFrame } from './pageFrame';

const frameOf = (url: string) => pageFrame(parse(url));

describe('pageFrame', () => {
  it('gives the editor the whole screen', () => {
    expect(frameOf('/editor?pid=3')).toEqual({ header: false, footer: false });
    expect(frameOf('/~/editor/3?viewKey=k')).toEqual({ header: false, footer: false });
  });

  it('keeps the site frame elsewhere', () => {
    expect(frameOf('/photo-books')).toEqual({ header: true, footer: true });
    expect(frameOf('/memories/preview?pid=3')).toEqual({ header: true, footer: true });
  });

  it('drops the header or footer a cart page asks to go without', () => {
    expect(frameOf('/my_account/order?oid=5&no_header=true&no_footer=true')).toEqual({
      header: false,
      footer: false,
    });
  });
});
