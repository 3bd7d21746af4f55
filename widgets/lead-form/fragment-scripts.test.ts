import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { runFragmentScripts } from './fragment-scripts';

useMockBackend();

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const FRAGMENT = `<form></form>
<script>window.dataLayer = [{ event: 'leadFormShown' }]</script>
<script type="application/json">{"not":"code"}</script>
<script src="https://evil.example/steal.js"></script>
`;

describe('the scripts of an inserted lead form fragment', () => {
  // Whether they execute is Chromium's to show (scripts/lead-form.browser.test.ts): happy-dom runs none here.
  it('runs the inline script of a fragment from this origin, never a foreign source or a JSON block', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(runFragmentScripts(FRAGMENT)).toBe(1);
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('another origin'), 'https://evil.example/steal.js');
  });

  it('runs no inline script when the endpoints answer from another origin', () => {
    writeSiteConfig({ endpointBase: 'https://api.elsewhere.example' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(runFragmentScripts(FRAGMENT)).toBe(0);
  });
});
