// Homepage sections: the staff's ordered list (checked against what it names, saved whole, audited, every instance's
// caches dropped) and the storefront's answer, the sections active now, cached until the next schedule boundary.
import { randomUUID } from 'node:crypto';
import {
  activeSections,
  MEDIA_HASH,
  nextScheduleChange,
  type AdminHomepageOut,
  type AdminSectionOut,
  type HomepageOut,
  type HomepageSectionOut,
  type HomepageSectionsBody,
  type SectionLink,
} from '@shop/core/contract/admin-homepage';
import type { Db } from '../../db/client.ts';
import { InvalidError } from '../../lib/errors.ts';
import { presentMedia } from '../media/media.service.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import { homepageRepository, type SectionRow } from './homepage.repository.ts';

/** A drawn banner (a /media/b/ path) has no record: the page reserves a 2:1 box for it. */
const BUILT_IN = { width: 1600, height: 800 };

export interface HomepageDeps {
  db: Db;
  /** the settings, catalogue and guest page caches, on every instance */
  invalidate: () => void;
  /** the clock (tests may pass their own) */
  now?: () => Date;
  /** the longest the storefront answer is kept, even with no schedule boundary ahead */
  cacheMs: number;
}

const toAdmin = (r: SectionRow): AdminSectionOut =>
  ({
    id: r.id,
    kind: r.kind,
    position: r.position,
    enabled: r.enabled,
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
    content: r.content,
  }) as AdminSectionOut;

const schedulable = (r: SectionRow) => ({ ...r, startsAt: r.startsAt, endsAt: r.endsAt });

