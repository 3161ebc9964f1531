import { describe, expect, it } from 'vitest';
import {
  activeSections,
  homepageSectionInput,
  isSectionActive,
  nextScheduleChange,
  type Schedulable,
} from './homepage-sections.ts';

const t3 = (eng: string) => ({ eng, chi: eng, cn: eng });
const hash = 'b'.repeat(64);
const banner = (over: Record<string, unknown> = {}) => ({
  kind: 'banner',
  content: {
    title: t3('Sale'),
    subtitle: t3(''),
    button: t3('Shop'),
    image: hash,
    alt: t3('A jar'),
    link: { kind: 'path', target: '/collection/sale' },
  },
  ...over,
});
const at = (iso: string) => new Date(iso);
const section = (position: number, over: Partial<Schedulable> = {}): Schedulable => ({
  position,
  enabled: true,
  startsAt: null,
  endsAt: null,
  ...over,
});

describe('homepage section schedule', () => {
  const now = at('2026-11-27T12:00:00Z');

  it('shows an enabled section with no dates, hides a disabled one', () => {
    expect(isSectionActive(section(0), now)).toBe(true);
    expect(isSectionActive(section(0, { enabled: false }), now)).toBe(false);
  });

  it('includes the start and excludes the end', () => {
    expect(isSectionActive(section(0, { startsAt: now }), now)).toBe(true);
    expect(isSectionActive(section(0, { startsAt: at('2026-11-27T12:00:01Z') }), now)).toBe(false);
    expect(isSectionActive(section(0, { endsAt: now }), now)).toBe(false);
    expect(isSectionActive(section(0, { endsAt: at('2026-11-27T12:00:01Z') }), now)).toBe(true);
  });

  it('never shows a section whose end is not after its start', () => {
    const s = section(0, { startsAt: at('2026-11-28T00:00:00Z'), endsAt: at('2026-11-01T00:00:00Z') });
    expect(isSectionActive(s, now)).toBe(false);
  });

  it('keeps the active ones in position order', () => {
    const list = [
      { ...section(2), name: 'c' },
      { ...section(0, { startsAt: at('2026-12-01T00:00:00Z') }), name: 'later' },
      { ...section(1), name: 'b' },
      { ...section(-1), name: 'a' },
    ];
    expect(activeSections(list, now).map((s) => s.name)).toEqual(['a', 'b', 'c']);
  });

  it('names the next start or end after now (the cache lives until then)', () => {
    const list = [
      section(0, { startsAt: at('2026-12-01T00:00:00Z') }),
      section(1, { startsAt: at('2026-11-01T00:00:00Z'), endsAt: at('2026-11-30T00:00:00Z') }),
      section(2, { enabled: false, startsAt: at('2026-11-28T00:00:00Z') }),
    ];
    expect(nextScheduleChange(list, now)).toEqual(at('2026-11-30T00:00:00Z'));
    expect(nextScheduleChange([section(0)], now)).toBeNull();
  });
});

describe('homepage section schema', () => {
  it('accepts a banner with an uploaded picture and a link', () => {
    const parsed = homepageSectionInput.parse(banner());
    expect(parsed).toMatchObject({ enabled: true, starts_at: null, ends_at: null });
  });

  it('refuses a picture that is not an upload, and a link to another site', () => {
    const bad = homepageSectionInput.safeParse(
      banner({
        content: {
          ...banner().content,
          image: 'https://evil.example/x.jpg',
          link: { kind: 'path', target: '//x' },
        },
      }),
    );
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['content.image', 'content.link.target']));
  });

  it('refuses an end before the start, naming ends_at', () => {
    const bad = homepageSectionInput.safeParse(
      banner({ starts_at: '2026-12-02T00:00:00+08:00', ends_at: '2026-12-01T00:00:00+08:00' }),
    );
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['ends_at']);
  });

  it('needs products or a collection in a list, at most 24, each once', () => {
    const list = (content: Record<string, unknown>) =>
      homepageSectionInput.safeParse({ kind: 'product_list', content: { title: t3(''), ...content } });
    expect(list({}).error?.issues[0]?.path).toEqual(['content', 'product_ids']);
    expect(list({ collection: 'big-pi' }).success).toBe(true);
    expect(list({ product_ids: ['p1', 'p1'] }).success).toBe(false);
    expect(list({ product_ids: Array.from({ length: 25 }, (_, i) => `p${i}`) }).success).toBe(false);
    expect(list({ product_ids: Array.from({ length: 24 }, (_, i) => `p${i}`) }).success).toBe(true);
  });

  it('refuses an unknown kind or key', () => {
    expect(homepageSectionInput.safeParse({ ...banner(), kind: 'popup' }).success).toBe(false);
    expect(homepageSectionInput.safeParse({ ...banner(), colour: 'red' }).success).toBe(false);
  });
});
