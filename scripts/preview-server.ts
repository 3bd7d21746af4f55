import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'msw';
import type { PageBackend } from '../fixtures/pages/site';
import { answerWithHandlers } from './msw-node-adapter';
import { pageBackendFor } from './page-backend';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
};

export interface PreviewOptions {
  /** Hot reload from sources (Vite dev server) instead of the production build in dist/. */
  dev?: boolean;
  port?: number;
  host?: string;
}

export interface Preview {
  url: string;
  close(): Promise<void>;
}

type Renderer = (url: URL, options: { bundleSrc: string; headExtra: string; backend?: PageBackend }) => { status: number; html: string } | null;

/**
 * The fixture site with the stand-in backend on one origin: MSW handlers answer the PHP
 * endpoints (fetches and native form posts alike), the fixture renderers answer the pages,
 * and the bundle is served from dist/ (or from sources in dev). A dev-only script injected
 * into every page adds the Pusher stand-in and `window.mockBackend`; dist/ never has it.
 */
export async function startPreview(options: PreviewOptions = {}): Promise<Preview> {
  const { handlers } = (await import('../mocks/handlers/index.ts')) as { handlers: RequestHandler[] };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Preview server error');
    });
  });
  // Hot reload's WebSocket shares this server's port rather than opening one of its own.
  const vite = options.dev ? await startViteMiddleware(server) : undefined;
  const mocksScript = vite ? '/mocks/browser.ts' : '/__preview/mocks.js';
  const uiScript = vite ? '/scripts/ui-preview/ui-preview.tsx' : '/__preview/ui-preview.js';
  if (!vite) await buildPreviewScripts();
  const headExtra = vite
    ? `<script type="module" src="/@vite/client"></script>\n<script type="module" src="${mocksScript}"></script>`
    : `<script type="module" src="${mocksScript}"></script>`;

  const loadRenderer = async (): Promise<Renderer> => {
    const mod = vite ? await vite.ssrLoadModule('/fixtures/pages/index.ts') : await import('../fixtures/pages/index.ts');
    return (mod as { renderPage: Renderer }).renderPage;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    if (path === '/mockServiceWorker.js') return sendFile(res, join(ROOT, 'node_modules/msw/lib/mockServiceWorker.js'));
    if (path.startsWith('/__preview/')) return sendStatic(res, join(ROOT, '.preview'), path.slice('/__preview/'.length));
    if (await answerWithHandlers(handlers, req, res, origin)) return;
    if (path.startsWith('/dist/')) {
      if (vite && path === '/dist/widgets.js') return send(res, 200, TYPES['.js']!, "import '/src/boot/entry.ts';\n");
      return sendStatic(res, join(ROOT, 'dist'), path.slice('/dist/'.length));
    }
    // The same build under another path, as a CDN would serve it: chunks must still resolve.
    if (path.startsWith('/static/fe/')) return sendStatic(res, join(ROOT, 'dist'), path.slice('/static/fe/'.length));
    if (path.startsWith('/fixtures/')) return sendStatic(res, join(ROOT, 'fixtures/public'), path.slice('/fixtures/'.length));
    if (path === '/' || path === '/index.html') {
      const galleryExtra = `${headExtra}\n<script type="module" src="${uiScript}"></script>`;
      const html = readFileSync(join(ROOT, 'index.html'), 'utf8').replace('</head>', `${galleryExtra}\n</head>`);
      return send(res, 200, TYPES['.html']!, bootAfterStandIn(html));
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const page = (await loadRenderer())(url, { bundleSrc: BUNDLE_SRC, headExtra, backend: pageBackendFor(req) });
      if (page) return send(res, page.status, TYPES['.html']!, bootAfterStandIn(page.html));
    }
    if (vite) return vite.middlewares(req, res, () => send(res, 404, 'text/plain', 'Not found'));
    send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done) => server.listen(options.port ?? 5173, host, done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await vite?.close();
    },
  };
}

async function startViteMiddleware(server: Server) {
  const { createServer: createVite } = await import('vite');
  return createVite({ root: ROOT, appType: 'custom', server: { middlewareMode: true, hmr: { server } } });
}

/** Bundles the preview's own scripts (the stand-in's page part, the UI gallery) into .preview/, never into dist/. */
async function buildPreviewScripts() {
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
const BUNDLE_TAG = `<script type="module" src="${BUNDLE_SRC}"></script>`;

/**
 * Preview only: the page's bundle tag waits for the stand-in (its WebSocket interception
 * starts with MSW's worker, asynchronously), so the first Pusher connection cannot slip past
 * it to a real socket. The page's HTML is otherwise served as the PHP site would.
 */
function bootAfterStandIn(html: string): string {
  return html.replace(BUNDLE_TAG, `<script type="module">await window.mockBackend?.ready;\nawait import('${BUNDLE_SRC}');</script>`);
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function sendFile(res: ServerResponse, file: string) {
  if (!existsSync(file) || !statSync(file).isFile()) return send(res, 404, 'text/plain', 'Not found');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  createReadStream(file).pipe(res);
}

/** Serves a file below `dir`; paths that climb out of it are refused. */
function sendStatic(res: ServerResponse, dir: string, relative: string) {
  const file = resolve(dir, normalize(decodeURIComponent(relative)));
  if (!file.startsWith(resolve(dir))) return send(res, 403, 'text/plain', 'Forbidden');
  sendFile(res, file);
}
