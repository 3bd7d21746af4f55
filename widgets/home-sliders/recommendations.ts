import { importAgain } from '../../src/lib/import-again';
import { enhanceSlider, type Slider } from '../../src/ui/slider/slider';
import { sliderMessages } from './messages';
import { slidesOf } from './slides';

/**
 * The home page's recommendation tabs (spec §2, by category and thumb): a tab a category, one
 * panel holding a slider. The server prints the first category's vendors; choosing another tab
 * (a click, or the arrow keys, Home and End in the tab list) loads its slides
 * (GET /tools/VendorsHomeSwiperRecom), kept for the page so coming back asks nothing. If they
 * cannot load, the panel says so over the slides; choosing the tab again tries again.
 */
export function enhanceRecommendations(element: HTMLElement): () => void {
  const tabs = [...element.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panel = element.querySelector<HTMLElement>('[role="tabpanel"]');
  const carousel = panel?.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
  if (!panel || !carousel || !tabs.length) throw new Error('The recommendation tabs need their tabs, panel and slider.');
  const slider = enhanceSlider(carousel);
  const shown = new Map<string, Element[]>();
  const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0]!;
  shown.set(keyOf(selected), [...slider.track.children]);
  let current = keyOf(selected);
  let controller: AbortController | undefined;
  let failed = false;

  const choose = (tab: HTMLElement) => {
    const key = keyOf(tab);
    // The tab shown, or on its way, is left as it is; one that failed asks again.
    if (key === current && !failed) return;
    failed = false;
    current = key;
    for (const other of tabs) {
      other.setAttribute('aria-selected', String(other === tab));
      other.tabIndex = other === tab ? 0 : -1;
    }
    panel.setAttribute('aria-labelledby', tab.id);
    carousel.setAttribute('aria-label', tab.dataset.title ?? tab.textContent ?? '');
    controller?.abort();
    controller = new AbortController();
    const known = shown.get(key);
    slider.busy(false);
    slider.say();
    slider.track.removeAttribute(STALE);
    if (known) return slider.replace(known.map((slide) => slide.cloneNode(true) as Element), true);
    const signal = controller.signal;
    void load(slider, tab, signal).then((slides) => {
      if (slides) shown.set(key, slides);
      else if (!signal.aborted) failed = true;
    });
  };
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab && tabs.includes(tab)) choose(tab);
  };
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    tab.focus();
    choose(tab);
  };
  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKey);
  return () => {
    controller?.abort();
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKey);
    slider.stop();
  };
}

/** On the slides of the tab left while the chosen one could not load (site.css hides them). */
const STALE = 'data-stale';

const keyOf = (tab: HTMLElement) => `${tab.dataset.categoryId}/${tab.dataset.thumbId ?? ''}`;

/** The tab's slides in the slider, or the failure said over it; the slides shown, kept for a later visit. */
async function load(slider: Slider, tab: HTMLElement, signal: AbortSignal): Promise<Element[] | undefined> {
  slider.busy(true);
  const payload = { idCategory: Number(tab.dataset.categoryId), ...(tab.dataset.thumbId ? { idThumb: Number(tab.dataset.thumbId) } : {}) };
  const result = await importAgain(() => import('./requests'))
    .then(({ loadRecommendations }) => loadRecommendations(payload, signal))
    .catch((cause: unknown) => ({ ok: false as const, reason: 'chunk', cause }));
  if (signal.aborted) return undefined;
  slider.busy(false);
  if (!result.ok) {
    console.warn('[widgets] The recommendations could not be loaded.', result);
    slider.say(sliderMessages.recommendationsFailed);
    // The slides under the message are the tab left: out of sight and reach (their room kept).
    slider.track.setAttribute(STALE, '');
    return undefined;
  }
  const slides = slidesOf(result.fragment);
  slider.replace(slides.map((slide) => slide.cloneNode(true) as Element), true);
  return slides;
}
