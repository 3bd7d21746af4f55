import { readFileSync } from 'node:fs';
import { pagePreloads, widgetChunksScript } from './runtime-preloads';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'msw';
import sirv from 'sirv';
import type { PageBackend, PagePreloads } from '../fixtures/pages/site';
import { createCspReports, newNonce, strictPolicy } from './csp';
import { sendCompressed, sendGzipped, takesGzip } from './preview-compress';
import { answerWithHandlers } from './msw-node-adapter';
import { pageBackendFor } from './page-backend';
import { createChunkSwitch } from './preview-chunks';
import { isControlCall, isOwnHost, isSameOriginCall, requestPath } from './preview-guard';
import { hostPusherStandIn } from './pusher-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HTML = 'text/html; charset=utf-8';

export interface PreviewOptions {
  /** Hot reload from sources (Vite dev server) instead of the production build in dist/. */
  dev?: boolean;
  port?: number;
  host?: string;
  /**
   * The preview's own scripts are in .preview/ already (the browser tests' global setup builds
   * them once): previews started side by side must not empty that folder under each other.
   */
  prebuiltScripts?: boolean;
  /**
   * Pages and files answered `Cache-Control: no-cache` (stored, asked again each time) instead of
   * `no-store`. The PHP site sends its pages no-store, which keeps them out of the back/forward
   * cache whatever the bundle does; this shows what the bundle does once a site allows it
   * (`npm start -- --cacheable`, scripts/back-forward.browser.test.ts).
   */
  cacheable?: boolean;
  /** Answers gzip-compressed, as a PHP host does (`npm run bench`, which emulates a phone's network): the pages, the bundle's scripts, the site's CSS and SVG. */
  compress?: boolean;
  /**
   * Every fixture page under a strict CSP with Trusted Types (scripts/csp.ts, `npm start --
   * --csp`): a fresh nonce per page on its script tags, and violation reports collected at
   * /__csp/report, read at /__csp/reports (scripts/csp.browser.test.ts).
   */
  csp?: boolean;
  /**
   * Each fixture page carries, first in its head, a script that keeps its console errors,
   * uncaught exceptions and unhandled rejections in `window.__pageErrors`: WebKit's driver
   * reports none of them (scripts/engines.ts).
   */
  captureErrors?: boolean;
}

export interface Preview {
  url: string;
  close(): Promise<void>;
}

type Renderer = (url: URL, options: { bundleSrc: string; headExtra: string; backend?: PageBackend; nonce?: string; preloads?: (page: string) => PagePreloads }) => { status: number; html: string; location?: string; cookies?: string[] } | null;

/**
 * The fixture site with the stand-in backend on one origin: MSW handlers answer the PHP
 * endpoints (fetches and native form posts alike), the fixture renderers answer the pages,
 * the Pusher stand-in answers WebSockets on the same port, and the bundle is served from
 * dist/ (or from sources in dev). A dev-only script injected into every page adds
 * `window.mockBackend`; dist/ never has it.
 */
