import { useEffect, useRef, type ReactNode } from 'react';
import { enhanceSlider, type Slider } from '../../ui/slider/slider';
import { messages as m } from './messages';

const ARROW_PATHS = { prev: 'M15 6l-6 6 6 6', next: 'M9 6l6 6-6 6' } as const;

/**
 * The flow's category and vendor sliders: the site's slider (as the server prints it: fixtures/pages/home-sliders.ts `sliderBlock`),
 * enhanced by the slider primitive once mounted: its arrows, the arrow keys, the 0.9 edges.
 * `changed`: what, when it changes, may move the edges (the tiles' states).
 */
export function SliderFrame({ label, changed, children, trackClass }: { label: string; changed: unknown; children: ReactNode; trackClass: string }) {
  const root = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider | null>(null);
  useEffect(() => {
    if (!root.current) return;
    const enhanced = enhanceSlider(root.current);
    slider.current = enhanced;
    return () => {
      enhanced.stop();
      slider.current = null;
    };
  }, []);
  useEffect(() => slider.current?.update(), [changed]);
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a carousel is a group (WAI-ARIA's carousel pattern); a fieldset groups form fields
    <div ref={root} className={`slider slider--${trackClass}`} role="group" aria-roledescription="carousel" aria-label={label}>
      <ul className={`${trackClass} slider__track`} data-slider-track>
        {children}
      </ul>
      {(['prev', 'next'] as const).map((step) => (
        <button
          key={step}
          className={`slider__arrow slider__arrow--${step}`}
          type="button"
          data-slider-step={step}
          aria-label={step === 'prev' ? m.previous : m.next}
          aria-disabled={step === 'prev' ? 'true' : 'false'}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={ARROW_PATHS[step]} fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ))}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a p with role status is announced everywhere; <output> is not (the server's markup) */}
      <p className="slider__message" role="status" data-slider-message hidden />
    </div>
  );
}
