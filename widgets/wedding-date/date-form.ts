import { call } from '../../src/api/call';
import { weddingDatePattern, weddingDateRun } from '../../src/api/vendor-manager';
import { parseYearMonthDay } from '../../src/lib/dates';
import { enhanceForm, type FormKit } from '../../src/ui/form/form-kit';
import { matches, required, satisfies, type Rule } from '../../src/ui/form/rules';
import { messages as m } from './messages';

/**
 * Spec §5 wedding date: year-month-day (4-digit year, month 1-12 and day 1-31, leading zeros
 * optional), else 'Please select the date of your wedding'. A day the calendar does not have
 * (2027-02-30) gets the same message: the countdown could not count to it.
 */
export const weddingDateRules: Record<string, Rule[]> = {
  date: [required(m.invalidDate), matches(weddingDatePattern, m.invalidDate), satisfies((value) => parseYearMonthDay(value) !== undefined, m.invalidDate)],
};

export interface WeddingDateFormOptions {
  /** Resolves true once there is an account to save the date to (asks for one if need be). */
  ensureAccount: () => Promise<boolean>;
  /** What happens once the date is saved; spec §7: the page reloads. */
  onSaved: () => void;
}

/**
 * The wedding-date form (the modal's or the page's) through the form kit: checked before it is
 * sent, then GET /tools/WeddingDateRun with isResponsive (the form's own field) and the date;
 * a failure keeps what was typed and says so in the form.
 */
export function enhanceWeddingDateForm(form: HTMLFormElement, options: WeddingDateFormOptions): FormKit {
  return enhanceForm(form, {
    rules: weddingDateRules,
    async submit() {
      // Closed the log-in without logging in: nothing is sent, nothing to say.
      if (!(await options.ensureAccount())) return { ok: false };
      const result = await call(weddingDateRun, { isResponsive: isResponsive(form), date: fieldText(form, 'date').trim() });
      if (!result.ok) return { ok: false, error: result.error };
      options.onSaved();
      return { ok: true };
    },
  });
}

function fieldText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** The form's isResponsive field (1 in the modal, 0 on the page), sent as the server wrote it. */
function isResponsive(form: HTMLFormElement): 0 | 1 | undefined {
  const value = fieldText(form, 'isResponsive');
  return value === '1' ? 1 : value === '0' ? 0 : undefined;
}
