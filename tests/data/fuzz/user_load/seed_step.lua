-- A fuzzing seed: a method with the game's own step, which reads every field it is given.
local m = { name = "stepper", model = "box", size = 0.5 }
function m.step(body, input)
  local vy = body.vy + 0.5
  if input.jump_pressed and (body.on_ground or body.since_ground < 3) then vy = -8 end
  if input.jump and vy < 0 then vy = vy * 0.9 end
  return { vx = input.x * input.speed + input.y * 0, vy = math.min(vy, 16) + body.x * 0 + body.y * 0 }
end
function m.move(body, dx, dy, map)
  if map.box_solid(body.x + dx, body.y + dy, body.w, body.h) then return body.x, body.y, 0, 1 end
  return body.x + dx, body.y + dy
end
return m
