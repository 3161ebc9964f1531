import { Suspense, use, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { holdTaps, near, useHydrating, whenInteracting } from './lazy-section.tsx';

// Deferred hydration of server-rendered parts whose code is already on the page (lib/lazy-section.tsx does the
// same for parts whose code loads later); docs/scaling.md, "Sections that hydrate later".

/** One deferred hydration: ready when its section nears the viewport, or at once when opened. */
interface Gate {
  ready: Promise<void>;
  open: () => void;
  release: (() => void) | null;
}
const gates = new Map<string, Gate>();

function gateFor(name: string): Gate {
  let gate = gates.get(name);
  if (gate) return gate;
  let open = () => {};
  const wanted = new Promise<void>((resolve) => (open = resolve));
  const el = document.querySelector(`[data-hydrate-near="${CSS.escape(name)}"]`);
  // a wrapper with no box of its own (display: contents, in a grid) is seen through its first child
  const seen = el && getComputedStyle(el).display === 'contents' ? el.firstElementChild : el;
  gate = { ready: Promise.race([near(seen), wanted]), open, release: null };
  gates.set(name, gate);
  whenInteracting(open);
  if (el) gate.release = holdTaps(el, async () => open());
  return gate;
}

function HydrationGate({ name, children }: { name: string; children: React.ReactNode }) {
  const hydrating = useHydrating();
  useEffect(() => {
    const gate = gates.get(name);
    const replay = gate?.release;
    if (gate && replay) {
      gate.release = null;
      replay();
    }
  }, [name]);
  // the last call, after every hook (a render suspended here is replayed)
  if (!import.meta.env.SSR && hydrating) use(gateFor(name).ready);
  return children;
}

/**
 * Deferred hydration of a part of the page whose code is already there (home's later sections, a collection's
 * later cards): the server's HTML shows at once, and React makes it interactive as the reader nears it, so the
 * first hydration is shorter (Lighthouse's total blocking time). `name` is unique on the page; `contents` keeps
 * the wrapper out of the layout (a grid's cards).
 */
export function HydrateNear({
  name,
  contents = false,
  children,
}: {
  name: string;
  contents?: boolean;
  children: React.ReactNode;
}) {
  // new props (a revalidation) or a navigation would wait for a part still waiting to hydrate: it hydrates now
  useLocation();
  const renders = useRef(0);
  if (renders.current++ > 0 && !import.meta.env.SSR) gates.get(name)?.open();
  return (
    <div data-hydrate-near={name} className={contents ? 'contents' : undefined}>
      <Suspense fallback={null}>
        <HydrationGate name={name}>{children}</HydrationGate>
      </Suspense>
    </div>
  );
}
