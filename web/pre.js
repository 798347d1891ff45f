// pre.js: the browser build's start (emcc --pre-js): SDL's video driver is the browser's,
// and files the app writes (recordings, saved maps, GIFs) land in /work, which the page
// watches to offer each finished file as a download (web/page.js).
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  ENV.SDL_VIDEODRIVER = 'emscripten';
  FS.mkdir('/work');
  FS.chdir('/work');
});
