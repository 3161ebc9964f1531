/** Response types the web client reads: the contract's (packages/core/src/contract), under their former home. */
export type { ProductOut } from '@shop/core/contract/product';
export type { SettingsPayload } from '@shop/core/contract/settings';
