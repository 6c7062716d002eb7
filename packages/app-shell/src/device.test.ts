import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from './device';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  firefoxMobile: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('isMobileUserAgent (spec README: Client Hints mobile, else the UA string)', () => {
  it.each<[string, string, boolean]>([
    ['iPhone', UA.iphone, true],
    ['Android phone', UA.androidPhone, true],
    ['Android tablet', UA.androidTablet, true],
    ['legacy iPad', UA.ipadLegacy, true],
    ['Firefox for Android', UA.firefoxMobile, true],
    ['Windows Chrome', UA.windowsChrome, false],
    ['macOS Safari (also iPadOS desktop mode)', UA.macSafari, false],
    ['Linux Firefox', UA.linuxFirefox, false],
    ['empty', '', false],
  ])('UA string only: %s -> %s', (_name, userAgent, expected) => {
    expect(isMobileUserAgent({ userAgent })).toBe(expected);
  });

  it('prefers the Client Hints flag over the UA string', () => {
    expect(isMobileUserAgent({ uaDataMobile: true, userAgent: UA.windowsChrome })).toBe(true);
    expect(isMobileUserAgent({ uaDataMobile: false, userAgent: UA.androidPhone })).toBe(false);
    expect(isMobileUserAgent({ uaDataMobile: undefined, userAgent: UA.androidPhone })).toBe(true);
  });
});
