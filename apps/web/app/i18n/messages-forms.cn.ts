import type { FormsCatalogue } from './messages-forms.en.ts';
import { accountCn } from './account.cn.ts';
import { checkoutCn } from './checkout.cn.ts';
import { errorsCn } from './errors.cn.ts';
import { memberCn } from './member.cn.ts';
import { returnsCn } from './returns.cn.ts';

export const formsCn: FormsCatalogue = {
  ...accountCn,
  ...checkoutCn,
  ...errorsCn,
  ...memberCn,
  ...returnsCn,
};