export async function startPreview(options: PreviewOptions = {}): Promise<Preview> {
  const { handlers } = (await import('../mocks/handlers/index.ts')) as { handlers: RequestHandler[] };
  let port = 0;
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Preview server error');
    });
  });
  // Hot reload's WebSocket shares this server's port rather than opening one of its own.
  const vite = options.dev ? await startViteMiddleware(server) : undefined;
  if (!vite && !options.prebuiltScripts) await buildPreviewScripts();
  const route = previewRoutes(handlers, vite, options);
  const csp = createCspReports();
  const stopPusher = hostPusherStandIn(server, (req) => isOwnHost(req.headers.host, port) && isSameOriginCall(req));
  const chunks = createChunkSwitch();

  async function answer(req: IncomingMessage, res: ServerResponse) {
    if (options.cacheable) storedNotNoStore(res);
    if (!isOwnHost(req.headers.host, port)) return send(res, 403, 'text/plain', 'Blocked host: the preview answers loopback names and IP addresses only.');
    if (isControlCall(req.url) && !isSameOriginCall(req)) return send(res, 403, 'text/plain', 'Control calls come from the preview’s own pages only.');
    if (await chunks.answer(requestPath(req.url), req, res)) return;
    if (await csp.answer(requestPath(req.url), req, res)) return;
    if (options.compress && sendCompressed(ROOT, req, res)) return;
    await route(req, res);
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done) => server.listen(options.port ?? 5173, host, done));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/`,
    async close() {
      await stopPusher();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await vite?.close();
    },
  };
}

type Vite = Awaited<ReturnType<typeof startViteMiddleware>>;

/**
 * Static folders, each under its path prefix (sirv refuses paths that climb out of them). Their
 * files are no-cache (stored, asked again each time), as a CDN serves the bundle at worst, not
 * no-store: a no-store script keeps its page out of the back/forward cache (Chromium:
 * JsNetworkRequestReceivedCacheControlNoStoreResource), which the PHP site's CDN does not do.
 */
function staticFolders(): [prefix: string, serve: ReturnType<typeof sirv>][] {
  const folder = (dir: string) =>
    sirv(join(ROOT, dir), { dev: true, etag: false, dotfiles: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
  const dist = folder('dist');
  return [
    ['/__preview/', folder('.preview')],
    ['/dist/', dist],
    // The same build under another path, as a CDN would serve it: chunks must still resolve.
    ['/static/fe/', dist],
    ['/fixtures/', folder('fixtures/public')],
  ];
}

/** Answers one request: the stand-in's endpoints, static files, the gallery and the fixture pages. */
function previewRoutes(handlers: RequestHandler[], vite: Vite | undefined, options: PreviewOptions) {
  const folders = staticFolders();
  const previewScripts = (nonce: string | undefined) => {
    const attr = nonce === undefined ? '' : ` nonce="${nonce}"`;
    return vite
      ? `<script type="module" src="/@vite/client"${attr}></script>\n<script type="module" src="/mocks/browser.ts"${attr}></script>`
      : `<script type="module" src="/__preview/mocks.js"${attr}></script>`;
  };
  const headExtra = previewScripts(undefined);
  const uiScript = vite ? '/scripts/ui-preview/ui-preview.tsx' : '/__preview/ui-preview.js';
  const loadRenderer = async (): Promise<Renderer> => {
    const mod = vite ? await vite.ssrLoadModule('/fixtures/pages/index.ts') : await import('../fixtures/pages/index.ts');
    return (mod as { renderPage: Renderer }).renderPage;
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    if (path === '/mockServiceWorker.js') return send(res, 200, 'text/javascript', readFileSync(join(ROOT, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'));
    // A link that answers 204 No Content: the browser starts a navigation and the page stays (as
    // a PHP action that only records a click, or a download), which cancels Firefox's imports in flight.
    if (path === '/__preview/no-content') {
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
      return;
    }
    if (path.startsWith('/__preview/')) return serveStatic(folders, req, res);
    if (await answerWithHandlers(handlers, req, res, origin)) return;
    if (vite && path === '/dist/widgets.js') return send(res, 200, 'text/javascript', "import '/src/boot/entry.ts';\n");
    if (folders.some(([prefix]) => path.startsWith(prefix))) return serveStatic(folders, req, res);
    if (path === '/' || path === '/index.html') {
      const galleryExtra = `${headExtra}\n<script type="module" src="${uiScript}"></script>`;
      const html = readFileSync(join(ROOT, 'index.html'), 'utf8').replace('</head>', `${galleryExtra}\n</head>`);
      return send(res, 200, HTML, bootAfterStandIn(html, url));
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      // `?served=php`: the page exactly as the PHP site serves it, the server HTML and the one
      // bundle tag, with none of the preview's scripts (what `npm run bench` measures).
      const asServed = url.searchParams.get('served') === 'php';
      const nonce = options.csp ? newNonce() : undefined;
      const extra = asServed ? '' : previewScripts(nonce);
      // As served, the page has what the PHP helper writes beside the bundle: the preloads of the
      // runtime and of the widgets it mounts at load.
      const preloads = asServed && !vite ? pagePreloads : undefined;
      const page = (await loadRenderer())(url, { bundleSrc: BUNDLE_SRC, headExtra: extra, backend: pageBackendFor(req), nonce, ...(preloads ? { preloads } : {}) });
      if (page?.location) {
        res.writeHead(302, { location: page.location, 'cache-control': 'no-store' });
        res.end();
        return;
      }
      if (page) {
        let html = url.searchParams.get('hold') === 'parsed' ? drawnWhenParsed(page.html) : page.html;
        // What the PHP helper writes beside the bundle: the list of the page's widgets' chunks.
        if (!vite) html = html.replace('</head>', `${widgetChunksScript(html)}\n</head>`);
        // `?bundle=none`: the page without anything of the bundle (the helper's tags), JavaScript
        // still on: the bench's control for what the bundle itself adds to a page's paint.
        if (url.searchParams.get('bundle') === 'none') html = html.replace(/<script type="(?:module"|application\/json" data-widget-chunks)[^>]*>[^<]*<\/script>\n?/g, '');
        if (options.captureErrors) html = withErrorCapture(html, nonce);
        if (options.csp && url.searchParams.get('csp-check') === 'inline-handler') html = html.replace('</body>', `${INLINE_HANDLER_CHECK}\n</body>`);
        if (nonce !== undefined) res.setHeader('Content-Security-Policy', strictPolicy(nonce));
        if (page.cookies) res.setHeader('Set-Cookie', page.cookies);
        return sendPage(req, res, page.status, asServed ? html : bootAfterStandIn(html, url, nonce), Number(url.searchParams.get('pieces') ?? 1), options.compress);
      }
    }
    if (vite) return vite.middlewares(req, res, () => send(res, 404, 'text/plain', 'Not found'));
    send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  };
}

/** Makes every `Cache-Control: no-store` the answer sets a `no-cache` (PreviewOptions.cacheable). */
function storedNotNoStore(res: ServerResponse): void {
  const cacheable = (value: unknown) => (typeof value === 'string' ? value.replace(/\bno-store\b/i, 'no-cache') : value);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? (cacheable(value) as typeof value) : value);
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
  res.writeHead = ((status: number, headers?: Record<string, unknown>) =>
    writeHead(status, headers && Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, name.toLowerCase() === 'cache-control' ? cacheable(value) : value])))) as typeof res.writeHead;
}

/** Hands the request to the folder of its prefix, with the prefix taken off its URL. */
function serveStatic(folders: ReturnType<typeof staticFolders>, req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const entry = folders.find(([prefix]) => url.startsWith(prefix));
  if (!entry) return send(res, 404, 'text/plain', 'Not found');
  req.url = url.slice(entry[0].length - 1);
  entry[1](req, res, () => send(res, 404, 'text/plain; charset=utf-8', 'Not found'));
}

async function startViteMiddleware(server: Server) {
  const { createServer: createVite } = await import('vite');
  return createVite({ root: ROOT, appType: 'custom', server: { middlewareMode: true, hmr: { server } } });
}

/** Bundles the preview's own scripts (the stand-in's page part, the UI gallery) into .preview/, never into dist/. */
export async function buildPreviewScripts(): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    // Served under /__preview/: its chunks must be asked for there.
    base: '/__preview/',
    resolve: { alias: { 'pusher-js': join(ROOT, 'node_modules/pusher-js/dist/web/pusher.js') } },
    build: {
      outDir: join(ROOT, '.preview'),
      emptyOutDir: true,
      minify: false,
      rolldownOptions: {
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        input: { mocks: join(ROOT, 'mocks/browser.ts'), 'ui-preview': join(ROOT, 'scripts/ui-preview/ui-preview.tsx') },
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
}

const BUNDLE_SRC = '/dist/widgets.js';

/** The page's bundle tag, with its nonce under a strict CSP. */
const BUNDLE_TAG = new RegExp(`<script type="module" src="${BUNDLE_SRC}"( nonce="[^"]*")?></script>`);

