/** What a modal that loads server HTML says while it loads and when it could not. */
export interface LoadStatusProps {
  loading: boolean;
  failed: boolean;
  messages: { loading: string; failed: string; retry: string; openPage: string };
  /** Asks again. */
  onRetry: () => void;
  /** The page the opener goes to without JavaScript: the way through when loading fails. */
  pageHref: string;
}

/**
 * The loading and failed states of a modal that fetches its content (the country selector,
 * the wedding date): announced, with a retry and the plain page as the way through.
 */
export function LoadStatus({ loading, failed, messages: m, onRetry, pageHref }: LoadStatusProps) {
  return (
    <>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a p with role status is announced everywhere; <output> is not */}
      {loading && <p role="status">{m.loading}</p>}
      {failed && (
        <div role="alert">
          <p>{m.failed}</p>
          <p className="actions">
            <button type="button" className="btn btn--primary" onClick={onRetry}>
              {m.retry}
            </button>
            <a className="btn btn--ghost" href={pageHref}>
              {m.openPage}
            </a>
          </p>
        </div>
      )}
    </>
  );
}
