import type { Route } from '../../routes/+types/checkout';
import type { FormErrors } from '../../lib/form-errors.ts';
import type { FlagField, TextField } from './checkout-form.ts';
import type { Quote } from './types.ts';

/** What the /checkout page knows once the bag has something in it (the route loader's answer). */
export type PageData = Extract<Route.ComponentProps['loaderData'], { empty: false }>;

/** The form as the shopper sent it, handed back with a failed submit. */
export type Echo = Partial<Record<TextField | FlagField, string | boolean>>;

export interface ActionFailure {
  ok: false;
  errors: FormErrors;
  values: Echo;
  idempotencyKey: string;
  /** the server's summary when its total differs from the one shown (409 totals_changed) */
  quote?: Quote | null;
  totalsChanged?: boolean;
}

/** How a section reads the form: the echoed value or the page's first one, and the error of a field. */
export interface FormView {
  text: (f: TextField) => string;
  flag: (f: FlagField) => boolean;
  err: (f: string) => string | undefined;
}
