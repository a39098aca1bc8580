import { describe, expect, it } from 'vitest';
import { networkOf } from './network';

describe('networkOf', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.7');
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
