import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { contentSecurityPolicy, createNonce, PAGE_SECURITY_HEADERS } from './lib/csp.server.ts';
import { NonceContext } from './lib/nonce.ts';
import { cspSourcesContext } from './lib/csp-sources.ts';
import { firstPaintHead } from './lib/first-paint-head.server.ts';
import appCssHref from './app.css?url';
import appCss from './app.css?inline';

// in development Vite serves the stylesheet itself (and updates it live)
const stylesheet = import.meta.env.PROD ? { href: appCssHref, css: appCss } : undefined;

// apps/server sets this context on every request, and keeps the guest page cache by these rules
export { apiFetchContext } from './lib/api-context.ts';
export { cspSourcesContext } from './lib/csp-sources.ts';
export { publicOriginContext } from './lib/public-origin.ts';
export { memberRenderContext } from './lib/member-render.ts';
export {
  isShareableSetCookie,
  memberPageKey,
  pageCacheKey,
  PAGE_CACHE_HEADER,
  withoutBag,
  withoutMember,
} from './lib/page-cache.server.ts';
export { createNonce } from './lib/csp.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // a fresh nonce per page: React Router's inline scripts (and React's streaming ones) carry it, nothing else may run
  const nonce = createNonce();
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, loadContext.get(cspSourcesContext)),
  );
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) responseHeaders.set(name, value);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // bots get the whole document at once; shoppers get the shell streamed
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const app = (
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // a finished Suspense boundary (a section that hydrates later, lib/lazy-section.tsx) stays in its place in
      // the HTML: past 12.8 KB React would move it to the end, hidden until a script shows it (no script, no
      // reviews; a later paint)
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyOption]() {
        shellRendered = true;
        const body = firstPaintHead({
          stylesheet,
          onFinal() {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
