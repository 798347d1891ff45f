-- substep.lua: sub-stepping, the usual fix for tunnelling. The move is cut into steps no
-- longer than half a tile; each step is taken one axis at a time, and an axis whose step
-- would make the box overlap a solid cell is refused for the rest of the move.
-- Lesson: no wall is thinner than a step, so nothing is skipped, and the axes apart let the
-- box glide along walls and over seams. The cost grows with the speed (one test per half
-- tile of move), and it still stops short of a wall by up to one step.
local method = {
  name = "substep",
  title = "Sub-steps of half a tile",
  short = "substep",
  model = "box",
  size = 0.625,
  how = "Cuts the move into steps of at most half a tile, each axis on its own, refused if it overlaps.",
  weakness = "Stops short of walls by up to a step, and costs one test per half tile of move.",
  colour = {120, 200, 255},
}

function method.move(body, dx, dy, map, trace)
  local longest = math.max(math.abs(dx), math.abs(dy))
  local steps = math.max(1, math.ceil(longest / (map.tile / 2)))
  local sx, sy = dx / steps, dy / steps
  local x, y, w, h = body.x, body.y, body.w, body.h
  local hits = 0
  for _ = 1, steps do
    if sx ~= 0 then
      if map.box_solid(x + sx, y, w, h) then sx, hits = 0, hits + 1 else x = x + sx end
    end
    if sy ~= 0 then
      if map.box_solid(x, y + sy, w, h) then sy, hits = 0, hits + 1 else y = y + sy end
    end
    if trace.on then trace.probe(x, y) end
  end
  if trace.on then
    trace.sweep(body.x, body.y, body.x + dx, body.y + dy)
    trace.note(steps .. " step" .. (steps == 1 and "" or "s") .. " of at most half a tile, " .. hits .. " refused")
  end
  return {x = x, y = y, hits = hits}
end

return method
