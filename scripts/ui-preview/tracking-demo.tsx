// Preview only: a small form reporting through the form tracking core (src/lib/form-tracking.ts),
// so a front-end developer can watch the trackings the stand-in receives (GET /__mock/trackings).
import { useRef, useState, type FormEvent } from 'react';
import { useFormTracking } from './use-form-tracking';

const EMAIL_MESSAGE = 'Please enter a valid email address.';

export function TrackingDemo() {
  const formRef = useRef<HTMLFormElement>(null);
  const tracking = useFormTracking(formRef, { idCategory: 3, name: 'gallery demo' });
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mail = new FormData(event.currentTarget).get('Mail');
    if (typeof mail !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mail)) {
      setError(EMAIL_MESSAGE);
      tracking.error(EMAIL_MESSAGE);
      return;
    }
    setError('');
    setSent(true);
    tracking.success();
  };
  return (
    <form ref={formRef} className="gallery__demo" aria-label="Tracked demo form" noValidate onSubmit={onSubmit}>
      <p>
        <label htmlFor="demo-name">Name</label> <input id="demo-name" name="Nombre" autoComplete="name" />
      </p>
      <p>
        <label htmlFor="demo-mail">Email</label>{' '}
        <input id="demo-mail" name="Mail" type="email" autoComplete="email" aria-invalid={error ? true : undefined} aria-describedby={error ? 'demo-mail-error' : undefined} />
      </p>
      {error && (
        <p id="demo-mail-error" role="alert">
          {error}
        </p>
      )}
      <p>
        <label htmlFor="demo-password">Password</label> <input id="demo-password" name="Password" type="password" autoComplete="new-password" />
      </p>
      <div className="gallery__controls">
        <button className="btn btn--outline btn--small" type="button" onClick={() => tracking.click()}>
          Check availability
        </button>
        <button className="btn btn--primary btn--small" type="submit">
          Send
        </button>
      </div>
      <output className="gallery__status" aria-live="polite">
        {sent ? 'Sent: the abandon is cancelled.' : 'Not sent yet: leaving the page sends an abandon.'}
      </output>
    </form>
  );
}
