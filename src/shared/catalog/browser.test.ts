import { describe, expect, it } from 'vitest';
import { parseUserAgent, supportsWebp } from './browser';

// Real user-agent strings, as browsers and apps send them.
const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  firefoxMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  safariMac16:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/605.1.15',
  safariMac15:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.1 Safari/605.1.15',
  safariIos14:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0.3 Mobile/15E148 Safari/604.1',
  safariIos13:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
  edgeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/120.0.2210.126 Mobile/15E148 Safari/605.1.15',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 13; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 13; Tablet; rv:121.0) Gecko/121.0 Firefox/121.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  androidStock:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  kindleSilk:
    'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/119.3.1 like Chrome/119.0.6045.193 Safari/537.36',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  facebookIos13:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone11,8;FBMD/iPhone;FBSN/iOS;FBSV/13.3;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.38.118;]',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 290.0.0.13.76 (iPhone13,2; iOS 16_5; en_US; en; scale=3.00; 1170x2532; 488336814)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 Instagram 292.0.0.31.110 Android (31/12; 450dpi; 1080x2194; samsung; SM-A525F; a52q; qcom; en_US; 500160601)',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_30.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US ByteFullLocale/en RevealType/Dialog isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-G973F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/110.0.5481.153 Mobile Safari/537.36 trill_2023105030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/31.5.3 ByteLocale/en ByteFullLocale/en Region/US Spark/1.3.0.2-bugfix AppVersion/31.5.3 BytedanceWebview/d8a21c6',
  pinterestIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
  pinterestAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.114 Mobile Safari/537.36 [Pinterest/Android]',
} as const;

describe('parseUserAgent', () => {
  it('reads desktop browsers and systems', () => {
    expect(parseUserAgent(UA.chromeWindows)).toEqual({
      browser: 'chrome',
      version: 120,
      os: 'windows',
      osVersion: 10,
      isMobile: false,
      isTablet: false,
      inAppBrowser: undefined,
    });
    expect(parseUserAgent(UA.firefoxMac)).toMatchObject({
      browser: 'firefox',
      version: 121,
      os: 'macos',
    });
    expect(parseUserAgent(UA.firefoxLinux)).toMatchObject({ browser: 'firefox', os: 'linux' });
    expect(parseUserAgent(UA.edge)).toMatchObject({ browser: 'edge', version: 120 });
    expect(parseUserAgent(UA.edgeLegacy)).toMatchObject({ browser: 'edge', version: 18 });
    expect(parseUserAgent(UA.opera)).toMatchObject({ browser: 'opera', version: 106 });
    expect(parseUserAgent(UA.ie11)).toMatchObject({ browser: 'ie', version: 11 });
    expect(parseUserAgent(UA.chromeOs)).toMatchObject({ browser: 'chrome', os: 'chromeos' });
    expect(parseUserAgent(UA.safariMac16)).toMatchObject({
      browser: 'safari',
      version: 16,
      os: 'macos',
      isMobile: false,
      isTablet: false,
    });
  });

  it('reads iOS browsers: Safari by Version/, others by their own token', () => {
    expect(parseUserAgent(UA.safariIos14)).toMatchObject({
      browser: 'safari',
      version: 14,
      os: 'ios',
      osVersion: 14,
      isMobile: true,
      isTablet: false,
    });
    expect(parseUserAgent(UA.chromeIos)).toMatchObject({
      browser: 'chrome',
      version: 120,
      os: 'ios',
    });
    expect(parseUserAgent(UA.firefoxIos)).toMatchObject({ browser: 'firefox', version: 121 });
    expect(parseUserAgent(UA.edgeIos)).toMatchObject({ browser: 'edge', version: 120 });
  });

  it('tells phones from tablets', () => {
    expect(parseUserAgent(UA.safariIpad)).toMatchObject({
      os: 'ios',
      osVersion: 15,
      isMobile: false,
      isTablet: true,
    });
    expect(parseUserAgent(UA.chromeAndroid)).toMatchObject({
      os: 'android',
      osVersion: 10,
      isMobile: true,
      isTablet: false,
    });
    expect(parseUserAgent(UA.chromeAndroidTablet)).toMatchObject({
      isMobile: false,
      isTablet: true,
    });
    expect(parseUserAgent(UA.firefoxAndroid)).toMatchObject({ isMobile: true, isTablet: false });
    expect(parseUserAgent(UA.firefoxAndroidTablet)).toMatchObject({
      isMobile: false,
      isTablet: true,
    });
    expect(parseUserAgent(UA.kindleSilk)).toMatchObject({ browser: 'other', isTablet: true });
  });

  it('does not take Android browsers for Safari', () => {
    expect(parseUserAgent(UA.samsung)).toMatchObject({ browser: 'samsung', version: 23 });
    expect(parseUserAgent(UA.androidStock)).toMatchObject({ browser: 'other', os: 'android' });
  });

  it('detects the four in-app browsers of spec §9', () => {
    expect(parseUserAgent(UA.facebookIos).inAppBrowser).toBe('social');
    expect(parseUserAgent(UA.facebookAndroid).inAppBrowser).toBe('social');
    expect(parseUserAgent(UA.instagramIos).inAppBrowser).toBe('photo-sharing');
    expect(parseUserAgent(UA.instagramAndroid).inAppBrowser).toBe('photo-sharing');
    expect(parseUserAgent(UA.tiktokIos).inAppBrowser).toBe('short-video');
    expect(parseUserAgent(UA.tiktokAndroid).inAppBrowser).toBe('short-video');
    expect(parseUserAgent(UA.pinterestIos).inAppBrowser).toBe('pinboard');
    expect(parseUserAgent(UA.pinterestAndroid).inAppBrowser).toBe('pinboard');
  });

  it('finds no in-app browser in ordinary browsers', () => {
    for (const ua of [UA.chromeWindows, UA.safariIos14, UA.chromeAndroid, UA.samsung]) {
      expect(parseUserAgent(ua).inAppBrowser).toBeUndefined();
    }
  });

  it('reads an iOS app webview as webview with the iOS version', () => {
    expect(parseUserAgent(UA.facebookIos)).toMatchObject({
      browser: 'webview',
      version: undefined,
      os: 'ios',
      osVersion: 16,
      isMobile: true,
    });
    expect(parseUserAgent(UA.facebookAndroid)).toMatchObject({ browser: 'chrome', os: 'android' });
  });

  it('copes with empty and unknown strings', () => {
    expect(parseUserAgent('')).toEqual({
      browser: 'other',
      version: undefined,
      os: 'other',
      osVersion: undefined,
      isMobile: false,
      isTablet: false,
      inAppBrowser: undefined,
    });
    expect(parseUserAgent('curl/8.4.0').browser).toBe('other');
  });
});

