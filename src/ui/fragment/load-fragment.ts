import type * as z from 'zod/mini';
import { call, type CallOptions } from '../../api/call';
import type { Endpoint } from '../../api/endpoint';
import type { ApiError } from '../../api/errors';
import { sanitizeFormHtml, sanitizeHtml, warmSanitizer } from '../../lib/safe-html';

/** A server fragment made safe to insert, its own heading taken out as its title. */
export interface LoadedFragment {
  ok: true;
  /** The cleaned HTML, without its first heading; insert a clone, it can be shown again. */
  fragment: DocumentFragment;
  /** The text of the heading taken out (the modal names itself with it, or says it already). */
  title: string | undefined;
  /** The server's answer as it came, for what reads it inert (a lead layer's own scripts). */
  html: string;
}

/** Why a fragment is not there to show. Only `aborted` is silent: nobody waits for it any more. */
export type FragmentFailure =
  | { ok: false; reason: 'aborted' }
  | { ok: false; reason: 'call'; error: ApiError }
  | { ok: false; reason: 'sanitizer'; cause: unknown }
  | { ok: false; reason: 'missing'; selector: string };

export type FragmentResult = LoadedFragment | FragmentFailure;

/** Loads a fragment for whoever shows it; a new call, or a retry, passes a new signal. */
export type FragmentLoader = (signal: AbortSignal) => Promise<FragmentResult>;

/** What a fragment modal shows: a loader it calls (again on retry), or a fragment already clean. */
export type FragmentSource = FragmentLoader | LoadedFragment;

/** How {@link cleanFragment} and {@link loadFragment} clean a fragment. */
export interface FragmentOptions {
  /** Keeps the form controls (`sanitizeFormHtml`), for a server form a widget enhances. */
  forms?: boolean;
  /** What the fragment must hold to be of use, e.g. `'form'` or `'a[href]'`; else `missing`. */
  require?: string;
  /** Once aborted, the result is `aborted` whatever came back: a late answer is never shown. */
  signal?: AbortSignal;
  /** Another way to send the call than fetch (CallOptions.transport): an answer asked for earlier. */
  transport?: CallOptions['transport'];
}

/**
 * Loads a server fragment: the endpoint's call (which never throws), then {@link cleanFragment}.
 *
 * @example
 * const loadCountries: FragmentLoader = (signal) => loadFragment(countrySelector, {}, { signal, require: 'a[href]' });
 */
export async function loadFragment<R extends z.core.$ZodType>(
  endpoint: Endpoint<R, { kind: 'html' }>,
  payload: z.input<R>,
  options: FragmentOptions = {},
): Promise<FragmentResult> {
  const answer = call(endpoint, payload, { signal: options.signal, transport: options.transport });
  warmSanitizer();
  const result = await answer;
  if (options.signal?.aborted) return { ok: false, reason: 'aborted' };
  if (!result.ok) return { ok: false, reason: 'call', error: result.error };
  return cleanFragment(result.data, options);
}

/**
 * Server HTML made a fragment to show: sanitised (nothing in it runs), its first h1-h3 taken out
 * as its title with the `aria-labelledby` references to it (a dialog names itself once), and
 * checked for what `require` asks. Never throws: DOMPurify's chunk failing is a `sanitizer` failure.
 */
export async function cleanFragment(html: string, options: FragmentOptions = {}): Promise<FragmentResult> {
  let fragment: DocumentFragment;
  try {
    fragment = await (options.forms ? sanitizeFormHtml(html) : sanitizeHtml(html));
  } catch (cause) {
    return { ok: false, reason: 'sanitizer', cause };
  }
  if (options.signal?.aborted) return { ok: false, reason: 'aborted' };
  const title = takeTitle(fragment);
  if (options.require && !fragment.querySelector(options.require)) return { ok: false, reason: 'missing', selector: options.require };
  return { ok: true, fragment, title, html };
}

/** Removes the fragment's first heading and the labels that pointed at it; returns its text. */
function takeTitle(fragment: DocumentFragment): string | undefined {
  const heading = fragment.querySelector('h1, h2, h3');
  if (!heading) return undefined;
  const title = heading.textContent?.trim() || undefined;
  const id = heading.id;
  heading.remove();
  if (!id) return title;
  fragment.querySelectorAll('[aria-labelledby]').forEach((element) => {
    const rest = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter((ref) => ref && ref !== id);
    if (rest.length) element.setAttribute('aria-labelledby', rest.join(' '));
    else element.removeAttribute('aria-labelledby');
  });
  return title;
}

/**
 * A loader whose first load is `early`, a fragment asked for before whoever shows it was there
 * (at the click, beside the modal's code); every later load (a retry, an opening again) calls
 * `load`. A load aborted meanwhile is `aborted`, whatever came back.
 */
export function firstLoadFrom(early: Promise<FragmentResult>, load: FragmentLoader): FragmentLoader {
  let first: Promise<FragmentResult> | undefined = early;
  return (signal) => {
    const answer = first ?? load(signal);
    first = undefined;
    return answer.then((result): FragmentResult => (signal.aborted ? { ok: false, reason: 'aborted' } : result));
  };
}
