-- hop.lua: a small platformer's own motion and collision together, as a game jam's often
-- are. Its step: the run at the sandbox's speed, no acceleration, gravity 0.8 px a tick
-- squared, falls of up to 24 px a tick, a jump of 10 px a tick on the press, a few ticks
-- of grace after walking off a ledge. Its move: x, then y, each to where it would end,
-- backing off a pixel at a time while the box overlaps a solid cell.
-- Lesson: it looks only where each axis's move ends, so a tick's fall longer than the floor
-- is thick plus the body is tall (32 + 20 px on falls.map's bar) may end beyond the floor.
-- As shipped it lands on the bar; with GRAVITY 7 and FALL_MAX 64 it falls through it to the
-- floor below, and with 7.5 it lands again: where each tick's fall ends decides.
-- Run it with its motion: collide --method methods/hop.lua --motion hop --map maps/falls.map
local method = {
  name = "hop",
  title = "Hop (a game's own)",
  short = "hop",
  model = "box",
  size = 0.625,
  how = "A game's own step (gravity 0.8, jump 10) and move: x then y, backing off a pixel at a time.",
  weakness = "Looks only where each axis ends: a fall faster than floor plus body passes through.",
  colour = {140, 230, 110},
}

local GRAVITY, FALL_MAX, JUMP, COYOTE = 0.8, 24, 10, 4

-- The game's motion: the velocity this tick from the input and what the last move met.
function method.step(body, input)
  local vx = input.x * input.speed
  local vy = math.min(body.vy + GRAVITY, FALL_MAX)
  if input.jump_pressed and (body.on_ground or body.since_ground <= COYOTE) then vy = -JUMP end
  return vx, vy
end

-- Along one axis from `from` to `to`: the first place, backing off a pixel at a time, where
-- the box is clear; `from` when none is. The second result: did it back off?
local function back_off(map, from, to, across, w, h, horizontal)
  local step = to > from and -1 or 1
  local p = to
  while true do
    local x, y = p, across
    if not horizontal then x, y = across, p end
    if not map.box_solid(x, y, w, h) then return p, p ~= to end
    if (step < 0 and p + step <= from) or (step > 0 and p + step >= from) then return from, true end
    p = p + step
  end
end

function method.move(body, dx, dy, map, trace)
  local x, hit_x = back_off(map, body.x, body.x + dx, body.y, body.w, body.h, true)
  local y, hit_y = back_off(map, body.y, body.y + dy, x, body.w, body.h, false)
  if trace.on then
    trace.sweep(body.x, body.y, x, y)
    trace.box(x, y, body.w, body.h)
    trace.note((hit_x or hit_y) and "backed off a wall" or "clear where the move ends")
  end
  return x, y, nil, (hit_x and 1 or 0) + (hit_y and 1 or 0)
end

return method
