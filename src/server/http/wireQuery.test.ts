import { describe, expect, it } from 'vitest';
import { payloadFromQuery } from './wireQuery';

describe('payloadFromQuery', () => {
  it('keeps one-element lists as lists and strips the [] suffix', () => {
    expect(payloadFromQuery({ 'ids[]': '1', page: '2' })).toEqual({ ids: ['1'], page: '2' });
    expect(payloadFromQuery({ 'ids[]': ['1', '2'] })).toEqual({ ids: ['1', '2'] });
  });

  it('takes the last value of a repeated scalar and ignores non-objects', () => {
    expect(payloadFromQuery({ page: ['1', '3'] })).toEqual({ page: '3' });
    expect(payloadFromQuery(undefined)).toEqual({});
  });
});
