import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { parseLocalePath } from '@shop/core';
import { loadCatalogue, loadForms } from './i18n/catalogue.ts';
import { FORMS_MARKER } from './i18n/i18n.tsx';
import { routesForPage, type ManifestRoute } from './lib/client-routes.ts';

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

// a deploy replaced the hashed chunks this page was built with: reload once to fetch the new ones (2.2-22)
window.addEventListener('vite:preloadError', (event) => {
  const key = 'shop:chunk-reload';
  if (sessionStorage.getItem(key) === location.pathname) return;
  sessionStorage.setItem(key, location.pathname);
  event.preventDefault();
  location.reload();
});

// React Router rejects a superseded fetcher submission with an AbortError that nothing awaits (a second tap on a
// bag quantity replaces the first; remix-run/react-router#14203): a newer request took its place, not an error
window.addEventListener('unhandledrejection', (event) => {
  if ((event.reason as { name?: unknown } | null)?.name === 'AbortError') event.preventDefault();
});

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      /* offline support is a bonus */
    });
  });
}

// Hydration is one long task: let the server-rendered page paint first, so a slow phone shows it without waiting for
// React (a hidden tab paints no frames; it hydrates at once)
const painted = new Promise<void>((resolve) => {
  if (document.visibilityState === 'hidden') resolve();
  else requestAnimationFrame(() => setTimeout(resolve, 0));
});

// the page's message catalogue is its own chunk: hydrate once it is here (the server-rendered page is already showing),
// with the forms' messages when the page shows some (the server's marker, FormsMarker)
const locale = parseLocalePath(location.pathname).locale;
// the router reads the manifest as it first renders: give it only the routes this page can move to (client-routes.ts)
const manifest = window.__reactRouterManifest;
if (manifest) manifest.routes = routesForPage(manifest.routes, location.pathname);
void Promise.all([
  loadCatalogue(locale),
  document.querySelector(FORMS_MARKER) ? loadForms(locale) : null,
  painted,
]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // React's own report names only its error code: the cause says what went wrong
        onRecoverableError(error) {
          console.error(error, (error as { cause?: unknown } | null)?.cause ?? '');
        },
      },
    );
  });
});
