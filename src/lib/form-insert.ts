import type { FormInsertVariant } from '../api/lead-schemas';
import { BREAKPOINTS } from '../ui/breakpoints';
import { currentApp } from './native-bridge';

// Spec §6: a lead carries its form-insert variant beside its form-insert id as `frmVariant`,
// the name the spec gives a form's variant beside `frmInsert` (§2, the website frame's query).

/**
 * The variant for this page: inside the native app, else by width (under the tablet width:
 * mobile); `-logged` when `loggedIn` (the session as the page knows it, the caller's to say).
 */
export function formInsertVariant(loggedIn: boolean, width: number = window.innerWidth): FormInsertVariant {
  const where = currentApp() ? 'app' : width < BREAKPOINTS.tablet ? 'mobile' : 'desktop';
  return loggedIn ? `${where}-logged` : where;
}
