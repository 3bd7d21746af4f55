import { useId, useState } from 'react';
import type { SearchOption } from './suggestions';
import { useFocusOnMount } from './use-focus-on-mount';
import { call } from '../../src/api/call';
import { suggestCategories } from '../../src/api/searcher';
import { safeRedirectUrl } from '../../src/lib/safe-redirect';
import type { LastSearch } from '../../src/lib/stored-values';
import { phoneMessages as m } from './messages';
import { categoryOptions, searchTerm } from './suggestions';
import { useAnswer } from './use-answer';

/** What the person searches for: a category (with the form fields it sets) or words. */
export interface WhatChoice {
  label: string;
  fields: Record<string, string>;
}

export interface WhatStepProps {
  initialText: string;
  /** The form's fields sent with each suggest call (spec §7 'form fields plus searchText'). */
  formFields: () => Record<string, string>;
  lastSearches: readonly LastSearch[];
  /** Debounce of the suggest calls (spec §9: 600 ms). */
  debounceMs: number;
  onChoose: (what: WhatChoice) => void;
}

/**
 * The modal's first step, 'Start your search': the field, the categories (the featured ones
 * before anything is typed) and vendors found by name, and the last searches as links. Enter
 * searches the words typed; a category goes on to 'Where'; a vendor opens its storefront.
 */
export function WhatStep({ initialText, formFields, lastSearches, debounceMs, onChoose }: WhatStepProps) {
  const id = useId();
  const field = useFocusOnMount<HTMLInputElement>();
  const [text, setText] = useState(initialText);
  const term = searchTerm(text);
  const answer = useAnswer(term, debounceMs, (signal) => call(suggestCategories, { ...formFields(), searchText: term }, { signal }));
  const options = answer.data ? categoryOptions(answer.data.data.categories, answer.data.data.vendors) : [];
  const status = answer.failed ? m.unavailable : answer.loading ? '' : m.results(options.length);
  return (
    <div className="phone-searcher__step">
      <form
        className="phone-searcher__field"
        onSubmit={(event) => {
          event.preventDefault();
          onChoose({ label: text.trim(), fields: {} });
        }}
      >
        <label htmlFor={`${id}-what`}>{m.whatLabel}</label>
        <input id={`${id}-what`} type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" enterKeyHint="next" ref={field} aria-describedby={`${id}-status`} />
      </form>
      <output id={`${id}-status`} className={answer.failed ? 'phone-searcher__notice' : 'ui-visually-hidden'}>
        {status}
      </output>
      {options.length > 0 && <OptionList options={options} onChoose={onChoose} />}
      {lastSearches.length > 0 && <LastSearchList searches={lastSearches} />}
    </div>
  );
}

function OptionList({ options, onChoose }: { options: SearchOption[]; onChoose: (what: WhatChoice) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 className="phone-searcher__heading" id={id}>
        {m.categoriesLabel}
      </h3>
      <ul className="phone-searcher__list">
        {options.map((option, index) => (
          <li key={`${option.kind}-${index}`}>
            {option.kind === 'vendor' ? (
              <a className="phone-searcher__option" href={safeRedirectUrl(option.url)}>
                {option.label}
              </a>
            ) : (
              <button type="button" className="phone-searcher__option" onClick={() => onChoose({ label: option.label, fields: option.fields })}>
                {option.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last searches (newest first), each a link to the listing it landed on. */
function LastSearchList({ searches }: { searches: readonly LastSearch[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 className="phone-searcher__heading" id={id}>
        {m.lastSearches}
      </h3>
      <ul className="phone-searcher__list">
        {searches.map((search) => (
          <li key={search.url}>
            <a className="phone-searcher__option" href={search.url}>
              {search.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
