import type * as z from 'zod/mini';

/** How a payload travels to the PHP backend. */
export type BodyEncoding = 'form' | 'multipart' | 'json' | 'query' | 'none';

/** How the answer is read. `lines` is the legacy `a||b||c` text, one record per line. */
export type AnswerFormat =
  | { kind: 'json'; schema: z.core.$ZodType }
  | { kind: 'html' }
  | { kind: 'text'; schema: z.core.$ZodType<string> }
  | { kind: 'lines'; fields: readonly string[]; schema: z.core.$ZodType }
  | { kind: 'none' };

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the spec's section 7, defined once as data. The client (`call`) and the
 * stand-in backend (mocks/) both import it, so they cannot drift.
 */
export interface Endpoint<
  Req extends z.core.$ZodType = z.core.$ZodType,
  Ans extends AnswerFormat = AnswerFormat,
> {
  /** Stable name used in logs and mocks, e.g. `auth.emailDuplicateCheck`. */
  readonly name: string;
  readonly method: HttpMethod;
  /**
   * Path on the PHP site. Where the spec says "path not shown", this is the stand-in's
   * choice; the real path then comes from the server HTML (form action) via `call(…, { path })`.
   */
  readonly path: string;
  readonly encoding: BodyEncoding;
  readonly request: Req;
  readonly answer: Ans;
  /** True when the spec does not show the path; documents that `path` is ours. */
  readonly pathNotShown?: boolean;
}

/** Typed identity helper: keeps literal types of the definition. */
export function defineEndpoint<Req extends z.core.$ZodType, Ans extends AnswerFormat>(
  endpoint: Endpoint<Req, Ans>,
): Endpoint<Req, Ans> {
  return endpoint;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;

export type AnswerOf<E extends Endpoint> = E['answer'] extends { kind: 'json'; schema: infer S extends z.core.$ZodType }
  ? z.output<S>
  : E['answer'] extends { kind: 'lines'; schema: infer S extends z.core.$ZodType }
    ? z.output<S>
    : E['answer'] extends { kind: 'text'; schema: infer S extends z.core.$ZodType }
      ? z.output<S>
      : E['answer'] extends { kind: 'html' }
        ? string
        : undefined;

/** Parses legacy `a||b||c` lines into records keyed by `fields`. Blank lines are skipped. */
export function parseLines(text: string, fields: readonly string[]): Record<string, string>[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const parts = line.split('||');
      return Object.fromEntries(fields.map((field, i) => [field, parts[i]?.trim() ?? '']));
    });
}

/** The reverse of parseLines, for the stand-in backend. */
export function formatLines(records: readonly Record<string, string | number>[], fields: readonly string[]): string {
  return records.map((r) => fields.map((f) => String(r[f] ?? '')).join('||')).join('\n');
}
