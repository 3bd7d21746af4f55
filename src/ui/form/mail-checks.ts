import { emailDomainCheck, emailDuplicateCheck } from '../../api/accounts';
import { call, type CallOptions } from '../../api/call';
import type { Rule, RuleResult } from './rules';
import { uiMessages as m } from '../messages';

// The server's e-mail checks (spec §5) as form-kit rules, for every form that asks for an
// address (sign-up, vendor sign-up, lead forms). Put them after the field's local rules. A check
// that fails to answer is no reason to refuse: the server checks the address again on submit.
// `timeoutMs` bounds how long a check may hold the submit (the client's 15 s unless given).

/** How long a check may take (`timeoutMs`); the client's default unless given. */
export type MailCheckOptions = Pick<CallOptions, 'timeoutMs'>;

/** Result 0 is a bad domain: 'Check that the email is correct.' with its suggestion, which fills the field `name` when chosen. */
export function mailDomainCheck(name = 'Mail', options: MailCheckOptions = {}): Rule {
  return async (value, form) => {
    const result = await call(emailDomainCheck, { mail: value.trim(), isJsArchitectureEnabled: 1 }, options);
    if (!result.ok || result.data.result !== 0) return undefined;
    const { suggestion } = result.data;
    if (!suggestion) return m.mailInvalid;
    const fill = () => {
      const input = form.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement)) return;
      input.value = suggestion;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.focus();
    };
    return { message: m.mailInvalid, action: { label: suggestion, run: fill } };
  };
}

/**
 * An address already registered: the spec's message (with the guest-app suffix when it was
 * registered there), handed to `onDuplicate`, which says how the form shows it.
 */
export function mailDuplicateCheck(onDuplicate: (message: string, mail: string) => RuleResult, options: MailCheckOptions = {}): Rule {
  return async (value) => {
    const mail = value.trim();
    const result = await call(emailDuplicateCheck, { mail, isResponsive: 1 }, options);
    if (!result.ok || !result.data.isDuplicated) return undefined;
    return onDuplicate(m.mailDuplicate(mail) + (result.data.isRegisteredFromWedshoots ? m.mailGuestAppSuffix : ''), mail);
  };
}
