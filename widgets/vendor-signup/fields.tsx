import type { HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import type { VendorCategory } from './schema';

// The site's field markup (label, control, hint in a `.field`), where the form kit puts each
// problem. Controls are uncontrolled: what the person typed lives in the DOM while the step is
// shown (the city autocomplete writes there too) and is saved when they go back or on.

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

/** One labelled input, with an optional hint it is described by. */
export function TextField({ id, name, label, defaultValue = '', type = 'text', autoComplete, hint, inputRef, children }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        className="field__input"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-describedby={hintId}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

interface CategoryFieldProps {
  id: string;
  label: string;
  placeholder: string;
  categories: readonly VendorCategory[];
  defaultValue: string | undefined;
}

/** The business's category (spec §3 category ids), a native select. */
export function CategoryField({ id, label, placeholder, categories, defaultValue = '' }: CategoryFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select className="field__input" id={id} name="id_sector" defaultValue={defaultValue}>
        <option value="">{placeholder}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox whose label may hold links (the legal consent). */
export function CheckField({ id, name, defaultChecked, children }: { id: string; name: string; defaultChecked: boolean; children: ReactNode }) {
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" name={name} value="1" defaultChecked={defaultChecked} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
