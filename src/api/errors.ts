import type * as z from 'zod/mini';

/** Every way a call can fail, as data: callers switch on `kind`, nothing is thrown. */
export type ApiError =
  | { kind: 'http'; endpoint: string; status: number; statusText: string; message: string }
  | { kind: 'network'; endpoint: string; message: string }
  | { kind: 'timeout'; endpoint: string; timeoutMs: number; message: string }
  | { kind: 'aborted'; endpoint: string; message: string }
  | { kind: 'invalid-request'; endpoint: string; issues: z.core.$ZodIssue[]; message: string }
  | { kind: 'invalid-answer'; endpoint: string; issues: z.core.$ZodIssue[]; message: string };

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError };

export type ApiErrorKind = ApiError['kind'];
