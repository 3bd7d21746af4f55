import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { useMockBackend } from '../../../mocks/testing';
import { on } from '../../lib/events';
import { refreshHearts } from './hearts-after-auth';

useMockBackend();

const heart = (vendorId: number, pressed: boolean, state = 'pending') =>
  `<form action="${pressed ? '/tools/VendorsDelete' : '/vendor/save-as-favorite'}"><input type="hidden" name="${pressed ? 'id_empresa' : 'vendorId'}" value="${vendorId}"><button data-widget="favourite-button" data-widget-state="${state}" data-vendor-id="${vendorId}" aria-pressed="${pressed}">♥</button></form>`;
const pressedOf = () => [...document.querySelectorAll('button')].map((button) => [button.dataset.vendorId, button.getAttribute('aria-pressed')]);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('refreshHearts, after a log-in', () => {
  it('gives every heart the state and the form the server now prints for the session', async () => {
    document.body.innerHTML = heart(1000, false) + heart(1020, false);
    server.use(http.get(location.href, () => HttpResponse.html(`<html><body><script>window.ran = 1</script>${heart(1000, true)}${heart(1020, false)}</body></html>`)));
    await refreshHearts();
    expect(pressedOf()).toEqual([['1000', 'true'], ['1020', 'false']]);
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/tools/VendorsDelete');
    expect(document.querySelector<HTMLInputElement>('form input[name="id_empresa"]')?.value).toBe('1000');
    expect((window as { ran?: number }).ran).toBeUndefined();
  });

  it("with a heart's code running, tells the hearts' store instead (it keeps what was toggled here)", async () => {
    document.body.innerHTML = heart(1000, false, 'mounted');
    server.use(http.get(location.href, () => HttpResponse.html(heart(1000, true))));
    const heard = vi.fn();
    const stop = on('favourites:known', heard);
    await refreshHearts();
    stop();
    expect(heard).toHaveBeenCalledWith({ saved: { 1000: true } });
    expect(pressedOf()).toEqual([['1000', 'false']]);
  });

  it('leaves the hearts as they were when the page cannot be had, and asks nothing on a page without hearts', async () => {
    document.body.innerHTML = heart(1000, false);
    server.use(http.get(location.href, () => new HttpResponse(null, { status: 500 })));
    await refreshHearts();
    expect(pressedOf()).toEqual([['1000', 'false']]);
    document.body.innerHTML = '<p>No hearts</p>';
    const asked = vi.fn();
    server.events.on('request:start', asked);
    await refreshHearts();
    server.events.removeListener('request:start', asked);
    expect(asked).not.toHaveBeenCalled();
  });
});
