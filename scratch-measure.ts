import { startPreview } from './scripts/preview-server';
import { launchChromium } from './scripts/chromium';
const preview = await startPreview({ port: 0, prebuiltScripts: true });
const browser = await launchChromium('headless-shell');
for (const width of [320, 479, 480, 767, 768, 1023, 1024, 1200, 1920]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(preview.url + 'biz/rosewood-estate-1000.html#pricing');
  await page.waitForTimeout(300);
  console.log(width, await page.evaluate(() => {
    const h = document.querySelector('.site-header')!.getBoundingClientRect();
    const n = document.querySelector('.section-nav')!.getBoundingClientRect();
    const t = document.getElementById('pricing-title')!.getBoundingClientRect();
    return { header: h.height, headerBottom: h.bottom, nav: [n.top, n.bottom], pad: getComputedStyle(document.documentElement).scrollPaddingTop, faqsTitle: t.top, scrollY, max: document.documentElement.scrollHeight - innerHeight };
  }));
  await page.close();
}
await browser.close(); await preview.close();
