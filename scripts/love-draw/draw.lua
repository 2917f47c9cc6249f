-- love-draw's default drawing: a text with AngelCode BMFont fonts as LÖVE itself draws them
-- (its own BMFont loader and love.graphics.print).
--
--   love scripts/love-draw [OPTION ...] OUT.png WIDTH HEIGHT BG X Y TEXT FONT.fnt [FONT2.fnt ...]
--
-- OPTIONs, before OUT.png, change how a game would draw:
--   --scale=S          draw the text scaled by S (love.graphics.print's sx and sy), from (X, Y)
--   --filter=linear    sample the pages with linear filtering (default nearest: pixel-exact)
--   --blend=premultiplied  the pages hold premultiplied colour (default alphamultiply: straight)
--   --prefixes         also print, per font, `prefixes=W1,W2,...`: font:getWidth of TEXT's first
--                      1, 2, ... characters, where the engine's pen stands after each
--
-- BG is "r,g,b,a" with each in 0-1, or "transparent". Every font draws TEXT at (X, Y) in order,
-- so an effects font given first lies under the fill font given second. For each font it prints
-- one line, `height=<line height> base=<base> width=<width of TEXT>`.
local common = require("common")

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

local function run(arguments)
	local settings, args = options(arguments)
	if #args < 8 then
		error("usage: love love-draw [OPTION ...] OUT.png WIDTH HEIGHT BG X Y TEXT FONT.fnt [FONT2.fnt ...]", 0)
	end
	local scale = common.number(settings.scale, "--scale")
	local out, text = args[1], args[7]
	local width, height = common.number(args[2], "WIDTH"), common.number(args[3], "HEIGHT")
	local x, y = common.number(args[5], "X"), common.number(args[6], "Y")
	local clear = common.colour(args[4], "BG", true)

	common.window(width, height)
	local fonts = {}
	for i = 8, #args do
		local font = common.loadFont(args[i], settings.filter)
		fonts[#fonts + 1] = font
		print(string.format("height=%d base=%d width=%d", font:getHeight(), font:getBaseline(), font:getWidth(text)))
		if settings.prefixes then
			local widths = {}
			for _, stop in ipairs(characterEnds(text)) do widths[#widths + 1] = font:getWidth(text:sub(1, stop)) end
			print("prefixes=" .. table.concat(widths, ","))
		end
	end

	local canvas = common.canvas(width, height, clear)
	-- "alpha" with "alphamultiply": the glyph pages are straight-alpha PNGs, so the source is
	-- multiplied by its alpha and laid over what is there. With --blend=premultiplied the pages
	-- already hold premultiplied colour, and the canvas ends up holding the same.
	love.graphics.setBlendMode("alpha", settings.blend)
	love.graphics.setColor(1, 1, 1, 1)
	for _, font in ipairs(fonts) do
		love.graphics.setFont(font)
		love.graphics.print(text, x, y, 0, scale, scale)
	end
	common.save(canvas, out)
end

return {run = run}
