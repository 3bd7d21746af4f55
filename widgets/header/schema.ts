import { z } from 'zod';
import { isSafeUrl } from '../../src/lib/safe-html';

const urlSchema = z.string().refine(isSafeUrl, { message: 'must be an http(s) URL or a site path' });

const menuLinkSchema = z.object({ label: z.string().min(1), url: urlSchema });

export const menuItemSchema = menuLinkSchema.extend({ children: z.array(menuLinkSchema).optional() });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** Props the server writes on `<header data-widget="header">` (JSON script and data-* attributes). */
export const headerPropsSchema = z.object({
  menu: z.array(menuItemSchema).default([]),
  homeUrl: urlSchema.default('/'),
  siteName: z.string().min(1).default('Everwed'),
  /** The logo image; without it the site name shows as text. */
  logoSrc: urlSchema.optional(),
});
export type HeaderProps = z.infer<typeof headerPropsSchema>;
