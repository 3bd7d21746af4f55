import { galleryEdges } from './edges';
import { slideTo } from './slide-to';

/** Spec §9: presses of an arrow (or an arrow key) closer together than this count once. */
export const CLICK_THROTTLE_MS = 300;

/** What a slider widget adds to the primitive. */
export interface SliderOptions {
  /**
   * The person reached the end: the last slide is at least 90 % in view, or they pressed Next
   * there (`pressed`). A slider that loads more (the storefront's real weddings) does it here.
   */
  onEnd?: (pressed: boolean) => void;
  /** While true, Next stays usable at the end (pressing it calls `onEnd`): more slides may come. */
  hasMore?: () => boolean;
}

/** A slider the primitive enhanced: what its widget may do with it. */
export interface Slider {
  /** The slides' list. */
  readonly track: HTMLElement;
  /** Puts slides at the end of the track; their images load lazily. */
  append(slides: Iterable<Element>): void;
  /** Replaces every slide; `toStart` goes back to the first (new content), else the position stays. */
  replace(slides: Iterable<Element>, toStart?: boolean): void;
  /** Says `message` over the slides (its status region), or takes the message away. */
  say(message?: string): void;
  /** Marks the slides busy (aria-busy) while they load. */
  busy(on: boolean): void;
  /** Reads the edges again and sets the arrows. */
  update(): void;
  /** Takes every listener away. */
  stop(): void;
}

const STEP_SELECTOR = '[data-slider-step]';

/**
 * The slider primitive every slider of the site uses: the home page's and the storefront's real
 * weddings (widgets/home-sliders), and the multi-category flow's category slider (spec §2), which
 * React draws in the same markup and enhances once mounted. Its edge check is shared with the
 * tile galleries (edges.ts).
 *
 * Enhances a slider of the server's HTML (site.css `.slider`): a group named, with the role description carousel,
 * holding a list (`[data-slider-track]`) and Previous and Next buttons (`data-slider-step`).
 * Without JavaScript the list scrolls and snaps (CSS scroll-snap), so a swipe already works;
 * enhanced, the buttons and the arrow keys move it a page of slides at a time (a slide-to of
 * 300 ms, presses throttled to one per 300 ms), and an arrow is aria-disabled when the slide at
 * its edge is 90 % in view (spec §9). The server reserves the slides' height, so nothing moves.
 */
export function enhanceSlider(root: HTMLElement, options: SliderOptions = {}): Slider {
  const track = root.querySelector<HTMLElement>('[data-slider-track]');
  if (!track) throw new Error('A slider needs a [data-slider-track] list.');
  let frame = 0;
  let enhanced = false;
  const update = () => {
    const slides = track.children.length;
    const { atStart, atEnd } = slides ? galleryEdges(track, slideWidth(track)) : { atStart: true, atEnd: true };
    setDisabled(root.querySelector('[data-slider-step="prev"]'), atStart);
    setDisabled(root.querySelector('[data-slider-step="next"]'), atEnd && !options.hasMore?.());
    if (!atEnd || !slides) return;
    // A slider already at its end when enhanced (all its slides fit, or a swipe came first) says
    // so once its widget holds the slider: never from inside this call.
    if (enhanced) options.onEnd?.(false);
    else queueMicrotask(() => options.onEnd?.(false));
  };
  const move = mover(track, options, update);
  const onClick = (event: MouseEvent) => {
    const arrow = (event.target as Element).closest<HTMLElement>(STEP_SELECTOR);
    if (!arrow || !root.contains(arrow) || arrow.getAttribute('aria-disabled') === 'true') return;
    move(arrow.dataset.sliderStep === 'prev' ? -1 : 1, false);
  };
  const onKey = (event: KeyboardEvent) => {
    if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as Element;
    if (target.closest('input, textarea, select, [role="tablist"]')) return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1, track.contains(target));
  };
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  };
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => update()) : undefined;
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  track.addEventListener('scroll', onScroll, { passive: true });
  resize?.observe(track);
  update();
  enhanced = true;
  return handle(track, statusOf(root), update, () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
    track.removeEventListener('scroll', onScroll);
    resize?.disconnect();
    cancelAnimationFrame(frame);
  });
}

