import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { receivedTrackings } from '../../mocks/db';
import { server } from '../../mocks/node';
import { useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { createFormTracker, FORM_ACTION, MAX_HISTORY, MAX_TRACKED_VALUE_LENGTH } from './form-tracking';
import type { FormTracking } from '../api/tracking';
import { createTrackingSender, fitForUnload, MAX_UNLOAD_BODY, TIMELINE_INTERVAL_MS, type TrackingSender } from './tracking-sender';

useMockBackend();

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Every request to the tracking script: its body as sent and whether it outlives the page
 * (the fetch init says so; the intercepted Request does not keep it).
 */
function trackingRequests() {
  const requests: { body: string; keepalive: boolean }[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch');
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/trace/internalTracking.php')) return;
    void request
      .clone()
      .text()
      .then((body) => {
        const init = fetch.mock.calls.find(([, options]) => options?.body?.toString() === body)?.[1];
        requests.push({ body, keepalive: init?.keepalive === true });
      });
  });
  return requests;
}

function createEvent(name: string): FormTracking {
  return { idCategory: 1, idAction: FORM_ACTION.change, name, extraData: {}, history: [], fields: [] };
}

let sender: TrackingSender;
const lead = () => createFormTracker({ idCategory: 3, name: 'lead form main', sender });
const actions = () => receivedTrackings().map((tracking) => tracking.idAction);

beforeEach(() => {
  writeSiteConfig({ reduced: 'storefront' });
  sender = createTrackingSender();
});

