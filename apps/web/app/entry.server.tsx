import type { Readable } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from './lib/i18n/tiny-i18n';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { CspNonceProvider } from './lib/csp-nonce';
import { serverCatalogue } from './lib/i18n/catalogues.server';
import { deferHydrationPipe } from './lib/defer-hydration.server';
import { isCrawler } from './lib/is-crawler';
import { createI18n } from './lib/i18n/create-i18n';
import { localeFromPath, prefixFromPath } from './lib/i18n/locales';
import { prefixOfRouteId } from './routing/resolve-route';

export const streamTimeout = 5_000;

/**
 * The API's server builds its request handler with this build's own React Router (bundled, in its
 * production build: vite.config.ts), the copy the routes render with.
 */
export { createRequestHandler } from 'react-router';

/**
 * The Node stream behind a page's `Response`. The API's server (platform/ssr/to-web-request.ts,
 * same `Symbol.for` key) sends it to the socket as it is: no Node → Web → Node conversion per request.
 */
export const NODE_BODY = Symbol.for('biclou.ssr.nodeBody');

/**
 * A web stream over `body` that reads nothing until it is read: the page's stream is consumed
 * either here (a caller reading `response.body`) or, usually, through NODE_BODY, never both.
 */
function lazyWebStream(body: Readable): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      cancel(reason) {
        body.destroy(reason instanceof Error ? reason : undefined);
      },
      // No read ahead: `pull` runs only when a reader asks.
    },
    { highWaterMark: 0 },
  );
}

/**
 * The route table's locale copies (routes.ts), for the API's server (platform/ssr/route-groups.ts):
 * a path is matched against its own prefix's copy only, not the four of them.
 */
export const siteRouteGroups = {
  ofPath: prefixFromPath,
  ofRouteId: (id: string): string | null => (id === 'root' ? null : prefixOfRouteId(id)),
};

/**
 * Search bots and link-preview crawlers get the bare status of an error, not a rendered error
 * page (spec §2): nothing for them to index or preview.
 */
function bareStatus(status: number): Response {
  return new Response(`${status}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const userAgent = request.headers.get('user-agent');
  const bot = isCrawler(userAgent);
  if (bot && responseStatusCode >= 400) return bareStatus(responseStatusCode);
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const locale = localeFromPath(new URL(request.url).pathname);
  const i18n = createI18n(locale, serverCatalogue(locale));
  // The response's CSP nonce: React Router's scripts, React's streaming scripts and ours carry it.
  const nonce = loadContext?.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots wait for everything so they index complete pages.
    const readyOption: keyof RenderToPipeableStreamOptions =
      bot || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </CspNonceProvider>,
      {
        nonce,
        // Completed Suspense boundaries stay in place in the HTML. By default React moves every
        // boundary past the first 12.8 kB to the end of the stream and puts it back with a script
        // after paint: more main-thread work on phones and content that pops in (our pages are
        // ~20 kB gzip; decisions: "First paint before scripts").
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set('Content-Language', locale === 'fr' ? 'fr' : 'en');
          // Error pages (404, 410 for a deleted listing, 403…) never enter an index.
          if (responseStatusCode >= 400) responseHeaders.set('X-Robots-Tag', 'noindex');
          // First paint before any script is fetched (defer-hydration.server.ts): React writes
          // into `destination`, the server reads the rewritten page from `body`.
          const { destination, body } = deferHydrationPipe();
          destination.once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          pipe(destination as unknown as NodeJS.WritableStream);
          const response = new Response(lazyWebStream(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          });
          Object.defineProperty(response, NODE_BODY, { value: body });
          resolve(response);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Logs unexpected loader and render errors; aborted requests (visitor left) are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};
