import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteConfig, resetSiteConfig } from './config';
import { storageHubConfig } from './cross-storage';
import { readPusherConfig } from './pusher';

const page = (json: string) => {
  document.head.innerHTML = `<script type="application/json" data-site-config>${json}</script>`;
};

afterEach(() => {
  resetSiteConfig();
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the site config', () => {
  it('reads what the page wrote once and fills the rest with defaults', () => {
    page('{"country":"ES","endpointBase":"https://www.bodas.example","features":{"chatbot":true},"pusher":{"key":"abc","host":"ws.example","port":443,"forceTLS":true}}');
    const config = getSiteConfig();
    expect(config).toMatchObject({
      country: 'ES',
      endpointBase: 'https://www.bodas.example',
      features: { chatbot: true },
      formInsert: { default: 26, deal: 29, event: 28, phone: 66, vendorContact: 53 },
    });
    // Realtime's own key, kept as written and filled in by the module that reads it.
    expect(readPusherConfig(getSiteConfig().pusher)).toEqual({ key: 'abc', host: 'ws.example', port: 443, forceTLS: true, cluster: 'mt1', authEndpoint: '/pusher/pusherAuth.php' });
    document.head.innerHTML = '';
    expect(getSiteConfig().country).toBe('ES');
  });

  it.each([
    ['no key', { host: 'ws.example' }, 'key'],
    ['a port as text', { key: 'abc', port: '443' }, 'port'],
    ['forceTLS as text', { key: 'abc', forceTLS: 'yes' }, 'forceTLS'],
    ['not an object', 'abc', '(pusher)'],
  ])('turns realtime off, saying which field, for pusher settings with %s', (_what, pusher, field) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(JSON.stringify({ pusher }));
    expect(readPusherConfig(getSiteConfig().pusher)).toBeUndefined();
    expect(error).toHaveBeenCalledWith('[widgets] The site config’s pusher is invalid; it is ignored.', [expect.stringContaining(field)]);
  });

  it('defaults everything on a page that writes no config', () => {
    expect(getSiteConfig()).toMatchObject({ country: 'US', endpointBase: '', features: {} });
  });

  it('reports a malformed config and falls back to defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page('{"country":"FR"}');
    expect(getSiteConfig().country).toBe('US');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('The site config is invalid'), expect.stringContaining('country'));
  });

  it.each([
    ['formInsert.deal', '{"country":"ES","formInsert":{"deal":"29"}}'],
    ['features', '{"country":"ES","features":{"chatbot":"yes"}}'],
    ['redirectHosts', '{"country":"ES","redirectHosts":"guests.example"}'],
    ['urls.inbox', '{"country":"ES","urls":{"inbox":7}}'],
    ['urls', '{"country":"ES","urls":"/inbox"}'],
  ])('reports a wrong %s by its path and falls back to defaults', (path, json) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(json);
    expect(getSiteConfig()).toMatchObject({ country: 'US', formInsert: { deal: 29 }, features: {}, redirectHosts: [], urls: { inbox: '/inbox' } });
    expect(error).toHaveBeenCalledWith('[widgets] The site config is invalid; using defaults.', expect.stringMatching(new RegExp(`^${path.replace('.', '\\.')}:`)));
  });

  it('fills a partly written group with its defaults', () => {
    page('{"formInsert":{"deal":31},"urls":{"login":"/login"},"redirectHosts":["guests.example"]}');
    expect(getSiteConfig()).toMatchObject({ formInsert: { default: 26, deal: 31, event: 28, phone: 66, vendorContact: 53 }, urls: { inbox: '/inbox', login: '/login' }, redirectHosts: ['guests.example'] });
  });

  it('reads the storage hub, whose origins must be exact origins', () => {
    page('{"storageHub":{"url":"https://hub.site.example/storage-hub.html","origins":["https://hub.site.example"]}}');
    expect(storageHubConfig()).toEqual({ url: 'https://hub.site.example/storage-hub.html', origins: ['https://hub.site.example'] });
    resetSiteConfig();
    page('{}');
    expect(storageHubConfig()).toBeUndefined();
  });

  it.each(['https://hub.site.example/', 'hub.site.example', 'https://hub.site.example/storage', 'null'])(
    'refuses the storage hub origin %s, which no message origin could equal, and keeps the rest of the config',
    (origin) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      page(`{"country":"ES","storageHub":{"url":"https://hub.site.example/storage-hub.html","origins":["${origin}"]}}`);
      expect(getSiteConfig().country).toBe('ES');
      expect(storageHubConfig()).toBeUndefined();
      expect(error).toHaveBeenCalledWith('[widgets] The site config’s storageHub is invalid; it is ignored.', [expect.objectContaining({ path: ['origins', 0] })]);
    },
  );

  it.each(['javascript:alert(1)', '/storage-hub.html'])('refuses the storage hub URL %s', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(`{"storageHub":{"url":"${url}","origins":["https://hub.site.example"]}}`);
    expect(storageHubConfig()).toBeUndefined();
    expect(error).toHaveBeenCalledWith('[widgets] The site config’s storageHub is invalid; it is ignored.', [expect.objectContaining({ path: ['url'] })]);
  });

  it('reports config that is not JSON and falls back to defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page('{country: US');
    expect(getSiteConfig().country).toBe('US');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'), expect.anything());
  });
});
