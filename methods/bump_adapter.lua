-- bump_adapter.lua: drives bump.lua (kikito/bump.lua, the collision library many LÖVE games
-- use) as a method, so its answers can be judged beside the built-ins. bump.lua is not
-- shipped: put bump.lua beside this file (https://github.com/kikito/bump.lua, MIT).
-- Each move builds a small bump world of the solid cells the move's box can reach, adds the
-- body, and lets world:move slide it (bump's 'slide' response); a move keeps nothing, so
-- the world is made anew each time.
-- Lesson: bump sweeps the box against every cell as its own rectangle and slides along the
-- first one hit, so it tunnels through nothing; where it stops is bump's choice of the
-- first collision among cells hit at the same time.
local bump = require("bump")

local method = {
  name = "bump",
  title = "bump.lua (slide)",
  short = "bump",
  model = "box",
  size = 0.625,
  how = "bump.lua's world:move: the box swept against each solid cell, sliding along the first hit.",
  weakness = "Only what bump sees: solid cells as rectangles; thin sides and one-way platforms do not exist.",
  colour = {255, 170, 90},
}

local floor = math.floor

function method.move(body, dx, dy, map, trace)
  local T = map.tile
  local w, h = body.w, body.h
  local left, top = body.x - w / 2, body.y - h / 2
  local world = bump.newWorld(T)
  -- The cells the box can reach on this move, and one more around them.
  local i0 = floor((math.min(left, left + dx)) / T) - 1
  local i1 = floor((math.max(left, left + dx) + w) / T) + 1
  local j0 = floor((math.min(top, top + dy)) / T) - 1
  local j1 = floor((math.max(top, top + dy) + h) / T) + 1
  for j = j0, j1 do
    for i = i0, i1 do
      if map.is_solid(i, j) then world:add({i = i, j = j}, i * T, j * T, T, T) end
    end
  end
  if trace.on then trace.scan(i0, j0, i1, j1) end
  if w <= 0 or h <= 0 then return body.x + dx, body.y + dy end -- bump needs a box
  local player = {}
  world:add(player, left, top, w, h)
  local ax, ay, cols, len = world:move(player, left + dx, top + dy)
  local nx, ny
  if len > 0 then nx, ny = cols[1].normal.x, cols[1].normal.y end
  if trace.on then
    for k = 1, len do trace.cell(cols[k].other.i, cols[k].other.j) end
    trace.sweep(body.x, body.y, body.x + dx, body.y + dy)
    trace.note("bump: " .. len .. " collision" .. (len == 1 and "" or "s"))
  end
  return {x = ax + w / 2, y = ay + h / 2, hits = len, nx = nx, ny = ny}
end

return method
