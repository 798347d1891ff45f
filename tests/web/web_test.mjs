// web_test.mjs: the browser build in a real browser (make test-web; docs/web.md). Serves
// build/web on 127.0.0.1, opens it in Debian's chromium, headless, through puppeteer-core
// (tests/web/harness.mjs), and checks what a student and a teacher would see: the page as
// first met (test_page.mjs), what links and dropped files may do (test_links.mjs), and the
// user's own methods (test_methods.mjs). Prints the figures of docs/web.md (sizes, time to
// first frame, frames per second, frame time with a script method); asserts none of them.
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { WEB, result, browser, server, otherServer } from './harness.mjs';
import { testPage } from './test_page.mjs';
import { testLinks } from './test_links.mjs';
import { testMethods } from './test_methods.mjs';

const t0 = Date.now();
const only = process.env.WEB_TEST_ONLY; // page, links or methods: one part alone, for a quick try
try {
  const parts = { page: testPage, links: testLinks, methods: testMethods };
  let figures = null;
  for (const [name, run] of Object.entries(parts)) {
    if (only && only !== name) continue;
    console.log(`== ${name}`);
    const out = await run();
    if (name === 'page') figures = out;
  }
  const wasm = readFileSync(join(WEB, 'collide.wasm'));
  console.log(`figures: collide.wasm ${(wasm.length / 1e6).toFixed(2)} MB, ${(gzipSync(wasm, { level: 9 }).length / 1e6).toFixed(2)} MB gzipped; ` +
              `collide.js ${(statSync(join(WEB, 'collide.js')).size / 1e3).toFixed(0)} kB`);
  if (figures)
    console.log(`figures: first frame ${figures.firstFrameMs} ms after opening the page; ${figures.fpsMap.toFixed(1)} fps on the default map, ` +
                `${figures.fpsCrowd.toFixed(1)} fps with 1,024 circles (headless chromium, SwiftShader)`);
} catch (e) {
  console.log('FAIL', e.stack || e);
  result.failures++;
} finally {
  await browser.close();
  server.close();
  otherServer.close();
}
console.log(`web test: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(`${result.passed} passed, ${result.failures} failed`);
process.exit(result.failures ? 1 : 0);
