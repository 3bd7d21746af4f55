/** What a modal that loads server HTML says; each widget's messages module holds its words. */
export interface LoadStatusMessages {
  loading: string;
  failed: string;
  retry: string;
  /** The link to the server's own page, offered with a failure when there is a `pageHref`. */
  openPage?: string;
}

/** Props of {@link LoadStatus}. */
export interface LoadStatusProps {
  loading: boolean;
  failed: boolean;
  messages: LoadStatusMessages;
  /** Asks again. */
  onRetry: () => void;
  /** The page the opener goes to without JavaScript: the way through when loading fails. */
  pageHref?: string;
}

/**
 * The loading and failed states of a modal that fetches its content: the loading announced
 * (role status), the failure too (role alert) with a retry and, where the opener is a link to
 * the server's page, that page as the way through.
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
            {pageHref && m.openPage && (
              <a className="btn btn--ghost" href={pageHref}>
                {m.openPage}
              </a>
            )}
          </p>
        </div>
      )}
    </>
  );
}
