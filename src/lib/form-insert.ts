import { BREAKPOINTS } from '../ui/breakpoints';
import { currentApp } from './native-bridge';

/**
 * Spec §6: where a lead form is shown, each with its logged-in variant. The names are ours (the
 * spec names the variants, not their values); the lead forms send it with their form-insert id.
 */
export type FormInsertVariant = 'desktop' | 'desktop-logged' | 'mobile' | 'mobile-logged' | 'app' | 'app-logged';

/** The variant for this page: inside the native app, else by width (under the tablet width: mobile); `-logged` with a session. */
export function formInsertVariant(loggedIn: boolean, width: number = window.innerWidth): FormInsertVariant {
  const where = currentApp() ? 'app' : width < BREAKPOINTS.tablet ? 'mobile' : 'desktop';
  return loggedIn ? `${where}-logged` : where;
}
