import * as z from 'zod/mini';
import { getSiteConfig } from './config';

/**
 * Site config keys that only lazy modules read (realtime, the storage hub, the expert-advice
 * scheduler). Every page parses the site config (src/lib/config.ts) at its first widget; these
 * keys are kept there as they came and parsed here by their own module's schema when first
 * read, so their checks stay out of the JavaScript every page loads. A bad value is reported
 * and ignored: it costs the page that one feature, never the rest of its config.
 */
export function readConfigKey<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
  const value = getSiteConfig()[key];
  if (value === undefined) return undefined;
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) console.error(`[widgets] The site config’s ${key} is invalid; it is ignored.`, parsed.error.issues);
  return parsed.success ? parsed.data : undefined;
}

function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** An http(s) URL. Not z.httpUrl(): its checks would add to the zod engine every page loads. */
export const httpUrlSchema = z.string().check(z.refine((value) => /^https?:$/.test(urlOf(value)?.protocol ?? ''), 'Expected an http(s) URL'));

/** A serialized origin (`https://www.example.com`, no path or trailing slash): compared by string equality. */
export const originSchema = z.string().check(z.refine((value) => urlOf(value)?.origin === value, 'Expected an origin such as https://www.example.com'));
