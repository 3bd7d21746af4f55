import { mountUiHost } from '../host/mount-host';
import { AlertHost } from './alert-host';
import { alertStore, isAlertActive } from './alert-store';

/**
 * Shows `message` in the page's alert dialog with one Accept button, from any widget or plain
 * code. Returns false, showing nothing, while another alert is active (spec §4: "Alert opens only
 * if no other is active"). The first call mounts the alert host in its own root in document.body.
 *
 * @example
 * if (!showAlert('A user with this email address already exists.')) console.warn('alert busy');
 */
export function showAlert(message: string): boolean {
  if (isAlertActive()) return false;
  alertStore.setState({ message });
  mountUiHost('alert', <AlertHost />);
  return true;
}
