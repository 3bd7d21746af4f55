import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';
import { server } from '../../mocks/node';
import { logInAs, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { resetSiteConfig } from '../../src/lib/config';
import { removeCookie } from '../../src/lib/cookies';
import { emit } from '../../src/lib/events';
import { refreshSession } from '../../src/state/session';
import { favouriteMessages } from './messages';

// The heart when the code it loads on demand cannot load (offline, or a deploy removed the
// chunks): the toast that says a save failed, the log-in layer a visitor needs. Each chunk is
// tried once more; then the heart's own server form does the job (its GET action: the server's
// page saves, or sends a visitor to log in). A module that loaded stays loaded: the tests run in
// this order, each the first to load what it makes fail.

const lost = vi.hoisted(() => ({ toast: 0, layer: 0 }));
vi.mock('../../src/ui/toast/show-toast', async (importOriginal) => {
  if (lost.toast > 0 && lost.toast--) throw new Error('Failed to fetch dynamically imported module: show-toast');
  return importOriginal();
});
vi.mock('../../src/flows/auth/open-auth-layer', async (importOriginal) => {
  if (lost.layer > 0 && lost.layer--) throw new Error('Failed to fetch dynamically imported module: open-auth-layer');
  return importOriginal();
});

useMockBackend();

const BLUEBELL = 1001;
const HEART = `<main><form method="get" action="/vendor/save-as-favorite"><input type="hidden" name="vendorId" value="${BLUEBELL}"><input type="hidden" name="insertSource" value="listing"><button type="submit" data-widget="favourite-button" data-hydrate="interaction" data-vendor-id="${BLUEBELL}" data-insert-source="listing" aria-pressed="false" aria-label="Save Bluebell Photography"><svg aria-hidden="true"></svg></button></form></main>`;

let stop = () => {};
let submitted: HTMLFormElement[] = [];

beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  refreshSession();
  resetSiteConfig();
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(async () => {
  emit('modals:close', {});
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  lost.toast = 0;
  lost.layer = 0;
});

function openHeart(): HTMLElement {
  document.body.innerHTML = HEART;
  stop = startWidgets(document, registry);
  return screen.getByRole('button', { name: 'Save Bluebell Photography' });
}

describe('the heart when the toast cannot load', () => {
  it('failing twice, the heart’s server form does the save; failing once, it is tried again and says the save failed', async () => {
    expectConsole('error', /Widget "favourite-button": the toast could not load/);
    await logInAs('couple');
    refreshSession();
    server.use(http.get('*/vendor/save-as-favorite', () => new HttpResponse(null, { status: 500 })));
    const heart = openHeart();
    lost.toast = 3;
    await userEvent.click(heart);
    await waitFor(() => expect(submitted).toEqual([heart.closest('form')]));
    expect(lost.toast).toBe(1);

    await userEvent.click(heart);
    expect(await screen.findByText(favouriteMessages.saveFailed)).toBeInTheDocument();
    expect(lost.toast).toBe(0);
    expect(submitted).toHaveLength(1);
  });
});

describe('the heart when the log-in layer cannot load', () => {
  it('failing twice, a visitor’s heart goes to its server form (the server asks them to log in)', async () => {
    expectConsole('error', /Widget "favourite-button": the log-in layer could not load/);
    const heart = openHeart();
    lost.layer = 2;
    await userEvent.click(heart);
    await waitFor(() => expect(submitted).toEqual([heart.closest('form')]));
    expect(lost.layer).toBe(0);
    expect(screen.queryByText(favouriteMessages.saveFailed)).toBeNull();
  });

  it('failing once, it is tried again and the sign-up layer opens', async () => {
    const heart = openHeart();
    lost.layer = 1;
    await userEvent.click(heart);
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(submitted).toEqual([]);
    expect(within(document.body).queryByText(favouriteMessages.saveFailed)).toBeNull();
  });
});
