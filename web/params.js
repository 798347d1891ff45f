// params.js: the page's URL parameters as collide's options (docs/web.md). Each parameter is
// one typed value, read by its type's rule and handed on as one option with one value (two
// for a size), never split into more words, so a link can set only the options this table
// names; the program then checks each value as its command line does (ranges, names). A file
// a parameter names must sit beside the page: a relative path on the same server.
(function (root) {
  'use strict';

  // parameter -> option -> type. Add a line to take one more option from links.
  var PARAMS = [
    ['map', '--map', 'map'],         // a shipped map by name, or a file beside the page
    ['replay', '--replay', 'file'],
    ['method', '--method', 'script'], // repeatable: ?method=refuse&method=substep
    ['resolver', '--resolver', 'name'],
    ['mode', '--mode', 'name'],
    ['speed', '--speed', 'number'],
    ['scale', '--scale', 'number'],
    ['seed', '--seed', 'count'],
    ['size', '--size', 'pair'],
    ['radius', '--radius', 'number'],
    ['layer', '--layer', 'text'],
    ['level', '--level', 'text'],
    ['tour', '--tour', 'stop'],      // ?tour, or ?tour=N for --tour --stop N
    ['browse', '--browse', 'flag'],
    ['challenge', '--challenge', 'challenge'], // a shipped challenge by name (challenges/NAME.challenge)
    // the motion (docs/motion.md): its model, the run speed and every parameter
    ['motion', '--motion', 'name'],
    ['run', '--run', 'number'],
    ['game-scale', '--game-scale', 'number'],
  ];
  ['accel', 'friction', 'gravity', 'fall-max', 'ground-accel', 'ground-decel', 'air-accel',
   'air-decel', 'jump', 'jump-cut'].forEach(function (n) { PARAMS.push([n, '--' + n, 'number']); });
  ['coyote', 'buffer'].forEach(function (n) { PARAMS.push([n, '--' + n, 'count']); });

  // The most a file may hold, as the program's own readers allow (docs/limits.md): a file
  // past it is refused before any of it is read.
  var FILE_MAX = {
    map: 34340864,   // a .map: 8192-byte lines of the largest grid
    level: 4 << 20,  // a Tiled or LDtk file
    replay: 64 << 20,
    script: 1 << 20, // a Lua script
  };

  var NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

  function fail(why) { throw new Error(why); }

  // A file beside the page: letters, digits, '_', '-', '.', ' ' and '/' between names; no
  // scheme (http:, data:), no leading '/' (nor //host), no '..' or '.' segment, no '%' (a
  // '%2e%2e' is '..' to the URL parser), no '\', '?' or '#'.
  function besidePage(v) {
    if (!/^[A-Za-z0-9_][A-Za-z0-9_. \/-]*$/.test(v) || v.length > 200)
      fail("expected a file beside the page (a relative path: letters, digits, '_', '-', '.', '/'), got '" + v + "'");
    v.split('/').forEach(function (part) {
      if (part === '' || part === '.' || part === '..') fail("expected a file beside the page, got '" + v + "' (no '..', '.' or empty part)");
    });
    return v;
  }

  function kindOf(name) {
    if (/\.map$/i.test(name)) return 'map';
    if (/\.(tmx|tmj|json|ldtk)$/i.test(name)) return 'level';
    if (/\.replay$/i.test(name)) return 'replay';
    if (/\.lua$/i.test(name)) return 'script';
    return null;
  }

  // Each type: the value (null for a bare ?name) -> { args: [...], fetch: {url, path, kind} }.
  var TYPES = {
    number: function (v, opt) {
      if (v === null || !NUMBER.test(v)) fail("expected a number, got '" + (v || '') + "'");
      return { args: [opt + '=' + v] };
    },
    count: function (v, opt) {
      if (v === null || !/^\d{1,20}$/.test(v)) fail("expected a whole number, got '" + (v || '') + "'");
      return { args: [opt + '=' + v] };
    },
    pair: function (v, opt) {
      var m = v === null ? null : /^([^x,]+)[x,]([^x,]+)$/.exec(v);
      if (!m || !NUMBER.test(m[1]) || !NUMBER.test(m[2])) fail("expected two numbers, W and H (16x16), got '" + (v || '') + "'");
      return { args: [opt, m[1], m[2]] };
    },
    name: function (v, opt) {
      if (v === null || !/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,62}$/.test(v)) fail("expected a name, got '" + (v || '') + "'");
      return { args: [opt + '=' + v] };
    },
    text: function (v, opt) {
      if (v === null || v === '' || v.length > 256 || /[\u0000-\u001f\u007f]/.test(v)) fail("expected a line of text, got '" + (v || '') + "'");
      return { args: [opt + '=' + v] };
    },
    flag: function (v, opt) {
      if (v !== null && v !== '') fail("takes no value, got '" + v + "'");
      return { args: [opt] };
    },
    stop: function (v, opt) {
      if (v === null || v === '') return { args: [opt] };
      if (!/^\d{1,3}$/.test(v)) fail("expected a stop number, got '" + v + "'");
      return { args: [opt, '--stop=' + v] };
    },
    challenge: function (v, opt) {
      if (v === null || !/^[A-Za-z0-9_-]{1,63}$/.test(v)) fail("expected a shipped challenge's name, got '" + (v || '') + "'");
      return { args: [opt, '/challenges/' + v + '.challenge'], challenge: v };
    },
    map: function (v, opt) {
      if (v !== null && /^[A-Za-z0-9_-]{1,63}$/.test(v)) return { args: [opt, '/work/maps/' + v + '.map'], shipped: v };
      return TYPES.file(v, opt);
    },
    file: function (v, opt) {
      if (v === null) fail('expected a file beside the page');
      var name = besidePage(v), kind = kindOf(name);
      if (!kind) fail("expected a .map, .tmx, .tmj, .json, .ldtk or .replay file, got '" + v + "'");
      var path = '/work/url/' + name;
      return { args: [opt, path], fetch: { url: name, path: path, kind: kind } };
    },
    script: function (v, opt) {
      if (v === null) fail('expected a script beside the page');
      var name = besidePage(/\.lua$/i.test(v) ? v : v + '.lua');
      var path = '/work/methods/' + name.split('/').pop();
      return { args: [opt, path], fetch: { url: name, path: path, kind: 'script' } };
    },
  };

  // The options of a query string: { args, fetches, shipped, challenges, refused: ["?size=...: why"] }.
  // A refused parameter is left out; the others still apply.
  function read(search) {
    var params = new URLSearchParams(search), out = { args: [], fetches: [], shipped: [], challenges: [], refused: [] };
    var known = {};
    PARAMS.forEach(function (p) { known[p[0]] = p; });
    params.forEach(function (v, k) {
      if (!known[k]) out.refused.push('?' + k + ': not a parameter the page takes (docs/web.md lists them)');
    });
    PARAMS.forEach(function (p) {
      var values = params.getAll(p[0]);
      if (values.length > 1 && p[2] !== 'script') {
        out.refused.push('?' + p[0] + ': given ' + values.length + ' times; give it once');
        return;
      }
      values.forEach(function (raw) {
        var v = raw === '' && p[2] !== 'flag' && p[2] !== 'stop' ? null : raw;
        try {
          var r = TYPES[p[2]](v, p[1]);
          Array.prototype.push.apply(out.args, r.args);
          if (r.fetch) out.fetches.push(r.fetch);
          if (r.shipped) out.shipped.push(r.shipped);
          if (r.challenge) out.challenges.push(r.challenge);
        } catch (e) {
          out.refused.push('?' + p[0] + '=' + raw + ': ' + e.message);
        }
      });
    });
    return out;
  }

  // Where a file named by a link is fetched from: only this page's own folder and server.
  function urlBeside(name, page) {
    var base = new URL('.', page), url = new URL(besidePage(name), base);
    if (url.origin !== base.origin || url.pathname.indexOf(base.pathname) !== 0) fail("'" + name + "' is not beside the page");
    return url.href;
  }

  root.collideParams = { PARAMS: PARAMS, FILE_MAX: FILE_MAX, read: read, kindOf: kindOf, urlBeside: urlBeside };
})(typeof window !== 'undefined' ? window : globalThis);
