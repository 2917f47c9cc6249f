-- love-draw-field: draws a text with a distance-field BMFont (render-spec's "field": "sdf" or
-- "msdf") through a small shader, scaled, as a game draws such a font at any size, and saves it.
--
--   timeout -s KILL 30 xvfb-run -n $((1000 + RANDOM % 8000)) -a -s "-screen 0 1024x768x24" \
--       love scripts/love-draw-field OUT.png WIDTH HEIGHT BG X Y TEXT SCALE FONT.fnt
--
-- The arguments are love-draw's (scripts/love-draw/main.lua), with SCALE before the font: the
-- text is drawn at (X, Y) scaled by SCALE, the page sampled with linear filtering. The font's
-- `distanceField fieldType=… distanceRange=…` line says which field its pages hold and over
-- how many pixels; the shader turns the field into coverage:
--
--   d        = median(r, g, b)              (an sdf page has d in all three channels)
--   coverage = clamp((d − 0.5) · distanceRange · SCALE + 0.5, 0, 1)
--
-- (d − 0.5) · distanceRange is the distance to the outline in page pixels, times SCALE in screen
-- pixels; + 0.5 and the clamp make a one-pixel ramp centred on the outline, which is a pixel's
-- coverage by a straight edge across it. It prints love-draw's line for the font and exits 0; on
-- an error it writes the message to stderr and exits 1.

function love.errorhandler(message)
	io.stderr:write("love-draw-field: " .. tostring(message) .. "\n")
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

-- As love-draw loads a font (read with Lua's io, pages handed over as ImageData), but filtered
-- linearly: a distance field is meant to be interpolated between its pixels.
local function loadFont(path)
	local definition = readFile(path)
	local folder = path:match("^(.*)/[^/]*$") or "."
	local pages = {}
	local fieldType, range
	for line in definition:gmatch("[^\r\n]+") do
		if line:match("^page ") then
			local id = tonumber(line:match(" id=(%d+)"))
			local file = line:match(' file="([^"]*)"') or line:match(" file=(%S+)")
			if not id or not file then error(path .. ": unreadable page line: " .. line, 0) end
			local png = love.filesystem.newFileData(readFile(folder .. "/" .. file), file)
			pages[id + 1] = love.image.newImageData(png)
		elseif line:match("^distanceField ") then
			fieldType = line:match(" fieldType=(%a+)")
			range = tonumber(line:match(" distanceRange=([%d.]+)"))
		end
	end
	if not fieldType or not range then error(path .. ": no distanceField line (not a distance-field font)", 0) end
	local data = love.filesystem.newFileData(definition, path:match("[^/]*$"))
	local font = love.graphics.newFont(love.font.newBMFontRasterizer(data, pages))
	font:setFilter("linear", "linear")
	return font, fieldType, range
end

local shaderCode = [[
uniform float screenPxRange;

float median(float r, float g, float b) { return max(min(r, g), min(max(r, g), b)); }

vec4 effect(vec4 color, Image page, vec2 uv, vec2 screen) {
	vec4 texel = Texel(page, uv);
	float d = median(texel.r, texel.g, texel.b);
	float coverage = clamp((d - 0.5) * screenPxRange + 0.5, 0.0, 1.0);
	return vec4(color.rgb, color.a * coverage);
}
]]

local function gameArguments(raw)
	local folder = 1
	while raw[folder] and raw[folder]:sub(1, 2) == "--" do folder = folder + 1 end
	local args = {}
	for i = folder + 1, #raw do args[#args + 1] = raw[i] end
	return args
end

function love.load(_, raw)
	local args = gameArguments(raw)
	if #args ~= 9 then
		error("usage: love love-draw-field OUT.png WIDTH HEIGHT BG X Y TEXT SCALE FONT.fnt", 0)
	end
	local out, text = args[1], args[7]
	local width, height = number(args[2], "WIDTH"), number(args[3], "HEIGHT")
	local x, y = number(args[5], "X"), number(args[6], "Y")
	local scale = number(args[8], "SCALE")
	local clear = background(args[4])

	love.window.setMode(width, height, {vsync = 0, resizable = false, highdpi = false})
	local font, fieldType, range = loadFont(args[9])
	print(string.format("height=%d base=%d width=%d field=%s range=%g", font:getHeight(), font:getBaseline(),
		font:getWidth(text), fieldType, range))

	local shader = love.graphics.newShader(shaderCode)
	shader:send("screenPxRange", range * scale)
	local canvas = love.graphics.newCanvas(width, height, {format = "rgba8", dpiscale = 1})
	love.graphics.setCanvas(canvas)
	love.graphics.clear(clear[1], clear[2], clear[3], clear[4])
	love.graphics.setBlendMode("alpha", "alphamultiply")
	love.graphics.setColor(1, 1, 1, 1)
	love.graphics.setShader(shader)
	love.graphics.setFont(font)
	love.graphics.print(text, x, y, 0, scale, scale)
	love.graphics.setShader()
	love.graphics.setCanvas()

	-- The canvas holds premultiplied colour; the PNG straight alpha (as love-draw writes it).
	local image = canvas:newImageData()
	image:mapPixel(function(_, _, r, g, b, a)
		if a > 0 and a < 1 then return r / a, g / a, b / a, a end
		return r, g, b, a
	end)
	writeFile(out, image:encode("png"):getString())
	love.event.quit(0)
end
