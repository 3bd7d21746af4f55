import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteConfig, resetSiteConfig } from './config';

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
      pusher: { key: 'abc', host: 'ws.example', port: 443, forceTLS: true, authEndpoint: '/pusher/pusherAuth.php' },
      formInsert: { default: 26, deal: 29, event: 28, phone: 66, vendorContact: 53 },
    });
    document.head.innerHTML = '';
    expect(getSiteConfig().country).toBe('ES');
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

  it('reads the storage hub, whose origins must be exact origins', () => {
    page('{"storageHub":{"url":"https://hub.site.example/storage-hub.html","origins":["https://hub.site.example"]}}');
    expect(getSiteConfig().storageHub).toEqual({ url: 'https://hub.site.example/storage-hub.html', origins: ['https://hub.site.example'] });
    resetSiteConfig();
    page('{}');
    expect(getSiteConfig().storageHub).toBeUndefined();
  });

  it.each(['https://hub.site.example/', 'hub.site.example', 'https://hub.site.example/storage', 'null'])(
    'refuses the storage hub origin %s, which no message origin could equal',
    (origin) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      page(`{"country":"ES","storageHub":{"url":"https://hub.site.example/storage-hub.html","origins":["${origin}"]}}`);
      const config = getSiteConfig();
      expect(config.country).toBe('US');
      expect(config.storageHub).toBeUndefined();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('The site config is invalid'), expect.stringContaining('storageHub.origins'));
    },
  );

  it.each(['javascript:alert(1)', '/storage-hub.html'])('refuses the storage hub URL %s', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(`{"storageHub":{"url":"${url}","origins":["https://hub.site.example"]}}`);
    expect(getSiteConfig().storageHub).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('The site config is invalid'), expect.stringContaining('storageHub.url'));
  });

  it('reports config that is not JSON and falls back to defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page('{country: US');
    expect(getSiteConfig().country).toBe('US');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'), expect.anything());
  });
});
