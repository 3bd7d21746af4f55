import { currentApp } from './native-bridge';

/** Spec §9 breakpoints: below the tablet width (768 px) a form is the mobile one. */
const TABLET_PX = 768;

/**
 * Spec §6: where a lead form is shown, each with its logged-in variant. The names are ours (the
 * spec names the variants, not their values); the lead forms send it with their form-insert id.
 */
export type FormInsertVariant = 'desktop' | 'desktop-logged' | 'mobile' | 'mobile-logged' | 'app' | 'app-logged';

/** The variant for this page: inside the native app, else by width; `-logged` with a session. */
export function formInsertVariant(loggedIn: boolean, width: number = window.innerWidth): FormInsertVariant {
  const where = currentApp() ? 'app' : width < TABLET_PX ? 'mobile' : 'desktop';
  return loggedIn ? `${where}-logged` : where;
}
