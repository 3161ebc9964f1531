import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { useLocation } from 'react-router';

// A section below the fold (a product's reviews, its before-and-after slider) whose code the browser loads only when
// the section comes near the viewport, so it is not part of the page's first-load JavaScript (docs/scaling.md,
// "First-load JavaScript and Lighthouse"). The server renders it in full, so the HTML (and a reader without
// JavaScript, and a search engine) has all of it; in the browser, hydration leaves the server's HTML in place
// until the code has come, then makes it interactive.

/** How far below the viewport a section starts loading: half a phone screen ahead of the reader. */
const AHEAD = '400px 0px';

const noSubscribe = () => () => {};

/** True while React hydrates the server's HTML (the server snapshot is read then), false in a client render. */
export function useHydrating() {
  return useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
}

/** Resolves when `el` comes within AHEAD of the viewport (at once without IntersectionObserver). */
export function near(el: Element | null): Promise<void> {
  if (!el || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    io.observe(el);
  });
}

/**
 * The reader's first tap or key anywhere hydrates every waiting part: an update to a part still waiting (a drawer
 * opening, a variant picked) would otherwise wait for it, or make React redraw it.
 */
const onInteraction = new Set<() => void>();
export function whenInteracting(open: () => void) {
  if (typeof window === 'undefined') return;
  if (onInteraction.size === 0)
    for (const type of ['pointerdown', 'keydown'])
      window.addEventListener(
        type,
        () => {
          for (const o of onInteraction) o();
          onInteraction.clear();
        },
        { capture: true, once: true },
      );
  onInteraction.add(open);
}

/**
 * Taps on a section still waiting for its code are held and replayed once it has hydrated (hydration keeps the
 * server's DOM nodes, so the node tapped is the node React now handles): a tap is late, never lost.
 */
export function holdTaps(el: Element, load: () => Promise<void>) {
  const held: HTMLElement[] = [];
  const onClick = (e: Event) => {
    const target = (e.target as Element | null)?.closest<HTMLElement>('a[href], button, summary, label');
    if (!target || !el.contains(target)) return;
    e.preventDefault();
    e.stopPropagation();
    held.push(target);
    void load();
  };
  // on the window, before React's own listener on the document: React stops a click on a section it cannot
  // hydrate yet, and drops it
  window.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('click', onClick, true);
    for (const t of held.splice(0)) if (t.isConnected) t.click();
  };
}

export function lazySection<P extends object>(
  name: string,
  importer: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<void> } {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let asked = () => {};
  /** resolves when anything asks for the code: the section came near, a tap, new props, a preload */
  const wanted = new Promise<void>((resolve) => (asked = resolve));
  whenInteracting(() => void load());
  const load = () => {
    asked();
    return (loading ??= importer().then((c) => {
      Loaded = c;
    }));
  };
  // the server has the module at hand: load it with the route module, so a render never waits on it
  if (import.meta.env.SSR) void load();
  // the page's server-rendered section: hydration waits on this, and its held taps are replayed after
  let hydration: Promise<void> | null = null;
  let release: (() => void) | null = null;
  const hydrate = () => {
    const el = document.querySelector(`[data-lazy-section="${name}"]`);
    if (el) release = holdTaps(el, load);
    return Promise.race([near(el), wanted]).then(load);
  };

  function Inner(props: P & { wrapper: () => HTMLElement | null }) {
    const { wrapper, ...rest } = props;
    const hydrating = useHydrating();
    const [, setLoaded] = useState(false);
    const scrolledFor = useRef<string | null>(null);
    // every hook comes before `use`: React replays a render that suspended there, and a hook after it would be
    // new on the replay once the code has come
    const ready = Loaded !== null;
    useEffect(() => {
      if (ready && release) {
        const replay = release;
        release = null;
        replay();
      }
    }, [ready]);
    // a client render (a navigation from another page): an empty place that loads the code when it comes near
    useEffect(() => {
      if (ready) return;
      let live = true;
      // a link to a place the page does not have yet (#write-review) may mean this section: drawn at once
      const id = decodeURIComponent(location.hash.slice(1));
      const now = id !== '' && !document.getElementById(id);
      void (now ? Promise.resolve() : Promise.race([near(wrapper()), wanted]))
        .then(load)
        .then(() => live && setLoaded(true));
      return () => {
        live = false;
      };
    }, [ready, wrapper]);
    // a link to a place in the section (#write-review from an order) goes there once the section is drawn
    useEffect(() => {
      const id = decodeURIComponent(location.hash.slice(1));
      if (!ready || !id || scrolledFor.current === location.href) return;
      const target = document.getElementById(id);
      if (!target || !wrapper()?.contains(target)) return;
      scrolledFor.current = location.href;
      target.scrollIntoView();
    });
    // suspending keeps the server's HTML on screen (not interactive) until the code is here
    if (!Loaded && import.meta.env.SSR) use(load());
    else if (!Loaded && hydrating) use((hydration ??= hydrate()));
    const Component = Loaded;
    if (Component) return <Component {...(rest as P)} />;
    // the in-page link to the section (#reviews) has its place to go
    return <div id={name} />;
  }

  function Section(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // a navigation (a variant picked: new search params) re-renders the section, and so loads it
    useLocation();
    // new props (a revalidation after adding to the bag) reach a section still waiting to hydrate: React holds
    // the whole update until it hydrates, so the code is fetched now rather than when the reader scrolls there
    const renders = useRef(0);
    if (renders.current++ > 0 && !import.meta.env.SSR) void load();
    const [wrapper] = useState(() => () => ref.current);
    return (
      <div ref={ref} data-lazy-section={name}>
        <Suspense fallback={null}>
          <Inner {...props} wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  // a re-render of the page with the same props leaves the section alone: an update to a section still
  // waiting to hydrate would make React drop its server HTML
  return Object.assign(memo(Section) as unknown as ComponentType<P>, { preload: load });
}
