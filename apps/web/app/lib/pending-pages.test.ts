import { describe, expect, it } from 'vitest';
import { isPendingPage } from './pending-pages.ts';

describe('isPendingPage', () => {
  it('knows the scalp test is not built yet, in any locale', () => {
    expect(isPendingPage('/diagnostic/start')).toBe(true);
    expect(isPendingPage('/diagnostic')).toBe(true);
    expect(isPendingPage('/en/diagnostic/start?from=banner')).toBe(true);
    expect(isPendingPage('/cn/diagnostic/start')).toBe(true);
  });

  it('leaves the pages the shop has alone', () => {
    expect(isPendingPage('/collection/big-pi')).toBe(false);
    expect(isPendingPage('/en/collection/big-pi')).toBe(false);
    expect(isPendingPage('/diagnostics-kit')).toBe(false);
    expect(isPendingPage('/big-pi/diagnostic-shampoo')).toBe(false);
  });
});
