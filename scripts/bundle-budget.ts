import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The budget for the one script a PHP page includes. */
export const ENTRY_BUDGET_GZIP = 2048;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  moduleIds: string[];
}

/** Rules every production build must hold; each broken rule is one line of the failure. */
export function checkChunks(chunks: ChunkLike[], sizeOnDisk: (fileName: string) => number): string[] {
  const problems: string[] = [];
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) problems.push('No entry chunk was built.');
  else {
    const size = sizeOnDisk(entry.fileName);
    if (size > ENTRY_BUDGET_GZIP) problems.push(`${entry.fileName} is ${size} B gzip, over the ${ENTRY_BUDGET_GZIP} B budget.`);
    const heavy = entry.moduleIds.filter((id) => /node_modules[\\/](react|react-dom|scheduler|zod)[\\/]|[\\/]widgets[\\/]/.test(id));
    if (heavy.length) problems.push(`The entry contains ${heavy.length} module(s) that belong in lazy chunks, e.g. ${heavy[0]}.`);
  }
  const withReact = chunks.filter((c) => c.moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id)));
  if (withReact.length > 1) problems.push(`React is in ${withReact.length} chunks (${withReact.map((c) => c.fileName).join(', ')}), not one.`);
  for (const chunk of chunks) {
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
      console.log(`\nwidgets.js within ${ENTRY_BUDGET_GZIP} B gzip, React in one shared chunk, no stand-in code.`);
    },
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} kB`;
}
