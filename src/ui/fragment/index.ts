/**
 * A server fragment in a modal, the one primitive (a module of its own, like the form kit, so the
 * pages that only need a modal, a toast or an alert do not carry it): load and clean a fragment,
 * the modal that loads it with a retry, the host roots modals open in, and the link that opens one.
 */
export { FragmentModal, type FragmentModalProps, type FragmentShown } from './fragment-modal';
export { cleanFragment, loadFragment, type FragmentFailure, type FragmentLoader, type FragmentOptions, type FragmentResult, type FragmentSource, type LoadedFragment } from './load-fragment';
export type { LoadStatusMessages } from './load-status';
export { mountUiHost, type MountUiHostOptions, type UiHost } from '../host/mount-host';
export { enhanceModalLink, openModalOnClick, type LinkedModalProps, type ModalLinkOptions } from '../host/modal-link';
