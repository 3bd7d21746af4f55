import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefCallback } from 'react';
import { Modal } from '../../src/ui/modal/modal';
import { useAdoptedStyles } from '../../src/lib/use-adopted-styles';
import tokensCss from '../../src/ui/tokens.css?inline';
import galleryCss from './gallery.css?inline';
import { messages as m } from './messages';
import type { GalleryPhoto } from './photos';
import { clampSlide, reachedSlide } from './slides';

/** Props of {@link GalleryModal}. */
export interface GalleryModalProps {
  /** Names the dialog: the strip's own name ("Photos of Rosewood Estate"). */
  title: string;
  photos: readonly GalleryPhoto[];
  /** The photo it opens at (0-based): the one touched. */
  start: number;
  /** Called once it has closed (Escape, the close button, the backdrop). */
  onClosed: () => void;
}

/**
 * The full-screen gallery (spec §2): one photo at a time across the screen, moved by swiping (a
 * scroll-snap track), the arrow keys or the Previous and Next buttons, which are disabled at the
 * ends; the position ("Photo 3 of 6") is announced politely. The modal primitive traps the
 * focus, locks the page's scroll, closes on Escape and gives the focus back to the opener.
 */
export function GalleryModal({ title, photos, start, onClosed }: GalleryModalProps) {
  useAdoptedStyles(['ui-tokens', tokensCss], ['storefront-gallery', galleryCss]);
  const [open, setOpen] = useState(true);
  const { index, trackRef, go, onScroll, previousRef, nextRef } = useSlides(photos.length, clampSlide(start, photos.length));
  const stageRef = useArrowKeys(go, index);
  const last = photos.length - 1;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed();
      }}
      title={title}
      variant="fullscreen"
      closeLabel={m.close}
      className="photo-gallery"
    >
      <div className="photo-gallery__stage" ref={stageRef}>
        {/* Scrollable, so focusable: the arrow keys move it a photo at a time. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <section className="photo-gallery__track" ref={trackRef} onScroll={onScroll} tabIndex={0} aria-label={title}>
          <ul className="photo-gallery__list">
            {photos.map((photo, i) => (
              <li key={`${i}:${photo.src}`} className="photo-gallery__slide" aria-hidden={i === index ? undefined : true}>
                <img src={photo.src} srcSet={photo.srcset} sizes="100vw" alt={photo.alt} loading={Math.abs(i - index) > 1 ? 'lazy' : undefined} />
              </li>
            ))}
          </ul>
        </section>
        <div className="photo-gallery__controls">
          <button type="button" className="photo-gallery__button" ref={previousRef} disabled={index === 0} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span> {m.previous}
          </button>
          <p className="photo-gallery__position" aria-live="polite" aria-atomic="true">
            {m.position(index + 1, photos.length)}
          </p>
          <button type="button" className="photo-gallery__button" ref={nextRef} disabled={index === last} onClick={() => go(index + 1)}>
            {m.next} <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** The shown slide, the track that shows it, and the moves between slides. */
function useSlides(count: number, start: number) {
  const [index, setIndex] = useState(start);
  // The shown slide as the handlers and the track's resize read it, set with the state: a ref
  // synced after render would still hold the old slide when the track's ref runs in that commit.
  const indexRef = useRef(index);
  const show = (to: number) => {
    indexRef.current = to;
    setIndex(to);
  };
  const track = useRef<HTMLElement | null>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // On mount, and whenever the track changes size (a phone turned): the shown photo fills it.
  // One callback for the modal's life: a new one each render would be run again on each, and
  // align the track back to a slide the swipe had just left.
  const trackRef = useCallback<RefCallback<HTMLElement>>((el) => {
    track.current = el;
    if (!el) return;
    const align = () => el.scrollTo({ left: indexRef.current * el.clientWidth, behavior: 'instant' });
    align();
    const observer = new ResizeObserver(align);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const go = (to: number) => {
    const next = clampSlide(to, count);
    if (next === indexRef.current) return;
    // A button about to be disabled would drop the focus on the page: its partner takes it.
    const ending = next === 0 ? previousRef.current : next === count - 1 ? nextRef.current : null;
    if (ending && ending === document.activeElement) (next === 0 ? nextRef : previousRef).current?.focus();
    show(next);
    const el = track.current;
    el?.scrollTo({ left: next * el.clientWidth, behavior: 'instant' });
  };

  // A swipe: the position follows once a photo is (almost) all in view.
  const onScroll = () => {
    if (track.current) show(reachedSlide(track.current, indexRef.current));
  };

  return { index, trackRef, go, onScroll, previousRef, nextRef };
}

/** Left and right arrows move a photo anywhere in the gallery (the close button first has the focus). */
function useArrowKeys(go: (to: number) => void, index: number) {
  const stageRef = useRef<HTMLDivElement>(null);
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const dialog = stageRef.current?.closest('[role="dialog"]');
    if (event.defaultPrevented || !dialog || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    go(index + step);
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return stageRef;
}
