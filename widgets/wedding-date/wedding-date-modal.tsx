import { weddingDateModal } from '../../src/api/vendor-manager';
import { FragmentModal, type FragmentShown } from '../../src/ui/fragment/fragment-modal';
import { loadFragment, type FragmentLoader } from '../../src/ui/fragment/load-fragment';
import { type LinkedModalProps } from '../../src/ui/host/modal-link';
import { enhanceWeddingDateForm, type WeddingDateFormOptions } from './date-form';
import { messages as m } from './messages';

/**
 * Spec §7 GET /tools/WeddingDate?isResponsive=1: the server's wedding-date form, cleaned (no
 * script, handler or action survives); of use only with its date field.
 */
const loadForm: FragmentLoader = (signal) => loadFragment(weddingDateModal, { isResponsive: 1 }, { signal, forms: true, require: 'form [name="date"]' });

export type WeddingDateModalProps = LinkedModalProps & WeddingDateFormOptions;

/**
 * The wedding-date modal (spec §2): the server's form, fetched when it opens, cleaned and
 * checked by the form kit; a loading state, and a failure that offers a retry or the page.
 * Escape closes it and focus goes back to the link.
 */
export function WeddingDateModal({ ensureAccount, onSaved, ...props }: WeddingDateModalProps) {
  const enhance: FragmentShown = (container) => {
    const form = container.querySelector('form');
    if (!form) return undefined;
    // The cleaner drops the action: should the kit ever let a submit through, it goes nowhere else.
    form.method = 'get';
    const kit = enhanceWeddingDateForm(form, { ensureAccount, onSaved });
    return () => kit.destroy();
  };
  return <FragmentModal {...props} title={m.title} source={loadForm} messages={m} onShow={enhance} />;
}
