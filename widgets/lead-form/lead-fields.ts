import { emailDuplicateCheck } from '../../src/api/accounts';
import { venueSavedCheck, venueSuggest } from '../../src/api/leads';
import { call } from '../../src/api/call';
import { isMailList } from '../../src/ui/form/field-checks';
import { readValue, removeValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import { attachSuggest, setField } from '../../src/ui/city-suggest/suggest';
import { customEventDate } from './event-date';
import { leadMessages as m } from './messages';
import { dateMode } from './rules';

// The lead form's fields that depend on each other (spec §4, §5): what the e-mail check
// reveals, the venue for couples, the date modes and the venue suggest.

const VENUE_SUGGEST_DEBOUNCE_MS = 400;
/** Spec §6: role 4 is "Other": a guest or planner, who is not asked for the couple's venue. */
const OTHER_ROLE = '4';

function byName<T extends Element>(form: HTMLFormElement, name: string): T[] {
  return [...form.querySelectorAll<T>(`[name="${name}"]`)];
}

function wrapper(control: Element | undefined): HTMLElement | null {
  return control?.closest<HTMLElement>('fieldset, .field, .lead-form__legal') ?? null;
}

function setShown(element: HTMLElement | null, shown: boolean): void {
  if (element && element.hidden === shown) element.hidden = !shown;
}

/**
 * Spec §4: an e-mail already known to the site hides the role, region and consent the account
 * already has; an unknown one shows them. Returns a function that resolves once the check of
 * the current address (if any) has answered: the submit waits for it (spec: "waits for the
 * e-mail field to finish loading").
 */
export function watchKnownMail(form: HTMLFormElement): { settled: () => Promise<void>; stop: () => void } {
  const mail = byName<HTMLInputElement>(form, 'Mail')[0];
  const parts = [byName(form, 'role')[0], byName(form, 'region')[0], byName(form, 'legal')[0]].map(wrapper);
  const venue = form.querySelector<HTMLElement>('.lead-form__venue');
  let checked = '';
  let pending: Promise<void> = Promise.resolve();
  const check = () => {
    const value = mail?.value.trim() ?? '';
    if (!mail || mail.readOnly || value === checked || !isMailList(value)) return;
    checked = value;
    pending = call(emailDuplicateCheck, { mail: value, isResponsive: 1 }).then(async (result) => {
      // A failed check shows everything: the server asks for what it needs.
      const known = result.ok && result.data.isDuplicated;
      if (checked !== value) return;
      for (const part of parts) setShown(part, !known);
      // Spec §3 venue-saved check: an account that saved its venue is not asked for it again.
      const saved = known && venue ? await call(venueSavedCheck, { mail: value, isResponsive: 1 }) : undefined;
      if (checked === value && venue) setVenueKnown(venue, saved?.ok === true && !['NOSAVED', 'NOUSER'].includes(saved.data.message));
    });
  };
  mail?.addEventListener('change', check);
  mail?.addEventListener('blur', check);
  return {
    settled: () => {
      check();
      return pending;
    },
    stop: () => {
      mail?.removeEventListener('change', check);
      mail?.removeEventListener('blur', check);
    },
  };
}

/** Marks the venue field as known to the account (hidden whatever the role). */
function setVenueKnown(venue: HTMLElement, known: boolean): void {
  venue.toggleAttribute('data-venue-saved', known);
  setShown(venue, !known && venue.dataset.otherRole === undefined);
}

/** Spec §4: the venue is asked of the couple, not of a guest or planner (role Other). */
export function watchRole(form: HTMLFormElement): () => void {
  const venue = form.querySelector<HTMLElement>('.lead-form__venue');
  const update = () => {
    if (!venue) return;
    venue.toggleAttribute('data-other-role', new FormData(form).get('role') === OTHER_ROLE);
    setShown(venue, venue.dataset.otherRole === undefined && venue.dataset.venueSaved === undefined);
  };
  const roles = byName<HTMLInputElement>(form, 'role');
  for (const role of roles) role.addEventListener('change', update);
  return () => roles.forEach((role) => role.removeEventListener('change', update));
}

/**
 * Spec §5: switching between the exact date and the approximate one resets both; a season and
 * a month exclude each other; once a season or month and a year are chosen, the pb_* cookies
 * remember the choice for the next form (cleared when a lead is sent).
 */
export function watchEventDate(form: HTMLFormElement): () => void {
  const [date] = byName<HTMLInputElement>(form, 'Fecha');
  const [season] = byName<HTMLSelectElement>(form, 'season');
  const [month] = byName<HTMLSelectElement>(form, 'month');
  const [year] = byName<HTMLSelectElement>(form, 'year');
  restoreCustomDate(form, { date, season, month, year });
  const onChange = (event: Event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === 'dateMode') {
      for (const field of [date, season, month, year]) if (field) field.value = '';
      forgetCustomDate();
    }
    if (target === season && season.value && month) month.value = '';
    if (target === month && month.value && season) season.value = '';
    if (target instanceof HTMLInputElement && target.name === 'flexibleEventDate') writeValue(storedValues.flexibleEventDate, target.checked ? '1' : '0');
    if ((target === season || target === month || target === year) && dateMode(form) === 'range') rememberCustomDate(season?.value ?? '', month?.value ?? '', year?.value ?? '');
  };
  form.addEventListener('change', onChange);
  return () => form.removeEventListener('change', onChange);
}

