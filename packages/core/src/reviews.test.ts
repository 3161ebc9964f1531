import { describe, expect, it } from 'vitest';
import { otpCountdownSeconds, otpLinkLabel, shouldUseEmailOtp } from './otp.ts';
import { reviewAverage } from './reviews.ts';

describe('reviewAverage', () => {
  it('floors to one decimal', () => {
    expect(reviewAverage([])).toBeNull();
    expect(reviewAverage([5, 5, 4])).toBe(4.6); // 4.666…
    expect(reviewAverage([5, 5, 5, 5, 4])).toBe(4.8);
    expect(reviewAverage(Array.from({ length: 24 }, () => 5).concat([4]))).toBe(4.9); // 4.96 never shows 5.0
    expect(reviewAverage([3])).toBe(3);
  });
});

describe('otp flow', () => {
  it('labels, channel and countdowns', () => {
    expect([0, 1, 2, 3].map(otpLinkLabel)).toEqual(['send', 'resend', 'didnt_get_code', 'didnt_get_code']);
    expect(shouldUseEmailOtp(1)).toBe(false);
    expect(shouldUseEmailOtp(2)).toBe(true);
    expect(otpCountdownSeconds('sms')).toBe(60);
    expect(otpCountdownSeconds('email')).toBe(120);
  });
});
