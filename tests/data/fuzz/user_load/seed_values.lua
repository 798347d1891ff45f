local method = {name = "loop", model = "point"}
function method.move(body, dx, dy)
  local s = 0
  for i = 1, 100 do s = s + i end
  return body.x + dx * 0.5, body.y + dy, 0.5, 1, 4
end
return method
