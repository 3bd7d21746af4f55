import * as z from 'zod/mini';
import { isSafeUrl } from '../../src/lib/safe-url';

const UNSAFE_URL = 'must be an http(s) URL or a site path';

const urlSchema = z.string().check(z.refine(isSafeUrl, { message: UNSAFE_URL }));

/**
 * `widget`: a widget the link wakes, kept on the rendered link (the scanner mounts it when the
 * header renders): 'wedding-date' opens the wedding-date modal in place of the page.
 */
const menuLinkSchema = z.object({ label: z.string().check(z.minLength(1)), url: z.string(), widget: z.optional(z.enum(['wedding-date'])) });
type MenuLink = z.infer<typeof menuLinkSchema>;

const menuEntrySchema = z.extend(menuLinkSchema, { children: z.optional(z.array(menuLinkSchema)) });
type MenuEntry = z.infer<typeof menuEntrySchema>;

/** A menu entry after the unsafe links are dropped: an entry whose own link went keeps its submenu. */
export interface MenuItem {
  label: string;
  url?: string;
  children?: MenuLink[];
}

/** Props the server writes on `<header data-widget="header">` (JSON script and data-* attributes). */
export const headerPropsSchema = z.object({
  menu: z._default(z.pipe(z.array(menuEntrySchema), z.transform(keepSafeLinks)), []),
  homeUrl: z._default(urlSchema, '/'),
  siteName: z._default(z.string().check(z.minLength(1)), 'Everwed'),
  /** The logo image; without it the site name shows as text. */
  logoSrc: z.optional(urlSchema),
});
export type HeaderProps = z.infer<typeof headerPropsSchema>;

/**
 * One bad link in the server's menu (a `javascript:` URL) must not cost the page its whole
 * header: that link is dropped with a console error naming it, and the others stay.
 */
function keepSafeLinks(entries: MenuEntry[]): MenuItem[] {
  return entries.flatMap((entry) => {
    const url = isSafeLink(entry) ? entry.url : undefined;
    const children = entry.children?.filter(isSafeLink);
    if (url === undefined && !children?.length) return [];
    return [{ label: entry.label, ...(url === undefined ? {} : { url }), ...(children ? { children } : {}) }];
  });
}

function isSafeLink(link: MenuLink): boolean {
  if (isSafeUrl(link.url)) return true;
  console.error(`[widgets] Widget "header": menu link "${link.label}" (${link.url}) dropped: its URL ${UNSAFE_URL}.`);
  return false;
}
