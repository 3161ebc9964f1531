import { describe, expect, it } from 'vitest';
import { otpCountdownSeconds, otpLinkLabel, shouldUseEmailOtp } from './otp.ts';
import {
  detectReviewLang,
  isScriptConversion,
  padSlides,
  reviewAverage,
  reviewHistogram,
  reviewProblem,
  reviewTextLength,
} from './reviews.ts';

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

describe('review rules', () => {
  const ok = { rating: 5, title: 'Lovely', content: 'a'.repeat(20) };
  it('rating must be an integer from 1 to 5', () => {
    for (const rating of [0, 6, 2.5, Number.NaN])
      expect(reviewProblem({ ...ok, rating })?.field).toBe('rating');
    for (const rating of [1, 3, 5]) expect(reviewProblem({ ...ok, rating })).toBeNull();
  });
  it('content is at least 20 characters counted as code points, after trimming', () => {
    expect(reviewProblem({ ...ok, content: 'a'.repeat(19) })).toEqual({
      field: 'content',
      reason: 'too_short',
      min: 20,
    });
    expect(reviewProblem({ ...ok, content: `   ${'a'.repeat(19)}     ` })?.reason).toBe('too_short');
    // 20 Chinese characters are 20 characters; an astral character counts once, not twice
    expect(reviewProblem({ ...ok, content: '好'.repeat(20) })).toBeNull();
    expect(reviewTextLength('𠮷'.repeat(10))).toBe(10);
    expect(reviewProblem({ ...ok, content: '𠮷'.repeat(10) })?.reason).toBe('too_short');
    expect(reviewProblem({ ...ok, content: 'a'.repeat(2001) })?.reason).toBe('too_long');
  });
  it('title at most 100 characters', () => {
    expect(reviewProblem({ ...ok, title: 'x'.repeat(101) })).toEqual({
      field: 'title',
      reason: 'too_long',
      max: 100,
    });
    expect(reviewProblem({ ...ok, title: '' })).toBeNull();
  });
  it('histogram counts each star', () => {
    expect(reviewHistogram([5, 5, 4, 1, 7, 0])).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 });
  });
  it('detects the language by the majority of letters', () => {
    expect(detectReviewLang('This serum is great, 很好')).toBe('en');
    expect(detectReviewLang('用了兩星期，皮膚好滑 very good')).toBe('zh-TW');
    expect(detectReviewLang('用了两星期，皮肤很滑', () => true)).toBe('zh-CN');
    // half and half is no majority; digits and emoji do not vote
    expect(detectReviewLang('ab好好')).toBe('other');
    expect(detectReviewLang('123 !!! 🙂')).toBe('other');
    expect(detectReviewLang('good 123456789 🙂')).toBe('en');
    // the script check sees only the Han letters
    let seen = '';
    detectReviewLang('好a吃', (han) => ((seen = han), false));
    expect(seen).toBe('好吃');
  });
  it('script conversion only between the Chinese scripts', () => {
    expect(isScriptConversion('zh-TW', 'zh-CN')).toBe(true);
    expect(isScriptConversion('en', 'zh-CN')).toBe(false);
    expect(isScriptConversion('zh-TW', 'zh-TW')).toBe(false);
  });
  it('pads slides to 5', () => {
    expect(padSlides([1, 2])).toEqual([1, 2, null, null, null]);
    expect(padSlides([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5]);
  });
});
