import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderPage } from '../fixtures/pages';
import { server } from './node';
import { accounts, logInAs, writeSiteConfig } from './testing';
import type { PageBackend } from '../fixtures/pages/site';
import { registry } from '../src/boot/registry';
import { startWidgets } from '../src/boot/scanner';
import { refreshSession } from '../src/state/session';

// The /multi-category-lead page as the stand-in serves it, mounted through the real boot, for
// the widget's tests: the flow's container (server HTML) and the preloaded JSON beside it.

const PRELOAD = 'script[data-multi-category-preload]';

/** The page as the couple gets it (the stand-in leaves out vendors they already wrote to). */
function render(path: string) {
  const backend: PageBackend = { viewer: { type: 'user', id: accounts.couple.userId }, conversations: () => [], markRead: () => {}, userName: () => '' };
  return renderPage(new URL(`http://localhost${path}`), { bundleSrc: '', headExtra: '', backend });
}

/** The page's widget element and preload script; `preload` replaces the script's JSON text. */
export function pageHtml(path = '/multi-category-lead?originCategoryId=1', preload?: string): string {
  const page = render(path);
  const template = document.createElement('template');
  template.innerHTML = page?.html ?? '';
  const script = template.content.querySelector(PRELOAD);
  if (script && preload !== undefined) script.textContent = preload;
  return [template.content.querySelector('[data-widget="multi-category-lead"]')?.outerHTML, script?.outerHTML].join('');
}

/** The preloaded JSON of the page, parsed, to build variants of it. */
export function pagePreload(path = '/multi-category-lead?originCategoryId=1'): { categories: { id: number; title: string; is_contacted: boolean }[]; regionId: number } {
  const template = document.createElement('template');
  template.innerHTML = render(path)?.html ?? '';
  return JSON.parse(template.content.querySelector(PRELOAD)?.textContent ?? '') as ReturnType<typeof pagePreload>;
}

let stop = () => {};

/** Logs the couple in, puts the page in the document and boots the widgets; resolves once mounted. */
export async function mountPage(html = pageHtml(), { country = 'US' } = {}) {
  writeSiteConfig({ country });
  await logInAs('couple');
  refreshSession();
  document.body.innerHTML = html;
  stop = startWidgets(document, registry);
  const element = document.querySelector('[data-widget="multi-category-lead"]');
  // The first mount compiles the widget's chunk in the test runner: allow it time.
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'), { timeout: 15000 });
  return userEvent.setup();
}

export function unmountPage(): void {
  stop();
  document.body.innerHTML = '';
}

/** Paths of the requests the stand-in receives from now on (with their query), until `stop`. */
export function recordRequests(): { list: string[]; stop: () => void } {
  const list: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    list.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  return { list, stop: () => server.events.removeListener('request:start', record) };
}

/** The heading of the category shown now. */
export const categoryHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
