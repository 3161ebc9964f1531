import type { Locale } from '@shop/core';
import { cn } from './messages.cn.ts';
import { en, type Catalogue } from './messages.en.ts';
import { hk } from './messages.hk.ts';
import { zh } from './messages.zh.ts';

/** Server-only: the page ships just its own locale's catalogue in loader data. */
export const CATALOGUES: Record<Locale, Catalogue> = { hk, zh, cn, en };
