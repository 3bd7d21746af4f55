import { useId, useRef } from 'react';
import type { VendorTile } from '../../api/vendor-tile';
import { minLength, required, type Rule } from '../../ui/form/rules';
import { useFormKit } from '../../ui/form/use-form-kit';
import { type SubmitOutcome } from '../../ui/form/form-kit';
import type { LeadsToSend } from './requests';
import { messages as m } from './messages';
import { SliderFrame } from './slider-frame';
import type { FormConfiguration } from './requests';
import { VendorTileView } from './vendor-tile';

const VENDORS = 'vendorsEscaparateId[]';

/** Spec §5 "Multi-category form": message (≥ 10 characters), guests when shown, one vendor at least. */
const RULES: Record<string, Rule[]> = {
  Comentario: [required(m.messageTooShort), minLength(10, m.messageTooShort)],
  Comensales: [required(m.guestsRequired)],
  // A checkbox group's value is its first checked box's: '' when none is checked.
  [VENDORS]: [required(m.noVendor)],
};

interface VendorFormProps {
  /** The category shown: its id goes with the form's tracking (spec §3). */
  categoryId: number;
  vendors: VendorTile[];
  config: FormConfiguration;
  isUS: boolean;
  checked: number;
  onCheck: (on: boolean) => void;
  onSend: (leads: Omit<LeadsToSend, 'categoryId'>) => Promise<SubmitOutcome>;
}

function leadsOf(form: HTMLFormElement): Omit<LeadsToSend, 'categoryId'> {
  const data = new FormData(form);
  const guests = data.get('Comensales');
  return {
    storefrontIds: data.getAll(VENDORS).map(Number),
    guests: typeof guests === 'string' ? guests.trim() : undefined,
    message: String(data.get('Comentario') ?? '').trim(),
  };
}

/**
 * The vendor slider with a checkbox a vendor, the selected-vendor counter, the guests (when the
 * configuration asks) and the message, through the form kit: problems under the fields, focus on
 * the first, a failure said in the form's general area with what was typed kept.
 */
export function VendorForm({ categoryId, vendors, config, isUS, checked, onCheck, onSend }: VendorFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  // Spec §2 tracked sections: the multi lead form ('lead form multi', as the lead forms name theirs).
  useFormKit(form, { rules: RULES, submit: async (element) => onSend(leadsOf(element)), tracking: { idCategory: categoryId, name: 'lead form multi' } });
  const action = isUS ? m.requestPricing : m.messageVendor;
  return (
    <form ref={form} className="form" noValidate>
      <fieldset className="field">
        <legend className="field__label">{m.vendorsLabel}</legend>
        <SliderFrame label={m.vendorSliderLabel} changed={vendors} trackClass="pick-list">
          {vendors.map((vendor) => (
            <VendorTileView key={vendor.id} vendor={vendor} idPrefix={`${id}-vendor`} action={action} onCheck={onCheck} />
          ))}
        </SliderFrame>
      </fieldset>
      <p className="mc-counter">{m.selected(checked)}</p>
      {config.showGuests && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-guests`}>
            {m.guests}
          </label>
          <input className="field__input" id={`${id}-guests`} name="Comensales" type="number" min="1" step="1" inputMode="numeric" />
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-message`}>
          {m.message}
        </label>
        <textarea className="field__input field__input--area" id={`${id}-message`} name="Comentario" rows={4} defaultValue={config.defaultMessage} />
      </div>
      <div className="form__error" role="alert" hidden />
      <button type="submit" className="btn btn--primary" disabled={checked <= 0}>
        {isUS ? m.submitUS : m.submit}
      </button>
    </form>
  );
}
