import { describe, expect, it } from 'vitest';
import { beforeAfterSubject, renderBeforeAfterArt } from './before-after-art.ts';

describe('before/after art', () => {
  it('is deterministic per sku, differs between before and after, and is a self-contained 4:5 SVG', () => {
    const input = { sku: 'OC-SRM-VC15', categories: ['skin_care', 'face', 'serum'] };
    const before = renderBeforeAfterArt(input, 'before');
    expect(renderBeforeAfterArt(input, 'before')).toBe(before);
    expect(renderBeforeAfterArt(input, 'after')).not.toBe(before);
    expect(before).toMatch(/^<svg [^>]*viewBox="0 0 640 800"/);
    expect(before).not.toMatch(/<text|href=|<script/);
  });

  it('draws a scalp for hair products and skin for the rest', () => {
    expect(beforeAfterSubject(['hair_care', 'scalp_treatment', 'serum'])).toBe('scalp');
    expect(beforeAfterSubject(['skin_care', 'body', 'serum'])).toBe('skin');
    // a fuller head of hair after: more strands drawn
    const strands = (svg: string) => (svg.match(/<path /g) ?? []).length;
    const hair = { sku: 'BP-SRM-ROOT', categories: ['hair_care', 'scalp_treatment'] };
    expect(strands(renderBeforeAfterArt(hair, 'after'))).toBeGreaterThan(
      strands(renderBeforeAfterArt(hair, 'before')),
    );
  });
});
