// test_methods.mjs: a user's own method in the page (tests/web/web_test.mjs runs it): ?method=NAME
// loads the example beside the page as method 8, in the ghost view beside the seven, and a
// recording of it verifies natively; a dropped .lua adds one more; the script editor (F4)
// marks an error's line, applies a fixed script, reloads an edited one in place and downloads
// it. Measures the page's frame time with a script method in the ghost view on every shipped
// map (printed, not asserted: a test does not fail on timing).
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, OUT, check, pause, state, until, open, capture, notes, dropFile, native } from './harness.mjs';

const BROKEN = `local method = {
  name = "mine", title = "Mine", short = "mine", model = "box", size = 0.625,
  how = "Moves the whole way.", weakness = "Walks through walls.", colour = {200, 120, 240},
}

function method.move(body, dx, dy, map, trace)
  return body.x + dx body.y + dy
end

return method
`;
const FIXED = BROKEN.replace('dx body', 'dx, body');

async function typeScript(page, text) {
  await page.evaluate((t) => {
    const ta = document.getElementById('script');
    ta.value = t;
    ta.dispatchEvent(new Event('input'));
    ta.focus();
  }, text);
}
async function ctrlEnter(page) {
  await page.keyboard.down('Control');
  await page.keyboard.press('Enter');
  await page.keyboard.up('Control');
}

