import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { bundleBudget } from './scripts/bundle-budget.ts';
import { preloadDependencies } from './scripts/preload-dependencies.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** A browser version as Lightning CSS takes it (major << 16 | minor << 8). */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/**
 * Unit tests of logic with no DOM (wire formats, calendar days, the chat's machine, budgets):
 * they run in Node, the files of a worker in one process (isolate: false), which spares each the
 * ~1 CPU-s of a fresh process with happy-dom, React and the testing libraries. A file belongs
 * here only if it touches no DOM, no time zone and no module mock; any other runs isolated.
 */
const NODE_UNIT_TESTS = [
  'fixtures/pages/directory.test.ts',
  'scripts/bundle-budget.test.ts',
  'scripts/placement.test.ts',
  'scripts/preload-dependencies.test.ts',
  'src/api/realtime-events.test.ts',
  'src/api/wire.test.ts',
  'src/lib/countdown.test.ts',
  'src/lib/events.test.ts',
  'src/ui/tokens.test.ts',
  'widgets/chat/date-picker/calendar.test.ts',
  'widgets/chat/date-picker/selection.test.ts',
  'widgets/chat/machine.test.ts',
  'widgets/lead-form/event-date.test.ts',
];

const HAPPY_DOM = {
  happyDOM: {
    settings: {
      // An iframe gets a window at its URL and its load event, as a browser's loaded page,
      // without happy-dom fetching it (or printing that it may not).
      enableIframePageLoading: true,
      navigation: { disableChildFrameNavigation: true },
    },
  },
};

/**
 * Unit test files that run isolated, each in a fresh process (project `unit-isolated`); every
 * other happy-dom file shares its worker's process (project `unit`, mocks/fresh-file.ts).
 */
const ISOLATED_UNIT_TESTS = [
  // module mocks (vi.mock, vi.doMock) or stubbed globals
  'src/flows/auth/legacy-header.test.ts',
  'src/flows/auth/social/sign-in-chunks.test.ts',
  'src/flows/expert-advice/chunks.test.tsx',
  'src/lib/safe-html-chunks.test.ts',
  'src/lib/tracking-cookies.test.ts',
  'src/state/account-chunks.test.ts',
  'widgets/chat/first-panel-handover.test.ts',
  'widgets/favourite-button/favourite-chunks.test.ts',
  'widgets/header/header-chunks.test.tsx',
  'widgets/header/menu-chunk.test.tsx',
  'widgets/lead-form/next-step.test.ts',
  'widgets/lead-form/lead-form-chunks.test.ts',
  'widgets/vendor-tiles/tiles-chunks.test.ts',
  // the process's time zone (TZ)
  'src/lib/dates.test.ts',
  'widgets/chat/chat-units.test.ts',
  // state that outlives a file in a shared process (the stand-in's cookie jar, a network error's aftermath, happy-dom's own console, drafts): found by running them shared
  'mocks/console-guard.test.ts',
  'src/lib/form-tracking-dom.test.ts',
  'src/lib/native-bridge.test.ts',
  'src/flows/auth/app-login-proxy.test.ts',
  'widgets/lead-form/draft.test.ts',
  'widgets/lead-form/lead-form.test.ts',
  'widgets/lead-form/lead-send.faults.test.ts',
  'widgets/multi-category-lead/multi-category-lead.test.tsx',
  'widgets/multi-category-lead/multi-category-send.faults.test.tsx',
  'src/flows/auth/log-in.faults.test.tsx',
  'src/flows/auth/sign-up.faults.test.tsx',
  'src/flows/auth/social/social-sign-in.faults.test.tsx',
  'src/flows/auth/social/social.test.tsx',
  'src/flows/auth/auth-layer.test.tsx',
  'src/flows/expert-advice/rules.test.tsx',
  'widgets/vendor-signup/vendor-signup.test.tsx',
  'widgets/searcher/phone-searcher.faults.test.tsx',
];

export default defineConfig({
  // Chunks and their preloads resolve against the script's own URL, so a PHP page can
  // include dist/widgets.js from any path or CDN.
  base: './',
  publicDir: false,
  // Library mode does not replace it; React's production build depends on it.
  define: process.env.VITEST ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') },
  // preloadDependencies first: the budget check measures the chunks as they ship.
  plugins: [preloadDependencies(), bundleBudget()],
  css: {
    // Lightning CSS, not PostCSS, reads every stylesheet (`?inline` ones too, in the build, the dev
    // server and tests): it inlines `@import '../breakpoints.css'` and replaces the custom media
    // there (`@media (--mobile)`) with their queries. It does so only with targets: these are the
    // browsers Vite derives from build.target es2022 for its CSS minifier (build.cssTarget).
    transformer: 'lightningcss',
    lightningcss: {
      drafts: { customMedia: true },
      targets: { chrome: version(94), edge: version(94), firefox: version(93), safari: version(16, 4), ios_saf: version(16, 4), opera: version(80) },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each widget needs, for the PHP helper that preloads
    // them with the entry (scripts/php/widgets.php).
    manifest: true,
    target: 'es2022',
    // Library mode leaves these to the user; a page bundle wants them.
    minify: true,
    // Library mode: Vite adds no preload helper (2 kB of its own) to dynamic imports. The lazy
    // runtime chunk imports React itself, so React downloads while the widget chunk does;
    // widgets carry their CSS inline (src/lib/styles.ts), so there is no CSS to preload.
    lib: { entry: here('src/boot/entry.ts'), formats: ['es'], fileName: () => 'widgets.js' },
    reportCompressedSize: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      // Radix marks its modules "use client" for React Server Components; meaningless here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        entryFileNames: 'widgets.js',
        // Library mode keeps whitespace in ES output; this bundle goes to browsers as is.
        minify: true,
        // Nothing bundles this output again: the /* @__PURE__ */ marks a minifier keeps for a
        // next bundler (56 in the chunk every page loads) are bytes for nobody. (Licence
        // comments were already dropped by the minifier; this keeps it so.)
        comments: false,
        // Seven hash characters: rolldown asks for one more than six past 64 chunks. Every chunk name sits in
        // the scripts each page loads (the runtime's loaders, imports), so each character counts.
        // A contract module's chunk says so (api-header, not a second "header" beside the widget's).
        chunkFileNames: (chunk) => (/[\\/]src[\\/]api[\\/]/.test(chunk.facadeModuleId ?? '') ? 'chunks/api-[name]-[hash:7].js' : 'chunks/[name]-[hash:7].js'),
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // React loads once, shared by every React widget's chunk, with the widgets' React mount:
            // one request, in the same wave as the widget's chunk. Nothing
            // outside React code imports it, so a page whose widgets only enhance the server's HTML
            // never loads it. (A module here brings its imports along: the React bindings of the
            // shared layers and zustand's hook, which import the session, the styles or zustand's
            // store, stay out.)
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]boot[\\/]react-widget\.tsx/,
              priority: 20,
            },
            // What every page loads with its first widget, in one chunk rather than several small
            // requests: the site config, cookies (js-cookie) and the visitor's GUID, and the small
            // modules the header and enhancers share (events, styles, the first-seen observer, the
            // link check, the busy mark, defineEnhancer: in the runtime's chunk, it made that chunk
            // a namespace object for the entry, and so a second wave).
            {
              name: 'shared',
              test: /node_modules[\\/]js-cookie[\\/]|src[\\/](lib[\\/](config|cookies|events|styles|in-view|safe-url|import-again|guid)|boot[\\/](define-widget|no-props)|ui[\\/]busy)\.ts/,
              priority: 15,
            },
            // zod/mini's engine (tree-shaken: what the bundle uses) and the id every contract and
            // prop uses: a chunk of its own, asked for in the same wave as the widget that parses
            // with it. A page whose widgets only enhance the server's HTML without parsing (a
            // visitor's listing: the tiles read their props by hand) never loads it: 9 kB gzip.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]api[\\/]id-schema\.ts/,
              priority: 15,
            },
            // The session and the account (zustand's store, the account's realtime channel and the
            // realtime front that follows it, the session check made by hand, where the chat's
            // state is kept, the unread count's rules both headers follow, and the words an
            // account's header shows from its first load: the count's and the dropdown's): what the header, hearts
            // and chat share, and a visitor's listing, whose tiles only enhance
            // the server's HTML, never loads. It comes in the same wave as the widget that needs it
            // (scripts/preload-dependencies.ts). The realtime front (src/lib/realtime.ts) is
            // imported statically: a lazy import of it, in a chunk of several modules, made
            // rolldown build a namespace object, which brought rolldown's runtime (0.4 kB) to an
            // account's first load. The realtime client itself, pusher-js and the page's
            // connection (src/lib/pusher.ts, 1.3 kB of the session chunk until 2026-12-02),
            // comes apart with the first subscription, at idle after LCP.
            {
              name: 'session',
              test: /node_modules[\\/]zustand[\\/]esm[\\/]vanilla|src[\\/](state[\\/](session|account)|api[\\/](realtime-channels|endpoint-url|session-check)|lib[\\/](chat-state-keys|realtime))\.ts|widgets[\\/]header[\\/](unread-count|count-messages|dropdown-messages)\.ts/,
              priority: 15,
            },
            // The small modules a touch on a form or a layer needs together (the calls' client and
            // the contracts the forms use, the form kit, the sanitizer's front, the dialog with no
            // React and its stack, the words and tokens): one request rather than some twenty of a
            // few hundred bytes each. On HTTP/1.1's six connections per host, every six requests
            // of a wave cost a round trip (150 ms on slow 4G): the log-in layer's, a lead form's
            // and a tile's lead layer's touches each asked for 23 to 32 chunks. The hearts' refresh
            // after a log-in is here too (with the page asked again, which expert advice reads too): both
            // log-in paths (the web's layer and the app's) use it, and a chunk of its own changed the
            // chunks an account's page loads before a touch.
            {
              name: 'kit',
              test: /src[\\/](ui[\\/](messages\.ts|tokens\.css|modal[\\/](floating-layers\.ts|modal-stack\.ts|dialog\.ts|modal\.css)|fragment[\\/](load-fragment|fragment-dialog)\.ts|form[\\/](?!use-)[\w-]+\.(ts|css)|host[\\/]modal-click\.ts)|lib[\\/](native-app|safe-redirect|safe-html|dates|stored-values?|smart-banner-values|config-keys|reprinted-page)\.ts|flows[\\/]auth[\\/]hearts-after-auth\.ts|api[\\/](layers|leads|lead-schemas|accounts|fields|call|endpoint|errors|wire)\.ts)/,
              priority: 12,
            },
            // The React bindings of the shared layers (styles, lazy parts) and zustand's hook: a few
            // hundred bytes every React widget needs, one request beside React's.
            { name: 'react-hooks', test: /zustand[\\/]esm[\\/]react|src[\\/]lib[\\/](use-adopted-styles|lazy-again)\.ts/, priority: 5 },
            // The ui's constants and the breakpoints, a few hundred bytes that tooltips, toasts, alerts,
            // tiles and lead forms share, and the words of a part that could not load (lead forms,
            // the expert-advice button), and the sliders' edge check (tile galleries and the sliders
            // primitive): one small chunk rather than four.
            { name: 'constants', test: /src[\\/]ui[\\/](constants|breakpoints|load-failed|slider[\\/]edges)\.ts/, priority: 10 },
          ],
        },
      },
    },
  },
  resolve: {
    alias: process.env.VITEST ? { 'pusher-js': here('node_modules/pusher-js/dist/web/pusher.js') } : {},
  },
  test: {
    // A test that asserts nothing cannot fail.
    expect: { requireAssertions: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'fixtures/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['scripts/**/*.browser.test.ts', 'node_modules/**', ...NODE_UNIT_TESTS, ...ISOLATED_UNIT_TESTS],
          setupFiles: ['mocks/fresh-file.ts', 'mocks/vitest-setup.ts'],
          // Vitest's default is one worker less than the cores: one, on the 2-core machines this runs on.
          pool: 'forks',
          maxWorkers: 2,
          // The files of a worker share its process (mocks/fresh-file.ts makes each start afresh).
          isolate: false,
          environmentOptions: HAPPY_DOM,
          // A loaded machine (two cores, Chromium running) can take seconds to compile a widget's
          // first chunk; waits in tests are bounded by their own conditions, not by this.
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'happy-dom',
          include: ISOLATED_UNIT_TESTS,
          setupFiles: ['mocks/vitest-setup.ts'],
          environmentOptions: HAPPY_DOM,
          // Forks, not threads: the date tests switch the process's time zone (TZ), which a worker
          // thread cannot (its process.env is its own copy; the zone is the process's).
          pool: 'forks',
          maxWorkers: 2,
          isolate: true,
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: NODE_UNIT_TESTS,
          setupFiles: ['mocks/console-guard-setup.ts'],
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['scripts/**/*.browser.test.ts'],
          globalSetup: ['scripts/browser-global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // What a page does after a touch (a chunk, a call) comes later while the other files
          // share the two cores: a poll waits up to 10 s for it, not vitest's 1 s (a phone menu's
          // first tap, which brings the whole header, took longer once).
          expect: { poll: { timeout: 10_000 } },
          // Files run side by side, each with its own preview server (browser-helpers.ts); the files
          // of a worker share its Chromium and its loaded modules (isolate: false), which saves a
          // Chromium launch and the imports per file: the suite is bound by the CPU.
          maxWorkers: 3,
          isolate: false,
        },
      },
    ],
  },
});
