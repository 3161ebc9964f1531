import type { FormsCatalogue } from './messages-forms.en.ts';
import { accountZh } from './account.zh.ts';
import { checkoutZh } from './checkout.zh.ts';
import { errorsZh } from './errors.zh.ts';
import { memberZh } from './member.zh.ts';
import { returnsZh } from './returns.zh.ts';

export const formsZh: FormsCatalogue = {
  ...accountZh,
  ...checkoutZh,
  ...errorsZh,
  ...memberZh,
  ...returnsZh,
};
