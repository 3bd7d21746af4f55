import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRUSTED_TYPES_POLICY } from '../src/lib/csp';

/** Where the preview collects a strict CSP's violation reports (`report-uri`: one POST per violation, at once, in every engine). */
export const CSP_REPORT_PATH = '/__csp/report';
/** The reports collected so far: GET reads them (JSON), DELETE forgets them. */
export const CSP_REPORTS_PATH = '/__csp/reports';

/** A fresh script nonce for one page: 128 random bits, as CSP Level 3 asks. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The strict CSP a large PHP site runs under (issue 27), with the page's nonce: scripts only
 * from a tag carrying the nonce and what those load ('strict-dynamic'), no plugins, no <base>,
 * and every HTML, script and script-URL sink fed through the bundle's one Trusted Types policy.
 */
export function strictPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'report-sample'`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** What the preview keeps of one violation report. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** The preview's store of violation reports, and its two endpoints. */
export function createCspReports() {
  const reports: CspViolation[] = [];
  return {
    reports,
    /** Answers the two endpoints; false for any other request. */
    async answer(path: string | undefined, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      if (path === CSP_REPORT_PATH && req.method === 'POST') {
        const body = await readBody(req);
        const report = parseReport(body);
        if (report) reports.push(report);
        res.writeHead(204, { 'cache-control': 'no-store' });
        res.end();
        return true;
      }
      if (path === CSP_REPORTS_PATH && (req.method === 'GET' || req.method === 'DELETE')) {
        const body = JSON.stringify(reports);
        if (req.method === 'DELETE') reports.length = 0;
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(body);
        return true;
      }
      return false;
    },
  };
}

/** A `report-uri` body (`{"csp-report": {...}}`), or undefined when it is not one. */
export function parseReport(body: string): CspViolation | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const report = (parsed as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (!report || typeof report !== 'object') return undefined;
  const text = (key: string) => (typeof report[key] === 'string' ? (report[key] as string) : '');
  const line = typeof report['line-number'] === 'number' ? `:${report['line-number']}` : '';
  return {
    page: text('document-uri'),
    directive: text('effective-directive') || text('violated-directive'),
    blocked: text('blocked-uri'),
    sample: text('script-sample'),
    source: text('source-file') + line,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
