import { z } from 'zod';

/** Countries the site runs in; the preview takes them from `?country=`. */
export const countrySchema = z.enum(['US', 'ES', 'BR', 'IN', 'GB', 'IE']);
export type Country = z.infer<typeof countrySchema>;

/** Spec §9: form-insert ids. */
export const formInsertSchema = z.object({
  default: z.number().int().default(26),
  deal: z.number().int().default(29),
  event: z.number().int().default(28),
  phone: z.number().int().default(66),
  vendorContact: z.number().int().default(53),
});

/**
 * Where pusher-js connects. No default: a page without it has no realtime (the preview's
 * pages point it at the stand-in the preview server hosts). Without `host`, pusher-js uses
 * Pusher's own host for the cluster.
 */
export const pusherConfigSchema = z.object({
  key: z.string().min(1),
  host: z.string().min(1).optional(),
  port: z.number().int().positive().optional(),
  forceTLS: z.boolean().default(true),
  cluster: z.string().default('mt1'),
  authEndpoint: z.string().default('/pusher/pusherAuth.php'),
});

/**
 * The site configuration the PHP page writes once, as
 * `<script type="application/json" data-site-config>{…}</script>`. Every field has a default,
 * so a page that writes nothing still works.
 */
export const siteConfigSchema = z.object({
  country: countrySchema.default('US'),
  /** Base URL of the PHP endpoints: '' for same origin, or another origin (credentials are sent). */
  endpointBase: z.string().default(''),
  formInsert: formInsertSchema.default(formInsertSchema.parse({})),
  features: z.record(z.string(), z.boolean()).default({}),
  /** Other hosts a server answer may send the page to (e.g. the guest app's site); see safe-redirect.ts. */
  redirectHosts: z.array(z.string()).default([]),
  /** Realtime (Pusher); absent: realtime is off. */
  pusher: pusherConfigSchema.optional(),
  /** Where the header's links go (server paths). */
  urls: z
    .object({
      inbox: z.string().default('/inbox'),
      favourites: z.string().default('/tools/Vendors'),
      login: z.string().default('/users-login.php'),
      signup: z.string().default('/users-signup.php'),
    })
    .default({ inbox: '/inbox', favourites: '/tools/Vendors', login: '/users-login.php', signup: '/users-signup.php' }),
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
