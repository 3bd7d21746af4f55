import type { Country } from '../lib/config';

/**
 * Spec §2: vendor directory URLs, built per country. Pure: the fixture site builds its links
 * with it and the widgets use it for the pages they send a visitor to.
 * - US: /c/{state}/{city}/{sector}/{id}-vendors.html, the directory home /weddings, ?page=N.
 * - GB/IE: /wedding-venues[/{place}.htm] for venues, /wedding-suppliers/{sector}[/{place}]
 *   otherwise (home /wedding-suppliers), ?page=N.
 * - Others: /{keyword}[/{group}]/{sector}[/{place}], --{page} on the last segment above page 1.
 */
export interface DirectoryTarget {
  /** The category (sector): its id and URL slug. Absent: the directory home. */
  sector?: { id: number; slug: string };
  /** Group segment (keyword countries only). */
  group?: string;
  /** State or region segment (the US's state code; elsewhere the place when there is no city). */
  region?: string;
  /** City segment. */
  city?: string;
  /** 1-based; 1 and below get no page marker. */
  page?: number;
}

/** The venues category (spec §3 category ids: banquet/venue 1). */
export const VENUES_ID = 1;

/** The first path segment of keyword-style countries. */
export const DIRECTORY_KEYWORDS: Partial<Record<Country, string>> = { ES: 'bodas', BR: 'casamentos', IN: 'wedding-vendors' };

const PAGE_QUERY: readonly Country[] = ['US', 'CA', 'GB', 'IE'];

/** A URL segment: lower-case, accent-free, hyphenated ('São Paulo' → 'sao-paulo'). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The directory home (all categories) of a country. */
export function directoryHomePath(country: Country): string {
  if (country === 'US' || country === 'CA') return '/weddings';
  if (country === 'GB' || country === 'IE') return '/wedding-suppliers';
  return `/${DIRECTORY_KEYWORDS[country] ?? 'weddings'}`;
}

/** The path (with ?page= where the country's style uses it) of a directory page. */
export function directoryPath(country: Country, target: DirectoryTarget): string {
  const page = Math.floor(target.page ?? 1);
  const region = segment(target.region);
  const city = segment(target.city);
  const sector = target.sector ? { id: Math.trunc(target.sector.id), slug: segment(target.sector.slug) || 'vendors' } : undefined;
  let path: string;
  if (!sector) path = directoryHomePath(country);
  else if (country === 'US' || country === 'CA') {
    const places = region ? [region, ...(city ? [city] : [])] : [];
    path = `/c/${[...places, sector.slug].join('/')}/${sector.id}-vendors.html`;
  } else if (country === 'GB' || country === 'IE') {
    const place = city || region;
    path = sector.id === VENUES_ID ? `/wedding-venues${place ? `/${place}.htm` : ''}` : `/wedding-suppliers/${sector.slug}${place ? `/${place}` : ''}`;
  } else {
    const group = segment(target.group);
    const place = city || region;
    path = `${directoryHomePath(country)}${group ? `/${group}` : ''}/${sector.slug}${place ? `/${place}` : ''}`;
  }
  if (page <= 1) return path;
  return PAGE_QUERY.includes(country) ? `${path}?page=${page}` : `${path}--${page}`;
}

/**
 * Spec §2: the same directory page at page 1, for the reload after geolocation: the ?page=
 * query and a --{page} suffix go, every other query parameter stays.
 */
export function firstPageUrl(url: URL): URL {
  const next = new URL(url.href);
  next.searchParams.delete('page');
  next.pathname = next.pathname.replace(/--\d+(\/?)$/, '$1');
  return next;
}

function segment(text: string | undefined): string {
  return text ? slugify(text) : '';
}
