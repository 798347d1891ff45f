-- stay.lua: a method that never moves the body, so it never goes through a wall nor ends in
-- one: the never-tunnel challenge's goal holds for it (the goal cannot ask for progress).
local method = {
  name = "stay",
  title = "Stay put",
  short = "stay",
  model = "box",
  size = 0.625,
  how = "Refuses every move.",
  weakness = "Never gets anywhere.",
  colour = {200, 200, 120},
}

function method.move(body, dx, dy, map, trace)
  if trace.on then trace.note("every move is refused") end
  return body.x, body.y, 0, 0
end

return method
