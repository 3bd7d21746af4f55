import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storefrontRealWeddings } from '../../fixtures/pages/home-sliders';
import { findVendor } from '../../fixtures/pages/data';
import { expectConsole } from '../../mocks/console-guard';
import { server } from '../../mocks/node';
import { useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { sliderMessages } from './messages';

useMockBackend();

let stop = () => {};
let asked: URL[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/storefront/real-weddings') asked.push(url);
};

beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  server.events.removeListener('request:start', record);
});

/** The storefront's real weddings as the server prints them, booted as the page would be, then touched. */
async function bootAndTouch(): Promise<HTMLElement> {
  document.body.innerHTML = `<main>${storefrontRealWeddings(findVendor(1000)!).value}</main>`;
  stop = startWidgets(document, registry);
  const slider = screen.getByRole('group', { name: 'Real weddings by Rosewood Estate' });
  await waitFor(() => expect(slider).toHaveAttribute('data-widget-state', 'pending'));
  await userEvent.hover(within(slider).getAllByRole('link')[0]!);
  await waitFor(() => expect(slider).toHaveAttribute('data-widget-state', 'mounted'));
  return slider;
}

const excluded = (url: URL) => [...url.searchParams].filter(([key]) => key.startsWith('excludedRealWeddingIds[')).map(([, id]) => Number(id));

// happy-dom lays nothing out: every slider is at its end as soon as it is enhanced, so the
// storefront's asks for more at once, and again after each answer, until one brings none.
describe('the storefront real-weddings slider (happy-dom)', () => {
  it('asks for more with the ids it holds, the loaded tiles’ ids included, until none come', async () => {
    const slider = await bootAndTouch();
    await waitFor(() => expect(within(slider).getAllByRole('listitem')).toHaveLength(14));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.map((url) => url.searchParams.get('vendorId'))).toEqual(['1000', '1000', '1000']);
    expect(excluded(asked[0]!)).toEqual([100001, 100002, 100003, 100004, 100005, 100006]);
    // The ids of the tiles the first answer brought are sent back (they come from the answer as it came).
    expect(excluded(asked[1]!)).toEqual([100001, 100002, 100003, 100004, 100005, 100006, 100007, 100008, 100009, 100010]);
    expect(excluded(asked[2]!)).toHaveLength(14);
    expect(within(slider).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says more could not load and keeps its six when the call fails; it asks no more until Next is pressed', async () => {
    expectConsole('warn', /More real weddings could not be loaded/);
    server.use(http.get('/storefront/real-weddings', () => new HttpResponse('Internal Server Error', { status: 500 })));
    const slider = await bootAndTouch();
    expect(await within(slider).findByRole('status')).toHaveTextContent(sliderMessages.realWeddingsFailed);
    expect(within(slider).getAllByRole('listitem')).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(1);
    server.resetHandlers();
    await userEvent.click(within(slider).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(slider).getAllByRole('listitem')).toHaveLength(14));
    expect(within(slider).queryByRole('status')).toBeNull();
  });
});
