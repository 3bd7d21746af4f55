import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInsideApp, nativeAppPlatform } from './native-app';

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 EverwedApp/android';
const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 EverwedApp/ios';
const IOS10_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Mobile/14E277 EverwedApp/ios10';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SOCIAL_WEB_VIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]';

afterEach(() => vi.restoreAllMocks());

describe('native app detection', () => {
  it.each([
    [ANDROID_APP, 'android'],
    [IOS_APP, 'ios'],
    [IOS10_APP, 'ios10'],
  ])('names the app of a web view that carries the token: %s', (userAgent, platform) => {
    expect(nativeAppPlatform(userAgent)).toBe(platform);
    expect(isInsideApp(userAgent)).toBe(true);
  });

  it.each([
    ['a phone browser', SAFARI],
    ["a social network's in-app browser (Android wv)", SOCIAL_WEB_VIEW],
    ['the token glued to another word', `${SAFARI} NotEverwedApp/ios`],
    ['an unknown platform', `${SAFARI} EverwedApp/windows`],
    ['no User-Agent', ''],
  ])('is not inside the app in %s', (_what, userAgent) => {
    expect(isInsideApp(userAgent)).toBe(false);
  });

  it("reads the page's own User-Agent when given none", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_APP);
    expect(isInsideApp()).toBe(true);
  });
});
