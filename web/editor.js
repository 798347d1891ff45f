// editor.js: the page's script editor (docs/web.md, docs/your-method.md): a Lua method written
// beside the canvas, with nothing installed. F4 or the Script button opens and closes it;
// Ctrl+Enter applies the script (added as the next method, or reloaded in place); an error
// marks its line with the program's message; Download saves the script as a file.
(function () {
  'use strict';
  var collide = window.collide;
  var panel = document.getElementById('editor');
  var text = document.getElementById('script');
  var marks = document.getElementById('marks');
  var gutter = document.getElementById('gutter');
  var nameBox = document.getElementById('script-name');
  var problem = document.getElementById('problem');
  var canvas = document.getElementById('canvas');

  // The first step of docs/your-method.md's walk-through: a method that ignores walls.
  var STARTER = [
    'local method = {',
    '  name = "mine",                 -- the command line\'s name: lower-case letters, digits, -',
    '  title = "My first method",     -- the HUD\'s title',
    '  short = "mine",                -- a narrow label: at most 8 characters',
    '  model = "box",                 -- "point", "box" or "circle"',
    '  size = 0.625,                  -- the body\'s default size, in tiles',
    '  how = "Moves the box the whole way.",',
    '  weakness = "Walks through every wall.",',
    '  colour = {200, 120, 240},',
    '}',
    '',
    'function method.move(body, dx, dy, map, trace)',
    '  return body.x + dx, body.y + dy  -- where the body ends',
    'end',
    '',
    'return method',
    '',
  ].join('\n');

  // What the editor shows first: the run's last script of your own, else the starter.
  function current() {
    var m = collide.methods[collide.methods.length - 1];
    if (m) {
      try { return { name: m.split('/').pop(), text: new TextDecoder().decode(FS.readFile(m)) }; } catch (e) { /* gone */ }
    }
    return { name: 'mine.lua', text: STARTER };
  }

  function lines() { return text.value.split('\n').length; }
  function redraw(errorLine) {
    var n = lines(), nums = [], rows = [];
    for (var i = 1; i <= n; i++) {
      nums.push(i);
      rows.push(i === errorLine ? '<mark>' + ' '.repeat(200) + '</mark>' : '');
    }
    gutter.textContent = nums.join('\n');
    marks.innerHTML = rows.join('\n');
    sync();
  }
  function sync() { gutter.scrollTop = marks.scrollTop = text.scrollTop; }

  // "mine.lua:12: message" (a load, a reload, a move's error) -> line 12.
  function showProblem(why) {
    var m = /([A-Za-z0-9_.-]+\.lua):(\d+):\s*(.*)$/.exec(why || '');
    var line = m && m[1] === nameBox.value ? Number(m[2]) : 0;
    problem.textContent = why ? (line ? 'line ' + line + ': ' + m[3] : why) : '';
    problem.dataset.line = line || '';
    collide.editorProblem = { line: line, message: why || '' };
    redraw(line);
  }
  problem.addEventListener('click', function () { if (problem.dataset.line) goTo(Number(problem.dataset.line)); });
  function goTo(line) {
    var at = 0, rows = text.value.split('\n');
    for (var i = 0; i < line - 1 && i < rows.length; i++) at += rows[i].length + 1;
    text.focus();
    text.setSelectionRange(at, at + (rows[line - 1] || '').length);
  }

  function open() {
    if (!text.value) {
      var c = current();
      nameBox.value = c.name;
      text.value = c.text;
    }
    panel.hidden = false;
    collide.editorOpen = true;
    redraw(0);
    relayout();
    text.focus();
  }
  function close() {
    panel.hidden = true;
    collide.editorOpen = false;
    relayout();
    canvas.focus();
  }
  function toggle() { if (panel.hidden) open(); else close(); }
  // The canvas's size follows its box: SDL reads it on the window's resize event.
  function relayout() { window.dispatchEvent(new Event('resize')); }

  function apply() {
    var name = nameBox.value.trim() || 'mine.lua';
    if (!/\.lua$/i.test(name)) name += '.lua';
    nameBox.value = name.replace(/[^A-Za-z0-9_.-]/g, '_');
    problem.textContent = 'Applying...';
    return collide.applyScript(nameBox.value, text.value).then(function (r) {
      showProblem(r.ok ? '' : r.why);
      if (r.ok) problem.textContent = 'Applied: the method runs this version.';
      return r;
    });
  }
  function download() {
    collide.offer(nameBox.value || 'mine.lua', new Blob([text.value], { type: 'text/x-lua' }));
  }

  // Keys typed here are the editor's: none reaches the app (SDL listens on the window).
  function keep(e) {
    e.stopPropagation();
    if (e.type !== 'keydown') return;
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); apply(); }
    else if (e.key === 'Escape' || e.key === 'F4') { e.preventDefault(); close(); }
    else if (e.key === 'Tab' && e.target === text) {
      e.preventDefault();
      var a = text.selectionStart;
      text.setRangeText('  ', a, text.selectionEnd, 'end');
      redraw(0);
    }
  }
  ['keydown', 'keyup', 'keypress'].forEach(function (t) { panel.addEventListener(t, keep); });
  text.addEventListener('input', function () { redraw(0); });
  text.addEventListener('scroll', sync);
  document.getElementById('apply').addEventListener('click', apply);
  document.getElementById('save-script').addEventListener('click', download);
  document.getElementById('close-script').addEventListener('click', close);
  document.getElementById('script-button').addEventListener('click', toggle);
  // F4 on the canvas opens it (the app has no F4).
  window.addEventListener('keydown', function (e) {
    if (e.key === 'F4' && panel.hidden) { e.preventDefault(); e.stopPropagation(); open(); }
  }, true);

  // A move's error, while the editor is open: the program reports it in its state.
  setInterval(function () {
    if (panel.hidden || !collide.state) return;
    var s = collide.state();
    if (s.method_error && s.method_error !== collide.editorProblem.message) showProblem(s.method_error);
  }, 500);
  collide.editorProblem = { line: 0, message: '' };
  collide.editor = { open: open, close: close, apply: apply, download: download };
})();
