import * as z from 'zod/mini';
import { call } from '../../src/api/call';
import type { LeadAnswer } from '../../src/api/lead-schemas';
import { leadFormRun } from '../../src/api/leads';
import { getSiteConfig } from '../../src/lib/config';
import { formInsertVariant } from '../../src/lib/form-insert';
import { sitePath } from '../../src/lib/safe-redirect';
import { readValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import { BREAKPOINTS } from '../../src/ui/breakpoints';
import type { SubmitOutcome } from '../../src/ui/form/form-kit';
import { customEventDate } from './event-date';
import { VENUE_ADDED } from './lead-fields';
import { formFields, isHiddenControl } from './lead-payload';
import { dateMode } from './rules';
import { writeSessionTracking } from '../../src/lib/tracking-cookies';
import { sessionStore } from '../../src/state/session';

/** UI-only controls that are not the server's fields. */
const NOT_SENT = new Set(['dateMode', 'venueName', 'leadWithFlexibleDates']);

/** The lead as the server reads it (spec §3), from what the person can see. */
export function leadPayload(form: HTMLFormElement): Record<string, unknown> {
  const fields: Record<string, unknown> = formFields(form, (control) => isHiddenControl(control) || NOT_SENT.has((control as HTMLInputElement).name));
  if (dateMode(form) === 'range') {
    fields.Fecha = customEventDate(String(fields.season ?? ''), String(fields.month ?? ''), String(fields.year ?? ''));
  } else {
    // Spec §5: in exact mode the year and season/month are cleared on submit.
    delete fields.season;
    delete fields.month;
    delete fields.year;
  }
  // A venue added by name ('Add {term}'): its name goes, as it has no id.
  const added = form.querySelector<HTMLInputElement>('input[name="venueName"]');
  if (added?.dataset[VENUE_ADDED] !== undefined && !isHiddenControl(added) && added.value.trim()) fields.venueName = added.value.trim();
  for (const [name, value] of Object.entries(fields)) if (value === '' && name !== 'message') delete fields[name];
  fields.isResponsive = 1;
  return withInsertVariant(fields);
}

/**
 * Spec §6: a lead's form-insert variant, by where the form is and whether someone is logged in
 * as it goes (the session as the page knows it: a log-in on the page counts, a session the
 * server refused does not). A form that carries its own (`frmVariant`, printed by the server)
 * keeps it.
 */
export function withInsertVariant<T extends Record<string, unknown>>(fields: T): T & { frmVariant: unknown } {
  return { ...fields, frmVariant: fields.frmVariant || formInsertVariant(sessionStore.getState().status !== 'anonymous') };
}

/**
 * Spec §4: how the valid lead goes. With no expert-advice cookie and ajaxRequestOnMobile on,
 * always by ajax; otherwise a phone-width page submits natively unless the form is in a modal,
 * and everything else goes by ajax.
 */
export function sendsNatively(inModal: boolean, width = window.innerWidth): boolean {
  const ajaxOnMobile = getSiteConfig().features.ajaxRequestOnMobile === true;
  if (readValue(storedValues.expertAdvice) === undefined && ajaxOnMobile) return false;
  return width < BREAKPOINTS.phone && !inModal;
}

/**
 * Readies a lead the browser sends itself (a phone's native submit): it carries what a lead
 * sent by ajax carries beyond the server's fields, the session's last listing (pt) and the
 * form-insert variant (a hidden field).
 */
export function readyNativeSend(form: HTMLFormElement): void {
  writeSessionTracking();
  // The server's own variant, when the form has one, stays.
  if (form.querySelector('[name="frmVariant"]')) return;
  const variant = form.ownerDocument.createElement('input');
  variant.type = 'hidden';
  variant.name = 'frmVariant';
  variant.value = String(withInsertVariant({}).frmVariant);
  form.append(variant);
}

/** The action path of a server form, when it is a path on this site. */
function actionPath(form: HTMLFormElement): string | undefined {
  return sitePath(form.getAttribute('action'));
}

/**
 * Sends the lead through the contract. Status false (spec §8) ends the sending and shows
 * nothing; a network or server failure keeps everything typed and says so (the form kit).
 */
export async function sendLead(form: HTMLFormElement): Promise<{ outcome: SubmitOutcome; answer?: LeadAnswer }> {
  const parsed = z.safeParse(leadFormRun.request, leadPayload(form));
  if (!parsed.success) {
    console.error('[widgets] The lead form holds fields the contract refuses.', parsed.error.issues);
    return { outcome: { ok: false, error: { kind: 'invalid-request', endpoint: leadFormRun.name, issues: parsed.error.issues, message: parsed.error.message } } };
  }
  // Spec §3 pt: the lead carries the session's last listing.
  writeSessionTracking();
  const result = await call(leadFormRun, parsed.data, { path: actionPath(form) });
  if (!result.ok) return { outcome: { ok: false, error: result.error } };
  if (!result.data.status) return { outcome: { ok: false } };
  return { outcome: { ok: true }, answer: result.data };
}
