import { countrySelector } from '../../src/api/layers';
import { FragmentModal } from '../../src/ui/fragment/fragment-modal';
import { loadFragment, type FragmentLoader } from '../../src/ui/fragment/load-fragment';
import { type LinkedModalProps } from '../../src/ui/host/modal-link';
import { messages as m } from './messages';

/** Spec §7 GET /country-selector: the server's list, cleaned; of use only with a country's link. */
const loadCountries: FragmentLoader = (signal) => loadFragment(countrySelector, {}, { signal, require: 'a[href]' });

/**
 * The country selector modal (spec §2): the server's list of country sites, fetched when it
 * opens, with a loading state and a failure that offers a retry or the page. Focus goes back to
 * the footer link on close, Escape closes it.
 */
export function CountrySelectorModal(props: LinkedModalProps) {
  return <FragmentModal {...props} title={m.title} source={loadCountries} messages={m} />;
}
