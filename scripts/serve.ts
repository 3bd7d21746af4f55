// `npm start` (after `vite build`) and `npm run dev`: the fixture site and the stand-in backend.
import { startPreview } from './preview-server';

const dev = process.argv.includes('--dev');
// --cacheable: pages and files no-cache rather than no-store, so Back can restore them from the back/forward cache.
const cacheable = process.argv.includes('--cacheable');
// --csp: every page under a strict CSP with Trusted Types; violations are listed at /__csp/reports.
const csp = process.argv.includes('--csp');
const port = Number(process.env.PORT ?? 5173);
const preview = await startPreview({ dev, port, cacheable, csp });
console.log(`Preview ${dev ? '(dev, hot reload)' : '(production bundle)'}${cacheable ? ', pages cacheable,' : ''}${csp ? ', under a strict CSP,' : ''} running at ${preview.url}`);
const stop = () => void preview.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
