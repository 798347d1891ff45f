local method = {name = "seed"}
function method.move(body, dx, dy, map, trace)
  local hit, i, j = map.box_solid(body.x + dx, body.y + dy, body.w, body.h)
  if trace.on then trace.cell(i or 0, j or 0) end
  if hit then return body.x, body.y end
  return {x = body.x + dx, y = body.y + dy, t = 1}
end
return method
