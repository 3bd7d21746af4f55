/**
 * The quick replies' icons (spec §3 quick reply `ICON`), drawn here rather than fetched: the
 * server names one, and a name we do not draw shows the reply's text alone.
 */
const PATHS: Record<string, string> = {
  send: 'M3 20.5 21 12 3 3.5v6.6L15 12 3 13.9z',
  refresh: 'M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.3L13 11h7V4z',
  search: 'M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9',
  calendar: 'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2m0 16H5V10h14z',
};

/** The icon the server named, beside the reply's text (which says what it does): hidden from screen readers. */
export function ReplyIcon({ name }: { name: string | undefined }) {
  const path = name ? PATHS[name] : undefined;
  if (!path) return null;
  return (
    <svg className="chat-reply-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" data-icon={name}>
      <path d={path} fill="currentColor" />
    </svg>
  );
}
