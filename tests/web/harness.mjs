// harness.mjs: what the page's tests share (tests/web/web_test.mjs runs them): build/web served
// on 127.0.0.1, a second server on another port that stands for another origin (it counts the
// requests it gets), Debian's chromium headless (WebGL via SwiftShader) through puppeteer-core,
// and the helpers that read the page's app: its state, a frame's pixels, a native run.
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, statSync, existsSync, copyFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join, extname, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';

export const ROOT = resolve(process.argv[2] || '.');
export const WEB = join(ROOT, 'build/web');
export const OUT = join(ROOT, 'build/web-test');
export const COLLIDE = join(ROOT, 'build/release/collide');
export const W = 1280, H = 800, BAR = 30; // the native default window; the page's text bar above it
// A pixel differs when a channel is off by more than CHANNEL_TOL; the frames match when at
// most FRAME_TOL of the pixels differ (SwiftShader's lines and edges against SDL's software
// renderer, and the HUD's frames-per-second figure, which the browser measures live).
export const CHANNEL_TOL = 48, FRAME_TOL = 0.02;

export const result = { failures: 0, passed: 0 };
export function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (ok) result.passed++;
  else result.failures++;
}
export const pause = (ms) => new Promise((r) => setTimeout(r, ms));

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.png': 'image/png' };
export const served = []; // every path the page's server was asked for
export const server = createServer((req, res) => {
  served.push(req.url);
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = path.startsWith('/test/') ? join(OUT, path.slice(6)) : join(WEB, path === '/' ? 'index.html' : path);
  if (!file.startsWith(ROOT) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
export const BASE = `http://127.0.0.1:${server.address().port}/`;
// Another origin: the same host on another port. It answers every request with a map, and
// counts them: a page that keeps to its own server never asks it anything.
export const other = { hits: [] };
export const otherServer = createServer((req, res) => {
  other.hits.push(req.url);
  res.writeHead(200, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
  res.end('collide-map 1\nname "Elsewhere"\ngrid\n###\n#P#\n###\nend\n');
});
await new Promise((ok) => otherServer.listen(0, '127.0.0.1', ok));
export const OTHER = `http://127.0.0.1:${otherServer.address().port}/`;

// Chromium as this machine needs it (no sandbox as root, no background connections to a
// closed network), puppeteer's own fresh profile each run.
export const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', `--window-size=${W},${H + BAR}`,
         '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
         '--disable-quic'],
});

export const state = (page) => page.evaluate(() => JSON.parse(UTF8ToString(Module._collide_web_state())));
export async function until(page, what, pred, ms = 20000) {
  const t0 = Date.now();
  for (;;) {
    const s = await state(page).catch(() => null);
    if (s && pred(s)) return s;
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
export async function open(query = '', dpr = 1, size = { width: W, height: H + BAR }) {
  const page = await browser.newPage();
  await page.setViewport({ ...size, deviceScaleFactor: dpr });
  page.on('pageerror', (e) => console.log('page error:', e.message, e.stack));
  const t0 = Date.now();
  await page.goto(BASE + 'index.html' + query);
  await page.waitForFunction(() => window.collide && (collide.firstFrame > 0 || collide.exited !== null), { timeout: 60000 });
  const first = await page.evaluate(() => collide.firstFrame);
  return { page, firstFrameMs: Date.now() - t0, firstFrame: first };
}
// The frame drawn at tick `tick` or the first one after it, as ARGB words.
export async function capture(page, tick) {
  await page.evaluate((t) => Module._collide_web_capture(t), tick);
  const s = await until(page, `a frame at tick ${tick}`, (s) => s.captured >= tick);
  const px = await page.evaluate(() => {
    const p = Module._collide_web_capture_pixels() >> 2;
    const n = Module._collide_web_capture_width() * Module._collide_web_capture_height();
    return Array.from(HEAPU32.subarray(p, p + n));
  });
  return { tick: s.captured, hash: s.captured_hash, w: await page.evaluate(() => Module._collide_web_capture_width()), px };
}
// A PNG decoded by the browser itself, as ARGB words.
export async function png(page, name) {
  return page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width, c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height).data;
    const out = new Array(img.width * img.height);
    for (let i = 0; i < out.length; i++) out[i] = ((d[4 * i] << 16) | (d[4 * i + 1] << 8) | d[4 * i + 2]) >>> 0;
    return out;
  }, BASE + 'test/' + name);
}
export function differing(a, b, x0 = 0, y0 = 0, x1 = W, y1 = H) {
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const p = a[y * W + x], q = b[y * W + x];
      for (let s = 0; s < 24; s += 8)
        if (Math.abs(((p >>> s) & 255) - ((q >>> s) & 255)) > CHANNEL_TOL) { n++; break; }
    }
  return n / ((x1 - x0) * (y1 - y0));
}
export function native(args, opts = {}) {
  return execFileSync(COLLIDE, args, { env: { ...process.env, SDL_VIDEODRIVER: 'dummy' }, ...opts });
}

// The page's top line and what it has said since it opened.
export const notes = (page) => page.evaluate(() => collide.notes.slice());
// Drop `text` on the page as a file called `name`.
export async function dropFile(page, name, text) {
  await page.evaluate((name, text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], name));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, name, text);
}
