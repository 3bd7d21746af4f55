// `npm start` (after `vite build`) and `npm run dev`: the fixture site and the stand-in backend.
import { startPreview } from './preview-server';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 5173);
const preview = await startPreview({ dev, port });
console.log(`Preview ${dev ? '(dev, hot reload)' : '(production bundle)'} running at ${preview.url}`);
const stop = () => void preview.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