/**
 * Preview only, with `?standin=worker`: the page's bundle tag waits for
 * `window.mockBackend.ready`, which resolves once MSW's worker has started (asynchronously), so
 * the bundle's first fetch and Pusher connection cannot slip past it. Otherwise (the preview
 * server is the stand-in) the bundle's tag is left as the PHP site writes it: it runs before
 * the page's load event, as in production, so a test's `goto` (or a person's first tap after the
 * page shows) meets the widgets already followed; an awaited `import()` ran after 'load', and
 * a click in between was the server HTML's own (a log-in link that navigated, a form that
 * submitted without its widget).
 */
function bootAfterStandIn(html: string, url: URL, nonce?: string): string {
  if (url.searchParams.get('standin') !== 'worker') return html;
  const attr = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return html.replace(BUNDLE_TAG, `<script type="module"${attr}>await window.mockBackend?.ready;\nawait import('${BUNDLE_SRC}');</script>`);
}

/**
 * PreviewOptions.captureErrors: the page's own record of its errors, first in its head so it
 * sees every later script's. A console error's arguments are kept as text.
 */
function withErrorCapture(html: string, nonce: string | undefined): string {
  const attr = nonce === undefined ? '' : ` nonce="${nonce}"`;
  const script = `<script${attr}>(() => {
  const errors = (window.__pageErrors = []);
  const text = (value) => {
    if (value instanceof Error) return value.message;
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  addEventListener('error', (event) => errors.push('uncaught: ' + (event.error ? text(event.error) : event.message)));
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + text(event.reason)));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    errors.push(args.map(text).join(' '));
    consoleError(...args);
  };
})();</script>`;
  return html.replace(/<head>\n?/, (head) => `${head}${script}\n`);
}

