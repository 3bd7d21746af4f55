import { emailDomainCheck, emailDuplicateCheck } from '../../src/api/accounts';
import { call } from '../../src/api/call';
import { getSiteConfig } from '../../src/lib/config';
import type { Rule } from '../../src/ui/form';
import { messages as m } from './messages';

// The account step's server checks, as the user sign-up runs them (spec §5). A check that fails
// to answer is no reason to refuse: the server checks the address again on submit.

/** Result 0 is a bad domain; its suggestion is offered, and choosing it fills the field. */
export const domainCheck: Rule = async (value, form) => {
  const result = await call(emailDomainCheck, { mail: value.trim(), isJsArchitectureEnabled: 1 });
  if (!result.ok || result.data.result !== 0) return undefined;
  const { suggestion } = result.data;
  if (!suggestion) return m.mailInvalid;
  const fill = () => {
    const input = form.elements.namedItem('Mail') as HTMLInputElement;
    input.value = suggestion;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  };
  return { message: m.mailInvalid, action: { label: suggestion, run: fill } };
};

/**
 * An address already registered is refused with the spec's message. The user sign-up, itself a
 * layer, switches to the log-in layer; here the person is four steps in, so the log-in layer
 * (with the message and the address) opens only when they choose it.
 */
export const duplicateCheck: Rule = async (value) => {
  const mail = value.trim();
  const result = await call(emailDuplicateCheck, { mail, isResponsive: 1 });
  if (!result.ok || !result.data.isDuplicated) return undefined;
  const message = m.duplicate(mail) + (result.data.isRegisteredFromWedshoots ? m.guestAppSuffix : '');
  return { message, action: { label: m.logIn, run: () => openLogIn(message, mail) } };
};

/** The page's log-in layer, its code loaded on demand; the server's log-in page if it cannot load. */
function openLogIn(message: string, mail: string): void {
  import('../../src/accounts/open-auth-layer')
    .then(({ openAuthLayer }) => openAuthLayer({ mode: 'login', message, mail, tracking: 'vendor sign-up step 4' }))
    .catch((error: unknown) => {
      console.error('[widgets] The log-in layer could not load; going to the page.', error);
      location.assign(getSiteConfig().urls.login);
    });
}
