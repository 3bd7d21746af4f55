import type { FormTracking } from '../api/tracking';
import { getSiteConfig } from './config';
import { randomGuid, visitorGuid } from './guid';
import { trackingSender, type AbandonSource, type TrackingSender } from './tracking-sender';

/** Spec §4: the form tracking actions. */
export const FORM_ACTION = { change: 0, shown: 1, submitError: 2, submitSuccess: 3, abandon: 4, click: 5 } as const;

/** A value longer than this is cut in the history: the trackings must fit the unload request. */
export const MAX_TRACKED_VALUE_LENGTH = 200;
/** The history keeps the latest changes only. */
export const MAX_HISTORY = 50;

/** Names of fields whose values are secrets: never tracked, not even by name. */
const SECRET_NAME = /pass|pwd|token|secret|captcha|card|cvv|cvc|iban|ssn/i;

export interface FormTrackingOptions {
  /** The form's tracking category id (lead forms pass their category, spec §3). */
  idCategory: number;
  /** The form's tracked name (spec §2 "Tracked sections": 'lead form main', 'login'…). */
  name: string;
  /** More field names to keep out of the trackings, beside the passwords and tokens. */
  secretFields?: readonly string[];
  sender?: TrackingSender;
}

/**
 * One form's tracking (spec §3, §4). Every event carries the page's GUID, URL, referrer and
 * tracked section, and the history of field changes so far. From the first keystroke an abandon
 * is pending; a success cancels it, and the page's unload sends it.
 */
export interface FormTracker {
  /** Action 1, once: the form was shown to the person. */
  shown(): void;
  /** Action 0: a field changed. Secret fields are ignored. */
  change(field: string, value: string): void;
  /**
   * A keystroke in a field (its `input`), before its change: nothing is sent, but the abandon is
   * pending from the first one, carrying what is typed so far, so a person who closes the tab
   * with the focus still in the field is counted. Secret fields are ignored.
   */
  typing(field: string, value: string): void;
  /** Action 5: the person clicked the form's call to action. */
  click(): void;
  /** Action 2: a submit failed, with the message the person saw. */
  error(message: string): void;
  /** Action 3: the form was sent; cancels the pending abandon. */
  success(): void;
}

export function createFormTracker({ idCategory, name, secretFields = [], sender = trackingSender() }: FormTrackingOptions): FormTracker {
  const history: FormTracking['history'] = [];
  const fields: string[] = [];
  /** What is typed in fields whose change has not come yet: in the abandon only. */
  const typed = new Map<string, string>();
  let wasShown = false;
  const event = (idAction: FormTracking['idAction'], errorMessage?: string, entries = history): FormTracking => ({
    idCategory,
    idAction,
    name,
    extraData: { ...pageData(), ...(errorMessage === undefined ? {} : { errorMessage }) },
    history: entries.map((entry) => ({ ...entry })),
    fields: [...new Set([...fields, ...typed.keys()])],
  });
  const abandon: AbandonSource = () => event(FORM_ACTION.abandon, undefined, [...history, ...[...typed].map(([field, value]) => ({ field, value }))].slice(-MAX_HISTORY));
  const tracked = (field: string) => !!field && !isSecretField(field, secretFields);

  return {
    shown() {
      if (wasShown) return;
      wasShown = true;
      sender.send(event(FORM_ACTION.shown));
    },
    change(field, value) {
      if (!tracked(field)) return;
      typed.delete(field);
      history.push({ field, value: value.slice(0, MAX_TRACKED_VALUE_LENGTH) });
      if (history.length > MAX_HISTORY) history.shift();
      if (!fields.includes(field)) fields.push(field);
      sender.queue(event(FORM_ACTION.change));
      sender.armAbandon(abandon);
    },
    typing(field, value) {
      if (!tracked(field)) return;
      typed.set(field, value.slice(0, MAX_TRACKED_VALUE_LENGTH));
      sender.armAbandon(abandon);
    },
    click: () => sender.send(event(FORM_ACTION.click)),
    error: (message) => sender.send(event(FORM_ACTION.submitError, message)),
    success() {
      sender.cancelAbandon(abandon);
      sender.send(event(FORM_ACTION.submitSuccess));
    },
  };
}

/** Whether a field's value (and name) stays out of the trackings. */
export function isSecretField(field: string, secretFields: readonly string[] = []): boolean {
  return SECRET_NAME.test(field) || secretFields.includes(field);
}

let pageGuid: string | undefined;

/**
 * What every tracking of this page view carries (spec §3 extraData). The visitor's GUID cookie
 * (spec §9) travels with the request: it is written before the first one when the visitor has none.
 */
function pageData() {
  visitorGuid();
  pageGuid ??= randomGuid();
  return { pageGUID: pageGuid, url: location.href, referrer: document.referrer, reduced: getSiteConfig().reduced };
}
