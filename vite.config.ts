import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { bundleBudget } from './scripts/bundle-budget';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // Chunks and their preloads resolve against the script's own URL, so a PHP page can
  // include dist/widgets.js from any path or CDN.
  base: './',
  publicDir: false,
  plugins: [bundleBudget()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      input: { widgets: here('src/boot/entry.ts') },
      preserveEntrySignatures: false,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // React loads once, shared by every widget chunk.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  resolve: {
    alias: process.env.VITEST ? { 'pusher-js': here('node_modules/pusher-js/dist/web/pusher.js') } : {},
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'fixtures/**/*.test.{ts,tsx}'],
          setupFiles: ['mocks/vitest-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['scripts/**/*.browser.test.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
