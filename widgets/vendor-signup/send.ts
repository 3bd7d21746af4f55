import { vendorSignup } from '../../src/api/accounts';
import { call } from '../../src/api/call';
import type { RequestOf } from '../../src/api/endpoint';
import type { SubmitOutcome } from '../../src/ui/form/form-kit';
import { messages as m } from './messages';
import type { Values } from './steps';

/** Every step's fields under the server's names, trimmed (the password as typed). */
export function payloadOf(values: Values, country: string): RequestOf<typeof vendorSignup> {
  const text = (name: string) => (values[name] ?? '').trim();
  return {
    NombreEmpresa: text('NombreEmpresa'),
    id_sector: text('id_sector'),
    Pais: country,
    txtStrPoblacion: text('txtStrPoblacion'),
    Poblacion: text('Poblacion'),
    Provincia: text('Provincia'),
    Direccion: text('Direccion'),
    CodigoPostal: text('CodigoPostal'),
    NombreContacto: text('NombreContacto'),
    Telefono: text('Telefono'),
    Mail: text('Mail'),
    Password: values.Password ?? '',
    legal: text('legal'),
  };
}

/** The one request of the sign-up, to the page form's action; what the kit shows when it is not a success. */
export async function sendVendorSignup(values: Values, country: string, action: string): Promise<SubmitOutcome> {
  const result = await call(vendorSignup, payloadOf(values, country), { path: action });
  if (!result.ok) return { ok: false, error: result.error };
  if (result.data.status !== 'success') return { ok: false, message: result.data.message ?? m.refused };
  return { ok: true };
}