interface DateFields {
  date?: HTMLInputElement;
  season?: HTMLSelectElement;
  month?: HTMLSelectElement;
  year?: HTMLSelectElement;
}

/** The approximate date an earlier form remembered (pb_* cookies) fills a form that has none yet. */
function restoreCustomDate(form: HTMLFormElement, fields: DateFields): void {
  const year = readValue(storedValues.eventYear);
  const month = readValue(storedValues.eventMonth);
  const season = readValue(storedValues.eventSeason);
  const range = form.querySelector<HTMLInputElement>('input[name="dateMode"][value="range"]');
  const untouched = [fields.date, fields.season, fields.month, fields.year].every((field) => !field?.value);
  if (year === undefined || (month === undefined && !season) || !range || !fields.year || !untouched) return;
  if (![...fields.year.options].some((option) => option.value === String(year))) return;
  range.checked = true;
  fields.year.value = String(year);
  if (month !== undefined && fields.month) fields.month.value = String(month).padStart(2, '0');
  else if (season && fields.season) fields.season.value = season;
  const flexible = form.querySelector<HTMLInputElement>('input[name="flexibleEventDate"]');
  if (flexible && readValue(storedValues.flexibleEventDate) === '1') flexible.checked = true;
}

function rememberCustomDate(season: string, month: string, year: string): void {
  const date = customEventDate(season, month, year);
  if (!date) return;
  writeValue(storedValues.eventDate, date);
  writeValue(storedValues.eventYear, Number(year));
  if (month) {
    writeValue(storedValues.eventMonth, Number(month));
    removeValue(storedValues.eventSeason);
  } else {
    writeValue(storedValues.eventSeason, season);
    removeValue(storedValues.eventMonth);
  }
}

/** Spec §4: a valid submit clears the custom date cookies. */
export function forgetCustomDate(): void {
  for (const value of [storedValues.eventDate, storedValues.eventYear, storedValues.eventMonth, storedValues.eventSeason, storedValues.flexibleEventDate]) removeValue(value);
}

interface VenueChoice {
  label: string;
  id: string;
  /** The name typed, when the choice is 'Add {term}' (no venue matched): sent as venueName, with no id. */
  added?: string;
}

/** Marks the venue input whose text is a venue the person added by name (send-lead.ts sends it). */
export const VENUE_ADDED = 'venueAdded';

/** Spec §5/§7: the venue suggest (/utils-SearchEmpresas.php, 400 ms): typing clears the venue id, choosing sets it. */
export function attachVenueSuggest(form: HTMLFormElement): () => void {
  const [input] = byName<HTMLInputElement>(form, 'venueName');
  const [idField] = byName<HTMLInputElement>(form, 'venue');
  if (!input || !idField) return () => {};
  return attachSuggest<VenueChoice>(input, {
    debounceMs: VENUE_SUGGEST_DEBOUNCE_MS,
    minChars: 2,
    listLabel: m.venueList,
    async search(term, signal) {
      const result = await call(venueSuggest, { search: term, json: 1, isResponsive: 1, idSector: 0, soloValidas: 1 }, { signal });
      if (!result.ok) return undefined;
      const venues = result.data.empresas.map((venue): VenueChoice => ({ label: `${venue.nombre} (${venue.descSector})`, id: String(venue.idEmpresa) }));
      // Spec §8: no match offers 'Add {term}', the venue then named as typed.
      return venues.length ? venues : [{ label: m.venueAdd(term.trim()), id: '', added: term.trim() }];
    },
    pick: (choice) => {
      setField(idField, choice.id);
      if (choice.added === undefined) delete input.dataset[VENUE_ADDED];
      else {
        input.value = choice.added;
        input.dataset[VENUE_ADDED] = '';
      }
    },
    typed: () => {
      setField(idField, '');
      delete input.dataset[VENUE_ADDED];
    },
  });
}
