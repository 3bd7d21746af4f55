import * as z from 'zod/mini';
import { id } from '../../src/api/id-schema';
import { sitePath } from '../../src/lib/safe-redirect';
import { isSafeUrl } from '../../src/lib/safe-url';

const linkSchema = z.string().check(z.refine(isSafeUrl, { message: 'must be an http(s) URL or a site path' }));

/** The form action: a path of this site, never another origin (the password goes there). */
const actionSchema = z.string().check(z.refine((action) => sitePath(action) !== undefined, { message: 'must be a path of this site' }));

const categorySchema = z.object({
  id,
  name: z.string().check(z.minLength(1)),
});
export type VendorCategory = z.infer<typeof categorySchema>;

/**
 * Props the server writes on `<div data-widget="vendor-signup" data-hydrate="load">` (its JSON script): the
 * categories a business can choose (spec §3 category ids), the form's action (the spec does not
 * show the path), and where the new vendor goes next. The country is the site config's.
 */
export const vendorSignupPropsSchema = z.object({
  categories: z.array(categorySchema).check(z.minLength(1)),
  action: z._default(actionSchema, '/emp-signup-run.php'),
  vendorAreaUrl: z._default(linkSchema, '/inbox'),
  /** The log-in page, for a vendor who already has an account. */
  loginUrl: z._default(linkSchema, '/users-login.php'),
  termsUrl: z._default(linkSchema, '/terms'),
  privacyUrl: z._default(linkSchema, '/privacy'),
});
export type VendorSignupProps = z.infer<typeof vendorSignupPropsSchema>;
