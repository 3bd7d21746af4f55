import * as z from 'zod/mini';
import { resendVerificationMail } from '../../src/api/accounts';
import { call } from '../../src/api/call';
import { defineEnhancer } from '../../src/boot/define-widget';
import { sitePath } from '../../src/lib/safe-redirect';
import { showToast } from '../../src/ui/toast/show-toast';
import { messages as m } from './messages';

/**
 * The "Resend email" form of the e-mail verification notice. Without JavaScript it posts and the
 * server comes back with the notice; enhanced, it posts through the contract and says 'Email
 * resent!' in a toast, or that it failed, with the button still there to try again. One request
 * at a time: a second click while one is on its way does nothing.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(element) {
    const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
    if (!form) throw new Error('the resend-verification widget needs a <form>');
    const button = form.querySelector<HTMLElement>('button, [type="submit"]');
    let sending = false;
    const setBusy = (busy: boolean) => {
      sending = busy;
      setFlag(form, 'aria-busy', busy);
      // aria-disabled, not disabled: the button keeps focus while the request is on its way.
      if (button) setFlag(button, 'aria-disabled', busy);
    };
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (sending) return;
      setBusy(true);
      const result = await call(resendVerificationMail, {}, { path: actionPath(form) });
      setBusy(false);
      showToast(result.ok ? m.resent : m.failed, { tone: result.ok ? 'success' : 'error' });
    };
    const submit = (event: SubmitEvent) => void onSubmit(event);
    form.addEventListener('submit', submit);
    return () => form.removeEventListener('submit', submit);
  },
});

/** The form's action when it is a path on this site (the spec does not show the endpoint's path). */
function actionPath(form: HTMLFormElement): string | undefined {
  return sitePath(form.getAttribute('action'));
}

function setFlag(element: Element, name: string, on: boolean): void {
  if (on) element.setAttribute(name, 'true');
  else element.removeAttribute(name);
}
