import { CityField } from './city-field';
import { CategoryField, CheckField, TextField } from './fields';
import { messages as m } from './messages';
import type { VendorSignupProps } from './schema';
import type { StepId, Values } from './steps';

interface StepFieldsProps {
  step: StepId;
  /** Prefix of this widget's ids (two sign-ups could share a page). */
  idPrefix: string;
  values: Values;
  country: string;
  props: Pick<VendorSignupProps, 'categories' | 'termsUrl' | 'privacyUrl'>;
}

/** What each step asks for, shown with what the person already typed there. */
export function StepFields({ step, idPrefix: p, values, country, props }: StepFieldsProps) {
  switch (step) {
    case '1':
      return (
        <>
          <TextField id={`${p}-business`} name="NombreEmpresa" label={m.businessName} autoComplete="organization" defaultValue={values.NombreEmpresa} />
          <CategoryField id={`${p}-category`} label={m.category} placeholder={m.categoryPlaceholder} categories={props.categories} defaultValue={values.id_sector} />
        </>
      );
    case '2':
      return <CityField id={`${p}-city`} values={values} country={country} />;
    case '2.1':
      return (
        <>
          <p className="vendor-signup__intro">{m.addressIntro}</p>
          <TextField id={`${p}-street`} name="Direccion" label={m.street} autoComplete="street-address" defaultValue={values.Direccion} />
          <TextField id={`${p}-postal`} name="CodigoPostal" label={m.postalCode} autoComplete="postal-code" defaultValue={values.CodigoPostal} />
        </>
      );
    case '3':
      return (
        <>
          <p className="vendor-signup__intro">{m.contactIntro}</p>
          <TextField id={`${p}-contact`} name="NombreContacto" label={m.contactName} autoComplete="name" defaultValue={values.NombreContacto} />
          <TextField id={`${p}-phone`} name="Telefono" label={m.phone} type="tel" autoComplete="tel" defaultValue={values.Telefono} />
        </>
      );
    case '4':
      return (
        <>
          <TextField id={`${p}-mail`} name="Mail" label={m.mail} type="email" autoComplete="email" defaultValue={values.Mail} />
          <TextField id={`${p}-password`} name="Password" label={m.password} type="password" autoComplete="new-password" hint={m.passwordHint} defaultValue={values.Password} />
          <CheckField id={`${p}-legal`} name="legal" defaultChecked={values.legal === '1'}>
            {m.legalBefore}
            <a href={props.termsUrl}>{m.terms}</a>
            {m.legalBetween}
            <a href={props.privacyUrl}>{m.privacy}</a>
            {m.legalAfter}
          </CheckField>
        </>
      );
  }
}
