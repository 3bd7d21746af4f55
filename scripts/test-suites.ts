// Part of `npm test`: the unit suite and the browser suite side by side, each in its own Vitest
// process (their pools differ: happy-dom forks, and Chromium workers sharing one browser each).
// Side by side, each fills the other's idle moments: the browser suite waits on pages and timers,
// the unit suite on its own timers, and this 2-core machine stays busy. Each line is printed as it
// comes, marked with its suite; the summaries come last, and the exit code fails if either failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
/** Each suite and its Vitest projects (vite.config.ts). */
const SUITES = { unit: ['unit', 'unit-isolated', 'unit-node'], browser: ['browser'] } as const;
const SUMMARY = /^\s*(Test Files|Tests|Start at|Duration|Errors)\b/;

interface Outcome {
  suite: string;
  code: number;
  summary: string[];
}

function run([suite, projects]: [string, readonly string[]]): Promise<Outcome> {
  const child = spawn(process.execPath, [vitest, 'run', ...projects.flatMap((project) => ['--project', project])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  children.push(child);
  const summary: string[] = [];
  const tag = `${suite.padEnd(7)}│ `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      // eslint-disable-next-line no-control-regex -- the colour codes Vitest writes
      if (SUMMARY.test(line.replace(/\x1b\[[0-9;]*m/g, ''))) summary.push(line);
      (stream === child.stderr ? process.stderr : process.stdout).write(tag + line + '\n');
    });
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ suite, code: code ?? (signal ? 1 : 0), summary })));
}

const children: ReturnType<typeof spawn>[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

const outcomes = await Promise.all(Object.entries(SUITES).map(run));
for (const { suite, code, summary } of outcomes) {
  console.log(`\n${suite}: ${code === 0 ? 'passed' : 'FAILED'}`);
  for (const line of summary) console.log(line);
}
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