/**
 * Moves the track a page on or back, from a press: one press per 300 ms counts (spec §9 click
 * throttle); Next at the end is the slider's `onEnd`. A key press from inside the slides takes
 * the focus to the slide brought in, so the keyboard stays on what is shown.
 */
function mover(track: HTMLElement, options: SliderOptions, update: () => void): (direction: 1 | -1, focusSlide: boolean) => void {
  let lastPress = -Infinity;
  return (direction, focusSlide) => {
    const now = performance.now();
    if (now - lastPress < CLICK_THROTTLE_MS) return;
    lastPress = now;
    const { atStart, atEnd } = galleryEdges(track, slideWidth(track));
    if (direction > 0 && atEnd) return options.onEnd?.(true);
    if (direction < 0 && atStart) return;
    const target = targetSlide(track, direction);
    if (focusSlide) target?.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
    void slideTo(track, target ? Math.min(offsetIn(track, target), track.scrollWidth - track.clientWidth) : 0).then(update);
  };
}

/** What a widget holds of its slider. */
function handle(track: HTMLElement, message: HTMLElement, update: () => void, stop: () => void): Slider {
  return {
    track,
    append(slides) {
      track.append(...lazy(slides));
      update();
    },
    replace(slides, toStart = false) {
      track.replaceChildren(...lazy(slides));
      if (toStart) track.scrollLeft = 0;
      update();
    },
    say(text) {
      message.textContent = text ?? '';
      message.hidden = !text;
    },
    busy(on) {
      if (on) track.setAttribute('aria-busy', 'true');
      else track.removeAttribute('aria-busy');
    },
    update,
    stop,
  };
}

/** The slider's status region (the server's, or one added, empty, over the slides: it takes no room). */
function statusOf(root: HTMLElement): HTMLElement {
  const found = root.querySelector<HTMLElement>('[data-slider-message]');
  if (found) return found;
  const status = root.ownerDocument.createElement('p');
  status.className = 'slider__message';
  status.setAttribute('role', 'status');
  status.setAttribute('data-slider-message', '');
  status.hidden = true;
  root.append(status);
  return status;
}

/** A slide's width plus the gap to the next: how far one slide moves the track. */
function slideWidth(track: HTMLElement): number {
  const [first, second] = track.children as unknown as HTMLElement[];
  if (!first) return track.clientWidth;
  if (second && second.offsetLeft > first.offsetLeft) return second.offsetLeft - first.offsetLeft;
  return first.offsetWidth || track.clientWidth;
}

/** Where a slide starts in the track's scroll. */
function offsetIn(track: HTMLElement, slide: HTMLElement): number {
  const first = track.firstElementChild as HTMLElement | null;
  return slide.offsetLeft - (first?.offsetLeft ?? 0);
}

/** The slide to bring to the start: a page of whole slides on (or back), at least one. */
function targetSlide(track: HTMLElement, direction: 1 | -1): HTMLElement | undefined {
  const width = slideWidth(track);
  const slides = [...track.children] as HTMLElement[];
  if (!width || !slides.length) return undefined;
  const current = Math.round(track.scrollLeft / width);
  const page = Math.max(1, Math.floor((track.clientWidth + 1) / width));
  return slides[Math.min(slides.length - 1, Math.max(0, current + direction * page))];
}

/** aria-disabled, not disabled: a keyboard user at the last slide keeps the focus on the arrow. */
function setDisabled(button: Element | null, disabled: boolean): void {
  button?.setAttribute('aria-disabled', String(disabled));
}

/** Slides added later load their images as they come near (the server's carry loading="lazy" already). */
function lazy(slides: Iterable<Element>): Element[] {
  const list = [...slides];
  for (const slide of list) slide.querySelectorAll('img').forEach((img) => img.setAttribute('loading', 'lazy'));
  return list;
}
