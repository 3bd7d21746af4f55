import { describe, expect, it } from 'vitest';
import { describeSmokeIn } from './engines';
import { closeTheLayerWithEscape } from './smoke';

describe('the cross-engine smoke in WebKit, Safari’s engine', () => {
  const env = describeSmokeIn('webkit');

  it('keeps the page where it was when Escape closes the log-in layer with the caret in its e-mail field', async () => {
    await expect(closeTheLayerWithEscape(env.browser.page, env.url)).resolves.toBe(0);
  });
});
