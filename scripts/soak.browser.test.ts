import { describe, expect, it } from 'vitest';
import { usePreviewInChromium } from './browser-helpers';
import { soakTable } from './soak-figures';
import { runSoak } from './soak-session';

const env = usePreviewInChromium();

describe('a long session, short (npm run soak runs it long)', () => {
  it('keeps heap and listeners flat and shows every pushed message once, over messages, remounts and log-ins in three tabs', async () => {
    const result = await runSoak(env.url, env.browser, { messages: 50, remounts: 10, logins: 3 });
    console.log(soakTable(result));
    expect(result.messages.sent).toBe(50);
    for (const shown of result.messages.shown) expect(shown, shown.name).toMatchObject({ once: 50, lost: 0, doubled: 0 });
    expect(result.errors).toEqual([]);
    expect(result.failures).toEqual([]);
    // About 30 s on a quiet machine; the shared 2-core machine, with a second run beside it, can take six times as long.
  }, 240_000);
});
