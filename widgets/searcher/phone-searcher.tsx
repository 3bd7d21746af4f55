import { Fragment, useState } from 'react';
import { useAdoptedStyles } from '../../src/lib/use-adopted-styles';
import { mountUiHost } from '../../src/ui/host/mount-host';
import { Modal } from '../../src/ui/modal/modal';
import tokensCss from '../../src/ui/tokens.css?inline';
import { lastSearches } from './last-searches';
import { phoneMessages as m } from './messages';
import type { PhoneStart } from './phone';
import css from './phone-searcher.css?inline';
import { CATEGORY_FIELDS, fieldValues, LOCATION_FIELDS, SEARCHER_DEBOUNCE_MS } from './suggestions';
import { WhatStep, type WhatChoice } from './what-step';
import { WhereStep } from './where-step';
import type { PlaceChoice } from './where-tabs-data';

let opened = 0;

/**
 * Opens the phone searcher's full-screen modal over the page, for the server's GET form `form`:
 * a choice there fills the form (its hidden fields, what and where) and submits it, so the search
 * lands where the desktop's does. Each open starts afresh; focus goes back to what had it.
 */
export function openPhoneSearcher(form: HTMLFormElement, start: PhoneStart): void {
  opened += 1;
  const key = opened;
  const render = (open: boolean) => {
    const modal = <PhoneSearcher form={form} start={start} open={open} onOpenChange={render} />;
    mountUiHost('searcher-phone', <Fragment key={key}>{modal}</Fragment>, { again: 'render' });
  };
  render(true);
}

interface PhoneSearcherProps {
  form: HTMLFormElement;
  start: PhoneStart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The form's hidden fields, sent with each suggest call. */
function formFields(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...LOCATION_FIELDS, ...CATEGORY_FIELDS].map((name) => [name, form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '']));
}

/** What the form holds now: the category its hidden fields name, with the words of its field. */
function whatOfForm(form: HTMLFormElement): WhatChoice {
  const value = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  return { label: value('txtStrSearch'), fields: fieldValues(CATEGORY_FIELDS, Object.fromEntries(CATEGORY_FIELDS.map((name) => [name, value(name)]))) };
}

function PhoneSearcher({ form, start, open, onOpenChange }: PhoneSearcherProps) {
  useAdoptedStyles(['ui-tokens', tokensCss], ['searcher-phone', css]);
  const [what, setWhat] = useState<WhatChoice | undefined>(start.step === 'where' ? (start.category ?? whatOfForm(form)) : undefined);
  const [whatText, setWhatText] = useState(start.step === 'what' ? start.text : '');
  const [searching, setSearching] = useState(false);
  const [offered] = useState(lastSearches);
  const search = (where: PlaceChoice) => {
    if (!what) return;
    submitSearch(form, what, where);
    setSearching(true);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={what ? m.whereTitle : m.startTitle} variant="fullscreen" loading={searching} className="phone-searcher">
      {what ? (
        <WhereStep
          what={what}
          initialText={start.step === 'where' ? (start.text ?? '') : ''}
          debounceMs={SEARCHER_DEBOUNCE_MS}
          onBack={() => {
            setWhatText(what.label);
            setWhat(undefined);
          }}
          onSearch={search}
        />
      ) : (
        <WhatStep
          initialText={whatText}
          formFields={() => formFields(form)}
          lastSearches={offered}
          debounceMs={SEARCHER_DEBOUNCE_MS}
          onChoose={setWhat}
        />
      )}
    </Modal>
  );
}

/** Fills the server's form with the choices and submits it: the GET the desktop searcher sends too. */
function submitSearch(form: HTMLFormElement, what: WhatChoice, where: PlaceChoice): void {
  const set = (name: string, value: string) => {
    const field = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (field) field.value = value;
  };
  set('txtStrSearch', what.label);
  set('txtLocalidad', where.label);
  for (const name of CATEGORY_FIELDS) set(name, what.fields[name] ?? '');
  for (const name of LOCATION_FIELDS) set(name, where.fields[name] ?? '');
  form.requestSubmit();
}
