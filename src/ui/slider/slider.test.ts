import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { html } from '../../../fixtures/pages/html';
import { sliderBlock } from '../../../fixtures/pages/home-sliders';
import { CLICK_THROTTLE_MS, enhanceSlider, type SliderOptions } from './slider';

// happy-dom lays nothing out: each slide is given 100 px at its place, the track shows 300 px.
const SLIDE = 100;
const VIEW = 300;

let now = 0;
let stop = () => {};

beforeEach(() => {
  now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  // Reduced motion: the slide-to is instant, so a press's position can be read at once.
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function measure(track: HTMLElement): void {
  let left = 0;
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => VIEW });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => track.children.length * SLIDE });
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = Math.max(0, Math.min(value, track.children.length * SLIDE - VIEW));
      track.dispatchEvent(new Event('scroll'));
    },
  });
  measureSlides(track);
}

function measureSlides(track: HTMLElement): void {
  [...track.children].forEach((slide, i) => {
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, get: () => i * SLIDE });
    Object.defineProperty(slide, 'offsetWidth', { configurable: true, get: () => SLIDE });
  });
}

function slide(i: number) {
  return html`<li><a href="/slide/${i}">Slide ${i}</a></li>`;
}

/** The server's slider of `count` slides, enhanced; returns its region, track and buttons. */
function renderSlider(count: number, options: SliderOptions = {}) {
  document.body.innerHTML = sliderBlock('Featured vendors', Array.from({ length: count }, (_, i) => slide(i + 1))).value;
  const region = screen.getByRole('group', { name: 'Featured vendors' });
  const track = within(region).getByRole('list');
  measure(track);
  const slider = enhanceSlider(region, options);
  stop = slider.stop;
  return {
    region,
    track,
    slider,
    previous: within(region).getByRole('button', { name: 'Previous' }),
    next: within(region).getByRole('button', { name: 'Next' }),
  };
}

const later = () => (now += CLICK_THROTTLE_MS);

describe('the slider primitive', () => {
  it('is a carousel group whose arrows are disabled at the edges, when the edge slide is 90 % in view', async () => {
    const { region, track, previous, next } = renderSlider(8);
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    // The last slide 85 % in view: not yet the end.
    track.scrollLeft = 8 * SLIDE - VIEW - 15;
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'));
    expect(next).toHaveAttribute('aria-disabled', 'false');
    // 91 % in view: the end.
    track.scrollLeft = 8 * SLIDE - VIEW - 9;
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    // The first slide 91 % in view again: the start.
    track.scrollLeft = 9;
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
  });

  it('moves a page of whole slides with Next and Previous, and stays put on a disabled arrow', async () => {
    const user = userEvent.setup();
    const { track, previous, next } = renderSlider(8);
    await user.click(previous);
    expect(track.scrollLeft).toBe(0);
    await user.click(next);
    expect(track.scrollLeft).toBe(3 * SLIDE);
    later();
    await user.click(next);
    // Clamped to the end: slides 6 to 8 in view.
    expect(track.scrollLeft).toBe(5 * SLIDE);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    later();
    await user.click(previous);
    expect(track.scrollLeft).toBe(2 * SLIDE);
  });

  it('counts one press of the arrows per 300 ms', async () => {
    const user = userEvent.setup();
    const { track, next } = renderSlider(12);
    await user.click(next);
    await user.click(next);
    expect(track.scrollLeft).toBe(3 * SLIDE);
    now += CLICK_THROTTLE_MS - 1;
    await user.click(next);
    expect(track.scrollLeft).toBe(3 * SLIDE);
    now += 1;
    await user.click(next);
    expect(track.scrollLeft).toBe(6 * SLIDE);
  });

  it('moves with the arrow keys, taking the focus to the slide brought in', async () => {
    const user = userEvent.setup();
    const { track, next } = renderSlider(8);
    screen.getByRole('link', { name: 'Slide 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(track.scrollLeft).toBe(3 * SLIDE);
    expect(screen.getByRole('link', { name: 'Slide 4' })).toHaveFocus();
    later();
    await user.keyboard('{ArrowLeft}');
    expect(track.scrollLeft).toBe(0);
    expect(screen.getByRole('link', { name: 'Slide 1' })).toHaveFocus();
    // From an arrow, the focus stays on it.
    next.focus();
    later();
    await user.keyboard('{ArrowRight}');
    expect(track.scrollLeft).toBe(3 * SLIDE);
    expect(next).toHaveFocus();
  });

  it('keeps Next usable at the end while more may come, and says the end was pressed', async () => {
    const user = userEvent.setup();
    const onEnd = vi.fn();
    let more = true;
    const { track, next } = renderSlider(4, { onEnd, hasMore: () => more });
    track.scrollLeft = SLIDE;
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith(false));
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await user.click(next);
    expect(onEnd).toHaveBeenLastCalledWith(true);
    more = false;
    later();
    track.scrollLeft = SLIDE;
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
  });

  it('adds slides whose pictures load lazily, and reads the edges again', () => {
    const { track, slider, next } = renderSlider(3);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    const more = document.createElement('template');
    more.innerHTML = '<li><a href="/slide/4"><img src="/4.svg" alt="Slide 4"></a></li><li><a href="/slide/5">Slide 5</a></li>';
    slider.append(more.content.children);
    measureSlides(track);
    slider.update();
    expect(screen.getByRole('img', { name: 'Slide 4' })).toHaveAttribute('loading', 'lazy');
    expect(within(track).getAllByRole('listitem')).toHaveLength(5);
    expect(next).toHaveAttribute('aria-disabled', 'false');
  });

  it('says a message in its status region, over the slides, and takes it away', () => {
    const { region, slider } = renderSlider(3);
    slider.say('These recommendations could not be loaded.');
    expect(within(region).getByRole('status')).toHaveTextContent('These recommendations could not be loaded.');
    slider.say();
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('slides over 300 ms when motion is welcome, snapping off meanwhile', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) => ({ matches: false, media: query }) as MediaQueryList);
    const user = userEvent.setup();
    const { track, next } = renderSlider(8);
    await user.click(next);
    expect(track).toHaveAttribute('data-sliding');
    now += 150;
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0));
    expect(track.scrollLeft).toBeLessThan(3 * SLIDE);
    now += 150;
    await waitFor(() => expect(track.scrollLeft).toBe(3 * SLIDE));
    expect(track).not.toHaveAttribute('data-sliding');
  });
});
