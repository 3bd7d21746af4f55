import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { useMockBackend } from '../../../mocks/testing';
import { mountPage, recordRequests, unmountPage } from '../../../mocks/multi-category-page';
import { SUCCESS_DELAY_MS } from './constants';

useMockBackend();

afterEach(unmountPage);

const vendorSearches = (requests: string[]) => requests.filter((r) => r.includes('/multi-category-lead/ajax-vendors-search'));
const submit = () => screen.getByRole('button', { name: 'Request pricing' });

// A flow taken off the page stops (flow.stop): no timer or late answer moves it on to the next
// category. The flow's units share the stopped flag and the timer; these tests hold them to it.
describe('the multi-category flow, once unmounted', () => {
  it('loads no next category when unmounted while its sent message shows', async () => {
    const user = await mountPage();
    await screen.findByRole('checkbox', { name: /Crystal Photography/ });
    await user.click(submit());
    expect(await screen.findByText('Messages sent!')).toBeInTheDocument();
    const requests = recordRequests();
    unmountPage();
    await delay(SUCCESS_DELAY_MS + 500);
    expect(vendorSearches(requests.list)).toEqual([]);
    requests.stop();
  }, 15000);

  it('loads no next category when unmounted while the leads are sending', async () => {
    let release = () => {};
    let answered = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = new Promise<void>((resolve) => (answered = resolve));
    server.use(
      http.post('*/multi-category-lead/ajax-insert-leads', async () => {
        await held;
        answered();
        return undefined;
      }),
    );
    const user = await mountPage();
    await screen.findByRole('checkbox', { name: /Crystal Photography/ });
    await user.click(submit());
    expect(await screen.findByText('Sending messages...')).toBeInTheDocument();
    const requests = recordRequests();
    unmountPage();
    release();
    await sent;
    await delay(SUCCESS_DELAY_MS + 500);
    expect(vendorSearches(requests.list)).toEqual([]);
    requests.stop();
  }, 15000);
});
