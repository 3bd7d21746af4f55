import { getSiteConfig } from '../../src/lib/config';
import { messages } from './messages';

/**
 * Spec §5: refreshing the chat asks 'Are you sure you want to refresh the chat? All messages will
 * be lost.' unless alerts are disabled: the site config's `features.chatAlertsDisabled` (our name
 * for the spec's switch; a native app's web view, where `confirm` may never answer, sets it).
 */
export function refreshConfirmed(): boolean {
  return getSiteConfig().features.chatAlertsDisabled === true || window.confirm(messages.refreshQuestion);
}
