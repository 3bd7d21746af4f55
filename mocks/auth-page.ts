import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { registry } from '../src/boot/registry';
import { startWidgets } from '../src/boot/scanner';
import { resetSiteConfig } from '../src/lib/config';
import { removeCookie } from '../src/lib/cookies';
import { emit } from '../src/lib/events';
import { refreshSession } from '../src/state/session';
import { server } from './node';

/** The server header of a visitor's page: its log-in link becomes the header's buttons. */
export const VISITOR_HEADER = `<header class="site-header" data-widget="header" data-hydrate="load"><a href="/users-login.php">Log in</a></header>`;

/**
 * A visitor's page with the header mounted, for the tests of the log-in and sign-up layers: each
 * test starts logged out with a fresh session, and ends with every layer closed. `requested`
 * lists the test's requests as "METHOD /path".
 */
export function useVisitorPage(): { requested: string[]; count: (method: string, path: string) => number } {
  const requested: string[] = [];
  const record = ({ request }: { request: Request }) => void requested.push(`${request.method} ${new URL(request.url).pathname}`);
  let stop = () => {};
  beforeEach(async () => {
    for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
    refreshSession();
    resetSiteConfig();
    requested.length = 0;
    server.events.on('request:start', record);
    document.body.innerHTML = VISITOR_HEADER;
    stop = startWidgets(document, registry);
    await waitFor(() => expect(document.querySelector('header')).toHaveAttribute('data-widget-state', 'mounted'), { timeout: 15000 });
  });
  afterEach(async () => {
    server.events.removeListener('request:start', record);
    // Whatever layer is still open closes, as after any auth.
    emit('modals:close', {});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    stop();
  });
  return { requested, count: (method, path) => requested.filter((r) => r === `${method} ${path}`).length };
}
