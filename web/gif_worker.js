// gif_worker.js: a second copy of collide in a Web Worker, for F9 (a GIF of the last ten
// seconds): the page cannot start a process, so this runs `collide --replay REC --gif OUT ...`
// headless on the files the page hands over, and sends the GIF back (web/collide_lib.js).
onmessage = function (e) {
  var job = e.data, log = [];
  // The page names the GIF by its full path; a relative one is under the page's folder.
  var whole = function (p) { return p.charAt(0) === '/' ? p : job.cwd + '/' + p; };
  self.Module = {
    print: function (line) { log.push(line); },
    printErr: function (line) { log.push(line); },
    preRun: [function () {
      var out = job.args[job.args.indexOf('--gif') + 1];
      FS.mkdirTree(whole(out).substring(0, whole(out).lastIndexOf('/')));
      Object.keys(job.files).forEach(function (path) {
        var dir = path.substring(0, path.lastIndexOf('/'));
        if (dir) FS.mkdirTree(dir);
        FS.writeFile(path, job.files[path]);
      });
    }],
    onRuntimeInitialized: function () {
      var status, out = job.args[job.args.indexOf('--gif') + 1], bytes = null;
      try {
        status = callMain(job.args);
      } catch (err) {
        status = err && typeof err.status === 'number' ? err.status : 1;
      }
      try {
        FS.chmod(out, 420); /* 0644, whatever mode the writer's temporary file had */
        bytes = FS.readFile(out);
      } catch (err) {
        log.push('collide: cannot read ' + out + ' back: ' + err);
        if (!status) status = 1;
      }
      postMessage({ status: status, path: whole(out), bytes: bytes, log: log });
    },
  };
  importScripts('collide.js');
};
