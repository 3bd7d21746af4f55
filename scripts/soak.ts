// `npm run soak`: a long session of one couple in three tabs (scripts/soak-session.ts), 1,000
// realtime messages, 200 insert/remove cycles of every widget's HTML and 50 log-in/log-out
// cycles by default (`--messages N`, `--remounts N`, `--logins N`). Prints the figures as a
// table and exits with 1 when a limit fails.
import { cpus } from 'node:os';
import { launchChromium } from './chromium';
import { soakTable } from './soak-figures';
import { runSoak, type SoakCounts } from './soak-session';
import { startPreview } from './preview-server';

/** `--name N` from the command line, else `fallback`. */
function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not ${process.argv[at + 1]}`);
  return value;
}

const counts: SoakCounts = { messages: flag('messages', 1000), remounts: flag('remounts', 200), logins: flag('logins', 50) };
const preview = await startPreview({ port: 0 });
const browser = await launchChromium();
try {
  console.log(`npm run soak: ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}, Chromium ${browser.version()}`);
  const result = await runSoak(preview.url, browser, counts, (line) => console.log(line));
  console.log(`\n${soakTable(result)}`);
  process.exitCode = result.failures.length ? 1 : 0;
} finally {
  await browser.close();
  await preview.close();
}
