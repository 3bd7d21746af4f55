// What a PHP host compresses, for the preview's `compress` mode (`npm run bench`, which emulates a
// phone's network): the pages (zlib.output_compression), the bundle's scripts, the site's CSS and SVG.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { requestPath } from './preview-guard';

/** The served folders a PHP host compresses: under each prefix, the files of a type. */
const COMPRESSED: [prefix: string, dir: string, type: string, ext: RegExp][] = [
  ['/dist/', 'dist', 'text/javascript', /\.js$/],
  ['/fixtures/', 'fixtures/public', 'text/css', /\.css$/],
  ['/fixtures/', 'fixtures/public', 'image/svg+xml', /\.svg$/],
];

export function takesGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

export function sendGzipped(res: ServerResponse, status: number, type: string, cacheControl: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': cacheControl, vary: 'Accept-Encoding' });
  res.end(gzipSync(body));
}

/** A bundle script or a site CSS or SVG file under `root`, gzip-compressed, when the browser takes gzip; false to answer it otherwise. */
export function sendCompressed(root: string, req: IncomingMessage, res: ServerResponse): boolean {
  const path = requestPath(req.url) ?? '';
  const kind = COMPRESSED.find(([prefix, , , ext]) => path.startsWith(prefix) && ext.test(path));
  if (!kind || !takesGzip(req)) return false;
  const [prefix, dir, type] = kind;
  const folder = join(root, dir);
  const file = resolve(folder, `.${path.slice(prefix.length - 1)}`);
  if (!file.startsWith(folder + sep) || !existsSync(file)) return false;
  sendGzipped(res, 200, type, 'no-cache', readFileSync(file));
  return true;
}
