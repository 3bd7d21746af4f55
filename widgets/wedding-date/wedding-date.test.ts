import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../fixtures/pages/index';
import type { PageBackend } from '../../fixtures/pages/site';
import { findUser } from '../../mocks/db';
import { server } from '../../mocks/node';
import { accounts, logInAs, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { removeCookie } from '../../src/lib/cookies';
import { refreshSession } from '../../src/state/session';
import { uiMessages } from '../../src/ui/messages';

useMockBackend();

const INVALID = 'Please select the date of your wedding';
const COUPLE = accounts.couple.userId;

/** `selector`'s element of `path` as the server renders it for a visitor or the seeded couple. */
function serverHtml(path: string, selector: string, viewer?: PageBackend['viewer']): string {
  const backend: PageBackend = { viewer, conversations: () => [], markRead: () => {}, userName: () => '' };
  const page = renderPage(new URL(path, 'http://localhost:3000'), { bundleSrc: '', headExtra: '', backend });
  // A template's content is inert: the page's stylesheet and script are not fetched.
  const template = document.createElement('template');
  template.innerHTML = page?.html ?? '';
  const element = template.content.querySelector(selector);
  if (!element) throw new Error(`${path} has no ${selector}`);
  return element.outerHTML;
}

let stop = () => {};
/** What the stand-in received on /tools/WeddingDateRun in this test: its query. */
let saves: URLSearchParams[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/tools/WeddingDateRun') saves.push(url.searchParams);
};
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  saves = [];
  server.events.on('request:start', record);
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});

afterEach(() => {
  stop();
  server.events.removeListener('request:start', record);
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The home page's tool cards, booted as the page would be; the wedding-date card's link. */
async function homeToolCards({ as }: { as?: 'couple' } = {}) {
  if (as) await logInAs(as);
  refreshSession();
  const viewer = as ? { type: 'user' as const, id: COUPLE, weddingDate: findUser(COUPLE)?.weddingDate ?? undefined } : undefined;
  document.body.innerHTML = serverHtml('/home', '.tool-grid', viewer);
  stop = startWidgets(document, registry);
  return screen.getByRole('link', { name: as ? 'Change your wedding date' : 'Set your wedding date' });
}

async function openModal(link: HTMLElement) {
  await userEvent.click(link);
  const dialog = await screen.findByRole('dialog', { name: 'Your wedding date' });
  return { dialog, field: await within(dialog).findByRole('textbox', { name: 'Wedding date' }) };
}

async function saveDate(field: HTMLElement, date: string) {
  await userEvent.clear(field);
  if (date) await userEvent.type(field, date);
  await userEvent.click(within(field.closest('form')!).getByRole('button', { name: 'Save date' }));
}

describe('the wedding-date link on the home tool card', () => {
  it('is a plain link to the wedding-date page until it is used', async () => {
    const link = await homeToolCards();
    expect(link).toHaveAttribute('href', '/tools/WeddingDate');
    // The scanner marks it a moment after the boot: it reads the page in slices of a few ms, later under load.
    await waitFor(() => expect(link).toHaveAttribute('data-widget-state'));
    await new Promise((r) => setTimeout(r, 20));
    expect(link).toHaveAttribute('data-widget-state', 'pending');
  });

  it("opens the server's form in a modal, with the couple's saved date, and gives focus back to the link on Escape", async () => {
    const link = await homeToolCards({ as: 'couple' });
    const { dialog, field } = await openModal(link);
    expect(field).toHaveValue('2026-06-13');
    // The modal's title names it; the server's own heading is not repeated under it.
    expect(within(dialog).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Your wedding date']);
    expect(location.pathname).not.toBe('/tools/WeddingDate');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it.each(['2026-13-01', '2026-02-32', '26-01-01', '', '2027-02-30'])('says %j is not a wedding date, under the field, and sends nothing', async (date) => {
    const { field } = await openModal(await homeToolCards({ as: 'couple' }));
    await saveDate(field, date);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(INVALID)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(saves).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('saves a good date with GET /tools/WeddingDateRun (isResponsive and date), then reloads the page', async () => {
    const { field } = await openModal(await homeToolCards({ as: 'couple' }));
    await saveDate(field, '2027-5-22');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(saves.map((query) => Object.fromEntries(query))).toEqual([{ isResponsive: '1', date: '2027-5-22' }]);
    expect(findUser(COUPLE)?.weddingDate).toBe('2027-05-22');
  });

  it.each([
    ['a server error', () => new HttpResponse('Oops', { status: 500 }), uiMessages.formFailed],
    ['a network failure', () => HttpResponse.error(), uiMessages.formOffline],
  ])('keeps the typed date after %s and says so', async (_what, answer, message) => {
    server.use(http.get('*/tools/WeddingDateRun', answer, { once: true }));
    const { dialog, field } = await openModal(await homeToolCards({ as: 'couple' }));
    await saveDate(field, '2027-05-22');
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(field).toHaveValue('2027-05-22');
    expect(reload).not.toHaveBeenCalled();
    expect(findUser(COUPLE)?.weddingDate).toBe('2026-06-13');
  });

  it('asks a visitor for an account first, and opens nothing more when they close that', async () => {
    const link = await homeToolCards();
    await userEvent.click(link);
    const layer = await screen.findByRole('dialog', { name: /sign up/i });
    expect(screen.queryByRole('dialog', { name: 'Your wedding date' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(layer).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("the /tools/WeddingDate page's form", () => {
  async function pageForm() {
    await logInAs('couple');
    refreshSession();
    document.body.innerHTML = serverHtml('/tools/WeddingDate', 'form[data-widget="wedding-date"]', { type: 'user', id: COUPLE, weddingDate: '2026-06-13' });
    stop = startWidgets(document, registry);
    const field = screen.getByRole('textbox', { name: 'Wedding date' });
    expect(field).toHaveValue('2026-06-13');
    return field;
  }

  it('refuses a bad date with the same message once JavaScript runs', async () => {
    const field = await pageForm();
    await userEvent.click(field);
    await waitFor(() => expect(field.closest('form')).toHaveAttribute('data-widget-state', 'mounted'));
    await saveDate(field, '2026-13-01');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(INVALID)));
    expect(saves).toHaveLength(0);
  });

  it('saves a good date through the contract (isResponsive 0) and reloads', async () => {
    const field = await pageForm();
    await userEvent.click(field);
    await waitFor(() => expect(field.closest('form')).toHaveAttribute('data-widget-state', 'mounted'));
    await saveDate(field, '2028-01-09');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(saves.map((query) => Object.fromEntries(query))).toEqual([{ isResponsive: '0', date: '2028-01-09' }]);
  });
});
