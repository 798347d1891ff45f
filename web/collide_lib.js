// collide_lib.js: what the C side of the browser build calls in the page (emcc --js-library).
mergeInto(LibraryManager.library, {
  // The app has quit (Esc, the window closed): the page says so.
  collide_web_exited: function (status) {
    if (Module.onCollideExit) Module.onCollideExit(status);
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
});