afterEach(() => {
  sender.stop();
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('form tracking, as the tracking script receives it', () => {
  it('sends "shown" once, with the page GUID, URL, referrer and tracked section', async () => {
    const form = lead();
    form.shown();
    form.shown();
    await waitFor(() => expect(receivedTrackings()).toHaveLength(1));
    const [shown] = receivedTrackings();
    expect(shown).toMatchObject({ idCategory: 3, idAction: FORM_ACTION.shown, name: 'lead form main', history: [], fields: [] });
    expect(shown!.extraData).toEqual({ pageGUID: expect.stringMatching(GUID), url: location.href, referrer: document.referrer, reduced: 'storefront' });
    expect(shown!.extraData.errorMessage).toBeUndefined();
  });

  it('keeps one page GUID for every form of the page view', async () => {
    lead().shown();
    createFormTracker({ idCategory: 9, name: 'login', sender }).shown();
    await waitFor(() => expect(receivedTrackings()).toHaveLength(2));
    const [first, second] = receivedTrackings();
    expect(second!.extraData.pageGUID).toBe(first!.extraData.pageGUID);
  });

  it('sends field changes every 60 s, with the history of field/value pairs and the fields', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const form = lead();
    form.change('Nombre', 'Ana');
    form.change('Mail', 'ana@example.com');
    form.change('Nombre', 'Ana Lopez');
    vi.advanceTimersByTime(TIMELINE_INTERVAL_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(receivedTrackings()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(receivedTrackings()).toHaveLength(3));
    expect(actions()).toEqual([0, 0, 0]);
    expect(receivedTrackings()[2]).toMatchObject({
      history: [
        { field: 'Nombre', value: 'Ana' },
        { field: 'Mail', value: 'ana@example.com' },
        { field: 'Nombre', value: 'Ana Lopez' },
      ],
      fields: ['Nombre', 'Mail'],
    });
  });

  it('sends the queued changes ahead of an error, in one request, with the error message', async () => {
    const requests = trackingRequests();
    const form = lead();
    form.change('Telefono', '12');
    form.error('Please enter a valid phone number');
    await waitFor(() => expect(receivedTrackings()).toHaveLength(2));
    expect(actions()).toEqual([FORM_ACTION.change, FORM_ACTION.submitError]);
    expect(receivedTrackings()[1]!.extraData.errorMessage).toBe('Please enter a valid phone number');
    expect(receivedTrackings()[1]!.history).toEqual([{ field: 'Telefono', value: '12' }]);
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('sends a click on the call to action', async () => {
    lead().click();
    await waitFor(() => expect(actions()).toEqual([FORM_ACTION.click]));
  });

  it('sends a pending abandon when the page unloads, as a keepalive request', async () => {
    const requests = trackingRequests();
    const form = lead();
    form.change('Nombre', 'Ana');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(actions()).toEqual([FORM_ACTION.change, FORM_ACTION.abandon]));
    expect(receivedTrackings()[1]).toMatchObject({ history: [{ field: 'Nombre', value: 'Ana' }], fields: ['Nombre'] });
    await waitFor(() => expect(requests).toEqual([expect.objectContaining({ keepalive: true })]));
  });

  it('makes the abandon pending from the first keystroke: leaving with the focus still in the field sends it with what is typed, and nothing before', async () => {
    const form = lead();
    form.typing('Comentario', 'Is June 13 st');
    form.typing('password', 'S3cret');
    form.typing('Comentario', 'Is June 13 still open?');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actions()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(actions()).toEqual([FORM_ACTION.abandon]));
    expect(receivedTrackings()[0]).toMatchObject({ history: [{ field: 'Comentario', value: 'Is June 13 still open?' }], fields: ['Comentario'] });
    expect(JSON.stringify(receivedTrackings())).not.toContain('S3cret');
  });

  it('keeps a typed field once in the abandon when its change came: the change’s value', async () => {
    const form = lead();
    form.typing('Nombre', 'An');
    form.change('Nombre', 'Ana');
    form.typing('Comentario', 'Hello');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(actions()).toEqual([FORM_ACTION.change, FORM_ACTION.abandon]));
    expect(receivedTrackings()[1]).toMatchObject({ history: [{ field: 'Nombre', value: 'Ana' }, { field: 'Comentario', value: 'Hello' }], fields: ['Nombre', 'Comentario'] });
  });

  const setVisibility = (state: DocumentVisibilityState) => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('sends the changes but no abandon when the person only switches tabs, and the abandon once they leave', async () => {
    const form = lead();
    form.change('Nombre', 'Ana');
    setVisibility('hidden');
    await waitFor(() => expect(actions()).toEqual([0]));
    setVisibility('visible');
    form.change('Comensales', '120');
    setVisibility('hidden');
    await waitFor(() => expect(actions()).toEqual([0, 0]));
    setVisibility('visible');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(actions()).toEqual([0, 0, 4]));
  });

  it('sends the abandon when the browser freezes the hidden page (it may never be shown again), once, and again after the next change', async () => {
    const form = lead();
    form.change('Nombre', 'Ana');
    setVisibility('hidden');
    document.dispatchEvent(new Event('freeze'));
    await waitFor(() => expect(actions()).toEqual([0, 4]));
    window.dispatchEvent(new Event('pagehide'));
    form.change('Comensales', '120');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(actions()).toEqual([0, 4, 0, 4]));
  });

  it('cancels the pending abandon on success', async () => {
    const form = lead();
    form.change('Nombre', 'Ana');
    form.success();
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(actions()).toEqual([FORM_ACTION.change, FORM_ACTION.submitSuccess]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(actions()).toEqual([FORM_ACTION.change, FORM_ACTION.submitSuccess]);
  });

  it('loses no abandon: every form and change arrives, the unload request within the keepalive quota', async () => {
    const requests = trackingRequests();
    const forms = Array.from({ length: 3 }, (_, i) => createFormTracker({ idCategory: i + 1, name: `form ${i}`, sender }));
    for (const [i, form] of forms.entries()) for (let n = 0; n < 60; n++) form.change(`field${n}`, `${i}:${'x'.repeat(500)}`);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(receivedTrackings()).toHaveLength(3 * 60 + 3));
    expect(receivedTrackings().filter((t) => t.idAction === FORM_ACTION.abandon).map((t) => t.name)).toEqual(['form 0', 'form 1', 'form 2']);
    const abandon = receivedTrackings().at(-1)!;
    expect(abandon.history).toHaveLength(MAX_HISTORY);
    expect(abandon.history.at(-1)).toEqual({ field: 'field59', value: `2:${'x'.repeat(MAX_TRACKED_VALUE_LENGTH - 2)}` });
    await waitFor(() => expect(requests.filter((request) => request.keepalive)).toHaveLength(1));
    const unload = requests.find((request) => request.keepalive)!;
    expect(new TextEncoder().encode(unload.body).length).toBeLessThanOrEqual(MAX_UNLOAD_BODY);
  });

  it('puts the abandons first in a full unload request, then the oldest changes that still fit', () => {
    const tracking = (name: string, size: number) => ({ ...createEvent(name), history: [{ field: 'message', value: 'x'.repeat(size) }] });
    const changes = [tracking('change 1', 3000), tracking('change 2', 6000), tracking('change 3', 1000)];
    const abandons = [tracking('abandon 1', 4000), tracking('abandon 2', 4000)];
    expect(fitForUnload(changes, abandons, 13_000).map((t) => t.name)).toEqual(['change 1', 'change 3', 'abandon 1', 'abandon 2']);
    expect(fitForUnload(changes, abandons, 100_000).map((t) => t.name)).toEqual(['change 1', 'change 2', 'change 3', 'abandon 1', 'abandon 2']);
  });

  it.each(['Password', 'password_confirm', 'access_token', 'g-recaptcha-response', 'cardNumber'])('never sends the secret field %s, by name or value', async (field) => {
    const requests = trackingRequests();
    const form = lead();
    form.change('Mail', 'ana@example.com');
    form.change(field, 'S3cret-value');
    form.error('Your password must be at least six characters.');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).not.toContain('S3cret');
    expect(requests[0]!.body).not.toContain(encodeURIComponent(field));
    expect(receivedTrackings().at(-1)).toMatchObject({ history: [{ field: 'Mail', value: 'ana@example.com' }], fields: ['Mail'] });
  });
});
