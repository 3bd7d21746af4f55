import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { BUDGETS } from './budgets.ts';

export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  /** The module the chunk stands for (a widget's index.ts for its chunk), null for a shared chunk. */
  facadeModuleId: string | null;
  moduleIds: string[];
  /** The chunks it imports statically (fetched with it). */
  imports: string[];
}

/** A widget's own chunk: the one its loader imports (widgets/<name>/index.ts). */
const WIDGET_CHUNK = /[\\/]widgets[\\/][^\\/]+[\\/]index\.tsx?$/;

/** Rules every production build must hold; each broken rule is one line of the failure. */
export function checkChunks(chunks: ChunkLike[], sizeOnDisk: (fileName: string) => number): string[] {
  const problems: string[] = [];
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) problems.push('No entry chunk was built.');
  else {
    const size = sizeOnDisk(entry.fileName);
    if (size > BUDGETS.entryGzip) problems.push(`${entry.fileName} is ${size} B gzip, over the ${BUDGETS.entryGzip} B budget.`);
    const heavy = entry.moduleIds.filter((id) => /node_modules[\\/](react|react-dom|scheduler|zod)[\\/]|[\\/]widgets[\\/]/.test(id));
    if (heavy.length) problems.push(`The entry contains ${heavy.length} module(s) that belong in lazy chunks, e.g. ${heavy[0]}.`);
  }
  const withReact = chunks.filter((c) => c.moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id)));
  if (withReact.length > 1) problems.push(`React is in ${withReact.length} chunks (${withReact.map((c) => c.fileName).join(', ')}), not one.`);
  // The runtime and the shared layers (the session's too) run for widgets that are not React ones: React comes only with a React widget's chunk.
  const reactChunk = withReact[0]?.fileName;
  for (const chunk of chunks.filter((c) => c.moduleIds.some((id) => /[\\/]src[\\/](boot[\\/]runtime|lib[\\/]config|state[\\/]session)\.ts$/.test(id)))) {
    if (reactChunk && chunk.imports.includes(reactChunk)) problems.push(`${chunk.fileName} imports React (${reactChunk}): the runtime, the shared chunk and the session chunk must not, or every page loads React with its first enhancer.`);
  }
  for (const chunk of chunks.filter((c) => WIDGET_CHUNK.test(c.facadeModuleId ?? ''))) {
    const size = sizeOnDisk(chunk.fileName);
    if (size > BUDGETS.widgetChunkGzip) problems.push(`${chunk.fileName} is ${size} B gzip, over the ${BUDGETS.widgetChunkGzip} B budget of a widget chunk: move what later interactions need into chunks loaded when used.`);
  }
  for (const chunk of chunks) {
    const classic = chunk.moduleIds.find((id) => /node_modules[\\/]zod[\\/](v4[\\/])?classic[\\/]/.test(id));
    if (classic) problems.push(`${chunk.fileName} contains zod's classic API (${classic}): shipped schemas use zod/mini.`);
    const leaked = chunk.moduleIds.find((id) => /[\\/](mocks|fixtures|scripts)[\\/]|node_modules[\\/](msw|@mswjs)[\\/]/.test(id));
    if (leaked) problems.push(`${chunk.fileName} contains stand-in code: ${leaked}.`);
  }
  return problems;
}

/** Prints each chunk's gzip size after a build and fails the build when a rule breaks. */
export function bundleBudget(): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    // After writing: Vite's own plugins still rewrite chunks during generateBundle, so only
    // the files on disk tell the size a page downloads.
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const onDisk = (fileName: string) => readFileSync(join(dir, fileName));
      const gzipOnDisk = (fileName: string) => gzipSync(onDisk(fileName)).length;
      const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk');
      const rows = chunks
        .map((c) => ({ file: c.fileName, raw: onDisk(c.fileName).length, gzip: gzipOnDisk(c.fileName) }))
        .sort((a, b) => Number(b.file === 'widgets.js') - Number(a.file === 'widgets.js') || b.gzip - a.gzip);
      const width = Math.max(...rows.map((r) => r.file.length));
      console.log('\nchunk'.padEnd(width + 1) + '      raw     gzip');
      for (const r of rows) console.log(`${r.file.padEnd(width)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(8)}`);
      const problems = checkChunks(chunks, gzipOnDisk);
      if (problems.length) this.error(`Bundle budget:\n- ${problems.join('\n- ')}`);
      console.log(`\nwidgets.js within ${BUDGETS.entryGzip} B gzip, every widget chunk within ${BUDGETS.widgetChunkGzip} B gzip, React in one shared chunk, no stand-in code.`);
    },
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} kB`;
}
