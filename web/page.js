// page.js: the page around collide's browser build (docs/web.md). It turns the link's
// parameters into options (web/params.js), fetches the files they name from beside the page,
// opens a dropped file (a map, a recording, a script), offers each file the app finishes
// writing (a recording, a saved map, a picture) as a download, and keeps the page going when
// a start fails: the reason shows in the top line and the last run that worked starts again.
// window.collide is what the script editor (web/editor.js) and the page's test use.
(function () {
  'use strict';
  var P = window.collideParams;
  var canvas = document.getElementById('canvas');
  var note = document.getElementById('note');
  var bar = document.getElementById('about');
  var known = {}; // file path -> mtime already offered or put there by the page
  var collide = window.collide = {
    log: [], downloads: [], notes: [], exited: null, started: 0, firstFrame: 0, methods: [], failures: 0,
  };

  // The top line: what happened last. The bar shows itself for a while in a short window,
  // where it otherwise leaves the whole height to the canvas.
  var hideBar = 0;
  function say(text, bad) {
    note.textContent = text;
    note.title = text;
    note.className = bad ? 'bad' : '';
    collide.notes.push(text);
    bar.classList.add('shown');
    clearTimeout(hideBar);
    hideBar = setTimeout(function () { bar.classList.remove('shown'); }, bad ? 12000 : 5000);
  }
  collide.say = say;
  var errs = []; // what the program printed on stderr since the last start
  function log(text) { collide.log.push(text); console.log(text); }
  function logErr(text) { errs.push(text); log(text); }

  function state() {
    return Module._collide_web_state ? JSON.parse(UTF8ToString(Module._collide_web_state())) : { running: false };
  }
  collide.state = state;

  function put(path, bytes) {
    FS.mkdirTree(path.substring(0, path.lastIndexOf('/')));
    FS.writeFile(path, bytes);
    known[path] = FS.stat(path).mtime.getTime();
  }
  collide.put = put;

  // ---- Runs: the options, the start, the fallback -------------------------------------

  // The run is its options (`base`) and the scripts it adds (`methods`, --method each).
  var run = { base: [], methods: [] }, lastGood = null, next = null;
  function argsOf(r) {
    var a = r.base.slice();
    r.methods.forEach(function (m) { a.push('--method', m); });
    return a;
  }
  function running() { return state().running; }

  // Start collide on `r`. A start that fails says why and goes back to the last one that
  // worked (or the defaults), so the page is always ready for another file or key.
  var waiters = [];
  function start(r) {
    var args = argsOf(r);
    log('collide ' + args.join(' '));
    run = r;
    collide.args = args;
    collide.methods = r.methods.slice();
    collide.exited = null;
    collide.started = performance.now();
    collide.firstFrame = 0;
    errs = [];
    var status;
    try {
      status = callMain(args);
    } catch (e) {
      if (e !== 'unwind') { say('collide failed: ' + e, true); throw e; }
    }
    // The loop runs once main has handed it to the browser; else main returned its status.
    var ok = running(), why = errs.join(' ');
    if (ok) {
      lastGood = { base: r.base.slice(), methods: r.methods.slice() };
      document.getElementById('last-key').textContent = state().methods; /* the run's methods, from their list */
    } else {
      collide.exited = status || 1;
      collide.failures++;
      say((why || 'collide stopped (status ' + collide.exited + ')') + backTo(r), true);
    }
    waiters.splice(0).forEach(function (w) { w(ok, why); });
    var fallback = lastGood || { base: [], methods: [] };
    if (!ok && !same(r, fallback)) start(fallback);
    else canvas.focus();
  }
  function same(a, b) { return argsOf(a).join('\n') === argsOf(b).join('\n'); }
  function backTo(r) {
    if (lastGood) return same(r, lastGood) ? '' : ' -- back to the last run';
    return argsOf(r).length ? ' -- the default map instead' : '';
  }

  // Start again on `r`: the running app is told to quit, and once it has, main runs anew
  // (onCollideExit). The promise says whether it started, and why not.
  function restart(r) {
    var p = new Promise(function (ok) { waiters.push(function (good, why) { ok({ ok: good, why: why }); }); });
    if (!Module._collide_web_quit || !running()) start(r);
    else {
      next = r;
      Module._collide_web_quit();
    }
    return p;
  }
  collide.restart = function (base, methods) { return restart({ base: base, methods: methods }); };
  collide.run = function () { return { base: run.base.slice(), methods: run.methods.slice() }; };

  // ---- Files beside the page ---------------------------------------------------------

  // Fetch `url` (already held beside the page) into `path`, refusing a redirect and a file
  // over its kind's size before reading it all.
  function fetchBeside(f) {
    var url, max = P.FILE_MAX[f.kind];
    try { url = P.urlBeside(f.url, location.href); } catch (e) { return Promise.reject(e); }
    return fetch(url, { redirect: 'error', credentials: 'same-origin' }).then(function (r) {
      if (!r.ok) throw new Error(f.url + ': ' + r.status + ' ' + r.statusText);
      var length = Number(r.headers.get('Content-Length'));
      if (length > max) throw new Error(f.url + ': ' + tooBig(length, max, f.kind));
      return readCapped(r, max, f);
    }).then(function (bytes) { put(f.path, bytes); return bytes; });
  }
  function readCapped(r, max, f) {
    if (!r.body || !r.body.getReader) return r.arrayBuffer().then(function (b) { return new Uint8Array(b); });
    var reader = r.body.getReader(), parts = [], n = 0;
    return (function more() {
      return reader.read().then(function (c) {
        if (c.done) {
          var out = new Uint8Array(n), at = 0;
          parts.forEach(function (p) { out.set(p, at); at += p.length; });
          return out;
        }
        n += c.value.length;
        if (n > max) { reader.cancel(); throw new Error(f.url + ': ' + tooBig(n, max, f.kind)); }
        parts.push(c.value);
        return more();
      });
    })();
  }
  var KIND_WORD = { map: 'a map', level: 'a Tiled or LDtk file', replay: 'a recording', script: 'a script' };
  function tooBig(n, max, kind) {
    return n.toLocaleString('en-US') + ' bytes is more than the ' + max.toLocaleString('en-US') + ' bytes ' +
      KIND_WORD[kind] + ' may hold (docs/limits.md); not read';
  }

  // The speed a .map's lesson suggests (`suggest resolver NAME speed N`, docs/formats.md).
  function suggestedSpeed(bytes) {
    var m = /^[ \t]*suggest\b([^\n]*)/m.exec(new TextDecoder().decode(bytes));
    var s = m && /\bspeed[ \t]+([0-9.]+)/.exec(m[1]);
    return s ? s[1] : null;
  }

  // A moment's link (#collide=..., docs/formats.md): its recording played to its tick, paused;
  // of the query only the scale still applies. A damaged one is refused by the program, which
  // says why, and the page goes on with the default run.
  function momentArgs(args) { /* the link's options are params.js's: --scale=S, one word */
    if (location.hash.indexOf('#collide=') !== 0) return null;
    return ['--replay', location.href].concat(args.filter(isOpt('--scale')));
  }
  window.addEventListener('hashchange', function () {
    var m = momentArgs(run.base);
    if (m) restart({ base: m, methods: [] });
  });

  // The link's options, files fetched: a refused parameter is said and left out.
  function linkRun() {
    var o = P.read(location.search), maps = [], said = o.refused.slice();
    var moment = momentArgs(o.args);
    if (moment) return Promise.resolve({ base: moment, methods: [] });
    o.challenges.forEach(function (name) {
      try { FS.stat('/challenges/' + name + '.challenge'); } catch (e) {
        said.push('?challenge=' + name + ': no shipped challenge of that name (docs/workshop.md lists them)');
        drop(o.args, '/challenges/' + name + '.challenge');
      }
    });
    o.shipped.forEach(function (name) {
      try {
        var bytes = FS.readFile('/maps/' + name + '.map');
        put('/work/maps/' + name + '.map', bytes); /* Ctrl+S saves it there, and the page offers it */
        maps.push(bytes);
      } catch (e) {
        said.push('?map=' + name + ': no shipped map of that name (the map browser, F2, lists them)');
        drop(o.args, '/work/maps/' + name + '.map');
      }
    });
    return Promise.all(o.fetches.map(function (f) {
      return fetchBeside(f).then(function (bytes) { if (f.kind === 'map') maps.push(bytes); }, function (e) {
        said.push(e.message);
        drop(o.args, f.path);
      });
    })).then(function () {
      // ?resolver= chooses the method; the map's suggested speed still holds unless ?speed= says.
      var s = maps.length && o.args.some(isOpt('--resolver')) && !o.args.some(isOpt('--speed')) && suggestedSpeed(maps[0]);
      if (s) o.args.push('--speed=' + s);
      if (said.length) say(said.join(' · '), true);
      var methods = [];
      for (var i = 0; i < o.args.length; i++) if (o.args[i] === '--method') methods.push(o.args.splice(i, 2)[1]), i--;
      return { base: o.args, methods: methods };
    });
  }
  function isOpt(name) { return function (a) { return a === name || a.indexOf(name + '=') === 0; }; }
  function drop(args, value) { // an option whose file is not there: out with its value
    var i = args.indexOf(value);
    if (i > 0) args.splice(i - 1, 2);
  }

  // ---- Downloads: every finished file under /work ------------------------------------

  function scan(dir, out) {
    FS.readdir(dir).forEach(function (name) {
      if (name === '.' || name === '..') return;
      var path = dir + '/' + name, st;
      try { st = FS.stat(path); } catch (e) { return; } /* renamed or removed meanwhile */
      if (FS.isDir(st.mode)) scan(path, out);
      else if (/\.(replay|map|png|gif)$/.test(name) && !/\.tmp/.test(name)) out.push([path, st.mtime.getTime()]);
    });
    return out;
  }
  function watch() {
    if (typeof FS === 'undefined') return;
    scan('/work', []).forEach(function (f) {
      if (known[f[0]] === f[1]) return;
      var bytes;
      try {
        FS.chmod(f[0], 420); /* 0644: the app may have made it private (mkstemp) */
        bytes = FS.readFile(f[0]);
      } catch (e) {
        log('cannot read ' + f[0] + ': ' + e);
        return;
      }
      known[f[0]] = f[1];
      offer(f[0].split('/').pop(), new Blob([bytes]), f[0]);
    });
  }
  function offer(name, blob, path) {
    collide.downloads.push({ name: name, size: blob.size, path: path || null });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 10000);
    say('Downloaded ' + name);
  }
  collide.offer = offer;

  // ---- A moment as a link -------------------------------------------------------------

  // The program makes the link (its copy-link key, or the button through
  // Module._collide_web_link when the build has it); the page puts it on the clipboard.
  function copyLink(text) {
    if (text.charAt(0) === '#') text = location.href.split('#')[0] + text;
    collide.link = text;
    var done = function () { say('Link copied: paste it to open this moment'); };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, function () { window.prompt('Copy the link:', text); });
    else window.prompt('Copy the link:', text);
  }
  var linkButton = document.getElementById('link');
  linkButton.addEventListener('click', function () {
    var p = Module._collide_web_link && UTF8ToString(Module._collide_web_link());
    if (p) copyLink(p);
    canvas.focus();
  });

  // ---- Keys, the mouse, dropped files -------------------------------------------------

  // Browser shortcuts that are the app's keys; the app reads them through SDL as well.
  window.addEventListener('keydown', function (e) {
    if (/^F\d+$/.test(e.key) || e.key === 'Tab' || e.key === 'Backspace' || e.key === ' ' ||
        /^Arrow/.test(e.key) || (e.ctrlKey && /^[szSZ]$/.test(e.key))) e.preventDefault();
  }, true);
  canvas.addEventListener('mousedown', function () { canvas.focus(); });
  window.addEventListener('blur', function () {
    setTimeout(function () { if (!collide.editorOpen) canvas.focus(); }, 0);
  });

  // A dropped file: its size checked before a byte of it is read.
  function openFile(file) {
    var kind = P.kindOf(file.name);
    if (!kind) return say(file.name + ': collide opens .map, .tmx, .tmj, .json, .ldtk, .replay and .lua files', true);
    if (!/^[^\/\\\u0000-\u001f]{1,120}$/.test(file.name)) return say('a dropped file needs a plain name', true);
    if (file.size > P.FILE_MAX[kind]) return say(file.name + ': ' + tooBig(file.size, P.FILE_MAX[kind], kind), true);
    return file.arrayBuffer().then(function (buf) {
      var bytes = new Uint8Array(buf);
      if (kind === 'script') return collide.applyScript(file.name, bytes);
      var path = '/work/dropped/' + file.name, keep = run.base.filter(function (a, i, all) {
        return isOpt('--scale')(a) || (i > 0 && all[i - 1] === '--scale');
      });
      put(path, bytes);
      // A recording brings its own methods; a map keeps the run's.
      return restart({ base: (kind === 'replay' ? ['--replay', path] : ['--map', path]).concat(keep),
                       methods: kind === 'replay' ? [] : run.methods })
        .then(function (r) { if (r.ok) say('Opened ' + file.name); });
    });
  }
  collide.openFile = openFile;
  var dropNote = document.getElementById('drop');
  window.addEventListener('dragover', function (e) { e.preventDefault(); dropNote.style.display = 'flex'; });
  window.addEventListener('dragleave', function () { dropNote.style.display = 'none'; });
  window.addEventListener('drop', function (e) {
    e.preventDefault();
    dropNote.style.display = 'none';
    var file = e.dataTransfer.files[0];
    if (file) openFile(file);
  });

  // ---- User methods: a script added, or written anew ----------------------------------

  // Put the script `name` (bytes or text) beside the run's methods and load it: a script the
  // run has already is reloaded in place (the world goes on), a new one restarts the run with
  // it. Resolves to { ok, why, path }: why is the program's "FILE:LINE: message".
  collide.applyScript = function (name, content) {
    var base = name.split('/').pop().replace(/[^A-Za-z0-9_.-]/g, '_');
    if (!/\.lua$/i.test(base)) base += '.lua';
    var path = '/work/methods/' + base;
    var bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    if (bytes.length > P.FILE_MAX.script) {
      var why = base + ': ' + tooBig(bytes.length, P.FILE_MAX.script, 'script');
      say(why, true);
      return Promise.resolve({ ok: false, why: why, path: path });
    }
    var had = run.methods.indexOf(path) >= 0;
    var before = had ? FS.readFile(path) : null;
    put(path, bytes);
    if (had && running()) {
      var err = UTF8ToString(Module._collide_web_reload_methods());
      if (err) say(err, true);
      else say('Reloaded ' + base);
      return Promise.resolve({ ok: !err, why: err, path: path });
    }
    var methods = had ? run.methods : run.methods.concat(path);
    return restart({ base: run.base, methods: methods }).then(function (r) {
      if (r.ok) say('Added ' + base + ' as method ' + state().methods + ': press ' + state().methods + ', or C to compare');
      else if (before) put(path, before);
      return { ok: r.ok, why: r.why, path: path };
    });
  };

  // ---- The start ------------------------------------------------------------------------

  window.Module = {
    canvas: canvas,
    print: log,
    printErr: logErr,
    offerDownload: offer,
    copyLink: copyLink,
    onCollideExit: function (status) {
      collide.exited = status;
      var r = next;
      next = null;
      if (r) return start(r);
      // The page never leaves a dead canvas: a run that ended starts again.
      say('collide ended (status ' + status + '); started again');
      start(lastGood || { base: [], methods: [] });
    },
    onRuntimeInitialized: function () {
      linkButton.hidden = !Module._collide_web_link;
      linkRun().then(function (r) {
        start(r);
        (function firstFrame() {
          if (state().frames > 0) {
            collide.firstFrame = performance.now();
            return;
          }
          requestAnimationFrame(firstFrame);
        })();
        setInterval(watch, 250);
      });
    },
  };
})();
