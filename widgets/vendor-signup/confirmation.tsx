import { useLayoutEffect, useRef } from 'react';
import { messages as m } from './messages';

/** After the sign-up: what happened, focused so it is read out, and where to go next. */
export function Confirmation({ id, business, vendorAreaUrl }: { id: string; business: string; vendorAreaUrl: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className="vendor-signup__done" aria-labelledby={id}>
      <h2 ref={heading} id={id} className="vendor-signup__title" tabIndex={-1}>
        {m.doneTitle}
      </h2>
      <p>{m.doneText(business)}</p>
      <p>{m.doneNext}</p>
      <a className="btn btn--primary" href={vendorAreaUrl}>
        {m.doneLink}
      </a>
    </section>
  );
}
