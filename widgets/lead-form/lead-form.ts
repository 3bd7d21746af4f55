import { mailDomainCheck } from '../../src/ui/form/mail-checks';
import { getSiteConfig } from '../../src/lib/config';
import { sanitizeHtml } from '../../src/lib/safe-html';
import { adoptStyles } from '../../src/lib/styles';
import { enhanceForm, type FormKit } from '../../src/ui/form/form-kit';
import tokensCss from '../../src/ui/tokens.css?inline';
import css from './lead-form.css?inline';
import { keepDraft } from './draft';
import { sendLeadAnalytics } from './lead-analytics';
import { attachVenueSuggest, forgetCustomDate, watchEventDate, watchKnownMail, watchRole } from './lead-fields';
import { attachMessageEdit } from './message-edit';
import { leadMessages as m } from './messages';
import { withChunk } from './step-chunk';
import { leadRules } from './rules';
import { readyNativeSend, sendLead, sendsNatively } from './send-lead';

/** Spec §2 tracked sections: the lead form variants. */
export type LeadFormVariant = 'main' | 'half' | 'coupon' | 'event' | 'vlist' | 'web-frame';

export interface LeadFormOptions {
  /** In a modal the lead always goes by ajax (spec §4). */
  inModal?: boolean;
  /** Which lead form this is (its tracked section 'lead form {variant}'); 'main' by default. */
  variant?: LeadFormVariant;
}

/** A field's number (the first of that name, as FormData reads it), read without building the whole form's FormData. */
function numberField(form: HTMLFormElement, name: string): number | undefined {
  const named = form.elements.namedItem(name);
  const field = named instanceof RadioNodeList ? named[0] : named;
  const value = Number.parseInt(field instanceof HTMLInputElement && !field.disabled ? field.value : '', 10);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The conversion pixel of a sent lead, cleaned (an <img>, nothing that runs). When DOMPurify
 * cannot load (twice) the pixel is left out: the lead went, nobody waits for it.
 */
async function insertTracking(html: string): Promise<void> {
  if (!html) return;
  try {
    const holder = document.createElement('div');
    holder.hidden = true;
    holder.append(await sanitizeHtml(html));
    document.body.append(holder);
  } catch (error) {
    console.error('[widgets] Widget "lead-form": the lead\'s tracking HTML could not be inserted.', error);
  }
}

/** Replaces the sent form by a note that says so, announced; returns the note. */
function showSent(form: HTMLFormElement): HTMLElement {
  const note = document.createElement('p');
  note.className = 'lead-form__sent';
  note.setAttribute('role', 'status');
  note.textContent = m.sent;
  form.hidden = true;
  form.before(note);
  return note;
}

/**
 * Spec §4 lead form flow on a server lead form: the fields that depend on the e-mail check,
 * the role and the date mode; the rules of §5 with the form kit; a draft kept until sent; then
 * the lead by ajax (or natively on a phone outside a modal) and its next step.
 */
export function enhanceLeadForm(form: HTMLFormElement, options: LeadFormOptions = {}): () => void {
  adoptStyles(['ui-tokens', tokensCss], ['leads-lead-form', css]);
  const variant = options.variant ?? 'main';
  const vendorId = numberField(form, 'id_empresa') ?? 0;
  const draft = keepDraft(form, String(vendorId));
  const knownMail = watchKnownMail(form);
  // Spec §4: the submit waits for the e-mail check before the rules run; role and region depend on it.
  const waitForMailCheck = async () => {
    await knownMail.settled();
    return undefined;
  };
  const stops = [watchRole(form), watchEventDate(form), attachVenueSuggest(form), knownMail.stop];
  // The modal's half form shows the prepared message as text, with Edit and Cancel; the page
  // forms (the main one, the website frame's) show it as a field.
  if (variant !== 'main' && variant !== 'web-frame') stops.push(attachMessageEdit(form));
  const categoryId = Number(form.dataset.categoryId) || 0;
  let kit: FormKit | undefined;
  kit = enhanceForm(form, {
    rules: leadRules(getSiteConfig().country, [waitForMailCheck, mailDomainCheck('Mail')]),
    tracking: { idCategory: categoryId, name: `lead form ${variant}` },
    async submit() {
      forgetCustomDate();
      if (sendsNatively(options.inModal ?? false)) {
        draft.clear();
        kit?.destroy();
        readyNativeSend(form);
        form.submit();
        return { ok: true };
      }
      const { outcome, answer } = await sendLead(form);
      if (!answer) return outcome;
      draft.clear();
      sendLeadAnalytics(form, vendorId);
      void insertTracking(answer.trackingHtml);
      const note = showSent(form);
      const data = new FormData(form);
      const step = answer.nextStep;
      const lead = { place: note, vendorId, promotionId: numberField(form, 'id_promocion'), name: String(data.get('Nombre') ?? ''), mail: String(data.get('Mail') ?? '') };
      if (step) void withChunk(() => import('./next-step'), lead, () => {}, ({ runNextStep }) => void runNextStep(step, lead));
      return outcome;
    },
  });
  return () => {
    kit?.destroy();
    draft.stop();
    stops.forEach((stop) => stop());
  };
}
