-- What love-draw's three drawings share (main.lua picks one): files read and written with Lua's
-- io, numbers and colours from the command line, a BMFont loaded with LÖVE's own parser, and the
-- canvas every drawing goes onto, saved with straight alpha.
local common = {}

function common.readFile(path)
	local file, failure = io.open(path, "rb")
	if not file then error(failure, 0) end
	local bytes = file:read("*a")
	file:close()
	return bytes
end

function common.writeFile(path, bytes)
	local file, failure = io.open(path, "wb")
	if not file then error(failure, 0) end
	file:write(bytes)
	file:close()
end

function common.number(text, name)
	local value = tonumber(text)
	if not value then error(name .. " is not a number: " .. tostring(text), 0) end
	return value
end

-- "r,g,b,a" with each in 0-1, or (where `transparent` is allowed) "transparent".
function common.colour(text, name, transparent)
	if transparent and text == "transparent" then return {0, 0, 0, 0} end
	local r, g, b, a = (text or ""):match("^([%d.]+),([%d.]+),([%d.]+),([%d.]+)$")
	if not r then
		error(name .. " must be r,g,b,a (0-1)" .. (transparent and " or transparent" or "") .. ": " .. tostring(text), 0)
	end
	return {tonumber(r), tonumber(g), tonumber(b), tonumber(a)}
end

-- key=value fields of one line of a text .fnt; quoted values may hold spaces.
function common.fields(line)
	local out = {}
	for key, quoted in line:gmatch('(%w+)=(%b"")') do out[key] = quoted:sub(2, -2) end
	for key, value in line:gmatch('(%w+)=([^%s"]+)') do out[key] = out[key] or value end
	return out
end

-- love.graphics.newFont(path) reads through love.filesystem, which only sees the game folder
-- and the save folder. So the .fnt and its pages are read with Lua's io from wherever they
-- are, handed over as in-memory FileData and ImageData, and the rasterizer is made directly:
-- the same BMFont parser newFont uses, and nothing is copied or mounted. Returns the font and
-- the .fnt's text.
function common.loadFont(path, filter)
	local definition = common.readFile(path)
	local folder = path:match("^(.*)/[^/]*$") or "."
	local pages = {}
	for line in definition:gmatch("[^\r\n]+") do
		if line:match("^page ") then
			local f = common.fields(line)
			local id = tonumber(f.id)
			if not id or not f.file then error(path .. ": unreadable page line: " .. line, 0) end
			pages[id + 1] = love.image.newImageData(love.filesystem.newFileData(common.readFile(folder .. "/" .. f.file), f.file))
		end
	end
	local data = love.filesystem.newFileData(definition, path:match("[^/]*$"))
	local font = love.graphics.newFont(love.font.newBMFontRasterizer(data, pages))
	font:setFilter(filter, filter)
	return font, definition
end

-- The window LÖVE's graphics need, of the size asked for (nothing is drawn into it), with
-- nearest filtering for whatever does not set its own.
function common.window(width, height)
	love.window.setMode(width, height, {vsync = 0, resizable = false, highdpi = false})
	love.graphics.setDefaultFilter("nearest", "nearest")
end

-- A canvas made the target and cleared: a canvas, not the window's back buffer, so that its size
-- and pixel format do not depend on the X server's visual, and it starts exactly as cleared.
function common.canvas(width, height, clear)
	local canvas = love.graphics.newCanvas(width, height, {format = "rgba8", dpiscale = 1})
	love.graphics.setCanvas(canvas)
	love.graphics.clear(clear[1], clear[2], clear[3], clear[4])
	return canvas
end

-- The canvas holds premultiplied colour (what "alpha" blending leaves); the PNG straight alpha.
function common.save(canvas, out)
	love.graphics.setCanvas()
	local image = canvas:newImageData()
	image:mapPixel(function(_, _, r, g, b, a)
		if a > 0 and a < 1 then return r / a, g / a, b / a, a end
		return r, g, b, a
	end)
	common.writeFile(out, image:encode("png"):getString())
end

return common
