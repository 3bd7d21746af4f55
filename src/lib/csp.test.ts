import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';

type Rules = { createHTML(s: string): string; createScript(s: string): string; createScriptURL(s: string): string };

/** A fresh copy of the module (its policy is created once per page), with `trustedTypes` as the browser has it. */
async function freshModule(factory?: { createPolicy(name: string, rules: Rules): unknown }) {
  vi.resetModules();
  if (factory) vi.stubGlobal('trustedTypes', factory);
  return import('./csp');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bundle’s Trusted Types policy', () => {
  it('is created once, under the name a strict CSP lists, and every sink goes through it', async () => {
    const createPolicy = vi.fn((_name: string, rules: Rules) => rules);
    const csp = await freshModule({ createPolicy });
    expect(csp.parseInert('<p>Hi <b>there</b></p>').querySelector('b')?.textContent).toBe('there');
    expect(csp.trustedScript('dataLayer.push({})')).toBe('dataLayer.push({})');
    expect(csp.trustedScriptUrl('/x.js')).toBe(`${location.origin}/x.js`);
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy).toHaveBeenCalledWith('wedding-widgets', expect.any(Object));
  });

  it('parses server HTML inert: nothing in it runs or loads', async () => {
    const csp = await freshModule();
    const fragment = csp.parseInert('<img src="/x.png" onerror="window.ran = 1"><script>window.ran = 2</script>');
    expect(fragment.querySelector('script')?.textContent).toBe('window.ran = 2');
    expect((window as { ran?: number }).ran).toBeUndefined();
  });

  it('takes script addresses on this site or https only', async () => {
    const csp = await freshModule();
    expect(csp.trustedScriptUrl('https://www.google.com/recaptcha/api.js')).toBe('https://www.google.com/recaptcha/api.js');
    expect(() => csp.trustedScriptUrl('http://evil.example/x.js')).toThrow('[widgets] A script address must be on this site or https: http://evil.example/x.js');
    expect(() => csp.trustedScriptUrl('javascript:alert(1)')).toThrow(TypeError);
  });

  it('says in words when the page’s CSP leaves its name out, and still answers', async () => {
    const csp = await freshModule({
      createPolicy: () => {
        throw new TypeError('Policy "wedding-widgets" disallowed.');
      },
    });
    expectConsole('error', /does not allow the Trusted Types policy "wedding-widgets": add it to its trusted-types directive/);
    expect(csp.parseInert('<i>x</i>').textContent).toBe('x');
  });
});
