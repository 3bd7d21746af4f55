import { isPrivateRelay, isStrongPassword, mailRules } from '../../src/ui/form/field-checks';
import { getSiteConfig } from '../../src/lib/config';
import { required, satisfies, type Rule } from '../../src/ui/form/rules';
import { domainCheck, duplicateCheck } from './mail-checks';
import { messages as m } from './messages';
import type { StepId } from './steps';

/** Spec §5 phone: Brazil at least 10 characters after trimming, other countries except the US at least 6; the US only asks for one. */
export function phoneRule(country: string): Rule {
  const min = country === 'BR' ? 10 : country === 'US' ? 1 : 6;
  return (value) => (value.trim().length >= min ? undefined : m.phoneInvalid);
}

/** Spec §5 city: a region or a city id, which only choosing from the autocomplete fills. */
const cityChosen: Rule = (_, form) => {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  return value('Poblacion') || value('Provincia') ? undefined : m.cityRequired;
};

/**
 * Each step's rules, checked when the person goes on (the form kit checks the fields in use).
 * The account step runs the user sign-up's rules (spec §5) and then, as it does, the server's
 * domain check and duplicate check.
 */
export function stepRules(step: StepId, country: string): Record<string, Rule[]> {
  switch (step) {
    case '1':
      return { NombreEmpresa: [required(m.businessNameRequired)], id_sector: [required(m.categoryRequired)] };
    case '2':
      return { txtStrPoblacion: [cityChosen] };
    case '2.1':
      return {};
    case '3':
      return { NombreContacto: [required(m.contactNameRequired)], Telefono: [phoneRule(country)] };
    case '4': {
      const allowRelay = getSiteConfig().features.allowPrivateRelayMail === true;
      return {
        Mail: [...mailRules, satisfies((value) => allowRelay || !isPrivateRelay(value), m.mailInvalid), domainCheck, duplicateCheck],
        Password: [required(m.passwordInvalid), satisfies(isStrongPassword, m.passwordInvalid)],
        legal: [required(m.legalRequired)],
      };
    }
  }
}
