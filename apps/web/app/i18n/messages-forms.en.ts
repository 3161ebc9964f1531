// The forms' messages (sign-in and registration, checkout and payment, API errors, the member's account, returns):
// a chunk of their own per locale, loaded by the pages and drawers that show them (i18n/catalogue.ts).
import { accountEn } from './account.en.ts';
import { checkoutEn } from './checkout.en.ts';
import { errorsEn } from './errors.en.ts';
import { memberEn } from './member.en.ts';
import { returnsEn } from './returns.en.ts';

export const formsEn = {
  ...accountEn,
  ...checkoutEn,
  ...errorsEn,
  ...memberEn,
  ...returnsEn,
};

export type FormsCatalogue = Record<keyof typeof formsEn, string>;
