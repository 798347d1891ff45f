// collide_lib.js: what the C side of the browser build calls in the page (emcc --js-library).
mergeInto(LibraryManager.library, {
  // The app has quit (Esc, the window closed): the page says so.
  collide_web_exited: function (status) {
    if (Module.onCollideExit) Module.onCollideExit(status);
  },
  // A link to this moment, made by the program (its copy-link key): the page copies it
  // (web/page.js, Module.copyLink). Declared in C as void collide_web_copy_link(const char *).
  collide_web_copy_link: function (text) {
    if (Module.copyLink) Module.copyLink(UTF8ToString(text));
  },
  // A picture of the frame: ARGB rows to a PNG through a 2D canvas, offered as a download.
  collide_web_png: function (argb, w, h, path) {
    var name = UTF8ToString(path).split('/').pop();
    var src = HEAPU32.subarray(argb >> 2, (argb >> 2) + w * h);
    var img = new ImageData(w, h);
    for (var i = 0; i < w * h; i++) {
      var p = src[i];
      img.data[4 * i] = (p >>> 16) & 255;
      img.data[4 * i + 1] = (p >>> 8) & 255;
      img.data[4 * i + 2] = p & 255;
      img.data[4 * i + 3] = 255;
    }
    var c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    c.getContext('2d').putImageData(img, 0, 0);
    c.toBlob(function (blob) {
      if (Module.offerDownload) Module.offerDownload(name, blob);
    }, 'image/png');
  },
  // F9's second process (src/app/platform/spawn_web.c): collide on `argv` in a Web Worker,
  // given the files its --replay names; the GIF it writes comes back to the same path here.
  collide_web_spawn: function (argv) {
    if (typeof Worker === 'undefined') return 0;
    var args = [];
    for (var p = argv >> 2; HEAP32[p]; p++) args.push(UTF8ToString(HEAP32[p]));
    args.shift();
    var files = {};
    var rec = args.indexOf('--replay');
    try {
      if (rec >= 0) {
        FS.chmod(args[rec + 1], 420); /* 0644: mkstemp made it private */
        files[args[rec + 1]] = FS.readFile(args[rec + 1]);
      }
    } catch (e) {
      err('collide: cannot hand ' + args[rec + 1] + ' to the GIF worker: ' + e);
      return 0;
    }
    Module.collideJobs = Module.collideJobs || [null];
    var id = Module.collideJobs.length, job = { status: -1 };
    Module.collideJobs.push(job);
    var worker = new Worker('gif_worker.js');
    worker.onmessage = function (e) {
      var out = e.data;
      if (out.bytes) {
        try { FS.mkdir(out.path.substring(0, out.path.lastIndexOf('/'))); } catch (err) { /* there */ }
        FS.writeFile(out.path, out.bytes);
      }
      (out.log || []).forEach(function (line) { err(line); });
      job.status = out.status;
      worker.terminate();
    };
    worker.onerror = function (e) {
      err('collide: the GIF worker failed: ' + e.message);
      job.status = 1;
    };
    worker.postMessage({ args: args, files: files, cwd: FS.cwd() });
    return id;
  },
  collide_web_wait: function (id) {
    var job = Module.collideJobs && Module.collideJobs[id];
    return job ? job.status : 1;
  },
});
