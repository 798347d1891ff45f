local t = {}
for k, v in pairs(string) do t[#t + 1] = k end
table.sort(t)
return {name = "lib", colour = "#123456", move = function(b, dx, dy, map) return b.x + map.cell(1, 1), b.y end}
