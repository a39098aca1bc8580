import { describe, expect, it } from 'vitest';
import { toFormBody, toMultipart, toQueryString, wirePairs } from './wireEncoding';

describe('wire encodings', () => {
  it('writes lists as repeated name[] and leaves out nulls', () => {
    expect(toQueryString({ page: 2, ids: [1, 2], empty: null, flag: true, q: 'a b&c' })).toBe(
      'page=2&ids[]=1&ids[]=2&flag=true&q=a%20b%26c',
    );
    expect(toQueryString({})).toBe('');
  });

  it('sends nested objects as JSON text', () => {
    expect(wirePairs({ filter: { color: 'red' } })).toEqual([['filter', '{"color":"red"}']]);
  });

  it('builds a form body', () => {
    expect(toFormBody({ grant_type: 'authorization_code', scopes: ['a', 'b'] }).toString()).toBe(
      'grant_type=authorization_code&scopes%5B%5D=a&scopes%5B%5D=b',
    );
  });

  it('puts files in multipart bodies as file parts', async () => {
    const file = new File(['hello'], 'list.csv', { type: 'text/csv' });
    const form = toMultipart({ file, album_id: 4, tags: ['x'] });
    expect(form.get('album_id')).toBe('4');
    expect(form.getAll('tags[]')).toEqual(['x']);
    const part = form.get('file') as File;
    expect(part.name).toBe('list.csv');
    expect(await part.text()).toBe('hello');
  });
});
