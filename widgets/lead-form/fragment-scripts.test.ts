import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { runFragmentScripts } from './fragment-scripts';
import { showLeadNotification } from '../header/lead-notification';

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

describe('the vendor’s lead notification', () => {
  it('drops and logs a payload that does not match its schema', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<ul data-requests-list></ul>';
    showLeadNotification({ text: '<img src=x onerror=alert(1)>', url: '/inbox?id=1' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped'), expect.anything());
    expect(document.querySelector('[data-requests-list]')?.children).toHaveLength(0);
  });

  it('lists the request as text, linking only to this site', () => {
    document.body.innerHTML = '<ul data-requests-list><li>older</li></ul>';
    const base = { idLead: 7, id: 7, actorImgUrl: null, numUnreadMsgLead: 1 };
    showLeadNotification({ ...base, text: '<b>Sam</b> sent you a request', url: 'https://evil.example/' });
    const first = document.querySelector('[data-requests-list] li');
    expect(first?.textContent).toBe('<b>Sam</b> sent you a request');
    expect(first?.querySelector('a')).toBeNull();
    showLeadNotification({ ...base, text: 'Alex sent you a request', url: '/inbox?id=7' });
    expect(document.querySelector('[data-requests-list] li a')?.getAttribute('href')).toBe(`${location.origin}/inbox?id=7`);
  });
});
