/** Response types the web client reads (type-only; no runtime import from the web bundle). */
export type { ProductOut } from './modules/product/product.schemas.ts';
export type { SettingsPayload } from './modules/settings/settings.service.ts';
