import type { Page } from '@playwright/test';

/**
 * One pass over the page once its animations have ended and a frame has passed, in the browser: what overflows sideways, which price or button text is
 * clipped, and which tap target is under 44×44 px. Returns readable lines (selector, text, sizes); empty is clean.
 *
 * - Overflow: the page itself (scrollWidth > clientWidth), every scroll container that scrolls sideways without
 *   being a horizontal scroller on purpose (`data-scroll-x`, the carousels' tracks), and every visible element
 *   whose box leaves the viewport (elements inside a clipping or scrolling ancestor are judged by that ancestor).
 * - Clipped text: a button's or a price's text cut by its own box (overflow hidden / clip / ellipsis) or by a
 *   clipping ancestor.
 * - Tap targets: button, a[href], input, select, textarea, [role=button], summary, label of a control, under 44×44.
 *   Exempt, each for a reason: an inline link inside running text (WCAG 2.5.8's inline exception: the sentence sets
 *   its height); a checkbox or radio whose label is itself a big enough target; visually hidden controls (sr-only,
 *   opacity 0: the visible label is the target); disabled controls (nothing to tap); and while a modal dialog is
 *   open, everything behind it (inert).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // one round trip per check: settle, then look (each width of each state is one call)
  return page.evaluate(async () => {
    // a drawer's slide-in and any transition end, then one frame for the layout to settle after a resize
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const TOL = 1;
    const PRICE = /(HK\$|NT\$|MOP\$|S\$|A\$|US\$|RM|¥|£|€|\$)\s?[\d,]+(\.\d+)?/;

    const describe = (el: Element) => {
      const parts: string[] = [];
      let e: Element | null = el;
      for (let i = 0; e && i < 3 && e !== document.body; i++, e = e.parentElement) {
        const cls = [...e.classList].slice(0, 3).join('.');
        const label = e.getAttribute('aria-label');
        parts.unshift(
          `${e.tagName.toLowerCase()}${e.getAttribute('id') ? `#${e.getAttribute('id')}` : ''}${cls ? `.${cls}` : ''}${label ? `[aria-label="${label.slice(0, 30)}"]` : ''}`,
        );
      }
      const region = el.closest('[role=dialog],header,footer,main,nav,section[aria-label]');
      const where = region
        ? `${region.tagName.toLowerCase()}${region.getAttribute('aria-label') ? `("${region.getAttribute('aria-label')}")` : ''} › `
        : '';
      return where + parts.join(' > ');
    };
    const text = (el: Element) =>
      ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
    const size = (r: DOMRect) =>
      `${Math.round(r.width)}×${Math.round(r.height)} at x=${Math.round(r.left)}..${Math.round(r.right)}`;
    // one pass reads each element's style and box many times: read them once (nothing changes during the pass)
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (el: Element) => {
      let s = styles.get(el);
      if (!s) styles.set(el, (s = getComputedStyle(el)));
      return s;
    };
    const visibility = new Map<Element, boolean>();
    const visible = (el: Element) => {
      let v = visibility.get(el);
      if (v === undefined) {
        const r = el.getBoundingClientRect();
        const s = style(el);
        v =
          r.width !== 0 &&
          r.height !== 0 &&
          s.visibility !== 'hidden' &&
          s.opacity !== '0' &&
          el.checkVisibility?.() !== false;
        visibility.set(el, v);
      }
      return v;
    };
    const srOnly = (el: Element) => {
      const s = style(el);
      return (
        (s.position === 'absolute' && s.clip === 'rect(0px, 0px, 0px, 0px)') ||
        s.clipPath === 'inset(50%)' ||
        s.opacity === '0'
      );
    };
    const clipsX = (el: Element) => style(el).overflowX !== 'visible';
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(style(el).overflowX);
    const root = document.documentElement;
    const body = document.body;
    /** the nearest ancestor (below body) that clips or scrolls sideways (each element's answer kept for its children) */
    const clippers = new Map<Element, Element | null>();
    const clipper = (el: Element): Element | null => {
      const a = el.parentElement;
      if (!a || a === body || a === root) return null;
      let c = clippers.get(a);
      if (c === undefined) {
        c = clipsX(a) ? a : clipper(a);
        clippers.set(a, c);
      }
      return c;
    };
    // a modal open: only its content is reachable
    const dialogs = [
      ...document.querySelectorAll(
        '[role=dialog][aria-modal=true],[role=dialog][data-state=open],dialog[open]',
      ),
    ].filter(visible);
    const scope: Element = dialogs.at(-1) ?? body;

    // 1. the page scrolls sideways
    if (root.scrollWidth > root.clientWidth + TOL)
      problems.push(`page scrolls sideways: scrollWidth ${root.scrollWidth} > ${root.clientWidth}`);

    const all = [...body.querySelectorAll('*')].filter(
      (el) =>
        !['SCRIPT', 'STYLE', 'TEMPLATE', 'svg', 'path', 'BR'].includes(el.tagName) && !el.closest('svg'),
    );
    const reported = new Set<Element>();
    for (const el of all) {
      if (!visible(el) || srOnly(el)) continue;
      // 2. a scroller that scrolls sideways without being meant to
      if (scrolls(el) && el.scrollWidth > el.clientWidth + TOL && !el.closest('[data-scroll-x]')) {
        problems.push(
          `scrolls sideways: ${describe(el)} — content ${el.scrollWidth}px in ${el.clientWidth}px`,
        );
        reported.add(el);
      }
      // 3. a box outside the viewport (judged by its clipping ancestor if it has one)
      const r = el.getBoundingClientRect();
      if ((r.right > vw + TOL || r.left < -TOL) && !clipper(el) && style(el).position !== 'fixed') {
        if (el.parentElement && reported.has(el.parentElement)) {
          reported.add(el);
          continue;
        }
        reported.add(el);
        problems.push(`outside the ${vw}px viewport: ${describe(el)} "${text(el)}" ${size(r)}`);
      }
    }

    // 4. clipped button and price text
    const inScope = all.filter((el) => scope.contains(el) && visible(el));
    const buttonish = (el: Element) =>
      el.closest('button,[role=button],input[type=submit],.btn-primary,.btn-ghost') !== null;
    const priceish = (el: Element) =>
      el.closest('[data-price]') !== null ||
      [...el.childNodes].some((n) => n.nodeType === 3 && PRICE.test(n.textContent ?? ''));
    for (const el of inScope) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim());
      if (!hasText || !(buttonish(el) || priceish(el))) continue;
      if (srOnly(el) || (el.parentElement && srOnly(el.parentElement))) continue;
      const s = style(el);
      const own =
        (s.overflowX !== 'visible' || s.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + TOL;
      const lineClamp =
        s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '' && el.scrollHeight > el.clientHeight + TOL;
      const c = clipper(el);
      const r = el.getBoundingClientRect();
      const cr = c?.getBoundingClientRect();
      const byAncestor = c && cr && !scrolls(c) && (r.right > cr.right + TOL || r.left < cr.left - TOL);
      if (own || lineClamp || byAncestor)
        problems.push(
          `clipped ${priceish(el) ? 'price' : 'button'} text: ${describe(el)} "${text(el)}" — text ${el.scrollWidth}px in ${el.clientWidth}px${byAncestor ? ` (cut by ${describe(c!)})` : ''}`,
        );
    }

    // 5. tap targets
    const targets = inScope.filter((el) =>
      el.matches(
        'button,a[href],input:not([type=hidden]),select,textarea,[role=button],summary,label[for],label:has(input,select,textarea)',
      ),
    );
    const big = (r: DOMRect) => r.width >= 44 - 0.5 && r.height >= 44 - 0.5;
    for (const el of targets) {
      if (srOnly(el) || (el as HTMLButtonElement).disabled) continue;
      const r = el.getBoundingClientRect();
      if (big(r)) continue;
      if (el.tagName === 'A') {
        // an inline link inside running text: its parent holds text of its own beside it
        const p = el.parentElement;
        const inline = style(el).display === 'inline';
        const running =
          p && [...p.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim().length > 1);
        if (inline && running) continue;
      }
      if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) {
        const labels = [...(el.labels ?? [])];
        if (labels.some((l) => big(l.getBoundingClientRect()))) continue;
      }
      if (el.tagName === 'LABEL') {
        // a label is an extra target beside its control: only its own control's size counts
        const control = (el as HTMLLabelElement).control;
        if (control && !srOnly(control) && big(control.getBoundingClientRect())) continue;
        if (control && !['checkbox', 'radio'].includes((control as HTMLInputElement).type ?? '')) continue;
      }
      problems.push(`tap target under 44×44: ${describe(el)} "${text(el)}" ${size(r)}`);
    }
    return problems;
  });
}
