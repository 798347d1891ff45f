// test_links.mjs: what a link and a dropped file may do to the page (tests/web/web_test.mjs runs
// it). A parameter is one value, never more options; a file comes only from beside the page; a
// file too big is refused from its size; a file that does not load says why and the page goes
// on; Esc leaves the canvas live; Ctrl+S downloads a shipped map; ?resolver= keeps the map's
// suggested speed; a 1024x600 window gives the canvas all of it; a moment copied as a link (F7,
// the button) opens in another profile and natively at its tick with its hash; a damaged one
// says so and the page goes on; ?challenge= opens a shipped challenge.
import { check, pause, state, until, open, notes, dropFile, other, OTHER, served, native, browser, BASE } from './harness.mjs';

const said = async (page) => (await notes(page)).join(' | ');
const files = (page) => page.evaluate(() => {
  const out = [];
  (function walk(dir) {
    for (const n of FS.readdir(dir)) {
      if (n === '.' || n === '..') continue;
      const p = dir + '/' + n;
      if (FS.isDir(FS.stat(p).mode)) walk(p); else out.push(p);
    }
  })('/work');
  return out;
});

export async function testLinks() {
  // Option injection: the old page split ?size= on ',' into arguments.
  const inject = '?size=16,16,--screenshot,NAME.png,--frames,3,--headless';
  let p = await open(inject);
  let s = await until(p.page, 'the page running', (s) => s.running && s.frames > 30);
  let args = await p.page.evaluate(() => collide.args);
  check(/\?size=16,16,--screenshot.*expected two numbers/.test(await said(p.page)) && s.running &&
        !args.some((a) => /screenshot|headless|frames/.test(a)) && !(await files(p.page)).some((f) => /NAME\.png/.test(f)),
        `${inject}: refused ("${(await said(p.page)).slice(0, 70)}..."), the window runs, no --screenshot, no NAME.png`);
  await p.page.close();

  // Each value is one option's value: a number that is an option, a name with a blank.
  for (const q of ['?speed=--headless', '?resolver=simplest%20--headless', '?seed=1%20--frames%203', '?tour=3,--headless']) {
    p = await open(q);
    s = await until(p.page, 'the page running', (s) => s.running && s.frames > 0);
    args = await p.page.evaluate(() => collide.args);
    check(s.running && !args.some((a) => /^--(headless|frames)/.test(a)) && /expected/.test(await said(p.page)),
          `${decodeURIComponent(q)}: refused as one bad value ("${await said(p.page)}")`);
    await p.page.close();
  }
  // A value the page passes on whole, which the program then refuses: its reason, and the page goes on.
  p = await open('?layer=a,--headless');
  s = await until(p.page, 'the page running', (s) => s.running && s.frames > 0);
  check(s.running && s.map === 'Sandbox' && /--layer goes with a Tiled or LDtk level/.test(await said(p.page)),
        `?layer=a,--headless is one value of --layer, refused by the program: "${await said(p.page)}"`);
  await p.page.close();

  // Files from elsewhere: another origin, a data: URL, an absolute path, a way up.
  const before = other.hits.length;
  for (const q of [`?map=${OTHER}x.map`, `?map=//127.0.0.1:${new URL(OTHER).port}/x.map`, '?map=data:text/plain,collide-map%201',
                   '?replay=/etc/passwd', '?map=../x.map', '?map=%2e%2e/x.map', '?map=a/../../x.map', `?method=${OTHER}m`,
                   '?map=..%5Cx.map']) {
    const n = served.length;
    p = await open(q);
    s = await until(p.page, 'the page running', (s) => s.running && s.frames > 0);
    const asked = served.slice(n).filter((u) => !/^\/(index\.html|params\.js|page\.js|editor\.js|collide\.(js|wasm))(\?|$)/.test(u));
    check(s.running && s.map === 'Sandbox' && asked.length === 0 && /beside the page|expected/.test(await said(p.page)),
          `${decodeURIComponent(q)}: refused, nothing fetched ("${await said(p.page)}")`);
    await p.page.close();
  }
  check(other.hits.length === before, `the other origin was asked for nothing (${other.hits.length - before} requests)`);

  // A dropped file too big is refused from its size, before a byte of it is read.
  p = await open();
  const drop = await p.page.evaluate(() => {
    let reads = 0;
    const read = Blob.prototype.arrayBuffer;
    Blob.prototype.arrayBuffer = function () { reads++; return read.call(this); };
    const big = new File([new Uint8Array((1 << 20) + 1)], 'huge.lua');
    collide.openFile(big);
    const bigMap = new File([new Uint8Array(34340865)], 'huge.map');
    collide.openFile(bigMap);
    Blob.prototype.arrayBuffer = read;
    return { reads, notes: collide.notes.slice(-2) };
  });
  check(drop.reads === 0 && /huge\.lua: 1,048,577 bytes is more than the 1,048,576/.test(drop.notes[0]) &&
        /huge\.map: 34,340,865 bytes is more than the 34,340,864/.test(drop.notes[1]),
        `a dropped script and a map a byte over their limits are refused unread: "${drop.notes.join('" "')}"`);

  // A dropped map that does not load: its FILE:LINE:COL reason, the map before it runs on, keys work.
  await dropFile(p.page, 'broken.map', 'collide-map 1\nname "Broken"\ngrid\n###\n#Px\n###\nend\n');
  await p.page.waitForFunction(() => collide.failures > 0, { timeout: 10000 });
  s = await until(p.page, 'the last run again', (s) => s.running && s.frames > 0);
  const why = (await notes(p.page)).pop();
  await p.page.keyboard.press('Digit1');
  const keyed = await until(p.page, 'key 1', (s) => s.resolver === 'simplest').then(() => true, () => false);
  check(/broken\.map:5:3/.test(why) && s.map === 'Sandbox' && keyed,
        `a dropped broken.map says "${why}"; the Sandbox runs on and takes key 1`);
  // And a good one after it opens.
  await dropFile(p.page, 'room.map', 'collide-map 1\nname "Room"\ngrid\n#####\n#P..#\n#####\nend\n');
  s = await until(p.page, 'the dropped room', (s) => s.running && s.map === 'Room');
  check(s.map === 'Room', 'then a good dropped map opens');
  // A C plugin is the native program's only.
  await dropFile(p.page, 'refuse_c.so', 'ELF');
  check(/refuse_c\.so: collide opens/.test((await notes(p.page)).pop()), 'a dropped .so is refused: plugins load natively only');

  // Esc with nothing to close: the canvas stays live, and the note stays inside the page.
  s = await state(p.page);
  await p.page.keyboard.press('Escape');
  await pause(800);
  const after = await state(p.page);
  const box = await p.page.$eval('#note', (n) => { const r = n.getBoundingClientRect(); return { right: r.right, w: innerWidth, text: n.textContent }; });
  check(after.running && after.frames > s.frames + 10 && box.right <= box.w,
        `Esc: the app runs on (${after.frames - s.frames} frames later), the note "${box.text}" ends at x ${box.right.toFixed(0)} of ${box.w}`);
  await p.page.close();

  // Ctrl+S on a shipped map named by the link: a download of that map.
  p = await open('?map=tunnel');
  await p.page.keyboard.down('Control');
  await p.page.keyboard.press('KeyS');
  await p.page.keyboard.up('Control');
  const saved = await p.page.waitForFunction(() => collide.downloads.find((d) => /\.map$/.test(d.name)), { timeout: 10000 })
    .then(() => p.page.evaluate(() => {
      const d = collide.downloads.find((d) => /\.map$/.test(d.name));
      return { name: d.name, head: new TextDecoder().decode(FS.readFile(d.path)).split('\n').filter((l) => !/^#/.test(l)).slice(0, 2).join(' ') };
    }), () => ({ name: '', head: '' }));
  check(saved.name === 'tunnel.map' && /^collide-map \d+ name "Tunnel/.test(saved.head), `?map=tunnel, Ctrl+S: downloads ${saved.name} ("${saved.head.slice(0, 40)}...")`);
  await p.page.close();

  // ?resolver= with a map: the map's suggested speed, unless ?speed= says otherwise.
  const nat = JSON.parse(native(['--map', 'maps/tunnel.map', '--headless', '--frames', '1'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString().trim().split('\n').pop());
  p = await open('?map=tunnel&resolver=simplest');
  s = await state(p.page);
  check(s.resolver === 'simplest' && s.speed === nat.speed, `?map=tunnel&resolver=simplest: simplest at ${s.speed} px/t, the lesson's ${nat.speed}`);
  await p.page.close();
  p = await open('?map=tunnel&resolver=simplest&speed=5');
  s = await state(p.page);
  check(s.resolver === 'simplest' && s.speed === 5, `?map=tunnel&resolver=simplest&speed=5: ${s.speed} px/t`);
  await p.page.close();

  // The motion from a link: its model and a parameter, each one value; a parameter of another
  // model is the program's refusal, said, and the page goes on.
  p = await open('?map=falls&motion=platformer&gravity=0.8');
  s = await state(p.page);
  check(s.motion === 'platformer' && Math.abs(s.gravity - 0.8) < 1e-6, `?map=falls&motion=platformer&gravity=0.8: ${s.motion}, gravity ${s.gravity}`);
  await p.page.close();
  p = await open('?gravity=--headless');
  s = await until(p.page, 'the page running', (s) => s.running && s.frames > 0);
  check(s.running && s.motion === 'top-down' && /expected a number/.test(await said(p.page)),
        `?gravity=--headless: refused as one bad value ("${await said(p.page)}")`);
  await p.page.close();

  // A 1024x600 window at ?scale=1.5: the canvas takes all of it, so the app lays out the frame the
  // native layout tests check at 1024x600 (tests/app/render/test_fit.c); the bar shows over it
  // while it has news.
  p = await open('?map=tunnel&scale=1.5', 1, { width: 1024, height: 600 });
  const size = await p.page.evaluate(() => { const c = document.getElementById('canvas'); return { w: c.width, h: c.height }; });
  check(size.w === 1024 && size.h === 600, `?scale=1.5 in a 1024x600 window: the canvas is ${size.w}x${size.h}`);
  await p.page.close();

  await testMoments();
}

const linkNow = async (page) => {
  await page.waitForFunction(() => collide.link, { timeout: 10000 });
  return page.evaluate(() => { const l = collide.link; collide.link = null; return l; });
};

async function testMoments() {
  // F7 in one page, paused a moment in; the button gives the same link.
  let p = await open('?map=corners');
  p.page.on('dialog', (d) => d.dismiss()); /* no clipboard permission here: the prompt's copy */
  await p.page.keyboard.down('ArrowRight');
  await until(p.page, 'walking', (s) => s.tick > 40);
  await p.page.keyboard.up('ArrowRight');
  await p.page.keyboard.press('Space');
  const at = await until(p.page, 'paused', (s) => s.paused);
  await p.page.keyboard.press('F7');
  const keyed = await linkNow(p.page);
  await p.page.click('#link');
  const clicked = await linkNow(p.page);
  check(keyed === clicked && keyed.startsWith(BASE + 'index.html?map=corners#collide=1&') && keyed.length <= 2000,
        `F7 and the button copy the same link to tick ${at.tick} (${keyed.length} characters, the page's address first)`);
  await p.page.close();

  // In another browser profile: played to that tick, paused, the same hash.
  const profile = await browser.createBrowserContext();
  const q = await profile.newPage();
  await q.goto(keyed);
  const there = await until(q, 'the link\'s moment', (s) => s.running && s.paused && s.tick === at.tick).catch(() => null);
  check(there && there.hash === at.hash && there.map === at.map,
        `the link in another profile opens at tick ${there && there.tick}, paused, hash ${there && there.hash} (was ${at.hash})`);
  await profile.close();
  // Natively, as a maintainer who got it in a bug report.
  const nat = JSON.parse(native(['--replay', keyed, '--headless'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split('\n').pop());
  check(nat.tick === at.tick && nat.hash === at.hash, `collide --replay LINK: tick ${nat.tick}, hash ${nat.hash}`);

  // A damaged link: the program's reason on the page, which goes on with the default run.
  p = await open('#collide=1&r=AAAA%%%');
  const s = await until(p.page, 'the page running', (s) => s.running && s.frames > 0);
  check(s.running && !s.paused && /link/.test((await notes(p.page)).join(' ')),
        `a damaged link: "${(await notes(p.page)).join(' | ').slice(0, 90)}", the page runs on`);
  await p.page.close();

  // A shipped challenge by name; an unknown name is refused and the page goes on.
  p = await open('?challenge=through-a-wall');
  const c = await until(p.page, 'the challenge', (s) => s.running && s.goal !== '');
  check(c.goal === 'not yet' && /Tunnel/.test(c.map) && c.resolver === 'simplest',
        `?challenge=through-a-wall: ${c.map}, ${c.resolver}, goal ${c.goal}`);
  await p.page.close();
  p = await open('?challenge=nowhere');
  const n = await until(p.page, 'the page running', (s) => s.running && s.frames > 0);
  check(n.goal === '' && /\?challenge=nowhere: no shipped challenge/.test((await notes(p.page)).join(' ')),
        '?challenge=nowhere: refused, the page runs on');
  await p.page.close();
}
