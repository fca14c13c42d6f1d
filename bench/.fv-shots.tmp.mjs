import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking', '--disable-component-update'] });
const pages = [['home', '/'], ['league', '/league?clubId=1&leagueId=1'], ['players', '/players']];
for (const locale of ['en-US', 'es-ES']) {
  for (const js of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, javaScriptEnabled: js, locale, serviceWorkers: 'block' });
    for (const [name, path] of pages) {
      const page = await context.newPage();
      await page.goto('http://127.0.0.1:4520' + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(js ? 1500 : 200);
      const rects = await page.evaluate(() => [...document.querySelectorAll('main img, main p, main h1, main h2')].slice(0, 6).map((e) => `${e.tagName}.${e.className.split(' ')[0]} ${Math.round(e.getBoundingClientRect().top)}/${Math.round(e.getBoundingClientRect().width)}x${Math.round(e.getBoundingClientRect().height)}`));
      console.log(locale, js ? 'react' : 'html ', name, rects.join(' | '));
      await page.screenshot({ path: `/tmp/fv-shots/${name}-${locale}-${js ? 'react' : 'html'}.png` });
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
