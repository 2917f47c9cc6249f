-- love-draw: draws a text with render-spec's AngelCode BMFont fonts in LÖVE 11, as a game would,
-- and saves the picture: how the tests prove the fonts in a real engine. The first argument after
-- the game folder picks the drawing (each file says its arguments):
--
--   love scripts/love-draw [OPTION ...] OUT.png …   LÖVE's own loader and print (draw.lua)
--   love scripts/love-draw quads OUT.png …          a game's own glyph quads, packed pages (quads.lua)
--   love scripts/love-draw field OUT.png …          a distance-field font through a shader (field.lua)
--
-- Run under a virtual X server, killed if it hangs:
--
--   timeout -s KILL 30 xvfb-run -n $((1000 + RANDOM % 8000)) -a -s "-screen 0 1024x768x24" \
--       love scripts/love-draw …
--
-- (SIGKILL: LÖVE turns SIGTERM into a quit event, which a hung game never reads. A random
-- starting display: parallel `xvfb-run -a` runs all race for :99.) Paths are read with Lua's io,
-- outside LÖVE's sandbox: absolute, or relative to the caller's working directory. The picture is
-- written with straight alpha and the program exits with 0; on any error it writes the message to
-- stderr and exits with 1. It never waits for input or a frame.

local drawings = {quads = true, field = true}
local drawing = "draw"

-- LÖVE's own error screen waits for the user to close it; a test needs a message and a status.
function love.errorhandler(message)
	local name = drawing == "draw" and "love-draw" or "love-draw " .. drawing
	io.stderr:write(name .. ": " .. tostring(message) .. "\n")
	io.stderr:flush()
	return function() return 1 end
end

-- Our arguments: everything after the game folder, exactly as given. LÖVE's filtered list (the
-- first parameter of love.load) drops any that look like its own options, `--console` or
-- `--fused`, wherever they stand, and TEXT may be anything; the raw list keeps them.
local function gameArguments(raw)
	local folder = 1
	while raw[folder] and raw[folder]:sub(1, 2) == "--" do folder = folder + 1 end
	local args = {}
	for i = folder + 1, #raw do args[#args + 1] = raw[i] end
	return args
end

function love.load(_, raw)
	local args = gameArguments(raw)
	if drawings[args[1]] then drawing = table.remove(args, 1) end
	require(drawing).run(args)
	love.event.quit(0)
end
