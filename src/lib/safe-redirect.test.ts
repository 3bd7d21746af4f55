import { afterEach, describe, expect, it } from 'vitest';
import { resetSiteConfig } from './config';
import { safeRedirectUrl, sitePath } from './safe-redirect';

afterEach(() => {
  resetSiteConfig();
  document.head.innerHTML = '';
});

describe('safeRedirectUrl', () => {
  it('keeps paths and URLs of this site', () => {
    expect(safeRedirectUrl('/tools/Vendors')).toBe(`${location.origin}/tools/Vendors`);
    expect(safeRedirectUrl(`${location.origin}/inbox?id=3`)).toBe(`${location.origin}/inbox?id=3`);
  });

  it("sends a missing URL to '/'", () => {
    expect(safeRedirectUrl(undefined)).toBe('/');
    expect(safeRedirectUrl('')).toBe('/');
  });

  it('refuses other hosts, protocol-relative URLs and other schemes', () => {
    expect(safeRedirectUrl('https://evil.example/phish')).toBe('/');
    expect(safeRedirectUrl('//evil.example/phish')).toBe('/');
    expect(safeRedirectUrl('javascript:alert(1)')).toBe('/');
    expect(safeRedirectUrl('data:text/html,hi')).toBe('/');
  });

  it('allows the hosts the site config lists', () => {
    document.head.innerHTML = '<script type="application/json" data-site-config>{"redirectHosts":["www.weddingwire-guests.example"]}</script>';
    expect(safeRedirectUrl('https://www.weddingwire-guests.example/app')).toBe('https://www.weddingwire-guests.example/app');
    expect(safeRedirectUrl('https://other.example/app')).toBe('/');
    // Exactly the host: not a look-alike, a subdomain or one with credentials; https or the page's own protocol.
    expect(safeRedirectUrl('https://www.weddingwire-guests.example.evil.example/app')).toBe('/');
    expect(safeRedirectUrl('https://evil.www.weddingwire-guests.example/app')).toBe('/');
    expect(safeRedirectUrl('https://user:pass@www.weddingwire-guests.example/app')).toBe('/');
    expect(safeRedirectUrl(`${location.protocol}//www.weddingwire-guests.example/app`)).toBe(`${location.protocol}//www.weddingwire-guests.example/app`);
  });
});

describe('sitePath: a form action on this site', () => {
  it.each([
    ['/vendors/item/lead/form_half/run', '/vendors/item/lead/form_half/run'],
    ['/emp-signup-run.php?step=4', '/emp-signup-run.php?step=4'],
  ])('keeps %s', (action, path) => {
    expect(sitePath(action)).toBe(path);
  });

  it.each(['//evil.example/run', '/\\evil.example/run', '/\t/evil.example/run', '/\n/evil.example/run', '/\r\\evil.example/run', 'https://evil.example/run', 'javascript:alert(1)', 'run', '', null, undefined])(
    'refuses %j, which the browser would read as another host or no path',
    (action) => {
      expect(sitePath(action)).toBeUndefined();
    },
  );
});
