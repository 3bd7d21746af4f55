import { call } from '../../src/api/call';
import type { ApiResult } from '../../src/api/errors';
import { suggestCategories, suggestLocations } from '../../src/api/searcher';
import { locate, reloadNearMe } from './locate';
import { rememberSearch, searchQuery } from './last-searches';
import { searcherMessages } from './messages';
import { enhancePhoneSearcher } from './phone';
import { MEDIA } from '../../src/ui/breakpoints';
import { safeRedirectUrl } from '../../src/lib/safe-redirect';
import { sendTrackingPixel } from '../../src/lib/tracking-pixel';
import { attachSuggest, setField } from '../../src/ui/city-suggest/suggest';
import { SEARCHER_DEBOUNCE_MS, CATEGORY_FIELDS, categoryOptions, fieldValues, LOCATION_FIELDS, locationOptions, searchTerm, type SearchOption } from './suggestions';

export { SEARCHER_DEBOUNCE_MS } from './suggestions';

export { searcherMessages } from './messages';

/** What both suggest fields need: the form's hidden fields, and the notice of a failed search. */
interface SearcherContext {
  formFields: () => Record<string, string>;
  fill: (values: Record<string, string>) => void;
  /** The options of a search's answer; a failure says so in the live region (a newer search is none). */
  optionsOf: <T>(answer: ApiResult<T>, options: (data: T) => SearchOption[]) => SearchOption[] | undefined;
  /** The person typed: an earlier failure no longer applies. */
  typed: () => void;
}

/**
 * The home searcher (spec §2/§4): below the tablet width the full-screen modal of phone.ts, from
 * it up the inline dropdown (enhanceInline); each submit is kept as a last search (the cookie the
 * home page's slider and the modal offer) and tracked by the tracking pixel. Returns a function
 * that undoes it.
 */
export function enhanceSearcher(form: HTMLFormElement): () => void {
  if (form.querySelector('[data-near-me]')) return nearMeReload(form);
  const remember = () => {
    rememberSearch(form);
    // Spec §7 tracking pixel: every search, its query with the page's reduced url and the referrer.
    sendTrackingPixel(searchQuery(form));
  };
  form.addEventListener('submit', remember);
  const stopByWidth = byWidth((phone) => (phone ? enhancePhoneSearcher(form) : enhanceInline(form)));
  return () => {
    form.removeEventListener('submit', remember);
    stopByWidth();
  };
}

/**
 * Runs `start` for the page's width, phone (below the tablet width, spec §9 modal breakpoint) or
 * not, and again with the other when the width crosses it (a turned phone, a resized window).
 */
function byWidth(start: (phone: boolean) => () => void): () => void {
  const media = window.matchMedia(MEDIA.mobile);
  let stop = start(media.matches);
  const onChange = () => {
    stop();
    stop = start(media.matches);
  };
  media.addEventListener('change', onChange);
  return () => {
    media.removeEventListener('change', onChange);
    stop();
  };
}

/**
 * The inline searcher of tablets and desktops: what and where suggest as the person types
 * (categories and vendors; places), the keyboard moves through the lists and Enter takes the
 * highlighted line; a choice fills the GET form's hidden fields, so its own submit lands on the
 * listing. A vendor goes straight to its storefront. A failed search shows no list (spec §8
 * hides an empty one) and its live region says suggestions are unavailable.
 */
function enhanceInline(form: HTMLFormElement): () => void {
  const what = form.querySelector<HTMLInputElement>('input[name="txtStrSearch"]');
  const where = form.querySelector<HTMLInputElement>('input[name="txtLocalidad"]');
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  const notice = failureNotice(form);
  const ctx: SearcherContext = {
    formFields: () => Object.fromEntries([...LOCATION_FIELDS, ...CATEGORY_FIELDS].map((name) => [name, hidden(name)?.value ?? ''])),
    fill: (values) => {
      for (const [name, value] of Object.entries(values)) {
        const field = hidden(name);
        if (field) setField(field, value);
      }
    },
    optionsOf: (answer, options) => {
      if (answer.ok) return options(answer.data);
      if (answer.error.kind !== 'aborted') notice.say(searcherMessages.suggestionsUnavailable);
      return undefined;
    },
    typed: () => notice.say(''),
  };
  const stops: (() => void)[] = [notice.remove];
  if (what) stops.push(suggestWhat(what, ctx));
  if (where) stops.push(suggestWhere(where, ctx), nearMeButton(where, ctx.fill));
  // Text typed while the searcher's code was on its way is searched now.
  for (const input of [what, where]) if (input?.value && input === document.activeElement) input.dispatchEvent(new Event('input'));
  return () => stops.forEach((stop) => stop());
}

