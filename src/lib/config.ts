/**
 * The site config, read by hand rather than with zod: it is read at every page's first widget,
 * and a visitor's listing, whose tiles only enhance the server's HTML, would otherwise load
 * zod's engine (9 kB gzip, most of what it ran before the first touch) for these few fields.
 * The checks are the same a schema would make: a wrong field is reported with its path, and the
 * whole config then falls back to the defaults.
 */

/** Countries the site runs in (CA shares the US site's behaviour); the preview takes them from `?country=`. */
export const COUNTRIES = ['US', 'CA', 'ES', 'BR', 'IN', 'GB', 'IE'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Spec §9: form-insert ids. */
const FORM_INSERTS = { default: 26, deal: 29, event: 28, phone: 66, vendorContact: 53 };
export type FormInserts = typeof FORM_INSERTS;

/** Where the header's links go (server paths). */
/** The site's pages the bundle links to; `afterSignup`: where the direct sign-up button sends the page once in (spec §6; '' none). */
const URLS = { inbox: '/inbox', favourites: '/tools/Vendors', login: '/users-login.php', signup: '/users-signup.php', afterSignup: '' };

/**
 * The site configuration the PHP page writes once, as
 * `<script type="application/json" data-site-config>{…}</script>`. Every field has a default,
 * so a page that writes nothing still works. Keys only lazy modules read are kept as they came
 * and parsed by those modules (config-keys.ts).
 */
export interface SiteConfig {
  [key: string]: unknown;
  country: Country;
  /**
   * The page's tracked section (spec §2 "Tracked sections"), its "reduced" URL: every form
   * tracking, analytics event and pixel of the page carries it. '' when the page names none.
   */
  reduced: string;
  /** Base URL of the PHP endpoints: '' for same origin, or another origin (credentials are sent). */
  endpointBase: string;
  formInsert: FormInserts;
  features: Record<string, boolean>;
  /** Other hosts a server answer may send the page to (e.g. the guest app's site); see safe-redirect.ts. */
  redirectHosts: string[];
  urls: typeof URLS;
  // Also, parsed by the lazy modules that read them (config-keys.ts): `pusher` (realtime.ts),
  // `storageHub` (cross-storage.ts), `expertAdviceScheduler` (src/flows/expert-advice); and,
  // read as it came, `married` (analytics.ts: true for a logged-in couple the server calls married).
}

type Check<T> = (value: unknown) => value is T;
const isString: Check<string> = (value) => typeof value === 'string';
const isInt: Check<number> = (value): value is number => Number.isInteger(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one field of a config object: its value, its default when absent, or an issue named by its path. */
function field<T>(from: Record<string, unknown>, key: string, check: Check<T>, fallback: T, issues: string[], path = key): T {
  const value = from[key];
  if (value === undefined) return fallback;
  if (check(value)) return value;
  issues.push(`${path}: invalid value ${JSON.stringify(value)}`);
  return fallback;
}

/** An object of fields that each have a default (formInsert, urls). */
function defaults<V, T extends Record<string, V>>(from: Record<string, unknown>, key: string, base: T, check: Check<V>, issues: string[]): T {
  const value = from[key];
  if (value === undefined) return { ...base };
  if (!isObject(value)) {
    issues.push(`${key}: expected an object`);
    return { ...base };
  }
  const read: Record<string, V> = { ...base };
  for (const name of Object.keys(base)) read[name] = field(value, name, check, base[name] as V, issues, `${key}.${name}`);
  return read as T;
}

/** The config a page wrote, checked; the issues found, when any. */
export function readSiteConfig(raw: unknown): { config: SiteConfig; issues: string[] } {
  const issues: string[] = [];
  const from = isObject(raw) ? raw : (issues.push('expected an object'), {});
  const config: SiteConfig = {
    ...from,
    country: field(from, 'country', (value): value is Country => COUNTRIES.includes(value as Country), 'US', issues),
    reduced: field(from, 'reduced', isString, '', issues),
    endpointBase: field(from, 'endpointBase', isString, '', issues),
    formInsert: defaults(from, 'formInsert', FORM_INSERTS, isInt, issues),
    features: field(from, 'features', (value): value is Record<string, boolean> => isObject(value) && Object.values(value).every((flag) => typeof flag === 'boolean'), {}, issues),
    redirectHosts: field(from, 'redirectHosts', (value): value is string[] => Array.isArray(value) && value.every(isString), [], issues),
    urls: defaults(from, 'urls', URLS, isString, issues),
  };
  return { config, issues };
}

let cached: SiteConfig | undefined;

/** Reads the page's site config once; a malformed one is reported and replaced by defaults. */
export function getSiteConfig(doc: Document = document): SiteConfig {
  if (cached) return cached;
  const script = doc.querySelector<HTMLScriptElement>('script[type="application/json"][data-site-config]');
  let raw: unknown = {};
  try {
    raw = script?.textContent ? JSON.parse(script.textContent) : {};
  } catch (error) {
    console.error('[widgets] The site config is not valid JSON; using defaults.', error);
  }
  const { config, issues } = readSiteConfig(raw);
  if (issues.length) console.error('[widgets] The site config is invalid; using defaults.', issues.join('\n'));
  cached = issues.length ? readSiteConfig({}).config : config;
  return cached;
}

/** Forgets the cached config (tests, and pages that rewrite it). */
export function resetSiteConfig(): void {
  cached = undefined;
}
