import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { runFragmentScripts } from './fragment-scripts';

useMockBackend();

afterEach(async () => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  writeSiteConfig({});
  for (const close of screen.queryAllByRole('button', { name: 'Close' })) fireEvent.click(close);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

/** The scripts the page is given from now on (an inline one runs as it is added, then is removed). */
function watchScripts(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) added.push(node);
  }).observe(document, { childList: true, subtree: true });
  return added;
}

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

  it('never loads a script from another origin, even one the site config names', () => {
    const partner = 'https://partner.example';
    writeSiteConfig({ endpointBase: partner, redirectHosts: ['partner.example'], storageHub: { url: `${partner}/hub.html`, origins: [partner] } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const added = watchScripts();
    expect(runFragmentScripts(`<form></form><script src="${partner}/lead.js"></script><script src="//partner.example/lead.js"></script>`)).toBe(0);
    expect(added).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('another origin'), `${partner}/lead.js`);
  });
});

describe('a lead form layer that did not come from the endpoint', () => {
  it('is not shown, and its scripts never run, when the server redirected it to the same path on another host', async () => {
    // The config names this very origin as the endpoints': the layer is trusted only if it really came from there.
    writeSiteConfig({ endpointBase: 'http://localhost:3000' });
    server.use(
      http.get('*/landings/form.php', ({ request }) => {
        const url = new URL(request.url);
        if (url.origin !== 'https://evil.example') return new HttpResponse(null, { status: 302, headers: { Location: `https://evil.example${url.pathname}${url.search}` } });
        return HttpResponse.html(
          '<h2>Message the vendor</h2><form><label for="n">Name</label><input id="n" name="Nombre"><button type="submit">Request pricing</button></form><script>window.__pwned = 1</script><script src="/steal.js"></script>',
          { headers: { 'Access-Control-Allow-Origin': 'http://localhost:3000', 'Access-Control-Allow-Credentials': 'true' } },
        );
      }),
    );
    const added = watchScripts();
    const { openLeadForm } = await import('./open-lead-form');
    openLeadForm({ vendorId: 1020 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded. Check your connection and try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request pricing' })).toBeNull();
    expect(added).toEqual([]);
  });
});
