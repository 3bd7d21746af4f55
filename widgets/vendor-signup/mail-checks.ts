import { mailDomainCheck, mailDuplicateCheck } from '../../src/ui/form/mail-checks';
import { openAuth } from '../../src/state/account';
import { messages as m } from './messages';

// The account step's server checks, the user sign-up's own (src/ui/form/mail-checks.ts).

/** Result 0 is a bad domain; its suggestion is offered, and choosing it fills the field. */
export const domainCheck = mailDomainCheck('Mail');

/**
 * An address already registered is refused with the spec's message. The user sign-up, itself a
 * layer, switches to the log-in layer; here the person is four steps in, so the log-in layer
 * (with the message and the address) opens only when they choose it.
 */
export const duplicateCheck = mailDuplicateCheck((message, mail) => ({ message, action: { label: m.logIn, run: () => openLogIn(message, mail) } }));

/** The page's log-in layer, with the message and the address (the server's log-in page if its code cannot load). */
function openLogIn(message: string, mail: string): void {
  void openAuth({ mode: 'login', message, mail, tracking: 'vendor sign-up step 4' });
}
