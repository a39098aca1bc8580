import { describe, expect, it } from 'vitest';
import { deviceToken, readDeviceToken } from './deviceToken';

describe('device tokens', () => {
  it('name the user and device they were made for', () => {
    const token = deviceToken('s3cret', 42, 'device-id-0123456789');
    expect(readDeviceToken('s3cret', token)).toEqual({
      userId: 42,
      deviceId: 'device-id-0123456789',
    });
  });

  it('refuse another secret, a changed user id, and garbage', () => {
    const token = deviceToken('s3cret', 42);
    expect(readDeviceToken('other', token)).toBeUndefined();
    expect(readDeviceToken('s3cret', token.replace(/^42\./, '43.'))).toBeUndefined();
    expect(readDeviceToken('s3cret', 'x.y.z')).toBeUndefined();
    expect(readDeviceToken('s3cret', undefined)).toBeUndefined();
  });
});
