import type { RouterContextProvider } from 'react-router';

/** What every account view's loader gets (/account?view=, 2.2-18). */
export interface ViewLoadArgs {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}
export interface ViewActArgs {
  context: Readonly<RouterContextProvider>;
  request: Request;
  form: FormData;
}

/**
 * A page-form write's answer. `error` is the form's message and `field` the field at fault (the shared contract);
 * `fields` carries every field's message when a form has several, `values` echoes what was typed back into the form.
 */
export interface ViewResult {
  ok: boolean;
  error?: string;
  field?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  /** a success message shown above the form */
  notice?: string;
  /** HTTP status for a refused write (400 unless told) */
  status?: number;
  /** cookies the API set (a bag created by buy again, a closed account's signed-out session) */
  setCookie?: string[];
  /** where the page goes after the write (the shell answers a redirect) */
  redirect?: string;
  /** anything else a view shows after its write (buy again's unavailable lines) */
  extra?: unknown;
}
