import { hmac, randomToken, safeEqual } from './tokens';

/**
 * A browser that has signed in to an account before carries a device token for it: the user id,
 * a random device id and their HMAC under the server secret. It proves nothing about who is at
 * the keyboard (the password still does that); it lets the owner's own browser past a lock that
 * an attacker's failures from elsewhere put on the address (issue 20).
 */
export interface KnownDevice {
  userId: number;
  deviceId: string;
}

const mac = (secret: string, { userId, deviceId }: KnownDevice) =>
  hmac(secret, `device:${userId}:${deviceId}`);

export function deviceToken(secret: string, userId: number, deviceId = randomToken(16)): string {
  return `${userId}.${deviceId}.${mac(secret, { userId, deviceId })}`;
}

/** The device a token names, when the server signed it; undefined for anything else. */
export function readDeviceToken(
  secret: string,
  token: string | undefined,
): KnownDevice | undefined {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return undefined;
  const device = { userId: Number(match[1]), deviceId: match[2] as string };
  return safeEqual(match[3] as string, mac(secret, device)) ? device : undefined;
}
