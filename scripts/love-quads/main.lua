-- love-quads: draws a text with an AngelCode BMFont font the way a game with its own text
-- renderer does, to prove fonts LÖVE's own loader cannot draw: `channels: packed` fonts, whose
-- glyphs each lie in one channel of a page (BMFont's `packed=1` and `chnl`), which LÖVE's
-- BMFontRasterizer ignores.
--
--   timeout -s KILL 30 xvfb-run -n $((1000 + RANDOM % 8000)) -a -s "-screen 0 1024x768x24" \
--       love scripts/love-quads OUT.png WIDTH HEIGHT X Y TEXT R,G,B,A MODE FONT.fnt
--
-- MODE `quads`: the text-format .fnt is read here, every glyph drawn as a quad of its page at the
-- pen plus its offsets (the pen moving by xadvance and the pair's kerning), through a shader that
-- takes the glyph's coverage from the channel its `chnl` names (15: the page's colours as they
-- are), tinted with R,G,B,A. MODE `font`: LÖVE's own loader (newBMFontRasterizer) and print,
-- tinted with setColor, as a game draws a white `pageFormat: a8` font in its fill's colour.
-- The picture goes onto a transparent canvas, saved with straight alpha; one line on stdout
-- says `glyphs=<quads drawn>` (quads) or `width=<LÖVE's width of TEXT>` (font). Errors go to
-- stderr with exit status 1.

local utf8 = require("utf8")

function love.errorhandler(message)
	io.stderr:write("love-quads: " .. tostring(message) .. "\n")
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

local function number(text, name)
	local value = tonumber(text)
	if not value then error(name .. " is not a number: " .. tostring(text), 0) end
	return value
end

local function colour(text)
	local r, g, b, a = (text or ""):match("^([%d.]+),([%d.]+),([%d.]+),([%d.]+)$")
	if not r then error("COLOR must be r,g,b,a (0-1): " .. tostring(text), 0) end
	return {tonumber(r), tonumber(g), tonumber(b), tonumber(a)}
end

-- key=value fields of one line; quoted values may hold spaces.
local function fields(line)
	local out = {}
	for key, quoted, plain in line:gmatch('(%w+)=(%b"")') do out[key] = quoted:sub(2, -2) end
	for key, value in line:gmatch('(%w+)=([^%s"]+)') do out[key] = out[key] or value end
	return out
end

local function readFont(path)
	local folder = path:match("^(.*)/[^/]*$") or "."
	local font = {pages = {}, chars = {}, kernings = {}, packed = 0}
	for line in readFile(path):gmatch("[^\r\n]+") do
		local tag = line:match("^(%w+)")
		local f = fields(line)
		if tag == "common" then
			font.packed = tonumber(f.packed) or 0
		elseif tag == "page" then
			local data = love.filesystem.newFileData(readFile(folder .. "/" .. f.file), f.file)
			local image = love.graphics.newImage(love.image.newImageData(data))
			image:setFilter("nearest", "nearest")
			font.pages[tonumber(f.id)] = image
		elseif tag == "char" then
			local c = {}
			for _, k in ipairs({"id", "x", "y", "width", "height", "xoffset", "yoffset", "xadvance", "page", "chnl"}) do
				c[k] = number(f[k], k)
			end
			font.chars[c.id] = c
		elseif tag == "kerning" then
			font.kernings[f.first .. "," .. f.second] = number(f.amount, "amount")
		end
	end
	return font
end

-- BMFont's chnl: 1 blue, 2 green, 4 red, 8 alpha; 15 all four (the page's own colours).
local masks = {[1] = {0, 0, 1, 0}, [2] = {0, 1, 0, 0}, [4] = {1, 0, 0, 0}, [8] = {0, 0, 0, 1}, [15] = {0, 0, 0, 0}}

