import { Modal } from '../../src/ui';
import { getSiteConfig } from '../../src/lib/config';
import { messages } from './messages';

/**
 * Until the accounts widgets land, Log in and Sign up open this layer, which leads to the
 * server's own log-in and sign-up pages.
 */
export function AuthPlaceholder({ mode, onClose }: { mode: 'login' | 'signup' | null; onClose: () => void }) {
  const { urls } = getSiteConfig();
  const login = mode !== 'signup';
  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={login ? messages.loginPlaceholderTitle : messages.signupPlaceholderTitle}
    >
      <p>{login ? messages.loginPlaceholderText : messages.signupPlaceholderText}</p>
      <p>
        <a className="btn btn--primary" href={login ? urls.login : urls.signup}>
          {login ? messages.goToLogin : messages.goToSignup}
        </a>
      </p>
    </Modal>
  );
}
