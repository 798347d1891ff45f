-- refuse.lua: refuse the step when the destination overlaps a wall, as many small engines
-- do. The body is a box; the whole move is taken when the box at its destination overlaps
-- no solid cell, else the body stays where it is.
-- Lesson: it never ends inside a wall, but it stops short by up to a whole move, and the
-- faster the body the wider the gap it leaves before a wall.
local method = {
  name = "refuse",
  title = "Refuse the step",
  short = "refuse",
  model = "box",
  size = 0.625,
  how = "Takes the whole move unless the box would overlap a solid cell there; then it stays put.",
  weakness = "Stops short of walls by up to a whole move, and skips walls thinner than a move.",
  colour = {255, 140, 200},
}

function method.move(body, dx, dy, map, trace)
  local x, y = body.x + dx, body.y + dy
  local blocked, i, j = map.box_solid(x, y, body.w, body.h)
  if trace.on then
    trace.sweep(body.x, body.y, x, y)
    trace.box(x, y, body.w, body.h)
    if blocked then trace.cell(i, j) end
    trace.note(blocked and "the box would overlap a wall there: the move is refused"
                        or "the box is clear there: the whole move is taken")
  end
  if blocked then return body.x, body.y, 0, 1 end
  return x, y, 1, 0
end

return method
