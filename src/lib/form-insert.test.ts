import { afterEach, describe, expect, it } from 'vitest';
import { formInsertVariant } from './form-insert';

const BROWSER_UA = navigator.userAgent;
const userAgent = (value: string) => Object.defineProperty(navigator, 'userAgent', { configurable: true, value });

afterEach(() => userAgent(BROWSER_UA));

describe('the form-insert variant', () => {
  it.each([
    [false, 1280, 'desktop'],
    [true, 1280, 'desktop-logged'],
    [false, 768, 'desktop'],
    [false, 767, 'mobile'],
    [true, 412, 'mobile-logged'],
  ] as const)('is, logged in %s at %i px, %s', (loggedIn, width, variant) => {
    expect(formInsertVariant(loggedIn, width)).toBe(variant);
  });

  it.each([
    ['ios', false, 'app'],
    ['android', true, 'app-logged'],
    ['ios10', true, 'app-logged'],
  ] as const)('is the app one inside the %s app (logged in %s): %s, whatever the width', (platform, loggedIn, variant) => {
    userAgent(`${BROWSER_UA} EverwedApp/${platform}`);
    expect(formInsertVariant(loggedIn, 1280)).toBe(variant);
    expect(formInsertVariant(loggedIn, 412)).toBe(variant);
  });
});
