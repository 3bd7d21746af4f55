<?php
/**
 * The bundle's tags for a PHP page: the entry script, then a modulepreload link for every chunk
 * the widgets the page renders at load need (the runtime, each widget's chunk and what they
 * import), so the browser fetches them in one wave beside the entry instead of finding them
 * one import after another.
 *
 *   <?= widgets_tags('https://cdn.example.com/fe/', ['header', 'vendor-tiles'], $cspNonce) ?>
 *
 * $base is where dist/ is served (a CDN or a site path, with its trailing slash); $widgets the
 * data-widget names the page mounts at load; $nonce the page's CSP nonce, or null. The build
 * writes the manifest to dist/.vite/manifest.json; deploy it beside this file or pass its path.
 */
function widgets_tags(string $base, array $widgets, ?string $nonce = null, ?string $manifestFile = null): string
{
    static $manifests = [];
    $manifestFile ??= __DIR__ . '/dist/.vite/manifest.json';
    $manifest = $manifests[$manifestFile] ??= json_decode((string) file_get_contents($manifestFile), true, 64, JSON_THROW_ON_ERROR);

    $entry = null;
    foreach ($manifest as $chunk) {
        if (!empty($chunk['isEntry'])) $entry = $chunk;
    }
    if ($entry === null) throw new RuntimeException("No entry in $manifestFile");

    $files = [$entry['file'] => true];
    $preload = [];
    $add = function (string $key) use (&$add, &$files, &$preload, $manifest): void {
        $chunk = $manifest[$key] ?? null;
        if ($chunk === null || isset($files[$chunk['file']])) return;
        $files[$chunk['file']] = true;
        $preload[] = $chunk['file'];
        foreach ($chunk['imports'] ?? [] as $import) $add($import);
    };
    $add('src/boot/runtime.ts');
    // A widget whose first moment is an enhancer has its whole version in full.ts: mounted at
    // load (an account's header), it needs that chunk too.
    foreach ($widgets as $name) {
        $add("widgets/$name/index.ts");
        $add("widgets/$name/full.ts");
    }

    $attr = fn (string $value): string => htmlspecialchars($value, ENT_QUOTES | ENT_HTML5);
    $nonceAttr = $nonce === null ? '' : ' nonce="' . $attr($nonce) . '"';
    $tags = ['<script type="module" src="' . $attr($base . $entry['file']) . '"' . $nonceAttr . '></script>'];
    foreach ($preload as $file) $tags[] = '<link rel="modulepreload" href="' . $attr($base . $file) . '"' . $nonceAttr . '>';
    return implode("\n", $tags);
}
