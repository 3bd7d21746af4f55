import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../fixtures/pages/render-for-test';
import { isFavourite, isHired } from '../../mocks/db';
import { FAULT_NAMES, underFault, type Fault } from '../../mocks/fault-table';
import { setScenario } from '../../mocks/scenarios';
import { accounts, logInAs, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { resetSiteConfig } from '../../src/lib/config';
import { removeCookie } from '../../src/lib/cookies';
import { vendorManagerMessages as messages } from './messages';

useMockBackend();

const COUPLE = accounts.couple.userId;
/** Saved by the seeded couple, not hired. */
const AMBER_DJ = { id: 1003, name: 'Amber DJ Co.' };
const RIVERSIDE = { id: 1006, name: 'Riverside Catering' };
/** A photographer the seeded couple has not saved (the photographers' page offers to add it). */
const BLUEBELL = { id: 1001, name: 'Bluebell Photography' };

let root: HTMLElement | undefined;
let stop = () => {};

beforeEach(async () => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  resetSiteConfig();
  await logInAs('couple');
});

afterEach(() => {
  stop();
  root?.remove();
});

/** The manager as the PHP page prints it for the seeded couple (its widget element only), booted. */
function openManager(path: string): HTMLElement {
  const page = render(path);
  const doc = new DOMParser().parseFromString(page?.html ?? '', 'text/html');
  const manager = doc.querySelector<HTMLElement>('[data-widget="vendor-manager"]');
  if (!manager) throw new Error(`${path} has no vendor manager`);
  root = document.importNode(manager, true);
  document.body.append(root);
  stop = startWidgets(document, registry);
  return root;
}

/**
 * "Mark as hired: {name}" and "Hired: {name}" (the name in a visually hidden span). happy-dom
 * reads the span as a block and puts a space before the colon; a browser does not.
 */
const named = (label: string, name: string) => new RegExp(`^${label} ?: ${name.replace(/[.]/g, '\\.')}$`);

const saved = () => within(root as HTMLElement).getByRole('region', { name: /^Saved/ });
const status = () => within(root as HTMLElement).getByRole('status');

describe('Mark as hired, in place', () => {
  it('marks the vendor hired: the link becomes the Hired badge (a link to the hired page), focused, and the status says so', async () => {
    openManager('/tools/Vendors');
    await userEvent.click(screen.getByRole('link', { name: named('Mark as hired', AMBER_DJ.name) }));

    const badge = await screen.findByRole('link', { name: named('Hired', AMBER_DJ.name) });
    expect(badge).toHaveAttribute('href', `/vendor-profile-hired?vendorId=${AMBER_DJ.id}`);
    expect(badge).toHaveFocus();
    expect(status()).toHaveTextContent(messages.hired(AMBER_DJ.name));
    expect(isHired(COUPLE, AMBER_DJ.id)).toBe(true);
    // The menu's row and the summary count it, as the server's page will.
    expect(screen.getByRole('link', { name: 'DJs Hired' })).toBeInTheDocument();
    expect(screen.getByText(/categories hired/)).toHaveTextContent('2 of 14 categories hired · 7 vendors saved');
  });

  it("leaves a venue's Mark as hired to the venue list (a plain link to venue-list-vrm/middleware)", () => {
    openManager('/tools/Vendors');
    expect(screen.getByRole('link', { name: named('Mark as hired', 'Rosewood Estate') })).toHaveAttribute('href', '/venue-list-vrm/middleware?vendorId=1000');
  });
});

describe('Remove, in place', () => {
  it('removes the tile, moves the focus to the list heading and says so', async () => {
    openManager('/tools/Vendors');
    await userEvent.click(screen.getByRole('link', { name: `Remove ${RIVERSIDE.name}` }));

    await waitFor(() => expect(within(saved()).queryByRole('heading', { name: RIVERSIDE.name })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Saved vendors' })).toHaveFocus();
    expect(status()).toHaveTextContent(messages.removed(RIVERSIDE.name));
    expect(isFavourite(COUPLE, RIVERSIDE.id)).toBe(false);
    expect(screen.getByRole('link', { name: 'Caterers 0 saved' })).toBeInTheDocument();
    expect(screen.getByText(/categories hired/)).toHaveTextContent('1 of 14 categories hired · 6 vendors saved');
  });

  it("shows the category's empty message once its last vendor is removed", async () => {
    openManager('/tools/VendorsCateg?id_categ=13');
    expect(screen.getByText('You have not saved any caterers yet.')).not.toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: `Remove ${RIVERSIDE.name}` }));
    await waitFor(() => expect(screen.getByText('You have not saved any caterers yet.')).toBeVisible());
  });
});

