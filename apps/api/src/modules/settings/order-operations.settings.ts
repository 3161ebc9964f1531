// The order operations settings (return window, payment tolerance per currency): read, and written with its audit
// row in one transaction.
import { eq } from 'drizzle-orm';
import type { OrderOperationsSettings } from '@shop/core/contract/admin-settings';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import { readStoredSettings, SETTING_KEYS } from './settings.values.ts';

export function createOrderOperationsSettings(db: Db) {
  return {
    async get(): Promise<OrderOperationsSettings> {
      return readStoredSettings(await db.select().from(settings)).orderOperations;
    },
    async set(actor: AuditActor, value: OrderOperationsSettings): Promise<OrderOperationsSettings> {
      return db.transaction(async (tx) => {
        const before = readStoredSettings(
          await tx.select().from(settings).where(eq(settings.key, SETTING_KEYS.orderOperations)),
        ).orderOperations;
        await tx
          .insert(settings)
          .values({ key: SETTING_KEYS.orderOperations, value })
          .onConflictDoUpdate({ target: settings.key, set: { value } });
        await audit(tx, actor, {
          action: 'settings.order_operations',
          entity: 'settings',
          entityId: SETTING_KEYS.orderOperations,
          before,
          after: value,
        });
        return value;
      });
    },
  };
}
