import * as z from 'zod/mini';
import { jsonValue, readValue, removeValue, writeValue, type StoredValue } from '../../src/lib/stored-value';
import { sessionStore, type SessionState } from '../../src/state/session';

/** The fields a draft keeps: what a person types, not what the server fills or the choices. */
const DRAFT_FIELDS = ['Nombre', 'Telefono', 'Comensales', 'Fecha', 'message'] as const;

/**
 * A draft is kept 7 days after its last change (issue 24): on a shared computer, what one
 * person typed is not filled in for whoever opens the form a week later.
 */
export const DRAFT_DAYS = 7;

const text = z.optional(z.string());
const draftSchema = z.object({
  /** Whose draft it is: `user:<USER_ID>`, `vendor:<EMP_ID>` or `visitor`. */
  owner: z.string(),
  fields: z.object({ Nombre: text, Telefono: text, Comensales: text, Fecha: text, message: text }),
});
type Draft = z.infer<typeof draftSchema>;

/** Kept with its expiry (stored-value.ts): an expired draft is deleted when read. */
const draftValue = (vendorId: string): StoredValue<Draft> => jsonValue('localStorage', `leadDraft:${vendorId}`, DRAFT_DAYS, draftSchema);

/** The person a draft belongs to: the logged-in account (couples and vendors apart), or any visitor. */
function ownerOf(session: SessionState): string {
  if (session.status === 'user' && session.userId) return `user:${session.userId}`;
  if (session.status === 'vendor' && session.vendorId) return `vendor:${session.vendorId}`;
  return 'visitor';
}

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | undefined {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
}

/**
 * Puts the owner's draft back in the form; returns the fields it filled. A draft of someone
 * else, expired or unreadable is deleted. For an account the server's own value wins: the draft
 * fills only fields the server left empty (a visitor's form has no server values of theirs, only
 * the prepared message).
 */
function restore(form: HTMLFormElement, stored: StoredValue<Draft>, owner: string): Map<string, string> {
  const filled = new Map<string, string>();
  const draft = readValue(stored);
  if (draft?.owner !== owner) {
    removeValue(stored);
    return filled;
  }
  for (const name of DRAFT_FIELDS) {
    const field = control(form, name);
    const saved = draft.fields[name];
    if (!field || saved === undefined || field.readOnly) continue;
    // Never over what the person typed before we mounted, nor over what the server filled for an account.
    if (field.value !== field.defaultValue || (owner !== 'visitor' && field.defaultValue !== '')) continue;
    field.value = saved;
    filled.set(name, saved);
  }
  return filled;
}

/**
 * Keeps what a person typed in a vendor's lead form until the lead is sent: a network error, a
 * closed tab or a reload loses nothing. The draft lives in localStorage under the vendor's id,
 * for 7 days, and belongs to the person who typed it: when an account logs in or out on the
 * page, the stored draft is dropped and what it filled in (untouched since) goes with it.
 */
export function keepDraft(form: HTMLFormElement, vendorId: string): { clear: () => void; stop: () => void } {
  const stored = draftValue(vendorId);
  let owner = ownerOf(sessionStore.getState());
  let filled = restore(form, stored, owner);
  const save = () => {
    const fields: Draft['fields'] = {};
    for (const name of DRAFT_FIELDS) {
      const field = control(form, name);
      if (field && field.value !== field.defaultValue) fields[name] = field.value;
    }
    // A refused write (storage full, private mode) leaves the form working, without a draft.
    if (Object.keys(fields).length) writeValue(stored, { owner: ownerOf(sessionStore.getState()), fields });
    else removeValue(stored);
  };
  const unsubscribe = sessionStore.subscribe((session) => {
    if (ownerOf(session) === owner) return;
    owner = ownerOf(session);
    removeValue(stored);
    for (const [name, value] of filled) {
      const field = control(form, name);
      if (field?.value === value) field.value = field.defaultValue;
    }
    filled = new Map();
  });
  form.addEventListener('input', save);
  const stop = () => {
    form.removeEventListener('input', save);
    unsubscribe();
  };
  return {
    clear: () => {
      stop();
      removeValue(stored);
    },
    stop,
  };
}