local shaderCode = [[
uniform vec4 channel;
vec4 effect(vec4 tint, Image page, vec2 uv, vec2 pixel) {
	vec4 texel = Texel(page, uv);
	if (channel == vec4(0.0)) return texel * tint;
	return vec4(tint.rgb, tint.a * dot(texel, channel));
}
]]

local function drawQuads(font, text, x, y)
	local shader = love.graphics.newShader(shaderCode)
	love.graphics.setShader(shader)
	local pen, previous, drawn = x, nil, 0
	for _, code in utf8.codes(text) do
		local c = font.chars[code]
		if c then
			if previous then pen = pen + (font.kernings[previous .. "," .. code] or 0) end
			if c.width > 0 and c.height > 0 then
				local page = font.pages[c.page]
				local mask = masks[c.chnl]
				if not mask then error("char " .. code .. " has chnl=" .. c.chnl, 0) end
				shader:send("channel", mask)
				local quad = love.graphics.newQuad(c.x, c.y, c.width, c.height, page:getDimensions())
				love.graphics.draw(page, quad, pen + c.xoffset, y + c.yoffset)
				drawn = drawn + 1
			end
			pen = pen + c.xadvance
			previous = code
		end
	end
	love.graphics.setShader()
	return drawn
end

local function loadFont(path)
	local definition = readFile(path)
	local folder = path:match("^(.*)/[^/]*$") or "."
	local pages = {}
	for line in definition:gmatch("[^\r\n]+") do
		if line:match("^page ") then
			local f = fields(line)
			pages[tonumber(f.id) + 1] = love.image.newImageData(love.filesystem.newFileData(readFile(folder .. "/" .. f.file), f.file))
		end
	end
	local rasterizer = love.font.newBMFontRasterizer(love.filesystem.newFileData(definition, path:match("[^/]*$")), pages)
	local font = love.graphics.newFont(rasterizer)
	font:setFilter("nearest", "nearest")
	return font
end

local function gameArguments(raw)
	local folder = 1
	while raw[folder] and raw[folder]:sub(1, 2) == "--" do folder = folder + 1 end
	local args = {}
	for i = folder + 1, #raw do args[#args + 1] = raw[i] end
	return args
end

function love.load(_, raw)
	local args = gameArguments(raw)
	if #args ~= 9 then error("usage: love love-quads OUT.png WIDTH HEIGHT X Y TEXT R,G,B,A quads|font FONT.fnt", 0) end
	local out, text, mode, path = args[1], args[6], args[8], args[9]
	local width, height = number(args[2], "WIDTH"), number(args[3], "HEIGHT")
	local x, y = number(args[4], "X"), number(args[5], "Y")
	local tint = colour(args[7])

	love.window.setMode(width, height, {vsync = 0, resizable = false, highdpi = false})
	love.graphics.setDefaultFilter("nearest", "nearest")
	local canvas = love.graphics.newCanvas(width, height, {format = "rgba8", dpiscale = 1})
	love.graphics.setCanvas(canvas)
	love.graphics.clear(0, 0, 0, 0)
	love.graphics.setBlendMode("alpha", "alphamultiply")
	love.graphics.setColor(tint[1], tint[2], tint[3], tint[4])
	if mode == "quads" then
		print(string.format("glyphs=%d", drawQuads(readFont(path), text, x, y)))
	elseif mode == "font" then
		local font = loadFont(path)
		love.graphics.setFont(font)
		love.graphics.print(text, x, y)
		print(string.format("width=%d", font:getWidth(text)))
	else
		error("MODE must be quads or font: " .. tostring(mode), 0)
	end
	love.graphics.setCanvas()

	local image = canvas:newImageData()
	image:mapPixel(function(_, _, r, g, b, a)
		if a > 0 and a < 1 then return r / a, g / a, b / a, a end
		return r, g, b, a
	end)
	local file = assert(io.open(out, "wb"))
	file:write(image:encode("png"):getString())
	file:close()
	love.event.quit(0)
end
