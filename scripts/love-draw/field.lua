-- love-draw's `field` drawing: a text with a distance-field BMFont (render-spec's "field": "sdf"
-- or "msdf") through a small shader, scaled, as a game draws such a font at any size.
--
--   love scripts/love-draw field OUT.png WIDTH HEIGHT BG X Y TEXT SCALE FONT.fnt
--
-- The arguments are the default drawing's (draw.lua), with SCALE before the font: the text is
-- drawn at (X, Y) scaled by SCALE, the page sampled with linear filtering. The font's
-- `distanceField fieldType=… distanceRange=…` line says which field its pages hold and over
-- how many pixels; the shader turns the field into coverage:
--
--   d        = median(r, g, b)              (an sdf page has d in all three channels)
--   coverage = clamp((d − 0.5) · distanceRange · SCALE + 0.5, 0, 1)
--
-- (d − 0.5) · distanceRange is the distance to the outline in page pixels, times SCALE in screen
-- pixels; + 0.5 and the clamp make a one-pixel ramp centred on the outline, which is a pixel's
-- coverage by a straight edge across it. It prints the default drawing's line for the font, with
-- `field=` and `range=`.
local common = require("common")

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

local function run(args)
	if #args ~= 9 then error("usage: love love-draw field OUT.png WIDTH HEIGHT BG X Y TEXT SCALE FONT.fnt", 0) end
	local out, text = args[1], args[7]
	local width, height = common.number(args[2], "WIDTH"), common.number(args[3], "HEIGHT")
	local x, y = common.number(args[5], "X"), common.number(args[6], "Y")
	local scale = common.number(args[8], "SCALE")
	local clear = common.colour(args[4], "BG", true)

	common.window(width, height)
	-- Filtered linearly: a distance field is meant to be interpolated between its pixels.
	local font, definition = common.loadFont(args[9], "linear")
	local line = definition:match("[^\r\n]*distanceField [^\r\n]*") or ""
	local fieldType, range = line:match(" fieldType=(%a+)"), tonumber(line:match(" distanceRange=([%d.]+)"))
	if not fieldType or not range then error(args[9] .. ": no distanceField line (not a distance-field font)", 0) end
	print(string.format("height=%d base=%d width=%d field=%s range=%g", font:getHeight(), font:getBaseline(),
		font:getWidth(text), fieldType, range))

	local shader = love.graphics.newShader(shaderCode)
	shader:send("screenPxRange", range * scale)
	local canvas = common.canvas(width, height, clear)
	love.graphics.setBlendMode("alpha", "alphamultiply")
	love.graphics.setColor(1, 1, 1, 1)
	love.graphics.setShader(shader)
	love.graphics.setFont(font)
	love.graphics.print(text, x, y, 0, scale, scale)
	love.graphics.setShader()
	common.save(canvas, out)
end

return {run = run}