/**
 * `?csp-check=inline-handler` under PreviewOptions.csp: the page as a PHP template would be with
 * an inline handler left in it, which the strict CSP must block and report
 * (scripts/csp.browser.test.ts proves the reports reach /__csp/report).
 */
const INLINE_HANDLER_CHECK = '<button type="button" id="csp-check" onclick="window.inlineHandlerRan = true">CSP check</button>';

const PARSED_MARK = 'preview-parsed';

/**
 * `?hold=parsed`: Chromium draws nothing until the whole page is parsed (a render-blocking
 * `<link rel="expect">` for a mark at the end of the body). The layout-shift test measures what
 * the widgets do to a drawn page, not the page drawn half parsed while it arrives: that depends
 * on when the parser yields, which differs from run to run.
 */
function drawnWhenParsed(html: string): string {
  return html
    .replace('</head>', `<link rel="expect" href="#${PARSED_MARK}" blocking="render">\n</head>`)
    .replace('</body>', `<span id="${PARSED_MARK}" hidden></span>\n</body>`);
}

/** Time between two pieces of a page sent with `?pieces=N`: Chromium draws a frame in between. */
const PIECE_GAP_MS = 60;

/**
 * `?pieces=N` (2 to 20): the page arrives in N pieces, cut at tag ends, as a PHP page that
 * flushes its output while it renders. Chromium draws what it has parsed between two pieces,
 * so a layout that places content before something parsed later shifts, every time.
 */
async function sendInPieces(res: ServerResponse, status: number, html: string, pieces: number): Promise<void> {
  if (!Number.isInteger(pieces) || pieces < 2 || pieces > 20) return send(res, status, HTML, html);
  res.writeHead(status, { 'content-type': HTML, 'cache-control': 'no-store' });
  let from = 0;
  for (let i = 1; i < pieces; i++) {
    const to = html.indexOf('>', Math.max(from, Math.floor((html.length * i) / pieces))) + 1;
    if (to <= from) break;
    res.write(html.slice(from, to));
    from = to;
    await new Promise((resolve) => setTimeout(resolve, PIECE_GAP_MS));
  }
  res.end(html.slice(from));
}

/** A page, gzip-compressed as a PHP host sends it (zlib.output_compression) when `compress` is set, or in `pieces`. */
async function sendPage(req: IncomingMessage, res: ServerResponse, status: number, html: string, pieces: number, compress = false): Promise<void> {
  if (!compress || pieces >= 2 || !takesGzip(req)) return sendInPieces(res, status, html, pieces);
  sendGzipped(res, status, HTML, 'no-store', html);
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}
