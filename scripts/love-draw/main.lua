-- love-draw: draws a text with AngelCode BMFont fonts as LÖVE itself draws them, and saves it.
--
--   timeout -s KILL 30 xvfb-run -n $((1000 + RANDOM % 8000)) -a -s "-screen 0 1024x768x24" \
--       love scripts/love-draw [OPTION ...] OUT.png WIDTH HEIGHT BG X Y TEXT FONT.fnt [FONT2.fnt ...]
--
-- OPTIONs, before OUT.png, change how a game would draw:
--   --scale=S          draw the text scaled by S (love.graphics.print's sx and sy), from (X, Y)
--   --filter=linear    sample the pages with linear filtering (default nearest: pixel-exact)
--   --blend=premultiplied  the pages hold premultiplied colour (default alphamultiply: straight)
--   --prefixes         also print, per font, `prefixes=W1,W2,...`: font:getWidth of TEXT's first
--                      1, 2, ... characters, where the engine's pen stands after each
--
-- (SIGKILL: LÖVE turns SIGTERM into a quit event, which a hung game never reads. A random
-- starting display: parallel `xvfb-run -a` runs all race for :99.)
--
-- BG is "r,g,b,a" with each in 0-1, or "transparent". Every font draws TEXT at (X, Y) in order,
-- so an effects font given first lies under the fill font given second. Paths are read with
-- Lua's io, outside LÖVE's sandbox: absolute, or relative to the caller's working directory.
-- For each font it prints one line, `height=<line height> base=<base> width=<width of TEXT>`,
-- then exits with 0; on any error it writes the message to stderr and exits with 1. It never
-- waits for input or a frame; the caller's `timeout 30 …` is for a driver that hangs.

-- LÖVE's own error screen waits for the user to close it; a test needs a message and a status.
function love.errorhandler(message)
	io.stderr:write("love-draw: " .. tostring(message) .. "\n")
	io.stderr:flush()
	return function() return 1 end
end

local function readFile(path)
	local file, failure = io.open(path, "rb")
	if not file then error(failure, 0) end
	local bytes = file:read("*a")
	file:close()
	return bytes
end

local function writeFile(path, bytes)
	local file, failure = io.open(path, "wb")
	if not file then error(failure, 0) end
	file:write(bytes)
	file:close()
end

local function number(text, name)
	local value = tonumber(text)
	if not value then error(name .. " is not a number: " .. tostring(text), 0) end
	return value
end

local function background(text)
	if text == "transparent" then return {0, 0, 0, 0} end
	local r, g, b, a = (text or ""):match("^([%d.]+),([%d.]+),([%d.]+),([%d.]+)$")
	if not r then error("BG must be r,g,b,a (0-1) or transparent: " .. tostring(text), 0) end
	return {tonumber(r), tonumber(g), tonumber(b), tonumber(a)}
end

-- love.graphics.newFont(path) reads through love.filesystem, which only sees the game folder
-- and the save folder. So the .fnt and its pages are read with Lua's io from wherever they
-- are, handed over as in-memory FileData and ImageData, and the rasterizer is made directly:
-- the same BMFont parser newFont uses, and nothing is copied or mounted.
local function loadFont(path, filter)
	local definition = readFile(path)
	local folder = path:match("^(.*)/[^/]*$") or "."
	local pages = {}
	for line in definition:gmatch("[^\r\n]+") do
		if line:match("^page ") then
			local id = tonumber(line:match(" id=(%d+)"))
			local file = line:match(' file="([^"]*)"') or line:match(" file=(%S+)")
			if not id or not file then error(path .. ": unreadable page line: " .. line, 0) end
			local png = love.filesystem.newFileData(readFile(folder .. "/" .. file), file)
			pages[id + 1] = love.image.newImageData(png)
		end
	end
	local data = love.filesystem.newFileData(definition, path:match("[^/]*$"))
	local rasterizer = love.font.newBMFontRasterizer(data, pages)
	local font = love.graphics.newFont(rasterizer)
	font:setFilter(filter, filter)
	return font
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

-- The leading `--name=value` (or `--name`) options, and the positional arguments after them.
local function options(args)
	local found = {scale = "1", filter = "nearest", blend = "alphamultiply"}
	local known = {scale = true, filter = true, blend = true, prefixes = true}
	local first = 1
	while args[first] and args[first]:sub(1, 2) == "--" do
		local name, value = args[first]:match("^%-%-([%a]+)=?(.*)$")
		if not name or not known[name] then error("unknown option " .. args[first], 0) end
		found[name] = value ~= "" and value or true
		first = first + 1
	end
	local rest = {}
	for i = first, #args do rest[#rest + 1] = args[i] end
	if found.filter ~= "nearest" and found.filter ~= "linear" then error("--filter must be nearest or linear", 0) end
	if found.blend ~= "alphamultiply" and found.blend ~= "premultiplied" then
		error("--blend must be alphamultiply or premultiplied", 0)
	end
	return found, rest
end

-- The byte offsets where each UTF-8 character of `text` ends.
local function characterEnds(text)
	local ends = {}
	for position in text:gmatch("()[^\128-\191][\128-\191]*") do
		if position > 1 then ends[#ends + 1] = position - 1 end
	end
	ends[#ends + 1] = #text
	return ends
end

function love.load(_, raw)
	local settings, args = options(gameArguments(raw))
	if #args < 8 then
		error("usage: love love-draw [OPTION ...] OUT.png WIDTH HEIGHT BG X Y TEXT FONT.fnt [FONT2.fnt ...]", 0)
	end
	local scale = number(settings.scale, "--scale")
	local out, text = args[1], args[7]
	local width, height = number(args[2], "WIDTH"), number(args[3], "HEIGHT")
	local x, y = number(args[5], "X"), number(args[6], "Y")
	local clear = background(args[4])

	love.window.setMode(width, height, {vsync = 0, resizable = false, highdpi = false})
	love.graphics.setDefaultFilter("nearest", "nearest")

	local fonts = {}
	for i = 8, #args do
		local font = loadFont(args[i], settings.filter)
		fonts[#fonts + 1] = font
		print(string.format("height=%d base=%d width=%d", font:getHeight(), font:getBaseline(), font:getWidth(text)))
		if settings.prefixes then
			local widths = {}
			for _, stop in ipairs(characterEnds(text)) do widths[#widths + 1] = font:getWidth(text:sub(1, stop)) end
			print("prefixes=" .. table.concat(widths, ","))
		end
	end

	-- A canvas, not the window's back buffer: its size and pixel format do not depend on the
	-- X server's visual, and it starts exactly as cleared.
	local canvas = love.graphics.newCanvas(width, height, {format = "rgba8", dpiscale = 1})
	love.graphics.setCanvas(canvas)
	love.graphics.clear(clear[1], clear[2], clear[3], clear[4])
	-- "alpha" with "alphamultiply": the glyph pages are straight-alpha PNGs, so the source is
	-- multiplied by its alpha and laid over what is there. The canvas therefore holds
	-- premultiplied colour, which is undone below before the PNG (straight alpha) is written.
	-- With --blend=premultiplied the pages already hold premultiplied colour, and the canvas
	-- ends up holding the same.
	love.graphics.setBlendMode("alpha", settings.blend)
	love.graphics.setColor(1, 1, 1, 1)
	for _, font in ipairs(fonts) do
		love.graphics.setFont(font)
		love.graphics.print(text, x, y, 0, scale, scale)
	end
	love.graphics.setCanvas()

	local image = canvas:newImageData()
	image:mapPixel(function(_, _, r, g, b, a)
		if a > 0 and a < 1 then return r / a, g / a, b / a, a end
		return r, g, b, a
	end)
	writeFile(out, image:encode("png"):getString())
	love.event.quit(0)
end
