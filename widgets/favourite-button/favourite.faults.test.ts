import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFavourite } from '../../mocks/db';
import { FAULT_NAMES, underFault, type Fault } from '../../mocks/fault-table';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { accounts, logInAs, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { resetSiteConfig } from '../../src/lib/config';
import { removeCookie } from '../../src/lib/cookies';
import { emit } from '../../src/lib/events';
import { refreshSession, verifySession } from '../../src/state/session';
import { uiMessages } from '../../src/ui/messages';
import { favouriteMessages } from './messages';

// The fault table (issue 24): a couple saves a vendor to their favourites while the stand-in
// fails in each of the five ways. The page checked the session as it loaded (the header does),
// so the save's own call meets the fault.

useMockBackend();

const COUPLE = accounts.couple.userId;
/** Not among the seeded couple's favourites. */
const BLUEBELL = { id: 1001, name: 'Bluebell Photography' };

/** A listing tile's heart and the storefront heading's, as the PHP pages print them. */
function twoHearts(): string {
  const heart = (source: string) =>
    `<form method="get" action="/vendor/save-as-favorite"><input type="hidden" name="vendorId" value="${BLUEBELL.id}"><input type="hidden" name="insertSource" value="${source}"><button type="submit" data-widget="favourite-button" data-vendor-id="${BLUEBELL.id}" data-insert-source="${source}" aria-pressed="false" aria-label="Save ${BLUEBELL.name}"><svg aria-hidden="true"></svg></button></form>`;
  return `<ul><li class="vendor-tile">${heart('listing')}<h3>${BLUEBELL.name}</h3></li></ul><div class="storefront__heading"><h1>${BLUEBELL.name}</h1>${heart('storefront')}</div>`;
}

let page: HTMLElement | undefined;
let stop = () => {};
let saves = 0;
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/vendor/save-as-favorite') saves += 1;
};

beforeEach(async () => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  resetSiteConfig();
  saves = 0;
  server.events.on('request:start', record);
  await logInAs('couple');
  refreshSession();
  await verifySession();
});

afterEach(async () => {
  server.events.removeListener('request:start', record);
  emit('modals:close', {});
  // Toasts outlive a test (6 s): the next one must not read this one's.
  for (const dismiss of screen.queryAllByRole('button', { name: uiMessages.dismissToast })) await userEvent.click(dismiss);
  await waitFor(() => expect(screen.queryAllByRole('button', { name: uiMessages.dismissToast })).toEqual([]));
  stop();
  page?.remove();
});

function openPage(): [HTMLElement, HTMLElement] {
  page = document.createElement('main');
  page.innerHTML = twoHearts();
  document.body.append(page);
  stop = startWidgets(document, registry);
  return within(page).getAllByRole('button', { name: `Save ${BLUEBELL.name}` }) as [HTMLElement, HTMLElement];
}

/** The failure toast, in the page's polite live region. */
async function expectSaidFailed() {
  const toast = await screen.findByText(favouriteMessages.saveFailed);
  expect(toast.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
}

/** Steps 1 to 3 of a fault that the page must report: the words, nothing lost, the next click saves. */
async function saysFailedThenSaves(fault: Fault) {
  const [tileHeart, headingHeart] = openPage();
  const user = userEvent.setup();

  await underFault(fault, () => user.click(tileHeart));

  // 1. The words, announced politely (a toast).
  await expectSaidFailed();
  // 2. Nothing lost, nothing pretended: both hearts say not saved, as the server has it.
  await waitFor(() => expect(tileHeart).toHaveAttribute('aria-pressed', 'false'));
  expect(headingHeart).toHaveAttribute('aria-pressed', 'false');
  expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(false);
  // 3. The same heart, once the server is back, saves the vendor.
  setScenario('normal');
  await user.click(tileHeart);
  await waitFor(() => expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(true));
  expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
  expect(headingHeart).toHaveAttribute('aria-pressed', 'true');
  expect(saves).toBe(2);
}

describe('saving a favourite while the server fails', () => {
  it.each(['offline', 'server-error', 'login-page', 'hang'] as const)('under %s says the vendor could not be saved, puts both hearts back, and saves on the next click', saysFailedThenSaves);

  it(`under malformed (${FAULT_NAMES.malformed}): the save's answer is not read (spec §7: any 2xx is success), so the hearts stay saved, nothing is said, and they keep working`, async () => {
    const [tileHeart, headingHeart] = openPage();
    const user = userEvent.setup();

    await underFault('malformed', () => user.click(tileHeart));

    // 1. No failure to say: a 200 to a call whose answer is not read is the server's yes (the
    // stand-in's 'malformed' answers it with an empty 200, the very answer of a save).
    await waitFor(() => expect(saves).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(favouriteMessages.saveFailed)).toBeNull();
    // 2. Both hearts agree.
    expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
    expect(headingHeart).toHaveAttribute('aria-pressed', 'true');
    // 3. The heart keeps working once the server is back: off, then on again, both reach it.
    setScenario('normal');
    await user.click(tileHeart);
    await waitFor(() => expect(tileHeart).toHaveAttribute('aria-pressed', 'false'));
    await user.click(tileHeart);
    await waitFor(() => expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(true));
    expect(headingHeart).toHaveAttribute('aria-pressed', 'true');
    expect(saves).toBe(2);
  });
});
