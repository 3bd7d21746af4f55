import { useEffect, useRef } from 'react';
import { attachCitySuggest } from '../../src/ui/city-suggest/city-suggest';
import { TextField } from './fields';
import { messages as m } from './messages';
import type { Values } from './steps';

/**
 * The city with the site's autocomplete (spec §2 city suggestion): the text the person types,
 * and the city and region ids choosing a suggestion fills, in hidden fields the enhancer owns.
 */
export function CityField({ id, values, country }: { id: string; values: Values; country: string }) {
  const input = useRef<HTMLInputElement>(null);
  const city = useRef<HTMLInputElement>(null);
  const region = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!input.current || !city.current || !region.current) return undefined;
    return attachCitySuggest(input.current, { cityField: city.current, regionField: region.current, country });
  }, [country]);
  return (
    <TextField id={id} name="txtStrPoblacion" label={m.city} hint={m.cityHint} autoComplete="address-level2" defaultValue={values.txtStrPoblacion} inputRef={input}>
      <input ref={city} type="hidden" name="Poblacion" defaultValue={values.Poblacion ?? ''} />
      <input ref={region} type="hidden" name="Provincia" defaultValue={values.Provincia ?? ''} />
    </TextField>
  );
}
