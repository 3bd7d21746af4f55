import { isMailList } from '../../src/ui/form/field-checks';
import { minLength, required, satisfies, type Rule } from '../../src/ui/form/rules';
import { isValidCustomDate, isValidEventDate } from './event-date';
import { leadMessages as m } from './messages';

/** Spec §5: Brazil asks for 10 characters of phone, other countries but the US for 6. */
export function phoneMinimum(country: string): number | undefined {
  if (country === 'US') return undefined;
  return country === 'BR' ? 10 : 6;
}

function text(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** The date mode the person chose: an exact date, or a season or month and a year. */
export function dateMode(form: HTMLFormElement): 'exact' | 'range' {
  return text(form, 'dateMode') === 'range' ? 'range' : 'exact';
}

/** Spec §5: e-mail and phone are not checked when the server made them read-only. */
function unlessReadOnly(name: string, rules: Rule[]): Rule[] {
  return rules.map((rule) => (value, form) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement && control.readOnly ? undefined : rule(value, form);
  });
}

/**
 * Spec §5, lead form. Hidden fields (role, region, consent once the e-mail is known) are not
 * checked: the kit skips what a person cannot see.
 */
export function leadRules(country: string, extraMailRules: Rule[] = []): Record<string, Rule[]> {
  const phoneMin = phoneMinimum(country);
  return {
    Nombre: [required(m.name)],
    Mail: unlessReadOnly('Mail', [required(m.mail), satisfies(isMailList, m.mail), ...extraMailRules]),
    Telefono: phoneMin === undefined ? [] : unlessReadOnly('Telefono', [(value) => (value.trim().length >= phoneMin ? undefined : m.phone)]),
    Fecha: [(value, form) => (dateMode(form) === 'exact' && value !== '' && !isValidEventDate(value) ? m.eventDate : undefined)],
    year: [
      (_value, form) => {
        if (dateMode(form) !== 'range') return undefined;
        return isValidCustomDate(text(form, 'season'), text(form, 'month'), text(form, 'year')) ? undefined : m.eventDate;
      },
    ],
    Comensales: [required(m.guests), satisfies((value) => /^\d+$/.test(value.trim()) && Number(value) > 0, m.guests)],
    role: [required(m.role)],
    message: [required(m.message), minLength(10, m.message)],
    legal: [required(m.legal)],
  };
}