export function createHomepageService(deps: HomepageDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = homepageRepository(db);
  let cache: { value: Promise<HomepageOut>; until: number } | undefined;

  /** The product paths, collection handles and page handles links resolve to. */
  async function resolveLinks(links: SectionLink[]) {
    const productIds = links.filter((l) => l.kind === 'product').map((l) => l.target);
    const [prods, cols] = await Promise.all([repo.products(productIds), repo.collections()]);
    return (l: SectionLink | null): string | null => {
      if (!l) return null;
      switch (l.kind) {
        case 'path':
          return l.target;
        case 'page':
          return `/pages/${l.target}`;
        case 'collection': {
          const c = cols.find((x) => x.key === l.target);
          return c ? `/collection/${c.handle}` : null;
        }
        case 'product': {
          const p = prods.find((x) => x.id === l.target && !x.archivedAt);
          return p ? `/${p.brandKey.replaceAll('_', '-')}/${p.uniqueUrl}` : null;
        }
      }
    };
  }

  async function loadPublic(at: Date): Promise<HomepageOut> {
    const rows = activeSections((await repo.sections()).map(schedulable), at);
    const contents = rows.map((r) => toAdmin(r));
    const hashes = contents.flatMap((s) =>
      (s.kind === 'hero' || s.kind === 'banner') && MEDIA_HASH.test(s.content.image) ? [s.content.image] : [],
    );
    const productIds = contents.flatMap((s) => (s.kind === 'product_list' ? s.content.product_ids : []));
    const links = contents.flatMap((s) =>
      (s.kind === 'hero' || s.kind === 'banner') && s.content.link ? [s.content.link] : [],
    );
    const [media, prods, href] = await Promise.all([
      repo.media(hashes),
      repo.products(productIds),
      resolveLinks(links),
    ]);
    const sections: HomepageSectionOut[] = [];
    for (const s of contents) {
      if (s.kind === 'hero' || s.kind === 'banner') {
        const c = s.content;
        let image;
        if (MEDIA_HASH.test(c.image)) {
          const m = media.find((x) => x.hash === c.image);
          // until its sizes are made the picture is not served: the banner waits (the job drops this cache)
          if (!m || m.status !== 'ready') continue;
          image = presentMedia(m);
        } else image = { src: c.image, ...BUILT_IN, placeholder: null, alt: null };
        sections.push({
          id: s.id,
          kind: s.kind,
          title: c.title,
          subtitle: c.subtitle,
          button: c.button,
          image: {
            src: image.src,
            width: image.width,
            height: image.height,
            placeholder: image.placeholder,
            alt: c.alt,
          },
          alt: c.alt,
          href: href(c.link),
        });
      } else if (s.kind === 'product_list') {
        const skus = s.content.product_ids
          .map((id) => prods.find((p) => p.id === id && !p.archivedAt)?.sku)
          .filter((x): x is string => !!x);
        const collection = s.content.collection;
        if (!skus.length && !collection) continue;
        sections.push({
          id: s.id,
          kind: 'product_list',
          title: s.content.title,
          list_key: s.content.list_key,
          skus,
          collection,
        });
      } else {
        sections.push({ id: s.id, kind: 'stories', title: s.content.title, story_ids: s.content.story_ids });
      }
    }
    return { sections };
  }

  /** Refuses (400 naming the field, nothing written) a section naming a product, picture, page or story unknown. */
  async function check(body: HomepageSectionsBody) {
    const [pages, cols, stories] = await Promise.all([repo.pages(), repo.collections(), repo.stories()]);
    const productIds = new Set<string>();
    const hashes = new Set<string>();
    for (const s of body.sections) {
      if (s.kind === 'product_list') s.content.product_ids.forEach((id) => productIds.add(id));
      if ((s.kind === 'hero' || s.kind === 'banner') && MEDIA_HASH.test(s.content.image))
        hashes.add(s.content.image);
      if ((s.kind === 'hero' || s.kind === 'banner') && s.content.link?.kind === 'product')
        productIds.add(s.content.link.target);
    }
    const [live, media] = await Promise.all([repo.liveProductIds([...productIds]), repo.media([...hashes])]);
    const liveIds = new Set(live.map((p) => p.id));
    const uploaded = new Set(media.filter((m) => m.status !== 'failed').map((m) => m.hash));
    const colKeys = new Set(cols.map((c) => c.key));
    body.sections.forEach((s, i) => {
      const at = `sections.${i}.content`;
      if (s.kind === 'hero' || s.kind === 'banner') {
        const c = s.content;
        if (MEDIA_HASH.test(c.image) && !uploaded.has(c.image))
          throw new InvalidError('The picture was not uploaded', `${at}.image`, 'unknown_image');
        const l = c.link;
        if (l?.kind === 'product' && !liveIds.has(l.target))
          throw new InvalidError('No such product', `${at}.link.target`, 'product_not_found');
        if (l?.kind === 'collection' && !colKeys.has(l.target))
          throw new InvalidError('No such collection', `${at}.link.target`, 'not_found');
        if (l?.kind === 'page' && !pages.some((p) => p.handle === l.target))
          throw new InvalidError('No such page', `${at}.link.target`, 'page_not_found');
      } else if (s.kind === 'product_list') {
        const j = s.content.product_ids.findIndex((id) => !liveIds.has(id));
        if (j >= 0) throw new InvalidError('No such product', `${at}.product_ids.${j}`, 'product_not_found');
        if (s.content.collection && !colKeys.has(s.content.collection))
          throw new InvalidError('No such collection', `${at}.collection`, 'not_found');
      } else {
        const j = s.content.story_ids.findIndex((id) => !stories.some((x) => x.id === id));
        if (j >= 0) throw new InvalidError('No such story', `${at}.story_ids.${j}`, 'story_not_found');
      }
    });
  }

  return {
    /** The storefront's sections now: kept until the cache time or the next start or end, whichever is first. */
    async active(): Promise<HomepageOut> {
      const at = now();
      if (!cache || at.getTime() >= cache.until) {
        const rows = (await repo.sections()).map(schedulable);
        const boundary = nextScheduleChange(rows, at)?.getTime() ?? Infinity;
        const value = loadPublic(at);
        cache = { value, until: Math.min(at.getTime() + deps.cacheMs, boundary) };
        value.catch(() => {
          cache = undefined;
        });
      }
      return cache.value;
    },

    invalidate() {
      cache = undefined;
    },

    /**
     * The homepage-setting call's hero banners and lists (7-14), from the sections active now: its callers keep
     * every field they read (the hero slides; best_seller_list and treatment_list as SKUs).
     */
    async legacy() {
      const { sections } = await this.active();
      const heroes = sections.flatMap((s) => (s.kind === 'hero' ? [s] : []));
      return {
        hero_banner: heroes.map((h, i) => ({
          _id: h.id,
          title: h.title,
          subtitle: h.subtitle,
          cta: h.button,
          image: h.image.src,
          link: h.href ?? '',
          priority: heroes.length - i,
        })),
        lists: Object.fromEntries(
          sections.flatMap((s) => (s.kind === 'product_list' && s.list_key ? [[s.list_key, s.skus]] : [])),
        ) as Record<string, string[]>,
      };
    },

    async adminView(): Promise<AdminHomepageOut> {
      const rows = await repo.sections();
      const sections = rows.map(toAdmin);
      const productIds = sections.flatMap((s) =>
        s.kind === 'product_list'
          ? s.content.product_ids
          : (s.kind === 'hero' || s.kind === 'banner') && s.content.link?.kind === 'product'
            ? [s.content.link.target]
            : [],
      );
      const hashes = sections.flatMap((s) =>
        (s.kind === 'hero' || s.kind === 'banner') && MEDIA_HASH.test(s.content.image)
          ? [s.content.image]
          : [],
      );
      const [prods, media, cols, pages, stories] = await Promise.all([
        repo.products(productIds),
        repo.media(hashes),
        repo.collections(),
        repo.pages(),
        repo.stories(),
      ]);
      return {
        sections,
        products: prods.map((p) => ({ id: p.id, sku: p.sku, name: p.name, thumbnail: p.thumbnail })),
        images: media.map((m) => ({ ...presentMedia(m), hash: m.hash })),
        collections: cols.map((c) => ({ key: c.key, name: c.name })),
        pages: pages.map((p) => ({ handle: p.handle, title: p.draft.title })),
        stories,
      };
    },

    /** The whole list in its new order: checked, written in one transaction with its audit entry. */
    async save(actor: AuditActor, body: HomepageSectionsBody): Promise<AdminHomepageOut> {
      await check(body);
      await db.transaction(async (tx) => {
        const r = homepageRepository(tx);
        const before = await r.sections();
        const known = new Set(before.map((s) => s.id));
        const rows = body.sections.map((s, position) => ({
          id: s.id && known.has(s.id) ? s.id : `hs_${randomUUID().slice(0, 8)}`,
          kind: s.kind,
          position,
          content: s.content as Record<string, unknown>,
          enabled: s.enabled,
          startsAt: s.starts_at ? new Date(s.starts_at) : null,
          endsAt: s.ends_at ? new Date(s.ends_at) : null,
          updatedAt: new Date(),
        }));
        await r.replace(rows);
        await audit(tx, actor, {
          action: 'homepage.sections_save',
          entity: 'homepage',
          entityId: 'sections',
          before: before.map(toAdmin),
          after: rows.map((x) => toAdmin({ ...x })),
        });
      });
      cache = undefined;
      deps.invalidate();
      return this.adminView();
    },
  };
}

export type HomepageService = ReturnType<typeof createHomepageService>;
