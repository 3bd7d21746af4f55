/** The fields a draft keeps: what a person types, not what the server fills or the choices. */
const DRAFT_FIELDS = ['Nombre', 'Telefono', 'Comensales', 'Fecha', 'message'] as const;

const key = (vendorId: string) => `leadDraft:${vendorId}`;

type Draft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

function read(vendorId: string): Draft {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(vendorId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const draft: Draft = {};
    for (const name of DRAFT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') draft[name] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | undefined {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
}

/**
 * Keeps what a person typed in a vendor's lead form until the lead is sent: a network error, a
 * closed tab or a reload loses nothing. The draft lives in localStorage under the vendor's id;
 * a field the server filled differently (a logged-in couple's name) is not overwritten.
 */
export function keepDraft(form: HTMLFormElement, vendorId: string): { clear: () => void; stop: () => void } {
  const draft = read(vendorId);
  for (const name of DRAFT_FIELDS) {
    const field = control(form, name);
    const saved = draft[name];
    if (!field || saved === undefined || field.readOnly) continue;
    // Only over the server's own value: never over what the person typed before we mounted.
    if (field.value === field.defaultValue) field.value = saved;
  }
  const save = () => {
    const next: Draft = {};
    for (const name of DRAFT_FIELDS) {
      const field = control(form, name);
      if (field && field.value !== field.defaultValue) next[name] = field.value;
    }
    try {
      if (Object.keys(next).length) localStorage.setItem(key(vendorId), JSON.stringify(next));
      else localStorage.removeItem(key(vendorId));
    } catch {
      // Storage full or refused (private mode): the form still works, without a draft.
    }
  };
  form.addEventListener('input', save);
  return {
    clear: () => {
      form.removeEventListener('input', save);
      try {
        localStorage.removeItem(key(vendorId));
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
    stop: () => form.removeEventListener('input', save),
  };
}
