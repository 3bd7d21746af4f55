// Its own module: the header's props check links with it on every page, without the
// sanitiser's configuration (which loads with the first server HTML to clean).

/** True for http(s), mailto and tel, or a relative path; never another scheme nor a protocol-relative URL. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore tabs, newlines and controls inside a scheme (`java\tscript:`): so do we.
  // oxlint-disable-next-line no-control-regex -- matching controls is the point here
  const url = value.replace(/[\u0000-\u0020]/g, '');
  if (/^[\\/]{2}/.test(url)) return false;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
}
