import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../fixtures/pages';
import { findVendor, receivedTrackings } from '../../mocks/db';
import { allowConsole } from '../../mocks/console-guard';
import { server } from '../../mocks/node';
import { readableCookies, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { login } from '../../src/api/accounts';
import { call } from '../../src/api/call';
import { emit } from '../../src/lib/events';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { removeCookie } from '../../src/lib/cookies';
import { refreshSession } from '../../src/state/session';
import { uiMessages } from '../../src/ui/messages';
import { phoneRule } from './rules';

useMockBackend();
// The site config here has no Pusher settings: the first page to log in says realtime is off, once.
allowConsole('info', '[widgets] Realtime is off: the site config has no "pusher" settings.');

const MESSAGES = {
  business: 'Enter the name of your business.',
  category: 'Choose the category of your business.',
  city: 'Please select the city where you live.',
  name: 'Enter your full name.',
  phone: 'Please enter a valid phone number',
  mail: 'Check that the email is correct.',
  password: 'Your password must be between 8 and 48 characters and include at least 1 lowercase letter, 1 capital letter, 1 number, and no spaces.',
  legal: 'You must accept the Terms of Use and privacy policy.',
};

const NEW_VENDOR = { business: 'Harbor Lights Studio', category: 'Photographers', city: 'Austin, Texas', street: '12 Congress Ave', postal: '78701', contact: 'Robin Hale', phone: '5125550147', mail: 'robin@harborlights.example', password: 'Harbor2027!' };

/** The page as /vendors/signup serves it: the header and the sign-up's container (its JSON props and the no-JS form). */
function pageHtml(country: string): string {
  const page = renderPage(new URL(`http://localhost/vendors/signup?country=${country}`), { bundleSrc: '', headExtra: '' });
  // A template's content is inert: the page's stylesheet and script are not fetched.
  const template = document.createElement('template');
  template.innerHTML = page?.html ?? '';
  return ['header[data-widget="header"]', '[data-widget="vendor-signup"]'].map((selector) => template.content.querySelector(selector)?.outerHTML ?? '').join('');
}

let stop = () => {};
let posts: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method === 'POST') posts.push(new URL(request.url).pathname);
};
const signupPosts = () => posts.filter((path) => path === '/emp-signup-run.php').length;

async function mount(country = 'US') {
  writeSiteConfig({ country });
  refreshSession();
  document.body.innerHTML = pageHtml(country);
  stop = startWidgets(document, registry);
  const element = document.querySelector('[data-widget="vendor-signup"]');
  // The first mount compiles the widget's chunk in the test runner: allow it time.
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
  return userEvent.setup();
}

beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  posts = [];
  server.events.on('request:start', record);
});

afterEach(async () => {
  server.events.removeListener('request:start', record);
  emit('modals:close', {});
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  stop();
});

type User = ReturnType<typeof userEvent.setup>;

const TITLES = ['Step 1 of 5: Your business', 'Step 2 of 5: Where is your business?', 'Step 3 of 5: Your address', 'Step 4 of 5: Contact person', 'Step 5 of 5: Your account'];

/** The step heading shown now (steps go on once their async checks are done: it is waited for). */
const stepHeading = (n: number) => screen.findByRole('heading', { level: 2, name: TITLES[n - 1] });

const current = () => Number(/^Step (\d)/.exec(screen.getByRole('heading', { level: 2 }).textContent ?? '')?.[1]);

/** Next, and the following step's heading, which has the focus. */
async function next(user: User) {
  const from = current();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await stepHeading(from + 1)).toHaveFocus();
}

/** Next on a step whose problems keep the person there. */
const nextRefused = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function back(user: User) {
  const from = current();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await stepHeading(from - 1)).toHaveFocus();
}

/** Types a town and chooses the first suggestion by keyboard, as a person would. */
async function chooseCity(user: User, typed: string, option: string) {
  await user.type(screen.getByLabelText('City or town'), typed);
  await screen.findByRole('option', { name: option });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByLabelText('City or town')).toHaveValue(option);
}

async function fillBusiness(user: User) {
  await user.type(screen.getByLabelText('Business name'), NEW_VENDOR.business);
  await user.selectOptions(screen.getByLabelText('Category'), NEW_VENDOR.category);
  await next(user);
}

async function fillToContact(user: User, city: [string, string] = ['Aust', NEW_VENDOR.city]) {
  await fillBusiness(user);
  await chooseCity(user, ...city);
  await next(user);
  await user.type(screen.getByLabelText('Street address'), NEW_VENDOR.street);
  await user.type(screen.getByLabelText('Postal code'), NEW_VENDOR.postal);
  await next(user);
}

async function fillToAccount(user: User) {
  await fillToContact(user);
  await user.type(screen.getByLabelText('Full name'), NEW_VENDOR.contact);
  await user.type(screen.getByLabelText('Phone'), NEW_VENDOR.phone);
  await next(user);
}

async function fillAccount(user: User, mail = NEW_VENDOR.mail) {
  await user.type(screen.getByLabelText('Email'), mail);
  await user.type(screen.getByLabelText('Password'), NEW_VENDOR.password);
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of use/ }));
}

