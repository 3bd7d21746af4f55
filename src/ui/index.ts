/**
 * Shared UI primitives, each wrapped once: modal, a server fragment in a modal, the host roots
 * they open in, alert, toast, tooltip. Each component module imports its own CSS, so Vite ships
 * the styles with the lazy chunk that uses them.
 */
export { Modal, type ModalProps, type ModalVariant } from './modal/modal';
export { FragmentModal, type FragmentModalProps, type FragmentShown } from './fragment/fragment-modal';
export { cleanFragment, loadFragment, type FragmentFailure, type FragmentLoader, type FragmentOptions, type FragmentResult, type FragmentSource, type LoadedFragment } from './fragment/load-fragment';
export type { LoadStatusMessages } from './fragment/load-status';
export { mountUiHost, type MountUiHostOptions, type UiHost } from './host/mount-host';
export { enhanceModalLink, openModalOnClick, type LinkedModalProps, type ModalLinkOptions } from './host/modal-link';
export { canOpenModal, isAnyModalLoading, modalStack, type ModalStackEntry, type ModalStackState } from './modal/modal-stack';
export { showAlert } from './alert/show-alert';
export { isAlertActive } from './alert/alert-store';
export { mountToastRegion, showToast, type ShowToastOptions } from './toast/show-toast';
export { dismissToast, type ToastTone } from './toast/toast-store';
export { Tooltip, type TooltipProps } from './tooltip/tooltip';
export { MODAL_BREAKPOINT_PX, TOAST_DURATION_MS, TOOLTIP_OPEN_DELAY_MS } from './constants';
export { uiMessages } from './messages';
