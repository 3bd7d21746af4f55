import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { renderPage } from '../fixtures/pages';
import type { PageBackend } from '../fixtures/pages/site';
import { server } from './node';
import { writeSiteConfig } from './testing';
import { registry } from '../src/boot/registry';
import { startWidgets } from '../src/boot/scanner';
import { removeCookie } from '../src/lib/cookies';
import { emit } from '../src/lib/events';
import { refreshSession } from '../src/state/session';

/** One POST /wedding-planner-save-step as the server received it (answers parsed from its JSON). */
export interface ReceivedSave {
  step: string;
  answers: unknown;
  plannerFlowId: string;
  isEmailConfirmationFlow: string;
  userId?: string;
  scheduleUrl?: string;
}

export const BUTTON = 'Book a free call with a wedding expert';
export const DIALOG = 'Free advice from a wedding expert';
const COOKIES = ['USER_ID', 'EMP_ID', 'USER_TIPO', 'EXPERT_ADVICE', 'EXPERT_ADVICE_SCHEDULED'];

/**
 * Per test: a clean browser (no session, no expert-advice cookie nor intro flag), the saves the
 * stand-in receives in `saves`, page reloads caught in `reload` (happy-dom would navigate), and
 * the stepper closed and the widgets stopped afterwards.
 */
export function useExpertAdvicePage() {
  const saves: ReceivedSave[] = [];
  const context = { saves, reload: vi.fn(), stop: () => {} };
  const record = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/wedding-planner-save-step') return;
    void request.clone().formData().then((form) => {
      const fields = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
      saves.push({ ...fields, answers: JSON.parse(fields.answers ?? 'null') } as ReceivedSave);
    });
  };
  beforeEach(() => {
    for (const name of COOKIES) removeCookie(name);
    localStorage.clear();
    refreshSession();
    saves.length = 0;
    context.reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(context.reload);
    server.events.on('request:start', record);
  });
  afterEach(async () => {
    server.events.removeListener('request:start', record);
    emit('modals:close', {});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    context.stop();
    vi.restoreAllMocks();
  });
  return context;
}

/** The vendor manager's expert-advice button as /tools/Vendors serves it (a visitor's page without `loggedIn`). */
export function buttonHtml(loggedIn: boolean): string {
  const page = renderPage(new URL('http://localhost/tools/Vendors'), { bundleSrc: '', headExtra: '', backend: loggedIn ? undefined : visitorBackend });
  const template = document.createElement('template');
  template.innerHTML = page?.html ?? '';
  return template.content.querySelector('[data-widget="expert-advice"]')?.outerHTML ?? '';
}

/** A request without a session, as the preview's backend would describe it. */
const visitorBackend: PageBackend = { viewer: undefined, conversations: () => [], markRead: () => {}, userName: () => 'Couple' };

/** Puts the button on the page for `country`, boots the widgets and presses it; resolves once the stepper shows. */
export async function openFromButton(context: { stop: () => void }, country: string, options: { loggedIn?: boolean; variant?: string } = {}) {
  writeSiteConfig({ country });
  refreshSession();
  document.body.innerHTML = buttonHtml(options.loggedIn ?? false);
  if (options.variant) document.querySelector('[data-widget="expert-advice"]')?.setAttribute('data-variant-name', options.variant);
  context.stop = startWidgets(document, registry);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: BUTTON }));
  // The first press compiles the widget's and the stepper's chunks in the test runner.
  await screen.findByRole('dialog', { name: DIALOG }, { timeout: 15000 });
  return user;
}

/** The step heading shown now. */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });
