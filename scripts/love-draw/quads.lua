-- love-draw's `quads` drawing: a text with an AngelCode BMFont font the way a game with its own
-- text renderer draws it, to prove fonts LÖVE's own loader cannot draw: `channels: packed` fonts,
-- whose glyphs each lie in one channel of a page (BMFont's `packed=1` and `chnl`), which LÖVE's
-- BMFontRasterizer ignores.
--
--   love scripts/love-draw quads OUT.png WIDTH HEIGHT X Y TEXT R,G,B,A MODE FONT.fnt
--
-- MODE `quads`: the text-format .fnt is read here, every glyph drawn as a quad of its page at the
-- pen plus its offsets (the pen moving by xadvance and the pair's kerning), through a shader that
-- takes the glyph's coverage from the channel its `chnl` names (15: the page's colours as they
-- are), tinted with R,G,B,A. MODE `font`: LÖVE's own loader (newBMFontRasterizer) and print,
-- tinted with setColor, as a game draws a white `pageFormat: a8` font in its fill's colour.
-- The picture goes onto a transparent canvas; one line on stdout says `glyphs=<quads drawn>`
-- (quads) or `width=<LÖVE's width of TEXT>` (font).
local utf8 = require("utf8")
local common = require("common")

local function readFont(path)
	local folder = path:match("^(.*)/[^/]*$") or "."
	local font = {pages = {}, chars = {}, kernings = {}, packed = 0}
	for line in common.readFile(path):gmatch("[^\r\n]+") do
		local tag = line:match("^(%w+)")
		local f = common.fields(line)
		if tag == "common" then
			font.packed = tonumber(f.packed) or 0
		elseif tag == "page" then
			local data = love.filesystem.newFileData(common.readFile(folder .. "/" .. f.file), f.file)
			local image = love.graphics.newImage(love.image.newImageData(data))
			image:setFilter("nearest", "nearest")
			font.pages[tonumber(f.id)] = image
		elseif tag == "char" then
			local c = {}
			for _, k in ipairs({"id", "x", "y", "width", "height", "xoffset", "yoffset", "xadvance", "page", "chnl"}) do
				c[k] = common.number(f[k], k)
			end
			font.chars[c.id] = c
		elseif tag == "kerning" then
			font.kernings[f.first .. "," .. f.second] = common.number(f.amount, "amount")
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

local function run(args)
	if #args ~= 9 then error("usage: love love-draw quads OUT.png WIDTH HEIGHT X Y TEXT R,G,B,A quads|font FONT.fnt", 0) end
	local out, text, mode, path = args[1], args[6], args[8], args[9]
	local width, height = common.number(args[2], "WIDTH"), common.number(args[3], "HEIGHT")
	local x, y = common.number(args[4], "X"), common.number(args[5], "Y")
	local tint = common.colour(args[7], "COLOR", false)

	common.window(width, height)
	local canvas = common.canvas(width, height, {0, 0, 0, 0})
	love.graphics.setBlendMode("alpha", "alphamultiply")
	love.graphics.setColor(tint[1], tint[2], tint[3], tint[4])
	if mode == "quads" then
		print(string.format("glyphs=%d", drawQuads(readFont(path), text, x, y)))
	elseif mode == "font" then
		local font = common.loadFont(path, "nearest")
		love.graphics.setFont(font)
		love.graphics.print(text, x, y)
		print(string.format("width=%d", font:getWidth(text)))
	else
		error("MODE must be quads or font: " .. tostring(mode), 0)
	end
	common.save(canvas, out)
end

return {run = run}
