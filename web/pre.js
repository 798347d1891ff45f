// pre.js: the browser build's start (emcc --pre-js): SDL's video driver is the browser's,
// or the dummy one in a worker,
// and files the app writes (recordings, saved maps, GIFs) land in /work, which the page
// watches to offer each finished file as a download (web/page.js).
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  // In the page, the browser's canvas; in the GIF worker (web/gif_worker.js), none.
  ENV.SDL_VIDEODRIVER = typeof document !== 'undefined' ? 'emscripten' : 'dummy';
  FS.mkdirTree('/work');
  FS.chdir('/work');
});
