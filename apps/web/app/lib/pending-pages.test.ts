import { describe, expect, it } from 'vitest';
import { isPendingPage } from './pending-pages.ts';

describe('isPendingPage', () => {
  it('shows links to the scalp test now that it is built, in any locale', () => {
    expect(isPendingPage('/diagnostic/start')).toBe(false);
    expect(isPendingPage('/en/diagnostic/start?from=banner')).toBe(false);
    expect(isPendingPage('/cn/diagnostic/start')).toBe(false);
  });

  it('leaves the pages the shop has alone', () => {
    expect(isPendingPage('/collection/big-pi')).toBe(false);
    expect(isPendingPage('/en/collection/big-pi')).toBe(false);
    expect(isPendingPage('/diagnostics-kit')).toBe(false);
    expect(isPendingPage('/big-pi/diagnostic-shampoo')).toBe(false);
  });
});
