import { messages as m } from './messages';

/** The spec's step names (§2 tracked sections, §4 flow): 1, 2, 2.1, 3, 4, then submit. */
export type StepId = '1' | '2' | '2.1' | '3' | '4';

export interface Step {
  id: StepId;
  title: string;
  /** The server names of the fields this step asks for: what it saves, going back or forward. */
  fields: readonly string[];
}

export const STEPS: readonly Step[] = [
  { id: '1', title: m.businessTitle, fields: ['NombreEmpresa', 'id_sector'] },
  { id: '2', title: m.locationTitle, fields: ['txtStrPoblacion', 'Poblacion', 'Provincia'] },
  { id: '2.1', title: m.addressTitle, fields: ['Direccion', 'CodigoPostal'] },
  { id: '3', title: m.contactTitle, fields: ['NombreContacto', 'Telefono'] },
  { id: '4', title: m.accountTitle, fields: ['Mail', 'Password', 'legal'] },
];

/**
 * Spec §2 tracked sections "vendor sign-up (steps 1, 2, 2.1, 3, 4)": each step is tracked as
 * 'vendor sign-up step <id>'. The spec gives no category id: 103 is ours (beside the account
 * forms' 101 and 102 in src/flows/auth/tracking.ts), to match against the tracking backend.
 */
export const VENDOR_SIGNUP_TRACKING = {
  idCategory: 103,
  name: (id: StepId) => `vendor sign-up step ${id}`,
} as const;

/** What the person typed, by server field name; kept across steps. */
export type Values = Readonly<Record<string, string>>;

/** The step's fields as the form holds them now ('' for an unticked box or an empty field). */
export function readFields(form: HTMLFormElement, step: Step): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    step.fields.map((name) => {
      const value = data.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}
