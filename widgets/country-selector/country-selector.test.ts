import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { countryLink } from '../../fixtures/pages/country-selector';
import { createContext } from '../../fixtures/pages/site';
import { server } from '../../mocks/node';
import { held, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';

useMockBackend();

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** The footer's country link as the server renders it, booted as the page would be. */
function bootFooter(page = 'http://localhost:3000/home') {
  const ctx = createContext(new URL(page), { bundleSrc: '', headExtra: '' });
  document.body.innerHTML = `<footer>${countryLink(ctx).value}</footer>`;
  stop = startWidgets(document, registry);
  return screen.getByRole('link', { name: 'Country: United States' });
}

const listAnswer = (body: string) => http.get('*/country-selector', () => HttpResponse.html(body), { once: true });

describe('the country selector', () => {
  it('is a plain link to the page listing the countries until it is used', async () => {
    const link = bootFooter();
    expect(link).toHaveAttribute('href', '/country-selector');
    // The scanner marks it a moment after the boot: it reads the page in slices of a few ms, later under load.
    await waitFor(() => expect(link.closest('[data-widget]')).toHaveAttribute('data-widget-state'));
    await new Promise((r) => setTimeout(r, 20));
    expect(link.closest('[data-widget]')).toHaveAttribute('data-widget-state', 'pending');
  });

  it('opens the country sites in a modal on the first click, and gives focus back to the link on Escape', async () => {
    const link = bootFooter();
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    expect(await within(dialog).findByRole('link', { name: 'España' })).toHaveAttribute('href', '/home?country=ES');
    expect(within(dialog).getByRole('link', { name: 'United States' })).toHaveAttribute('aria-current', 'true');
    // The modal's title names it; the server's own heading is not repeated under it.
    expect(within(dialog).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Choose your country']);
    expect(location.pathname).not.toBe('/country-selector');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it('opens from the keyboard: Enter on the focused link', async () => {
    const link = bootFooter();
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    expect(await within(dialog).findByRole('link', { name: 'Brasil' })).toBeInTheDocument();
  });

  it('says it is loading while the list is on its way', async () => {
    const list = held();
    server.use(
      http.get('*/country-selector', async () => {
        await list.arrived;
      }),
    );
    await userEvent.click(bootFooter());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading countries…');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    list.release();
    expect(await within(dialog).findByRole('link', { name: 'India' })).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('aria-busy');
  });

  it.each([
    ['a server error', () => new HttpResponse('Oops', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an answer without a country', () => HttpResponse.html('<p>Maintenance</p>')],
  ])('says the list could not be loaded after %s, and loads it on Try again', async (_what, answer) => {
    server.use(http.get('*/country-selector', answer, { once: true }));
    await userEvent.click(bootFooter());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The list of countries could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'See the countries on their own page' })).toHaveAttribute('href', '/country-selector');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('link', { name: 'Ireland' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetches the list again when it opens again', async () => {
    let asked = 0;
    const count = () => void (asked += 1);
    server.events.on('request:start', count);
    try {
      const link = bootFooter();
      await userEvent.click(link);
      await within(await screen.findByRole('dialog')).findByRole('link', { name: 'España' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await userEvent.click(link);
      await within(await screen.findByRole('dialog')).findByRole('link', { name: 'España' });
      expect(asked).toBe(2);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('shows a hostile answer inert: no script, handler or javascript: link survives', async () => {
    server.use(
      listAnswer(
        '<section aria-labelledby="t"><h2 id="t">Pick</h2><ul><li><a href="/home?country=ES" onclick="window.stolen=1">España</a></li>' +
          '<li><a href="javascript:window.stolen=2">Trap</a></li></ul><img src="/x.png" onerror="window.stolen=3" alt=""><script>window.stolen=4</script></section>',
      ),
    );
    await userEvent.click(bootFooter());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    expect(await within(dialog).findByRole('link', { name: 'España' })).toHaveAttribute('href', '/home?country=ES');
    expect(within(dialog).getByText('Trap')).not.toHaveAttribute('href');
    expect(dialog.querySelectorAll('script, [onclick], [onerror], [aria-labelledby]')).toHaveLength(0);
    expect((window as { stolen?: number }).stolen).toBeUndefined();
  });
});
