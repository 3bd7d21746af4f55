import * as z from 'zod/mini';
import { call } from '../../src/api/call';
import type { NextStep } from '../../src/api/lead-schemas';
import { showCoupon } from '../../src/api/leads';
import { multiLeadRun } from '../../src/api/multi-category-lead';
import { parseInert } from '../../src/lib/csp';
import { safeRedirectUrl, sameOriginUrl } from '../../src/lib/safe-redirect';
import { cleanFragment, loadFragment, type FragmentSource } from '../../src/ui/fragment/load-fragment';
import { enhanceForm } from '../../src/ui/form/form-kit';
import { minLength, required } from '../../src/ui/form/rules';
import { sendLeadAnalytics } from './lead-analytics';
import { formFields } from './lead-payload';
import { withInsertVariant } from './send-lead';
import { leadMessages as m } from './messages';
import { withChunk, type LeadContext } from './step-chunk';
import { writeSessionTracking } from '../../src/lib/tracking-cookies';

/** Spec §4: the html steps that show a modal (and send its embedded form if it asks to be). */
const HTML_MODAL_STEPS = new Set(['redirect_to_venta_cruzada_after_multi_lead', 'redirect_to_contactar_show_after_cross_sell', 'multi_lead_no_results', 'microsite_thank_you_page', 'redirect_to_url_after_lead']);
const MULTI_LEAD_STEPS = new Set(['multi_lead_modal', 'multi_lead_promo_modal', 'multi_lead_event_modal']);

/**
 * The next steps whose code loads when a lead asks for them. Read at each load, so a test can
 * make one fail as a lost chunk would.
 */
export const nextStepChunks = {
  multiCategory: () => import('./open-multi-category'),
  expertAdvice: () => import('../../src/flows/expert-advice'),
  // The modal (React, the dialog): a storefront's form, enhanced without React, loads it only
  // for a next step that shows one.
  leadModal: () => import('./lead-modal'),
};

type LeadModal = Awaited<ReturnType<typeof nextStepChunks.leadModal>>;

/**
 * Spec §4: what the page does after a lead, by nextStep type. `leaving` runs just before the
 * step shows (the multilead modal closes), not when its code could not load: the person then
 * stays where they were, told so.
 */
export async function runNextStep(step: NextStep | undefined, lead: LeadContext, leaving: () => void = () => {}): Promise<void> {
  if (!step) return;
  if (step.type === 'multi_category_lead_modal') return withChunk(() => nextStepChunks.multiCategory(), lead, leaving, (chunk) => chunk.openMultiCategoryModal(step));
  if (step.type === 'expert_advice_modal') return withChunk(() => nextStepChunks.expertAdvice(), lead, leaving, (chunk) => chunk.openExpertAdvice(step));
  if (step.type === 'redirect_to_url') {
    leaving();
    return location.assign(safeRedirectUrl(step.redirect_url));
  }
  const modal = () => nextStepChunks.leadModal();
  if (step.type === 'promo_modal') return withChunk(modal, lead, leaving, (chunk) => showCouponPage(chunk, lead));
  if (MULTI_LEAD_STEPS.has(step.type)) return withChunk(modal, lead, leaving, (chunk) => void showMultiLead(chunk, step.html ?? '', lead));
  if (HTML_MODAL_STEPS.has(step.type)) return withChunk(modal, lead, leaving, (chunk) => void showHtmlStep(chunk, step.html ?? ''));
  leaving();
}

/**
 * A next step's HTML, cleaned before the modal shows it: what is here already needs no loading
 * state. Should DOMPurify's chunk fail to load, the modal says so and Try again cleans it again.
 */
async function inHand(html: string): Promise<FragmentSource> {
  const cleaned = await cleanFragment(html, { forms: true });
  return cleaned.ok ? cleaned : (signal) => cleanFragment(html, { forms: true, signal });
}

async function showHtmlStep({ showLeadModal }: LeadModal, html: string): Promise<void> {
  const autoSubmit = embeddedFormAction(html);
  showLeadModal({
    title: m.nextStepTitle,
    source: await inHand(html),
    ready(container) {
      const form = container.querySelector<HTMLFormElement>('form[data-submit-on-show]');
      if (form && autoSubmit) {
        form.action = autoSubmit;
        form.method = 'post';
        form.submit();
      }
    },
  });
}

/**
 * The action of the fragment's `form[data-submit-on-show]`, read from the raw answer (the
 * sanitizer drops actions): followed only when it is on this site.
 */
function embeddedFormAction(html: string): string | undefined {
  const form = parseInert(html).querySelector('form[data-submit-on-show]');
  return sameOriginUrl(form?.getAttribute('action'));
}

/** Spec §4 promo_modal: the coupon page (/emp-ShowCupon.php), in the modal. */
function showCouponPage({ showLeadModal }: LeadModal, lead: LeadContext): void {
  const payload = { isJsArchitectureEnabled: 1, id_empresa: lead.vendorId, id_promocion: lead.promotionId, Mail: lead.mail, Nombre: lead.name } as const;
  showLeadModal({ title: m.couponTitle, source: (signal) => loadFragment(showCoupon, payload, { signal, forms: true }) });
}

/** Spec §5 multi-category form: at least ten characters of message, one vendor or more. */
const multiLeadRules = {
  Comentario: [required(m.message), minLength(10, m.message)],
  'vendorsEscaparateId[]': [required(m.pickVendor)],
  Comensales: [required(m.guests)],
};

/** Spec §4 multilead modals: more vendors, pre-checked, sent with one message; then its own next step. */
async function showMultiLead({ showLeadModal, closeLeadModal }: LeadModal, html: string, lead: LeadContext): Promise<void> {
  showLeadModal({
    title: m.nextStepTitle,
    source: await inHand(html),
    ready(container) {
      const form = container.querySelector('form');
      if (!form) return undefined;
      // Spec §2 tracked sections: the multilead form is 'lead form multi', under its category.
      const categoryId = Number(form.querySelector<HTMLInputElement>('input[name="categoryId"]')?.value);
      const kit = enhanceForm(form, {
        rules: multiLeadRules,
        ...(Number.isSafeInteger(categoryId) && categoryId > 0 ? { tracking: { idCategory: categoryId, name: 'lead form multi' } } : {}),
        async submit() {
          const parsed = z.safeParse(multiLeadRun.request, withInsertVariant(formFields(form)));
          if (!parsed.success) return { ok: false, message: m.pickVendor };
          writeSessionTracking();
          const result = await call(multiLeadRun, parsed.data);
          if (!result.ok) return { ok: false, error: result.error };
          // Spec §3: these leads are an analytics event too, with their category and group (the form's data-category-id, data-group-id).
          sendLeadAnalytics(form, 0);
          void runNextStep(result.data.nextStep, { ...lead, place: form }, closeLeadModal);
          return { ok: true };
        },
      });
      return () => kit.destroy();
    },
  });
}