describe('Add, in place', () => {
  it("adds the chosen vendor's tile to the empty category, drops it from the choices and says so", async () => {
    openManager('/tools/VendorsCateg?id_categ=6');
    const choice = screen.getByRole('combobox', { name: 'Add a vendor to photographers' });
    await userEvent.selectOptions(choice, String(BLUEBELL.id));
    await userEvent.click(screen.getByRole('button', { name: 'Add vendor' }));

    await within(saved()).findByRole('heading', { name: BLUEBELL.name });
    expect(status()).toHaveTextContent(messages.added(BLUEBELL.name));
    expect(screen.getByText('You have not saved any photographers yet.')).not.toBeVisible();
    expect(within(choice).queryByRole('option', { name: new RegExp(BLUEBELL.name) })).toBeNull();
    // The added tile is the server's, with its own actions.
    expect(within(saved()).getByRole('link', { name: `Remove ${BLUEBELL.name}` })).toBeInTheDocument();
    expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(true);
    expect(screen.getByRole('link', { name: 'Photographers 1 saved' })).toBeInTheDocument();
    expect(screen.getByText(/categories hired/)).toHaveTextContent('1 of 14 categories hired · 8 vendors saved');
  });
});

describe.each(['offline', 'server-error', 'login-page', 'hang'] as const)('under %s', (fault: Fault) => {
  it(`(${FAULT_NAMES[fault]}) each action says it failed and leaves the row as it was`, async () => {
    openManager('/tools/Vendors');
    const user = userEvent.setup({ advanceTimers: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) });
    await underFault(fault, () => user.click(screen.getByRole('link', { name: named('Mark as hired', AMBER_DJ.name) })));
    await waitFor(() => expect(status()).toHaveTextContent(messages.hireFailed(AMBER_DJ.name)));
    expect(screen.getByRole('link', { name: named('Mark as hired', AMBER_DJ.name) })).not.toHaveAttribute('aria-busy');

    await underFault(fault, () => user.click(screen.getByRole('link', { name: `Remove ${RIVERSIDE.name}` })));
    await waitFor(() => expect(status()).toHaveTextContent(messages.removeFailed(RIVERSIDE.name)));
    expect(within(saved()).getByRole('heading', { name: RIVERSIDE.name })).toBeInTheDocument();
    expect(isHired(COUPLE, AMBER_DJ.id)).toBe(false);
    expect(isFavourite(COUPLE, RIVERSIDE.id)).toBe(true);

    // Once the server is back, the same link works.
    setScenario('normal');
    await user.click(screen.getByRole('link', { name: named('Mark as hired', AMBER_DJ.name) }));
    await screen.findByRole('link', { name: named('Hired', AMBER_DJ.name) });
  });

  it(`(${FAULT_NAMES[fault]}) adding says it failed and keeps the choice`, async () => {
    openManager('/tools/VendorsCateg?id_categ=6');
    const user = userEvent.setup({ advanceTimers: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a vendor to photographers' }), String(BLUEBELL.id));
    await underFault(fault, () => user.click(screen.getByRole('button', { name: 'Add vendor' })));
    await waitFor(() => expect(status()).toHaveTextContent(messages.addFailed(BLUEBELL.name)));
    expect(within(saved()).queryByRole('heading', { name: BLUEBELL.name })).toBeNull();
    expect(screen.getByRole('option', { name: new RegExp(BLUEBELL.name) })).toBeInTheDocument();
    expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(false);
  });
});

describe('the venue list (venue-list-vrm)', () => {
  it('under a 500 says the venue could not be marked as hired and stays on the list', async () => {
    openManager('/venue-list-vrm?vendorId=1000&referrerUrl=%2Ftools%2FVendors');
    setScenario('server-error');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as hired' }));
    await waitFor(() => expect(status()).toHaveTextContent(messages.hireFailed('Rosewood Estate')));
    expect(screen.getByRole('radio', { name: /Rosewood Estate/ })).toBeChecked();
    expect(isHired(COUPLE, 1000)).toBe(false);
  });
});

describe(`under malformed (${FAULT_NAMES.malformed})`, () => {
  it("reads no answer (spec §7: any 2xx is success), so Mark as hired shows the vendor hired, as the server's page will", async () => {
    openManager('/tools/Vendors');
    await underFault('malformed', () => userEvent.click(screen.getByRole('link', { name: named('Mark as hired', AMBER_DJ.name) })));
    await screen.findByRole('link', { name: named('Hired', AMBER_DJ.name) });
    expect(status()).toHaveTextContent(messages.hired(AMBER_DJ.name));
  });
});