/** Categories and vendors for what is typed in the 'what' field. */
function suggestWhat(what: HTMLInputElement, ctx: SearcherContext): () => void {
  return attachSuggest<SearchOption>(what, {
    debounceMs: SEARCHER_DEBOUNCE_MS,
    minChars: 1,
    listLabel: searcherMessages.categoriesLabel,
    // Spec §8: no category suggestions, no layer.
    emptyText: null,
    search: async (term, signal) => {
      const searchText = searchTerm(term);
      if (!searchText) return [];
      const answer = await call(suggestCategories, { ...ctx.formFields(), searchText }, { signal });
      return ctx.optionsOf(answer, (data) => categoryOptions(data.data.categories, data.data.vendors));
    },
    pick: (option) => {
      if (option.kind === 'vendor') location.assign(safeRedirectUrl(option.url));
      else if (option.kind === 'category') ctx.fill(option.fields);
    },
    typed: () => {
      ctx.typed();
      ctx.fill(fieldValues(CATEGORY_FIELDS, {}));
    },
  });
}

/** Places for what is typed in the 'where' field ('No matches have been found' when none). */
function suggestWhere(where: HTMLInputElement, ctx: SearcherContext): () => void {
  return attachSuggest<SearchOption>(where, {
    debounceMs: SEARCHER_DEBOUNCE_MS,
    minChars: 1,
    listLabel: searcherMessages.placesLabel,
    emptyText: searcherMessages.noPlaces,
    search: async (term, signal) => {
      const searchText = searchTerm(term);
      if (!searchText) return [];
      const answer = await call(suggestLocations, { ...ctx.formFields(), searchText, mode: 'home' }, { signal });
      return ctx.optionsOf(answer, (data) => locationOptions(data.data.locations));
    },
    pick: (option) => {
      if (option.kind === 'place') ctx.fill(option.fields);
    },
    typed: () => {
      ctx.typed();
      ctx.fill(fieldValues(LOCATION_FIELDS, {}));
    },
  });
}

/**
 * The searcher's own polite live region, visually hidden: the suggest list's region says how
 * many results came, this one that none could come. `say('')` empties it.
 */
function failureNotice(form: HTMLFormElement): { say: (message: string) => void; remove: () => void } {
  const region = form.ownerDocument.createElement('div');
  region.setAttribute('role', 'status');
  region.className = 'ui-visually-hidden';
  form.append(region);
  return {
    say: (message) => {
      if (region.textContent !== message) region.textContent = message;
    },
    remove: () => region.remove(),
  };
}

/** A listing's 'near me' form: the browser's position first, then the reload the server says (spec §2). */
function nearMeReload(form: HTMLFormElement): () => void {
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    form.setAttribute('aria-busy', 'true');
    void reloadNearMe().finally(() => form.removeAttribute('aria-busy'));
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}

/** The near-me button's target icon, built as elements (no HTML string: a strict CSP's Trusted Types refuse one). */
function nearMeIcon(): SVGSVGElement {
  const svg = (name: string, attrs: Record<string, string>) => {
    const node = document.createElementNS('http://www.w3.org/2000/svg', name);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    return node;
  };
  const icon = svg('svg', { viewBox: '0 0 24 24', width: '20', height: '20', 'aria-hidden': 'true', focusable: 'false' }) as SVGSVGElement;
  icon.append(
    svg('circle', { cx: '12', cy: '12', r: '4', fill: 'none', stroke: 'currentColor', 'stroke-width': '1.8' }),
    svg('path', { d: 'M12 2v4M12 18v4M2 12h4M18 12h4', stroke: 'currentColor', 'stroke-width': '1.8' }),
  );
  return icon;
}

/** Spec §3 mode 'geo': the visitor's position instead of a place. */
function nearMeButton(where: HTMLInputElement, fill: (values: Record<string, string>) => void): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'searcher__near-me';
  button.setAttribute('aria-label', searcherMessages.nearMe);
  button.append(nearMeIcon());
  button.addEventListener('click', async () => {
    button.setAttribute('aria-busy', 'true');
    const position = await locate();
    button.removeAttribute('aria-busy');
    if (!position) return;
    fill(fieldValues(LOCATION_FIELDS, { geoloc: 1, latitude: position.latitude, longitude: position.longitude }));
    where.value = searcherMessages.currentLocation;
  });
  where.after(button);
  return () => button.remove();
}
