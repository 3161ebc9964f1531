import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// a deploy replaced the hashed chunks this page was built with: reload once to fetch the new ones (SPEC §2.2)
window.addEventListener('vite:preloadError', (event) => {
  const key = 'shop:chunk-reload';
  if (sessionStorage.getItem(key) === location.pathname) return;
  sessionStorage.setItem(key, location.pathname);
  event.preventDefault();
  location.reload();
});

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => { /* offline support is a bonus */ });
  });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
