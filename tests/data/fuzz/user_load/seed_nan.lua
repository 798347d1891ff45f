return {name = "bad", move = function() return 0/0, 1 end}
