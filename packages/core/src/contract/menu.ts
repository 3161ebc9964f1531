// Navigation menus: the shop's GET /api/v1/menus (resolved for one locale) and the back office's
// GET|PUT /api/v1/admin/menus/{handle} (the whole tree) and GET /api/v1/admin/menus/targets (the link pickers).
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../locales.ts';
import {
  MENU_HANDLES,
  MENU_KINDS,
  MENU_LABEL_MAX,
  MENU_MAX_DEPTH,
  MENU_MAX_ITEMS,
  menuShapeIssues,
  type MenuItem,
} from '../menus.ts';
import { localized } from './common.ts';

const labelText = z.string().trim().max(MENU_LABEL_MAX);

export const menuLabelBody = z.strictObject({
  eng: labelText.default(''),
  chi: labelText.default(''),
  cn: labelText.default(''),
});

const itemFields = {
  /** the editor's (letters, digits, - and _), never shown */
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  label: menuLabelBody,
  kind: z.enum(MENU_KINDS),
  target: z.string().trim().min(1).max(500),
};
// three levels spelled out (a finite schema for the API document): a third-level link has no children
const thirdLevel = z.strictObject({
  ...itemFields,
  children: z.array(z.unknown()).max(0, `at most ${MENU_MAX_DEPTH} levels`).default([]),
});
const secondLevel = z.strictObject({
  ...itemFields,
  children: z.array(thirdLevel).max(MENU_MAX_ITEMS).default([]),
});
/** One link and its children, three levels at most. */
export const menuItemBody = z.strictObject({
  ...itemFields,
  children: z.array(secondLevel).max(MENU_MAX_ITEMS).default([]),
});

/** A whole tree: at most 3 levels and 100 links, each label in English or Chinese, URLs relative or https. */
export const menuItemsBody = z
  .array(menuItemBody)
  .max(MENU_MAX_ITEMS)
  .superRefine((items, ctx) => {
    for (const issue of menuShapeIssues(items as MenuItem[]))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

export const menuHandleParams = z.strictObject({ handle: z.enum(MENU_HANDLES) });

/** PUT /admin/menus/{handle}: the whole tree replaces the saved one. */
export const menuPutBody = z.strictObject({ items: menuItemsBody });
export type MenuPutBody = z.input<typeof menuPutBody>;

const menuItemOut: z.ZodType<MenuItem> = z.object({
  id: z.string(),
  label: localized,
  kind: z.enum(MENU_KINDS),
  target: z.string(),
  get children() {
    return z.array(menuItemOut);
  },
}) as z.ZodType<MenuItem>;

/** What a link's target is, for the editor to show by name: its title, and whether it still exists. */
export const menuTargetOut = z.object({
  kind: z.enum(MENU_KINDS),
  target: z.string(),
  title: localized,
  /** the address it opens (without the locale) */
  path: z.string(),
  /** unpublished, or gone: the shop leaves the link out */
  shown: z.boolean(),
});
export type MenuTargetOut = z.infer<typeof menuTargetOut>;

export const adminMenuOut = z.object({
  handle: z.enum(MENU_HANDLES),
  items: z.array(menuItemOut),
  /** the targets the tree links to (pages, collections, products), by `${kind}:${target}` */
  targets: z.record(z.string(), menuTargetOut),
  updated_at: z.string().nullable(),
});
export type AdminMenuOut = z.infer<typeof adminMenuOut>;

/** GET /admin/menus/targets?kind=&q=: the picker's choices, searched by name. */
export const menuTargetsQuery = z.strictObject({
  kind: z.enum(['page', 'collection', 'product']),
  q: z.string().trim().max(100).default(''),
});
export const menuTargetsOut = z.object({ targets: z.array(menuTargetOut) });
export type MenuTargetsOut = z.infer<typeof menuTargetsOut>;

/** GET /api/v1/menus?locale=: the three menus as that locale shows them. */
export const menusQuery = z.strictObject({ locale: z.enum(SUPPORTED_LOCALES).default('hk') });

export interface ResolvedMenuItemOut {
  id: string;
  label: string;
  href: string;
  external: boolean;
  children: ResolvedMenuItemOut[];
}
const resolvedItemOut: z.ZodType<ResolvedMenuItemOut> = z.object({
  id: z.string(),
  label: z.string(),
  href: z.string(),
  external: z.boolean(),
  get children() {
    return z.array(resolvedItemOut);
  },
}) as z.ZodType<ResolvedMenuItemOut>;

export const menusOut = z.object({
  locale: z.enum(SUPPORTED_LOCALES),
  header: z.array(resolvedItemOut),
  footer: z.array(resolvedItemOut),
  side: z.array(resolvedItemOut),
});
export type MenusOut = z.infer<typeof menusOut>;