const submitButton = () => screen.getByRole('button', { name: 'Sign up my business' });

describe('the vendor sign-up in steps', () => {
  it('replaces the one-page form with step 1, marked "Step 1 of 5" and current in the progress list', async () => {
    await mount();

    expect(await stepHeading(1)).not.toHaveFocus();
    const progress = screen.getByRole('list', { name: 'Sign-up steps' });
    expect(within(progress).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1Business', '2Location', '3Address', '4Contact', '5Account']);
    expect(within(progress).getByRole('listitem', { current: 'step' })).toHaveTextContent('Business');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('refuses step 1 without a name or a category, focusing the first problem', async () => {
    const user = await mount();
    await nextRefused(user);

    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveFocus());
    expect(screen.getByLabelText('Business name')).toHaveAccessibleDescription(MESSAGES.business);
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(MESSAGES.category);
    // The error summary is announced, with both problems.
    const summary = screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith('Please check the following:'));
    expect(summary).toHaveTextContent(MESSAGES.business);
    expect(summary).toHaveTextContent(MESSAGES.category);
    expect(current()).toBe(1);
  });

  it('asks for a city chosen from the list on step 2, a typed one is not enough', async () => {
    const user = await mount();
    await fillBusiness(user);

    await user.type(screen.getByLabelText('City or town'), 'Somewhere');
    await nextRefused(user);
    await waitFor(() => expect(screen.getByLabelText('City or town')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.city)));

    await user.clear(screen.getByLabelText('City or town'));
    await chooseCity(user, 'Aust', 'Austin, Texas');
    await next(user);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Address');
  });

  it('lets the address go blank on step 2.1, then asks for the contact name and a phone on step 3', async () => {
    const user = await mount();
    await fillBusiness(user);
    await chooseCity(user, 'Aust', NEW_VENDOR.city);
    await next(user);
    await next(user);

    await nextRefused(user);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(MESSAGES.name);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(MESSAGES.phone);
  });

  it('takes the country’s phone rule: Brazil needs 10 characters', async () => {
    const user = await mount('BR');
    await fillBusiness(user);
    await chooseCity(user, 'Camp', 'Campinas, São Paulo');
    await next(user);
    await next(user);
    await user.type(screen.getByLabelText('Full name'), NEW_VENDOR.contact);
    await user.type(screen.getByLabelText('Phone'), ' 119876543 ');
    await nextRefused(user);
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(MESSAGES.phone));

    await user.type(screen.getByLabelText('Phone'), '2');
    await next(user);
  });

  it.each([
    ['BR', '119876543', false],
    ['BR', '1198765432', true],
    ['ES', '12345', false],
    ['ES', ' 123456 ', true],
    ['GB', '     12345 ', false],
    ['US', '', false],
    ['US', '555', true],
  ])('phone rule in %s: "%s" passes: %s', async (country, phone, passes) => {
    const form = document.createElement('form');
    expect(await phoneRule(country)(phone, form)).toBe(passes ? undefined : MESSAGES.phone);
  });

  it('refuses a bad e-mail, a weak password and no consent on step 4, sending nothing', async () => {
    const user = await mount();
    await fillToAccount(user);
    expect(screen.getByRole('list', { name: 'Sign-up steps' })).toContainElement(screen.getByRole('listitem', { current: 'step' }));
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.mail);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.password));
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of use/ })).toHaveAccessibleDescription(MESSAGES.legal);

    await user.type(screen.getByLabelText('Email'), 'robin@');
    await user.type(screen.getByLabelText('Password'), 'lowercase1');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.mail));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.password));
    expect(signupPosts()).toBe(0);
  });

  it('offers the domain the person probably meant, and choosing it fills the field', async () => {
    const user = await mount();
    await fillToAccount(user);
    await fillAccount(user, 'robin@gmial.com');
    await user.click(submitButton());

    await user.click(await screen.findByRole('button', { name: 'robin@gmail.com' }));
    expect(screen.getByLabelText('Email')).toHaveValue('robin@gmail.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(signupPosts()).toBe(0);
  });

  it('refuses an e-mail already registered with the spec’s message and offers the log-in layer with it', async () => {
    const user = await mount();
    await fillToAccount(user);
    await fillAccount(user, 'vendor@example.com');
    await user.click(submitButton());

    const message = 'There is already a registered user with the email vendor@example.com';
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(signupPosts()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Log in with this email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('vendor@example.com');
  });

  it('goes back from step 3 to step 1 and forward again with nothing lost', async () => {
    const user = await mount();
    await fillToContact(user);
    await user.type(screen.getByLabelText('Full name'), NEW_VENDOR.contact);

    await back(user);
    expect(screen.getByLabelText('Street address')).toHaveValue(NEW_VENDOR.street);
    expect(screen.getByLabelText('Postal code')).toHaveValue(NEW_VENDOR.postal);
    await back(user);
    expect(screen.getByLabelText('City or town')).toHaveValue(NEW_VENDOR.city);
    await back(user);
    expect(screen.getByLabelText('Business name')).toHaveValue(NEW_VENDOR.business);
    expect(screen.getByRole('option', { name: NEW_VENDOR.category, selected: true })).toBeInTheDocument();

    // Forward: each step as it was left, the city still chosen (step 2 passes without choosing again).
    await next(user);
    expect(screen.getByLabelText('City or town')).toHaveValue(NEW_VENDOR.city);
    await next(user);
    expect(screen.getByLabelText('Street address')).toHaveValue(NEW_VENDOR.street);
    await next(user);
    expect(screen.getByLabelText('Full name')).toHaveValue(NEW_VENDOR.contact);
  });

  it('signs the vendor up with one request for a double click, then the new account logs in as that vendor', async () => {
    const user = await mount();
    await fillToAccount(user);
    await fillAccount(user);
    await user.dblClick(submitButton());

    expect(await screen.findByRole('heading', { name: 'Your business is signed up' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to your business area' })).toHaveAttribute('href', '/inbox?country=US');
    expect(signupPosts()).toBe(1);
    // Auth done: the header shows the vendor's account menu.
    expect(await screen.findByRole('button', { name: 'My business' })).toBeInTheDocument();
    const vendorId = Number(readableCookies().EMP_ID);
    expect(readableCookies()).toMatchObject({ USER_TIPO: 'vendor' });
    expect(findVendor(vendorId)).toMatchObject({ name: NEW_VENDOR.business, categoryId: 6, city: 'Austin', region: 'Texas', premium: false, reviews: 0 });

    await fetch('/users-logout.php', { redirect: 'manual' });
    expect(readableCookies()).not.toHaveProperty('EMP_ID');
    expect(await call(login, { mail: NEW_VENDOR.mail, password: NEW_VENDOR.password })).toMatchObject({ ok: true, data: { status: 'success' } });
    expect(readableCookies()).toMatchObject({ EMP_ID: String(vendorId), USER_TIPO: 'vendor' });
  });

  it.each([
    ['a network error', () => HttpResponse.error(), uiMessages.formOffline],
    ['a 500', () => new HttpResponse('boom', { status: 500 }), uiMessages.formFailed],
  ])('says so after %s, keeps everything typed, and signs up on the next try', async (_, answer, message) => {
    server.use(http.post('*/emp-signup-run.php', answer, { once: true }));
    const user = await mount();
    await fillToAccount(user);
    await fillAccount(user);
    await user.click(submitButton());

    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveValue(NEW_VENDOR.mail);
    expect(screen.getByLabelText('Password')).toHaveValue(NEW_VENDOR.password);
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of use/ })).toBeChecked();
    for (let i = 0; i < 4; i++) await back(user);
    expect(screen.getByLabelText('Business name')).toHaveValue(NEW_VENDOR.business);
    for (let i = 0; i < 4; i++) await next(user);
    expect(screen.getByLabelText('Email')).toHaveValue(NEW_VENDOR.mail);

    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Your business is signed up' })).toBeInTheDocument();
    expect(signupPosts()).toBe(2);
  });

  it('ignores Back while the step is being checked and sent, so the sign-up goes once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/com-VerificaUserDup.php', async () => {
        await held;
      }),
    );
    const user = await mount();
    await fillToAccount(user);
    await fillAccount(user);
    await user.click(submitButton());
    await waitFor(() => expect(posts).toContain('/com-VerificaUserDup.php'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Still on the account step (step 5 of 5 counts 2.1).
    expect(current()).toBe(5);
    release();

    expect(await screen.findByRole('heading', { name: 'Your business is signed up' })).toBeInTheDocument();
    expect(signupPosts()).toBe(1);
  });

  it('shows the server’s message when it refuses the sign-up, keeping what was typed', async () => {
    server.use(http.post('*/emp-signup-run.php', () => HttpResponse.json({ status: 'error', message: 'Your business is already listed.' }), { once: true }));
    const user = await mount();
    await fillToAccount(user);
    await fillAccount(user);
    await user.click(submitButton());

    expect(await screen.findByText('Your business is already listed.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveValue(NEW_VENDOR.mail);
    expect(readableCookies()).not.toHaveProperty('EMP_ID');
  });

  it('tracks each step as its spec section, never with the password', async () => {
    const user = await mount();
    await fillToAccount(user);
    await fillAccount(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Your business is signed up' });

    await waitFor(() => {
      const successes = receivedTrackings().filter((t) => t.idAction === 3);
      expect(successes.map((t) => [t.idCategory, t.name])).toEqual(['1', '2', '2.1', '3', '4'].map((id) => [103, `vendor sign-up step ${id}`]));
    });
    const step1 = receivedTrackings().find((t) => t.name === 'vendor sign-up step 1' && t.idAction === 3);
    expect(step1?.history).toEqual(expect.arrayContaining([{ field: 'NombreEmpresa', value: NEW_VENDOR.business }]));
    expect(JSON.stringify(receivedTrackings())).not.toContain(NEW_VENDOR.password);
  });
});
