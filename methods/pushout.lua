-- pushout.lua: move, then push the box out of each solid tile it overlaps, one tile at a
-- time, along the axis where the overlap is smaller: the classic separation of small
-- engines (flixel's, and many a platformer's).
-- Lesson: each tile is judged alone, so on a floor built of separate tiles the tile ahead
-- overlaps the box by a sliver on x and by the fall on y: the box is pushed back along x and
-- snags on the seam between two tiles (a ghost collision), where one long floor would not
-- stop it. The scan starts at the corner the body moves toward, where the seam is met first.
local method = {
  name = "pushout",
  title = "Push out, tile by tile",
  short = "pushout",
  model = "box",
  size = 0.625,
  how = "Moves, then pushes the box out of each solid tile it overlaps along the smaller overlap.",
  weakness = "Judges each tile alone: it snags on the seams between tiles, and tunnels at speed.",
  colour = {150, 230, 110},
}

local floor, ceil = math.floor, math.ceil

function method.move(body, dx, dy, map, trace)
  local x, y, hw, hh = body.x + dx, body.y + dy, body.w / 2, body.h / 2
  local T = map.tile
  local i0, i1 = floor((x - hw) / T), ceil((x + hw) / T) - 1
  local j0, j1 = floor((y - hh) / T), ceil((y + hh) / T) - 1
  -- Start the scan at the corner the move heads for.
  local istart, iend, istep = i0, i1, 1
  if dx > 0 then istart, iend, istep = i1, i0, -1 end
  local jstart, jend, jstep = j0, j1, 1
  if dy > 0 then jstart, jend, jstep = j1, j0, -1 end
  if trace.on then trace.scan(i0, j0, i1, j1) end
  local hits, nx, ny = 0, nil, nil
  for j = jstart, jend, jstep do
    for i = istart, iend, istep do
      if map.is_solid(i, j) then
        -- How deep the box is in this tile on each axis, and which way is out.
        local left, right = (i * T) - (x + hw), ((i + 1) * T) - (x - hw)
        local top, bottom = (j * T) - (y + hh), ((j + 1) * T) - (y - hh)
        if left < 0 and right > 0 and top < 0 and bottom > 0 then
          local ox = (-left < right) and left or right
          local oy = (-top < bottom) and top or bottom
          if math.abs(ox) <= math.abs(oy) then x, nx, ny = x + ox, ox < 0 and -1 or 1, 0
          else y, nx, ny = y + oy, 0, oy < 0 and -1 or 1 end
          hits = hits + 1
          if trace.on then trace.cell(i, j) end
        end
      end
    end
  end
  if trace.on then
    trace.sweep(body.x, body.y, body.x + dx, body.y + dy)
    trace.note(hits == 0 and "no tile overlapped: the move is taken"
                         or ("pushed out of " .. hits .. " tile" .. (hits == 1 and "" or "s")))
  end
  return {x = x, y = y, hits = hits, nx = nx, ny = ny}
end

return method