describe('supportsWebp (spec §9)', () => {
  it('is yes on Chrome, Firefox and Edge, wherever they run', () => {
    for (const ua of [
      UA.chromeWindows,
      UA.chromeOs,
      UA.chromeAndroid,
      UA.chromeIos,
      UA.firefoxMac,
      UA.firefoxIos,
      UA.firefoxAndroid,
      UA.edge,
      UA.edgeLegacy,
      UA.edgeIos,
    ]) {
      expect(supportsWebp(ua)).toBe(true);
    }
  });

  it('needs iOS Safari 14 or newer', () => {
    expect(supportsWebp(UA.safariIos14)).toBe(true);
    expect(supportsWebp(UA.safariIos13)).toBe(false);
    expect(supportsWebp(UA.safariIpad)).toBe(true);
  });

  it('needs desktop Safari 16 or newer', () => {
    expect(supportsWebp(UA.safariMac16)).toBe(true);
    expect(supportsWebp(UA.safariMac15)).toBe(false);
  });

  it('judges an iOS app webview by its iOS version', () => {
    expect(supportsWebp(UA.facebookIos)).toBe(true);
    expect(supportsWebp(UA.facebookIos13)).toBe(false);
  });

  it('is no elsewhere', () => {
    for (const ua of [UA.ie11, UA.opera, UA.samsung, UA.androidStock, UA.kindleSilk, '']) {
      expect(supportsWebp(ua)).toBe(false);
    }
  });

  it('accepts a parsed user agent', () => {
    expect(supportsWebp(parseUserAgent(UA.safariMac16))).toBe(true);
    expect(
      supportsWebp({ ...parseUserAgent(UA.safariIos14), version: undefined, osVersion: 13 }),
    ).toBe(false);
  });
});
