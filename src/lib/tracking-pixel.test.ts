import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { removeCookie } from './cookies';
import { GUID_PATTERN } from './guid';
import { sendTrackingPixel } from './tracking-pixel';

useMockBackend();

afterEach(() => {
  server.events.removeAllListeners();
});

describe('the tracking pixel', () => {
  it('asks for the pixel with the reduced URL, the referrer and the section query, encoded', async () => {
    writeSiteConfig({ reduced: 'storefront', endpointBase: 'https://www.site.example/' });
    const url = sendTrackingPixel('id_empresa=1000&section=faq');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://www.site.example/trace/pixel.php');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ reduced: 'storefront', referrer: document.referrer, query: 'id_empresa=1000&section=faq' });
  });

  it('sends it itself, a request the contract accepts (the stand-in parses it with the endpoint schema and answers 204)', async () => {
    writeSiteConfig({ reduced: 'home' });
    const answered: { url: string; status: number }[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === '/trace/pixel.php') answered.push({ url: request.url, status: response.status });
    });
    const url = sendTrackingPixel('txtStrSearch=Photographers');
    // (The first test's pixel, to another host, may be answered meanwhile.)
    const href = new URL(url, location.href).href;
    await waitFor(() => expect(answered.filter((a) => a.url === href)).toEqual([{ url: href, status: 204 }]));
  });

  it("writes the visitor's GUID cookie first for a visitor who has none (spec §9), so that it travels with the pixel", () => {
    writeSiteConfig({ reduced: 'home' });
    removeCookie('GUID');
    sendTrackingPixel('txtStrSearch=Florists');
    expect(/(?:^|; )GUID=([^;]+)/.exec(document.cookie)?.[1]).toMatch(GUID_PATTERN);
    removeCookie('GUID');
  });
});
