// The homepage editor's working copy: the sections as the API gives them, plus new ones not saved yet; the schedule
// typed and shown in Hong Kong time (UTC+8 all year: no daylight saving).
import type {
  AdminHomepageOut,
  AdminSectionOut,
  HomepageSectionKind,
  SectionText,
} from '@shop/core/contract/admin-homepage';

/** Omit over each kind of the union (a plain Omit would merge the kinds). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type Draft = OmitEach<AdminSectionOut, 'id' | 'position'> & { id?: string; key: string };
export type Lookups = Omit<AdminHomepageOut, 'sections'>;

const empty = (): SectionText => ({ eng: '', chi: '', cn: '' });
let seq = 0;
export const newKey = () => `new-${Date.now().toString(36)}-${seq++}`;

export function fromSaved(s: AdminSectionOut): Draft {
  const { position: _p, ...rest } = s;
  return { ...rest, key: s.id } as Draft;
}

export function blank(kind: HomepageSectionKind): Draft {
  const base = { key: newKey(), enabled: true, starts_at: null, ends_at: null };
  switch (kind) {
    case 'hero':
    case 'banner':
      return {
        ...base,
        kind,
        content: {
          title: empty(),
          subtitle: empty(),
          button: empty(),
          image: '',
          alt: empty(),
          link: null,
        },
      };
    case 'product_list':
      return {
        ...base,
        kind,
        content: { title: empty(), product_ids: [], collection: null, list_key: null },
      };
    case 'stories':
      return { ...base, kind, content: { title: empty(), story_ids: [] } };
  }
}

/** The PUT body of one section (the working key left out). */
export function toBody(d: Draft) {
  const { key: _k, ...rest } = d;
  return rest;
}

const HK_OFFSET_MS = 8 * 3600_000;
/** ISO instant → the value of an <input type="datetime-local"> in HK time ('' for none). */
export function toHkInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + HK_OFFSET_MS).toISOString().slice(0, 16);
}
/** An <input type="datetime-local"> value read as HK time → ISO instant with its offset (null for none). */
export function fromHkInput(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+08:00` : null;
}

/** A schedule moment as a person reads it, in HK time. */
export function hkText(iso: string, lang: 'en' | 'hk'): string {
  return new Intl.DateTimeFormat(lang === 'hk' ? 'zh-HK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Hong_Kong',
  }).format(new Date(iso));
}

/** Moves one item of a list from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The section's index named by an API error's field (sections.3.content.image → 3). */
export function sectionOfField(field: string | undefined): number | null {
  const m = field?.match(/^sections\.(\d+)\./);
  return m ? Number(m[1]) : null;
}
