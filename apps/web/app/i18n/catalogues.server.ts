import type { Locale } from '@shop/core';
import { cn } from './messages.cn.ts';
import { en, type Catalogue } from './messages.en.ts';
import { formsCn } from './messages-forms.cn.ts';
import { formsEn } from './messages-forms.en.ts';
import { formsHk } from './messages-forms.hk.ts';
import { formsZh } from './messages-forms.zh.ts';
import { hk } from './messages.hk.ts';
import { zh } from './messages.zh.ts';

/** Server-only: every locale's whole catalogue (a key of both parts reads as the base catalogue has it). */
export const CATALOGUES: Record<Locale, Catalogue> = {
  hk: { ...formsHk, ...hk },
  zh: { ...formsZh, ...zh },
  cn: { ...formsCn, ...cn },
  en: { ...formsEn, ...en },
};
