// test_page.mjs: the page as a student first meets it (tests/web/web_test.mjs runs it): the
// default map drawn as the native build draws it, keys 1 and 4 switching the method, a click,
// the map browser, the crowd, an F5 recording verifying natively, F9's GIF, F12, Ctrl+S, a
// dropped Tiled file, the link parameters of a tour stop and of a teacher's link, a screen of
// two device pixels a CSS pixel, maps beside the page, and a refused value.
import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, OUT, W, BAR, CHANNEL_TOL, FRAME_TOL, check, pause, state, until, open, capture, png, differing, native } from './harness.mjs';

export async function testPage() {
  // The default map, drawn as the native headless build draws the same tick.
  const { page, firstFrameMs } = await open();
  let s = await state(page);
  check(s.running && s.map === 'Sandbox' && s.mode === 'tiles', `default map opens: ${s.map}, ${s.resolver}, ${s.mode}`);
  const frame = await capture(page, 30);
  const run = JSON.parse(native(['--headless', '--frames', String(frame.tick), '--screenshot', join(OUT, 'native.png')],
                                { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split('\n').pop());
  check(run.hash === frame.hash, `the world at tick ${frame.tick} hashes alike in both builds: ${frame.hash} / ${run.hash}`);
  const ref = await png(page, 'native.png');
  const diff = differing(frame.px, ref);
  check(frame.w === W && diff <= FRAME_TOL,
        `frame at tick ${frame.tick} matches the native screenshot: ${(100 * diff).toFixed(2)}% of pixels differ (tolerance ${100 * FRAME_TOL}%, channel ${CHANNEL_TOL})`);
  const mapArea = differing(frame.px, ref, 8, 154, 878, 676);
  check(mapArea <= FRAME_TOL, `the map itself: ${(100 * mapArea).toFixed(2)}% of its pixels differ`);

  // Keys 1 then 4: the method switches and the HUD's title says so.
  const hud = (f) => f.px.slice(0, 50 * W);
  await page.keyboard.press('Digit1');
  s = await until(page, 'key 1', (s) => s.resolver === 'simplest');
  const hud1 = await capture(page, s.tick + 1);
  await page.keyboard.press('Digit4');
  s = await until(page, 'key 4', (s) => s.resolver === 'minkowski');
  const hud4 = await capture(page, s.tick + 1);
  const d14 = differing(hud(hud1), hud(hud4), 0, 0, W, 50), d4 = differing(hud(frame), hud(hud4), 0, 0, W, 50);
  check(d14 > 0.01 && d4 < 0.005, `keys 1, 4: simplest then minkowski; the HUD title changes (${(100 * d14).toFixed(1)}% of it) and comes back (${(100 * d4).toFixed(2)}%)`);

  // The mouse: a click puts the player at the point. At this size the 960x576 map is drawn
  // at x 8..878, y 154..676 of the canvas, which starts below the page's bar.
  const before = await state(page);
  const k = 870 / 960, cx = 300, cy = 300, mx = (cx - 8) / k, my = (cy - 154) / k;
  await page.mouse.click(cx, BAR + cy);
  s = await until(page, 'the click', (s) => s.x !== before.x || s.y !== before.y);
  check(Math.abs(s.x - mx) < 2 && Math.abs(s.y - my) < 2,
        `a click at the canvas's ${cx},${cy} puts the player at ${s.x},${s.y} (the map's ${mx.toFixed(0)},${my.toFixed(0)})`);

  // The map browser: F2, the next map, Enter.
  await page.keyboard.press('F2');
  await new Promise((r) => setTimeout(r, 200));
  await page.keyboard.press('ArrowDown');
  await new Promise((r) => setTimeout(r, 200));
  await page.keyboard.press('Enter');
  s = await until(page, 'another map', (s) => s.map !== 'Sandbox');
  check(true, `F2, Down, Enter loads another shipped map: "${s.map}"`);
  await page.keyboard.press('F2');
  await new Promise((r) => setTimeout(r, 200));
  await page.keyboard.press('ArrowUp');
  await new Promise((r) => setTimeout(r, 200));
  await page.keyboard.press('Enter');
  await until(page, 'the Sandbox again', (s) => s.map === 'Sandbox');

  // Frames per second of the default map, then of 1,024 circles in the crowd.
  const fps = async () => {
    const a = await state(page), t0 = Date.now();
    await new Promise((r) => setTimeout(r, 3000));
    const b = await state(page);
    return ((b.frames - a.frames) * 1000) / (Date.now() - t0);
  };
  const fpsMap = await fps();
  // One key a tick at most: presses within one tick are one action.
  await page.keyboard.press('Tab');
  await until(page, 'crowd mode', (s) => s.mode === 'crowd');
  for (let i = 0; i < 6 && (await state(page)).bodies < 1000; i++) {
    await page.keyboard.press('ArrowUp');
    await pause(100);
  }
  s = await until(page, 'the crowd', (s) => s.mode === 'crowd' && s.bodies >= 1000);
  const fpsCrowd = await fps();
  check(s.bodies >= 1000, `crowd: ${s.bodies} circles`);

  // A recording made in the page (F5 ... F5) verifies natively.
  await page.keyboard.press('Tab');
  await until(page, 'tiles again', (s) => s.mode === 'tiles');
  await page.keyboard.press('F5');
  await page.keyboard.down('ArrowRight');
  await new Promise((r) => setTimeout(r, 700));
  await page.keyboard.up('ArrowRight');
  await page.keyboard.down('ArrowDown');
  await new Promise((r) => setTimeout(r, 500));
  await page.keyboard.up('ArrowDown');
  await page.keyboard.press('F5');
  await page.waitForFunction(() => collide.downloads.some((d) => /\.replay$/.test(d.name)), { timeout: 10000 })
    .catch(async (e) => { console.log(await page.evaluate(() => collide.log.join('\n') + JSON.stringify(collide.downloads) + JSON.stringify(FS.readdir('/work')))); throw e; });
  const rec = await page.evaluate(() => {
    const d = collide.downloads.find((d) => /\.replay$/.test(d.name));
    return { name: d.name, bytes: Array.from(FS.readFile(d.path)) };
  });
  writeFileSync(join(OUT, 'page.replay'), Buffer.from(rec.bytes));
  let verified = false;
  try { native(['--replay', join(OUT, 'page.replay'), '--verify'], { stdio: 'pipe' }); verified = true; } catch (e) {
    console.log(String(e.stderr || e));
  }
  check(verified, `F5 recording ${rec.name} (${rec.bytes.length} bytes) offered as a download, verifies natively`);

  // F9: the last ten seconds as a GIF, written by a second copy in a Web Worker.
  await page.keyboard.press('F9');
  const gif = await page.waitForFunction(() => collide.downloads.find((d) => /\.gif$/.test(d.name)), { timeout: 60000 })
    .then(() => page.evaluate(() => {
      const d = collide.downloads.find((d) => /\.gif$/.test(d.name));
      return { name: d.name, size: d.size, head: String.fromCharCode(...FS.readFile(d.path).slice(0, 6)) };
    }), (e) => page.evaluate(() => collide.log.slice(-5).join(' | ')).then((l) => ({ name: l, size: 0, head: '' })));
  check(gif.head === 'GIF89a' && gif.size > 1000, `F9 offers a GIF of the last ten seconds: ${gif.name} (${gif.size} bytes)`);

  // F12: the picture is offered as a PNG download.
  await page.keyboard.press('F12');
  await page.waitForFunction(() => collide.downloads.some((d) => /\.png$/.test(d.name)), { timeout: 10000 }).then(
    () => check(true, 'F12 offers the picture as a PNG'), () => check(false, 'F12 offers the picture as a PNG'));

  // Ctrl+S: the built-in map saved to a new file, offered as a download.
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyS');
  await page.keyboard.up('Control');
  await page.waitForFunction(() => collide.downloads.some((d) => /\.map$/.test(d.name)), { timeout: 10000 }).then(
    async () => check(true, `Ctrl+S offers the map: ${await page.evaluate(() => collide.downloads.find((d) => /\.map$/.test(d.name)).name)}`),
    () => check(false, 'Ctrl+S offers the map as a download'));

  // A dropped Tiled file (zlib-compressed layer data in XML) opens as --map.
  const tmx = readFileSync(join(ROOT, 'tests/data/tiled/basic_gzip.tmx'), 'utf8');
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'basic_gzip.tmx'));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, tmx);
  s = await until(page, 'the dropped map', (s) => s.running && s.map !== 'Sandbox' && s.frames > 0);
  const nat = JSON.parse(native(['--map', join(ROOT, 'tests/data/tiled/basic_gzip.tmx'), '--headless', '--frames', '1'],
                                { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split('\n').pop());
  check(s.map === nat.map && s.resolver === nat.resolver, `dropped basic_gzip.tmx loads as natively: map "${s.map}" (${nat.map}), ${s.resolver}`);
  await page.close();

  // URL parameters: a tour stop, and the options a teacher's link sets.
  const tour = await open('?tour=3');
  s = await state(tour.page);
  check(s.running && s.resolver === 'line-segment', `?tour=3 opens stop 3: map "${s.map}", ${s.resolver}`);
  await tour.page.close();
  const link = await open('?map=tunnel&resolver=minkowski&speed=48&scale=1.5&mode=crowd');
  s = await state(link.page);
  check(s.running && s.resolver === 'minkowski' && s.mode === 'crowd' && /tunnel/i.test(s.map),
        `?map=tunnel&resolver=minkowski&speed=48&scale=1.5&mode=crowd: "${s.map}", ${s.resolver}, ${s.mode}`);
  // A high-density screen (two device pixels a CSS pixel): a click still lands where it points.
  const dense = await open('', 2);
  const spawn = await state(dense.page);
  await dense.page.mouse.click(300, BAR + 300);
  s = await until(dense.page, 'the click', (s) => s.x !== spawn.x || s.y !== spawn.y);
  check(Math.abs(s.x - 322.3) < 2 && Math.abs(s.y - 161.1) < 2, `at 2 device pixels a CSS pixel, the same click puts the player at ${s.x},${s.y}`);
  await dense.page.close();

  // A map beside the page, named by the link: fetched from the server, read as --map reads it
  // (a Tiled JSON map through cJSON, an LDtk project).
  for (const src of ['tiled/basic_csv.tmj', 'ldtk/two_levels.ldtk']) {
    const name = src.split('/').pop();
    copyFileSync(join(ROOT, 'tests/data', src), join(OUT, name));
    const nat = JSON.parse(native(['--map', join(ROOT, 'tests/data', src), '--headless', '--frames', '1'],
                                  { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split('\n').pop());
    const p = await open('?map=test/' + name);
    s = await state(p.page);
    check(s.running && s.map === nat.map, `?map=test/${name} loads as natively: "${s.map}" ("${nat.map}")`);
    await p.page.close();
  }

  // A value the program refuses: its message in the page's top line, and the page goes on.
  const bad = await open('?resolver=nope');
  const said = await bad.page.$eval('#note', (n) => n.textContent);
  s = await until(bad.page, 'the default map instead', (s) => s.running && s.frames > 0);
  check(/unknown resolver 'nope'/.test(said) && s.map === 'Sandbox',
        `?resolver=nope: the page says "${said}" and opens the default map`);
  await bad.page.close();

  await link.page.close();

  return { firstFrameMs, fpsMap, fpsCrowd };
}
