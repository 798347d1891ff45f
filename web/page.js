// page.js: the page around collide's browser build (docs/web.md). It turns the URL's
// parameters into the command line, opens a dropped file as --map or --replay, offers each
// file the app finishes writing (a recording, a saved map, a picture) as a download, and
// keeps the keyboard on the canvas. window.collide is what the page's test reads.
(function () {
  'use strict';
  var canvas = document.getElementById('canvas');
  var note = document.getElementById('note');
  var params = new URLSearchParams(location.search);
  var known = {};          // file path -> mtime already offered or put there by the page
  var collide = window.collide = { log: [], downloads: [], exited: null, started: 0, firstFrame: 0 };

  function say(text) { note.textContent = text; }
  function log(text) { collide.log.push(text); console.log(text); }

  // ?map=tunnel&resolver=minkowski&speed=48&scale=1.5&tour=3&mode=crowd&seed=2
  function urlArgs() {
    var a = [];
    var map = params.get('map');
    if (map) a.push('--map', /[./]/.test(map) ? '/work/url/' + map.split('/').pop() : '/maps/' + map + '.map');
    var replay = params.get('replay');
    if (replay) a.push('--replay', '/work/url/' + replay.split('/').pop());
    ['resolver', 'mode', 'speed', 'scale', 'seed', 'size', 'radius', 'layer', 'level'].forEach(function (k) {
      var v = params.get(k);
      if (v !== null && v !== '') {
        a.push('--' + k);
        Array.prototype.push.apply(a, k === 'size' ? v.split(/[x,]/) : [v]);
      }
    });
    if (params.has('tour')) {
      a.push('--tour');
      if (params.get('tour')) a.push('--stop', params.get('tour'));
    }
    if (params.has('browse')) a.push('--browse');
    return a;
  }

  // A map or recording named by URL (?map=levels/a.tmx) is fetched from the same server.
  function fetchUrlFiles() {
    var names = ['map', 'replay'].map(function (k) { return params.get(k); }).filter(function (v) {
      return v && /[./]/.test(v);
    });
    return Promise.all(names.map(function (name) {
      return fetch(name).then(function (r) {
        if (!r.ok) throw new Error(name + ': ' + r.status + ' ' + r.statusText);
        return r.arrayBuffer();
      }).then(function (buf) { put('/work/url/' + name.split('/').pop(), new Uint8Array(buf)); });
    }));
  }

  function put(path, bytes) {
    var dir = path.substring(0, path.lastIndexOf('/'));
    try { FS.mkdir(dir); } catch (e) { /* there already */ }
    FS.writeFile(path, bytes);
    known[path] = FS.stat(path).mtime.getTime();
  }

  function start(args) {
    log('collide ' + args.join(' '));
    collide.args = args;
    collide.exited = null;
    collide.started = performance.now();
    collide.firstFrame = 0;
    try {
      var status = callMain(args);
      if (status) { collide.exited = status; say('collide stopped (status ' + status + '): ' + lastError()); }
    } catch (e) {
      if (e !== 'unwind') { say('collide failed: ' + e); throw e; }
    }
    canvas.focus();
  }
  function lastError() {
    for (var i = collide.log.length - 1; i >= 0; i--) if (/^collide:/.test(collide.log[i])) return collide.log[i];
    return '';
  }

  // Start again on other arguments: the running app is told to quit, and once it has, main
  // runs anew (onCollideExit).
  var next = null;
  function restart(args) {
    if (collide.exited !== null || !Module._collide_web_state || !running()) return start(args);
    next = args;
    Module._collide_web_quit();
  }
  function running() { return JSON.parse(UTF8ToString(Module._collide_web_state())).running; }

  // Every finished file under /work (not a temporary one, not one the page put there).
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

  // Browser shortcuts that are the app's keys; the app reads them through SDL as well.
  window.addEventListener('keydown', function (e) {
    if (/^F\d+$/.test(e.key) || e.key === 'Tab' || e.key === 'Backspace' || e.key === ' ' ||
        /^Arrow/.test(e.key) || (e.ctrlKey && /^[szSZ]$/.test(e.key))) e.preventDefault();
  }, true);
  canvas.addEventListener('mousedown', function () { canvas.focus(); });
  window.addEventListener('blur', function () { setTimeout(function () { canvas.focus(); }, 0); });

  var dropNote = document.getElementById('drop');
  window.addEventListener('dragover', function (e) { e.preventDefault(); dropNote.style.display = 'flex'; });
  window.addEventListener('dragleave', function () { dropNote.style.display = 'none'; });
  window.addEventListener('drop', function (e) {
    e.preventDefault();
    dropNote.style.display = 'none';
    var file = e.dataTransfer.files[0];
    if (!file) return;
    if (!/\.(map|tmx|tmj|json|ldtk|replay)$/i.test(file.name)) {
      say(file.name + ': collide opens .map, .tmx, .tmj, .ldtk and .replay files');
      return;
    }
    file.arrayBuffer().then(function (buf) {
      var path = '/work/dropped/' + file.name;
      put(path, new Uint8Array(buf));
      var keep = ['scale'].reduce(function (a, k) { return params.get(k) ? a.concat('--' + k, params.get(k)) : a; }, []);
      restart((/\.replay$/i.test(file.name) ? ['--replay', path] : ['--map', path]).concat(keep));
      say('Opened ' + file.name);
    });
  });

  window.Module = {
    canvas: canvas,
    print: log,
    printErr: log,
    offerDownload: offer,
    onCollideExit: function (status) {
      collide.exited = status;
      if (next) {
        var args = next;
        next = null;
        return start(args);
      }
      say('collide has quit: press a key or click to start it again.');
      var again = function (e) {
        if (e.type === 'keydown' && e.key === 'Escape') return; /* the key that quit it */
        window.removeEventListener('keydown', again, true);
        canvas.removeEventListener('mousedown', again);
        say('');
        start(collide.args);
      };
      setTimeout(function () {
        window.addEventListener('keydown', again, true);
        canvas.addEventListener('mousedown', again);
      }, 300);
    },
    onRuntimeInitialized: function () {
      fetchUrlFiles().then(function () {
        start(urlArgs());
        (function firstFrame() {
          if (collide.exited !== null) return;
          if (Module._collide_web_state && JSON.parse(UTF8ToString(Module._collide_web_state())).frames > 0) {
            collide.firstFrame = performance.now();
            return;
          }
          requestAnimationFrame(firstFrame);
        })();
        setInterval(watch, 250);
      }, function (err) { say('cannot open ' + err.message); });
    },
  };
})();
