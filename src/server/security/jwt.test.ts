import { describe, expect, it } from 'vitest';
import { signUserToken, verifyUserToken } from './jwt';

const now = new Date('2026-11-22T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('user tokens', () => {
  it('verifies for its audience until it expires', async () => {
    const { token, expiresAt } = await signUserToken('s3cret', {
      userId: 7,
      audience: 'app',
      ttlSeconds: 600,
      now,
    });
    expect(expiresAt).toEqual(later(600));
    expect(await verifyUserToken('s3cret', token, 'app', later(599))).toEqual({ userId: 7 });
    expect(await verifyUserToken('s3cret', token, 'app', later(601))).toBeUndefined();
  });

  it('refuses another audience, another secret and a tampered token', async () => {
    const { token } = await signUserToken('s3cret', {
      userId: 7,
      audience: 'editor',
      ttlSeconds: 600,
      now,
    });
    expect(await verifyUserToken('s3cret', token, 'app', now)).toBeUndefined();
    expect(await verifyUserToken('other', token, 'editor', now)).toBeUndefined();
    const [head, body, sig] = token.split('.');
    const forged = `${head}.${Buffer.from('{"sub":"1","aud":"editor","iss":"printshop"}').toString('base64url')}.${sig}`;
    expect(body).not.toBe(forged.split('.')[1]);
    expect(await verifyUserToken('s3cret', forged, 'editor', now)).toBeUndefined();
  });
});
