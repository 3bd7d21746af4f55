import * as z from 'zod/mini';

/** Countries the site runs in (CA shares the US site's behaviour); the preview takes them from `?country=`. */
export const countrySchema = z.enum(['US', 'CA', 'ES', 'BR', 'IN', 'GB', 'IE']);
export type Country = z.infer<typeof countrySchema>;

/** Spec §9: form-insert ids. */
export const formInsertSchema = z.object({
  default: z._default(z.int(), 26),
  deal: z._default(z.int(), 29),
  event: z._default(z.int(), 28),
  phone: z._default(z.int(), 66),
  vendorContact: z._default(z.int(), 53),
});

/**
 * The site configuration the PHP page writes once, as
 * `<script type="application/json" data-site-config>{…}</script>`. Every field has a default,
 * so a page that writes nothing still works.
 */
/**
 * The site config, parsed at every page's first widget. Keys only lazy modules read are kept as
 * they came (a loose object) and parsed by those modules (config-keys.ts): their checks then
 * stay out of the chunk every page loads.
 */
export const siteConfigSchema = z.looseObject({
  country: z._default(countrySchema, 'US'),
  /**
   * The page's tracked section (spec §2 "Tracked sections"), its "reduced" URL: every form
   * tracking, analytics event and pixel of the page carries it. '' when the page names none.
   */
  reduced: z._default(z.string(), ''),
  /** Base URL of the PHP endpoints: '' for same origin, or another origin (credentials are sent). */
  endpointBase: z._default(z.string(), ''),
  formInsert: z._default(formInsertSchema, formInsertSchema.parse({})),
  features: z._default(z.record(z.string(), z.boolean()), {}),
  /** Other hosts a server answer may send the page to (e.g. the guest app's site); see safe-redirect.ts. */
  redirectHosts: z._default(z.array(z.string()), []),
  // Also, parsed by the lazy modules that read them (config-keys.ts): `pusher` (realtime.ts),
  // `storageHub` (cross-storage.ts), `expertAdviceScheduler` (src/flows/expert-advice).
  /** Where the header's links go (server paths). */
  urls: z._default(
    z.object({
      inbox: z._default(z.string(), '/inbox'),
      favourites: z._default(z.string(), '/tools/Vendors'),
      login: z._default(z.string(), '/users-login.php'),
      signup: z._default(z.string(), '/users-signup.php'),
    }),
    { inbox: '/inbox', favourites: '/tools/Vendors', login: '/users-login.php', signup: '/users-signup.php' },
  ),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

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
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) console.error('[widgets] The site config is invalid; using defaults.', z.prettifyError(parsed.error));
  cached = parsed.success ? parsed.data : siteConfigSchema.parse({});
  return cached;
}

/** Forgets the cached config (tests, and pages that rewrite it). */
export function resetSiteConfig(): void {
  cached = undefined;
}
