// User-agent reading for the few decisions the product makes from it (spec §1, §9): WebP, the
// editor experience and in-app browsers. Pure text matching; the caller passes the string.

export const BROWSERS = [
  'chrome',
  'firefox',
  'edge',
  'safari',
  'samsung',
  'opera',
  'ie',
  /** An iOS app's WebKit view: no browser name in the string. */
  'webview',
  'other',
] as const;
export type Browser = (typeof BROWSERS)[number];

export const OPERATING_SYSTEMS = [
  'ios',
  'android',
  'macos',
  'windows',
  'chromeos',
  'linux',
  'other',
] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

/** In-app browsers of spec §9, by the kind of app that opened the page. */
export const IN_APP_BROWSERS = ['social', 'photo-sharing', 'short-video', 'pinboard'] as const;
export type InAppBrowser = (typeof IN_APP_BROWSERS)[number];

export interface ParsedUserAgent {
  browser: Browser;
  /** Major version of the browser; undefined when the string carries none. */
  version: number | undefined;
  os: OperatingSystem;
  /** Major version of the operating system, where the string carries one. */
  osVersion: number | undefined;
  /** A phone; tablets are not mobile here, so isMobile and isTablet never both hold. */
  isMobile: boolean;
  /**
   * A tablet, as far as the string tells: iPadOS in desktop mode reports a Mac and cannot be told
   * apart without touch information.
   */
  isTablet: boolean;
  inAppBrowser: InAppBrowser | undefined;
}

// Order matters: later patterns also match the strings of earlier ones (Edge and Opera carry
// Chrome's token, Chrome carries Safari's, Instagram's Android webview may carry Facebook's).
const BROWSER_PATTERNS: readonly [Browser, RegExp][] = [
  ['ie', /(?:MSIE |Trident\/.*rv:)(\d+)/],
  ['edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['opera', /(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['samsung', /SamsungBrowser\/(\d+)/],
  ['other', /(?:Silk|UCBrowser|YaBrowser)\/(\d+)/],
  ['firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['chrome', /(?:CriOS|Chrome)\/(\d+)/],
];

const IN_APP_PATTERNS: readonly [InAppBrowser, RegExp][] = [
  ['photo-sharing', /\bInstagram\b/],
  ['social', /FBAN\/|FBAV\/|FB_IAB\/|FBIOS/],
  ['short-video', /TikTok|musical_ly|BytedanceWebview|\btrill_/i],
  ['pinboard', /Pinterest/],
];

const majorOf = (match: RegExpExecArray | null): number | undefined =>
  match?.[1] === undefined ? undefined : Number.parseInt(match[1], 10);

function readOs(ua: string): { os: OperatingSystem; osVersion: number | undefined } {
  if (/iPhone|iPad|iPod/.test(ua))
    return { os: 'ios', osVersion: majorOf(/\bOS (\d+)[_.]/.exec(ua)) };
  if (/Windows Phone/.test(ua)) return { os: 'other', osVersion: undefined };
  if (/Android/.test(ua)) return { os: 'android', osVersion: majorOf(/Android (\d+)/.exec(ua)) };
  if (/CrOS/.test(ua)) return { os: 'chromeos', osVersion: undefined };
  if (/Macintosh|Mac OS X/.test(ua)) {
    return { os: 'macos', osVersion: majorOf(/Mac OS X (\d+)/.exec(ua)) };
  }
  if (/Windows/.test(ua)) return { os: 'windows', osVersion: majorOf(/Windows NT (\d+)/.exec(ua)) };
  if (/Linux|X11/.test(ua)) return { os: 'linux', osVersion: undefined };
  return { os: 'other', osVersion: undefined };
}

function readBrowser(
  ua: string,
  os: OperatingSystem,
): { browser: Browser; version: number | undefined } {
  for (const [browser, pattern] of BROWSER_PATTERNS) {
    const match = pattern.exec(ua);
    if (match) return { browser, version: majorOf(match) };
  }
  // Android's old stock browser also says Version/… Safari; only Apple systems run Safari.
  const safari = /Version\/(\d+)[\d.]*.*Safari\//.exec(ua);
  if (safari && (os === 'ios' || os === 'macos'))
    return { browser: 'safari', version: majorOf(safari) };
  if (os === 'ios' && /AppleWebKit\//.test(ua)) return { browser: 'webview', version: undefined };
  return { browser: 'other', version: undefined };
}

function readDevice(ua: string): { isMobile: boolean; isTablet: boolean } {
  const isTablet =
    /iPad|Tablet|PlayBook|Kindle|Silk\/|\bKF[A-Z]{2,5}\b/.test(ua) ||
    (/Android/.test(ua) && !/Mobile/.test(ua));
  const isMobile =
    !isTablet && /iPhone|iPod|Mobile|Windows Phone|IEMobile|BlackBerry|Opera Mini/.test(ua);
  return { isMobile, isTablet };
}

/** Reads browser, system, device class and in-app browser from a user-agent string. */
export function parseUserAgent(ua: string): ParsedUserAgent {
  const { os, osVersion } = readOs(ua);
  const { browser, version } = readBrowser(ua, os);
  const inAppBrowser = IN_APP_PATTERNS.find(([, pattern]) => pattern.test(ua))?.[0];
  return { browser, version, os, osVersion, ...readDevice(ua), inAppBrowser };
}

export const WEBP_MIN_IOS_SAFARI_VERSION = 14;
export const WEBP_MIN_DESKTOP_SAFARI_VERSION = 16;

/**
 * The WebP rule of spec §9: Chrome, Firefox and Edge yes; iOS Safari 14 or newer (an iOS app's
 * webview by its iOS version, as it is the same engine); desktop Safari 16 or newer; else no.
 */
export function supportsWebp(ua: ParsedUserAgent | string): boolean {
  const parsed = typeof ua === 'string' ? parseUserAgent(ua) : ua;
  switch (parsed.browser) {
    case 'chrome':
    case 'firefox':
    case 'edge':
      return true;
    case 'safari':
    case 'webview':
      if (parsed.os === 'ios') {
        return (parsed.version ?? parsed.osVersion ?? 0) >= WEBP_MIN_IOS_SAFARI_VERSION;
      }
      return (
        parsed.browser === 'safari' && (parsed.version ?? 0) >= WEBP_MIN_DESKTOP_SAFARI_VERSION
      );
    default:
      return false;
  }
}
