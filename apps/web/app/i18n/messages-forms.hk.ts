import type { FormsCatalogue } from './messages-forms.en.ts';
import { accountHk } from './account.hk.ts';
import { checkoutHk } from './checkout.hk.ts';
import { errorsHk } from './errors.hk.ts';
import { memberHk } from './member.hk.ts';
import { returnsHk } from './returns.hk.ts';

export const formsHk: FormsCatalogue = {
  ...accountHk,
  ...checkoutHk,
  ...errorsHk,
  ...memberHk,
  ...returnsHk,
};
