import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSiteConfig } from '../../mocks/testing';
import { sendAnalytics, sentAnalytics } from './analytics';
import { removeCookie, writeCookie } from './cookies';

beforeEach(() => {
  writeSiteConfig({ reduced: 'storefront' });
  window.dataLayer = [];
  delete window.ga;
});

afterEach(() => {
  for (const name of ['USER_ID', 'GUID']) removeCookie(name);
  vi.useRealTimers();
});

describe('the analytics adapter', () => {
  it('sends one event to the analytics service and the legacy one, with the page dimensions of spec §3', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    writeCookie('USER_ID', '42');
    writeCookie('GUID', '0f8fad5b-d9cb-469f-a165-70867728950e');
    sendAnalytics('lead_sent', { category: '6', vendorId: '1000', insertForm: '26', leadCategory: '6', leadGroup: '2' });
    const dimensions = { reduced: 'storefront', timestamp: '2026-11-23T10:00:00.000Z', userId: '42', clientId: '0f8fad5b-d9cb-469f-a165-70867728950e', category: '6', vendorId: '1000', insertForm: '26', leadCategory: '6', leadGroup: '2' };
    expect(window.dataLayer).toEqual([{ event: 'lead_sent', ...dimensions }]);
    expect(window.ga?.q).toEqual([
      [
        'send',
        {
          hitType: 'event',
          eventCategory: '6',
          eventAction: 'lead_sent',
          eventLabel: 'storefront',
          dimension1: 'storefront',
          dimension2: '42',
          dimension3: '0f8fad5b-d9cb-469f-a165-70867728950e',
          dimension4: '6',
          dimension5: '1000',
          dimension7: '26',
          dimension8: '2026-11-23T10:00:00.000Z',
          dimension9: '6',
          dimension10: '2',
        },
      ],
    ]);
    expect(sentAnalytics().slice(-2).map((hit) => hit.service)).toEqual(['analytics', 'legacy']);
  });

  it('leaves out a malformed user id and gives the command to the legacy script once it runs', () => {
    writeCookie('USER_ID', '-5');
    const ga = vi.fn();
    window.ga = ga;
    sendAnalytics('searcher_open');
    expect(window.dataLayer?.[0]).not.toHaveProperty('userId');
    expect(ga).toHaveBeenCalledWith('send', expect.objectContaining({ eventAction: 'searcher_open', eventCategory: 'widgets' }));
    expect(ga.mock.calls[0]![1]).not.toHaveProperty('dimension2');
  });

  it("flags a logged-in couple as married when the server's config says so (spec §6), in the analytics hit and the legacy slot", () => {
    writeSiteConfig({ reduced: 'listing', married: true });
    sendAnalytics('view_item_list');
    expect(window.dataLayer?.[0]).not.toHaveProperty('married');
    writeCookie('USER_ID', '42');
    sendAnalytics('view_item_list');
    expect(window.dataLayer?.[1]).toMatchObject({ userId: '42', married: '1' });
    expect(window.ga?.q?.[1]?.[1]).toMatchObject({ dimension2: '42', dimension11: '1' });
    for (const married of [false, 'yes', 1]) {
      writeSiteConfig({ reduced: 'listing', married });
      sendAnalytics('view_item_list');
      expect(window.dataLayer?.at(-1)).not.toHaveProperty('married');
    }
  });
});
