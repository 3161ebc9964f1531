import { parseValidationMessage } from '@shop/core/validation';
import { formatMessage, type Params } from '../i18n/format.ts';

/** A template lookup that formats a catalogue key, or gives undefined when the catalogue lacks the key. */
export type Translate = (key: string, params: Params) => string | undefined;

export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Every error of a form: the de-duplicated list shown in the summary and the first error of each field. */
export interface FormErrors {
  list: string[];
  fields: Record<string, string>;
  /** the server refused for too many attempts (429): the summary says so instead of "check the fields" */
  limited?: boolean;
}

export const NO_ERRORS: FormErrors = { list: [], fields: {} };

/** Translates a core validation message ('validation.min_length:8') into a sentence prefixed with the field label. */
export function validationText(message: string, label: string, translate: Translate): string {
  const { key, params } = parseValidationMessage(message);
  const p = { field: label, n: params.n ?? '' };
  return translate(key, p) ?? translate('validation.generic', p) ?? key;
}

/** All issues of a failed parse, translated, prefixed with their field's label and de-duplicated (2.5-05, 5-09). */
export function collectErrors(
  issues: readonly FieldIssue[],
  labelOf: (field: string) => string,
  translate: Translate,
): FormErrors {
  const out: FormErrors = { list: [], fields: {} };
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    const text = validationText(issue.message, field ? labelOf(field) : '', translate);
    addError(out, field, text);
  }
  return out;
}

export function addError(errors: FormErrors, field: string, text: string): FormErrors {
  if (!errors.list.includes(text)) errors.list.push(text);
  if (field && !(field in errors.fields)) errors.fields[field] = text;
  return errors;
}

export function mergeErrors(...all: FormErrors[]): FormErrors {
  const out: FormErrors = { list: [], fields: {} };
  for (const e of all) {
    if (e.limited) out.limited = true;
    for (const text of e.list) if (!out.list.includes(text)) out.list.push(text);
    for (const [f, text] of Object.entries(e.fields)) if (!(f in out.fields)) out.fields[f] = text;
  }
  return out;
}

/** A Translate over a plain catalogue object (server side, or tests). */
export function catalogueTranslate(messages: Readonly<Record<string, string>>, intl?: string): Translate {
  return (key, params) => {
    const template = messages[key];
    return template === undefined ? undefined : formatMessage(template, params, intl);
  };
}
