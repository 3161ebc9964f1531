// The bank account shown for bank transfers: the back office's (settings row) when set, else config BANK_*.
import { ConfigError, type Config } from '../../config.ts';
import type { PaymentProvider } from '../../providers/payment/payment.provider.ts';
import type { BankAccount } from './settings.values.ts';

const BANK_KEYS = ['BANK_NAME', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NO'] as const;

/**
 * Production must show shoppers a real account: either the owner saved one in the back office or config has all
 * three BANK_* values. Checked once the database is open (config alone cannot know the saved one).
 */
export function bankAccountProblems(config: Config, stored: BankAccount | null): string[] {
  if (config.SHOP_MODE !== 'production' || stored) return [];
  return BANK_KEYS.filter((k) => !config[k]).map(
    (k) =>
      `  ${k}: is required in production unless the bank account is saved in the back office (settings): bank-transfer orders would show the sandbox account`,
  );
}

export function assertBankAccount(config: Config, stored: BankAccount | null) {
  const problems = bankAccountProblems(config, stored);
  if (problems.length)
    throw new ConfigError(`SHOP_MODE=production refuses to start:\n${problems.join('\n')}`);
}

/**
 * The provider as shoppers meet it: a bank-transfer session shows the saved account when there is one. Wraps
 * `initiate` and `describe` only; everything else is the provider's own (prototype chain kept).
 */
export function withShopBankAccount(
  provider: PaymentProvider,
  account: () => Promise<BankAccount | null>,
): PaymentProvider {
  const wrapped = Object.create(provider) as PaymentProvider;
  const swap = async <T extends { bank?: { bank_name: string; account_name: string; account_no: string } }>(
    session: T,
  ): Promise<T> => {
    if (!session.bank) return session;
    const saved = await account();
    return saved ? { ...session, bank: { ...session.bank, ...saved } } : session;
  };
  wrapped.initiate = async (method, ctx) => swap(await provider.initiate.call(wrapped, method, ctx));
  wrapped.describe = async (method, ctx, ref) =>
    swap(await provider.describe.call(wrapped, method, ctx, ref));
  return wrapped;
}
