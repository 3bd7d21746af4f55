<?php
/**
 * The bundle's tags for a PHP page, to print once, in its <head>: the list of the chunks of the
 * widgets the page contains (the runtime holds no table of every widget), the entry script, then
 * a script that asks for every chunk the widgets the page renders at load need (the runtime,
 * each widget's chunk and what they import) once the first frame is painted, in one wave (preload
 * links), instead of the browser finding them one import after another. Not while the page is
 * parsed: there they would share a phone's first round trips with the site's stylesheet and hold
 * back the first paint; the entry runs only once the stylesheet is in anyway.
 *
 *   <?= widgets_tags('https://cdn.example.com/fe/', ['header', 'vendor-tiles'], $cspNonce, null, ['favourite-button', 'chat']) ?>
 *
 * $base is where dist/ is served (a CDN or a site path, with its trailing slash); $widgets the
 * data-widget names the page mounts at load; $nonce the page's CSP nonce, or null; $later every
 * other data-widget name on the page (those waiting for a touch, idle or visible); $warm those
 * of them whose first touch must not wait a round trip for their code (the header on a
 * visitor's page: Log in, Sign up): their chunks are fetched, not run, once the page has loaded
 * and is idle. A widget the list does not name still mounts, but the page then fetches the whole
 * table of widgets when its first widget's moment comes. The build writes the manifest and the widgets' list to
 * dist/.vite/; deploy them beside this file or pass the manifest's path.
 */
function widgets_tags(string $base, array $widgets, ?string $nonce = null, ?string $manifestFile = null, array $later = [], array $warm = []): string
{
    static $read = [];
    $manifestFile ??= __DIR__ . '/dist/.vite/manifest.json';
    $json = function (string $file) use (&$read): array {
        return $read[$file] ??= json_decode((string) file_get_contents($file), true, 64, JSON_THROW_ON_ERROR);
    };
    $manifest = $json($manifestFile);
    // Without the widgets' list (a deploy that copied only the manifest) the page still works:
    // the runtime finds every widget in its own table, a request later.
    $listFile = dirname($manifestFile) . '/widgets.json';
    if (!is_file($listFile)) error_log("widgets_tags: no $listFile; the page's widgets load through the runtime's table");
    $list = is_file($listFile) ? $json($listFile) : [];

    $entry = $manifest['src/boot/entry.ts'] ?? throw new RuntimeException("No entry in $manifestFile");
    $runtime = $manifest['src/boot/runtime.ts']['file'];
    $chunks = dirname($runtime) . '/';
    // Each chunk's file to the module it stands for: a widget's full version is beside it (full.ts).
    $source = array_column(array_filter($manifest, fn ($chunk) => isset($chunk['src'])), 'src', 'file');

    $files = [$entry['file'] => true];
    $preload = [];
    $file = function (string $path) use (&$files, &$preload): void {
        if (isset($files[$path])) return;
        $files[$path] = true;
        $preload[] = $path;
    };
    $add = function (string $key) use (&$add, $file, $manifest): void {
        $chunk = $manifest[$key] ?? null;
        if ($chunk === null) return;
        $file($chunk['file']);
        foreach ($chunk['imports'] ?? [] as $import) $add($import);
    };
    $add('src/boot/runtime.ts');
    $runtimeFiles = count($preload);
    $listed = [];
    foreach (array_unique([...$widgets, ...$later, ...$warm]) as $name) {
        if (isset($list[$name])) $listed[$name] = $list[$name];
    }
    foreach ($widgets as $name) {
        // The widget's chunk (`name#export`) and its imports.
        $own = $list[$name] ?? '';
        foreach (explode(',', $own) as $chunk) {
            if ($chunk !== '') $file($chunks . explode('#', $chunk)[0] . '.js');
        }
        // A widget whose first moment is an enhancer has its whole version in full.ts beside it:
        // mounted at load (an account's header), it needs that chunk too.
        $module = $source[$chunks . explode('#', explode(',', $own)[0])[0] . '.js'] ?? null;
        if ($module !== null) $add(dirname($module) . '/full.ts');
    }
    // Once the page has loaded (its largest image too) and is idle: the chunks of the $warm
    // widgets not preloaded already, as plain preloads, so that their first touch finds its code
    // here (a round trip less on a phone); not run until that touch.
    $warmFiles = [];
    foreach ($warm as $name) {
        foreach (array_filter(explode(',', $list[$name] ?? '')) as $chunk) {
            $path = $chunks . explode('#', $chunk)[0] . '.js';
            if (!isset($files[$path])) $warmFiles[$path] = true;
        }
    }

    $attr = fn (string $value): string => htmlspecialchars($value, ENT_QUOTES | ENT_HTML5);
    $nonceAttr = $nonce === null ? '' : ' nonce="' . $attr($nonce) . '"';
    $tags = [
        '<script type="application/json" data-widget-chunks data-runtime="' . $attr(basename($runtime, '.js')) . '">' . json_encode((object) $listed, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) . '</script>',
        '<script type="module" src="' . $attr($base . $entry['file']) . '"' . $nonceAttr . '></script>',
    ];
    // Once the first frame is painted (after the stylesheets, whatever the tags' place in the
    // head; a task after it, so the links' own work does not hold that paint), before this
    // script: the runtime as a modulepreload (fetched and compiled), the widgets' chunks as plain
    // preloads (fetched only: the import that follows takes them). The $warm ones' at idle after
    // the page's load event (within 2 s of it), as plain preloads (requestIdleCallback, or a task
    // where the browser has none: Safari). Firefox keeps a failed module fetch for the page's life, and a
    // navigation that ends in a 204 or a download cancels every fetch under way: a widget's chunk
    // cancelled as a modulepreload would fail each later import of it, where a cancelled preload
    // is fetched again. The entry asks for the runtime again under another URL. Each link has the
    // page's nonce; the document's own methods (and EventTarget's), as a named element in the
    // page's HTML can hide document.querySelector. A chunk the runtime has asked for already (its
    // own modulepreload link) is not preloaded again: that would fetch it twice.
    $urls = fn (array $paths): string => json_encode(array_map(fn (string $path): string => $base . $path, $paths), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);
    if ($preload) $tags[] = '<script type="module" data-widget-preloads' . $nonceAttr . '>const d=document,D=Document.prototype,s=D.querySelector.call(d,"script[data-widget-preloads]"),p=(h,m)=>{const u=new URL(h,location.href).href;if([...D.querySelectorAll.call(d,"link")].some(l=>l.href==u))return;const l=D.createElement.call(d,"link");if(m)l.rel="modulepreload";else{l.rel="preload";l.as="script";l.crossOrigin=""}l.href=h;l.nonce=s.nonce;s.before(l)};requestAnimationFrame(()=>setTimeout(()=>{' . $urls(array_slice($preload, 0, $runtimeFiles)) . '.forEach(h=>p(h,1));' . $urls(array_slice($preload, $runtimeFiles)) . '.forEach(h=>p(h))}));EventTarget.prototype.addEventListener.call(self,"load",()=>{const r=self.requestIdleCallback;(typeof r=="function"?f=>r(f,{timeout:2e3}):setTimeout)(()=>' . $urls(array_keys($warmFiles)) . '.forEach(h=>p(h)))})</script>';
    return implode("\n", $tags);
}
