import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailVerificationNotice } from '../../fixtures/pages/email-verification';
import { createContext, type PageBackend } from '../../fixtures/pages/site';
import { server } from '../../mocks/node';
import { accounts, held, logInAs, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';

useMockBackend();

const RESEND_PATH = '/users-resend-verification-mail.php';

let stop = () => {};
let page: HTMLElement | undefined;
let posted: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method === 'POST') posted.push(new URL(request.url).pathname);
};

beforeEach(async () => {
  posted = [];
  await logInAs('unverified');
  server.events.on('request:start', record);
});
afterEach(() => {
  stop();
  page?.remove();
  server.events.removeListener('request:start', record);
  // The page's toasts outlive a test: dismiss them as a person would.
  for (const dismiss of screen.queryAllByRole('button', { name: 'Dismiss' })) fireEvent.click(dismiss);
});

/** The notice as the server renders it for the unverified couple, booted as the page would be. */
function bootNotice(action?: string): HTMLElement {
  const backend: PageBackend = {
    viewer: { type: 'user', id: accounts.unverified.userId, unverifiedMail: accounts.unverified.mail },
    conversations: () => [],
    markRead: () => {},
    userName: () => '',
  };
  page = document.createElement('div');
  page.innerHTML = emailVerificationNotice(createContext(new URL('http://localhost:3000/home'), { bundleSrc: '', headExtra: '', backend })).toString();
  if (action) page.querySelector('form')?.setAttribute('action', action);
  document.body.prepend(page);
  stop = startWidgets(document, registry);
  return screen.getByRole('button', { name: 'Resend email' });
}

/** Loads the widget as a passing pointer would (nothing is held), so the next clicks reach it. */
async function mounted(button: HTMLElement) {
  await userEvent.hover(button);
  await waitFor(() => expect(button.closest('form')).toHaveAttribute('data-widget-state', 'mounted'));
}

/** The resend answers only once the test releases it: the request is on its way for as long as the test needs, however loaded the machine. */
function slowResend(): () => void {
  const { arrived, release } = held();
  server.use(
    http.post(`*${RESEND_PATH}`, async () => {
      await arrived;
    }),
  );
  return release;
}

describe('resending the verification e-mail', () => {
  it("asks the unverified couple to confirm, and says 'Email resent!' once the server sent it again", async () => {
    const button = bootNotice();
    expect(screen.getByText(accounts.unverified.mail)).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('Email resent!')).toBeInTheDocument();
    expect(posted).toEqual([RESEND_PATH]);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('sends one request for a double click given before the widget loaded', async () => {
    const release = slowResend();
    await userEvent.dblClick(bootNotice());
    release();
    expect(await screen.findByText('Email resent!')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toEqual([RESEND_PATH]);
  });

  it('sends one request for a double click while the first is on its way, the button marked busy', async () => {
    const release = slowResend();
    const button = bootNotice();
    await mounted(button);
    await userEvent.dblClick(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await screen.findByText('Email resent!')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(posted).toEqual([RESEND_PATH]);
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a session that ended', () => new HttpResponse(null, { status: 401 })],
  ])('says it could not resend after %s, and the button tries again', async (_what, answer) => {
    server.use(http.post(`*${RESEND_PATH}`, answer, { once: true }));
    const button = bootNotice();
    await userEvent.click(button);
    expect(await screen.findByText('We could not resend the email. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Email resent!')).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(await screen.findByText('Email resent!')).toBeInTheDocument();
    expect(posted).toEqual([RESEND_PATH, RESEND_PATH]);
  });

  it("posts to the form's action, where the server names the endpoint", async () => {
    server.use(http.post('*/account/resend-verification', () => new HttpResponse(null, { status: 204 })));
    await userEvent.click(bootNotice('/account/resend-verification'));
    expect(await screen.findByText('Email resent!')).toBeInTheDocument();
    expect(posted).toEqual(['/account/resend-verification']);
  });

  it.each(['//evil.example/resend', '/\\evil.example/resend', '/\t/evil.example/resend', '/\n/evil.example/resend', 'https://evil.example/resend'])("ignores an action %s that leaves the site, posting to the contract's path", async (action) => {
    await userEvent.click(bootNotice(action));
    expect(await screen.findByText('Email resent!')).toBeInTheDocument();
    expect(posted).toEqual([RESEND_PATH]);
  });
});