export async function testMethods() {
  // ?method=refuse: the example beside the page, method 8; the ghost view runs it beside the seven.
  let p = await open('?map=tunnel&method=refuse');
  let s = await state(p.page);
  await p.page.keyboard.press('Digit8');
  s = await until(p.page, 'key 8', (s) => s.resolver === 'refuse');
  await p.page.keyboard.press('KeyC');
  s = await until(p.page, 'the ghost view', (s) => s.compare === 1);
  check(s.methods === 8 && s.resolver === 'refuse' && s.compare === 1,
        `?method=refuse: method 8 "${s.resolver}" of ${s.methods}, in the ghost view`);

  // A recording with the script verifies natively (it embeds the script).
  await p.page.keyboard.press('F5');
  await p.page.keyboard.down('ArrowRight');
  await pause(700);
  await p.page.keyboard.up('ArrowRight');
  await p.page.keyboard.press('F5');
  const rec = await p.page.waitForFunction(() => collide.downloads.find((d) => /\.replay$/.test(d.name)), { timeout: 10000 })
    .then(() => p.page.evaluate(() => Array.from(FS.readFile(collide.downloads.find((d) => /\.replay$/.test(d.name)).path))), () => []);
  writeFileSync(join(OUT, 'script.replay'), Buffer.from(rec));
  let verified = false;
  try { native(['--replay', join(OUT, 'script.replay'), '--verify'], { stdio: 'pipe' }); verified = true; } catch (e) { console.log(String(e.stderr || e)); }
  check(rec.length > 0 && verified, `a recording with refuse.lua in the ghost view (${rec.length} bytes) verifies natively`);

  // Recordings made natively replay in the page hash for hash: one under the platformer, one
  // under a game's own step (methods/hop.lua, its script in the recording).
  const runs = [
    ['platformer', ['--map', join(ROOT, 'maps/platforms.map'), '--motion', 'platformer', '--gravity', '0.7', '--jump', '10.5']],
    ['hop', ['--map', join(ROOT, 'maps/falls.map'), '--method', join(ROOT, 'methods/hop.lua'), '--motion', 'hop', '--resolver', 'hop']],
  ];
  for (const [name, args] of runs) {
    writeFileSync(join(OUT, `${name}.input`), '1 - act=compare\n30 -\n20 R\n1 RU\n30 R\n');
    const end = JSON.parse(native(['--headless', ...args, '--input', join(OUT, `${name}.input`), '--record', join(OUT, `${name}.replay`)])
      .toString().trim().split('\n').pop());
    const q = await open(`?replay=test/${name}.replay`);
    const at = await capture(q.page, end.tick);
    check(at.tick === end.tick && at.hash === end.hash,
          `a ${name} recording made natively replays in the page: tick ${at.tick} ${at.hash}, natively ${end.tick} ${end.hash}`);
    await q.page.close();
  }

  // A dropped .lua adds one more method, after the ones the run has.
  await dropFile(p.page, 'pushout.lua', (await (await fetch(new URL('pushout.lua', p.page.url()))).text()));
  s = await until(p.page, 'the dropped script', (s) => s.running && s.methods === 9);
  const added = (await notes(p.page)).filter((n) => /^Added/.test(n)).pop();
  check(s.methods === 9 && /pushout\.lua as method 9/.test(added), `a dropped pushout.lua is method 9: "${added}"`);
  await p.page.close();

  // The editor: F4 opens it; a script with an error marks its line; the fixed one is method 8;
  // an edit of it reloads in place, the world going on; Download offers the script.
  p = await open('?map=seam');
  await p.page.keyboard.press('F4');
  await p.page.waitForFunction(() => collide.editorOpen, { timeout: 5000 });
  const narrow = await p.page.evaluate(() => document.getElementById('canvas').width);
  // Keys typed in the editor are the editor's: "4" and "dddd" neither switch the method nor move.
  const still = await state(p.page);
  await p.page.focus('#script');
  await p.page.keyboard.type('4dddd');
  await pause(400);
  const typed = await state(p.page);
  check(typed.resolver === still.resolver && typed.x === still.x && (await p.page.$eval('#script', (t) => t.value)).includes('4dddd'),
        `typing "4dddd" in the editor: still ${typed.resolver} at ${typed.x},${typed.y}; the text has it`);
  await typeScript(p.page, BROKEN);
  await ctrlEnter(p.page);
  await p.page.waitForFunction(() => collide.editorProblem.line > 0, { timeout: 20000 }).catch(() => {});
  const problem = await p.page.evaluate(() => ({ ...collide.editorProblem, shown: document.getElementById('problem').textContent,
                                                 marked: document.getElementById('marks').innerHTML.split('\n').findIndex((l) => /<mark>/.test(l)) + 1 }));
  s = await until(p.page, 'the run after the error', (s) => s.running && s.frames > 0);
  check(problem.line === 7 && problem.marked === 7 && /^line 7: /.test(problem.shown) && s.methods === 7 && /Seam/i.test(s.map),
        `a script with an error: line ${problem.line} marked, "${problem.shown}"; the seam map runs on with ${s.methods} methods`);
  await typeScript(p.page, FIXED);
  await ctrlEnter(p.page);
  s = await until(p.page, 'the method added', (s) => s.running && s.methods === 8);
  const started = await p.page.evaluate(() => collide.started);
  check(s.methods === 8 && narrow < 1280, `the fixed script is method 8 (the canvas beside the editor is ${narrow} px wide)`);
  await pause(500);
  const tick = (await state(p.page)).tick;
  await typeScript(p.page, FIXED.replace('"Mine"', '"Mine, again"'));
  await ctrlEnter(p.page);
  await pause(500);
  s = await state(p.page);
  const again = await p.page.evaluate(() => ({ started: collide.started, shown: document.getElementById('problem').textContent }));
  check(again.started === started && s.tick > tick && /Applied/.test(again.shown),
        `an edited script reloads in place: the run goes on (tick ${tick} -> ${s.tick}), "${again.shown}"`);
  // A move's error, while the editor is open: its line marked too.
  await typeScript(p.page, FIXED.replace('return body.x + dx, body.y + dy', 'error("no move today")'));
  await ctrlEnter(p.page);
  await pause(300);
  await p.page.focus('#canvas');
  await p.page.keyboard.press('Digit8');
  await p.page.keyboard.down('ArrowRight');
  await p.page.waitForFunction(() => /no move today/.test(collide.editorProblem.message), { timeout: 10000 }).catch(() => {});
  await p.page.keyboard.up('ArrowRight');
  const moveError = await p.page.evaluate(() => ({ ...collide.editorProblem, shown: document.getElementById('problem').textContent }));
  check(moveError.line === 7 && /no move today/.test(moveError.shown), `a move's error shows in the editor: "${moveError.shown}"`);
  await typeScript(p.page, FIXED.replace('"Mine"', '"Mine, again"'));
  await ctrlEnter(p.page);
  await pause(300);
  await p.page.click('#save-script');
  const dl = await p.page.evaluate(() => collide.downloads.find((d) => /\.lua$/.test(d.name)));
  check(dl && dl.name === 'mine.lua' && dl.size === FIXED.length + 7, `Download offers the script: ${dl && dl.name} (${dl && dl.size} bytes)`);
  await p.page.keyboard.press('Escape');
  await p.page.waitForFunction(() => !collide.editorOpen, { timeout: 5000 });
  s = await state(p.page);
  check(s.running && s.methods === 8, 'Esc in the editor closes it; the app runs on');
  await p.page.close();

  // The frame time with a script method in the ghost view, on every shipped map: the mean and
  // the worst frame of the app's own work (the frame function), over 2 s of Right+Down.
  // The same on the default map without the script, in the same run, to tell the script's
  // cost from the machine's.
  const rows = [];
  const maps = readdirSync(join(ROOT, 'maps')).filter((f) => /\.map$/.test(f)).sort().map((f) => f.replace(/\.map$/, ''));
  for (const name of maps.concat('default, built-ins only')) {
    const script = !/only/.test(name);
    p = await open(script ? `?map=${name}&method=refuse` : '?map=default');
    if (script) await p.page.keyboard.press('Digit8');
    await p.page.keyboard.press('KeyC');
    await until(p.page, 'the ghost view', (s) => s.compare === 1 && (!script || s.resolver === 'refuse'));
    await p.page.keyboard.down('ArrowRight');
    await p.page.keyboard.down('ArrowDown');
    const samples = [];
    for (let i = 0; i < 2; i++) {
      await pause(1100);
      const t = await state(p.page);
      samples.push(t);
    }
    await p.page.keyboard.up('ArrowRight');
    await p.page.keyboard.up('ArrowDown');
    const mean = samples.reduce((a, t) => a + t.frame_ms, 0) / samples.length, worst = Math.max(...samples.map((t) => t.frame_ms_max));
    const over = samples.reduce((a, t) => a + t.frames_over, 0);
    rows.push({ name, mean, worst, over, of: 60 * samples.length });
    await p.page.close();
  }
  // For `collide bench`'s page row (src/cmd/bench/bench_page.c): one line a map, the built-ins last.
  writeFileSync(join(OUT, 'frame-time.txt'),
                '# the page\'s frame time with refuse.lua in the ghost view (make test-web): map mean_ms worst_ms over of\n' +
                rows.map((r) => `${r.name.replace(/[^A-Za-z0-9_-]+/g, '_')} ${r.mean.toFixed(3)} ${r.worst.toFixed(3)} ${r.over} ${r.of}\n`).join(''));
  const over = rows.filter((r) => r.mean >= 16.7), base = rows.pop();
  console.log('figures: frame time with refuse.lua in the ghost view (the frame function; mean, worst, frames over 16.7 ms):');
  for (const r of rows)
    console.log(`figures:   ${r.name.padEnd(16)} ${r.mean.toFixed(2)} ms, worst ${r.worst.toFixed(1)} ms, ${r.over} of ${r.of} over`);
  console.log(`figures:   (${base.name.padEnd(14)} ${base.mean.toFixed(2)} ms, worst ${base.worst.toFixed(1)} ms, ${base.over} of ${base.of} over)`);
  console.log(`figures: ${rows.length - over.length} of ${rows.length} maps under 16.7 ms a frame on average` +
              (over.length ? ` (over: ${over.map((r) => r.name).join(', ')})` : ''));
  return rows;
}
