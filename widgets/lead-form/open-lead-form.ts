import type { FragmentLoader } from '../../src/ui/fragment/load-fragment';
import { runFragmentScripts } from './fragment-scripts';
import { requestLeadForm, variantOf, type LeadFormRequest } from './form-request';
import { enhanceLeadForm } from './lead-form';
import { showLeadModal } from './lead-modal';
import { leadMessages as m } from './messages';

/**
 * The lead form modal (spec §2): the server's form layer (`source`: asked for at the click, see
 * form-request.ts), cleaned and inserted, its allowed scripts run, and enhanced like any lead
 * form (always by ajax, being in a modal). Opening another vendor's form, or closing, drops
 * what was loading.
 */
export function openLeadForm(request: LeadFormRequest, source: FragmentLoader = requestLeadForm(request)): void {
  showLeadModal({
    title: m.leadFormTitle,
    source,
    ready(container, loaded) {
      runFragmentScripts(loaded.html);
      const form = container.querySelector('form');
      return form ? enhanceLeadForm(form, { inModal: true, variant: variantOf(request) }) : undefined;
    },
  });
}
