import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindFormTracking } from './form-tracking-dom';
import { fakeIntersectionObserver, recordingTracker } from '../../mocks/testing';

/** An IntersectionObserver the test drives: `show(ratio)` reports every observed form that much in view. */
function fakeIntersection() {
  const report = fakeIntersectionObserver();
  return (ratio: number, viewportShare = ratio) =>
    report(() => ({
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      rootBounds: { height: 800 } as DOMRectReadOnly,
      intersectionRect: { height: 800 * viewportShare } as DOMRectReadOnly,
    }));
}

function leadForm() {
  document.body.innerHTML = `<form aria-label="Lead form">
    <label>Name <input name="Nombre"></label>
    <label>Password <input type="password" name="Clave"></label>
    <label>New code <input name="code" autocomplete="one-time-code"></label>
    <label>Accept <input type="checkbox" name="legal" value="1"></label>
    <fieldset><legend>Role</legend>
      <label>Bride or groom <input type="radio" name="role" value="1"></label>
      <label>Other <input type="radio" name="role" value="4"></label>
    </fieldset>
    <label>Services <select name="services" multiple><option value="music">Music</option><option value="food">Food</option></select></label>
    <input placeholder="unnamed">
  </form>`;
  return screen.getByRole('form', { name: 'Lead form' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a form bound to its tracker', () => {
  it('reports each change a person makes, in their words, and no secret', async () => {
    fakeIntersection();
    const { tracker, calls } = recordingTracker();
    bindFormTracking(leadForm(), tracker);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Password'), 'S3cret!');
    await user.type(screen.getByLabelText('New code'), '123456');
    await user.click(screen.getByLabelText('Accept'));
    await user.click(screen.getByLabelText('Accept'));
    await user.click(screen.getByLabelText('Other'));
    await user.selectOptions(screen.getByLabelText('Services'), ['music', 'food']);
    await user.type(screen.getByPlaceholderText('unnamed'), 'x');
    await user.tab();
    expect(calls).toEqual(['change Nombre=Ana', 'change legal=1', 'change legal=', 'change role=4', 'change services=music', 'change services=music,food']);
  });

  it('reports "shown" once half the form is in view, or half the viewport for a tall form', () => {
    const show = fakeIntersection();
    const { tracker, calls } = recordingTracker();
    bindFormTracking(leadForm(), tracker);
    show(0.3);
    expect(calls).toEqual([]);
    show(0.5);
    show(1);
    expect(calls).toEqual(['shown']);

    const tall = recordingTracker();
    bindFormTracking(leadForm(), tall.tracker);
    show(0.2, 0.6);
    expect(tall.calls).toEqual(['shown']);
  });

  it('stops reporting once unbound', async () => {
    fakeIntersection();
    const { tracker, calls } = recordingTracker();
    const unbind = bindFormTracking(leadForm(), tracker);
    unbind();
    await userEvent.setup().type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.setup().tab();
    expect(calls).toEqual([]);
  });
});
