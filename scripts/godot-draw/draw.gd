# godot-draw: loads BMFont fonts in Godot 3 with BitmapFont.create_from_fnt, prints what Godot
# read, and draws a string with them into a PNG, as a game would.
#
#   cp -r scripts/godot-draw PROJECT; cp font.fnt font_0.png PROJECT/fonts/
#   write PROJECT/request.json:
#     {"out": "/abs/out.png", "width": W, "height": H, "x": X, "y": Y, "text": "…",
#      "fonts": ["res://fonts/a-effects.fnt", "res://fonts/a.fnt"]}
#   timeout -s KILL 60 xvfb-run -n $((1000 + RANDOM % 8000)) -a -s "-screen 0 1024x768x24" \
#       godot3 --path PROJECT --editor --quit      # imports the page PNGs (see below)
#   timeout -s KILL 60 xvfb-run … godot3 --path PROJECT -s res://draw.gd
#
# The arguments come in a file, not on the command line: Godot 3 takes its own options
# (`--quit`, `-s`…) from anywhere on the command line, even after `--`, so a TEXT like "--quit"
# would be eaten.
#
# create_from_fnt loads each page with ResourceLoader, which only finds an image the editor has
# imported (`PAGE.png.import` and its `.stex`): hence the `--editor --quit` run first. (Godot 3.2.3
# on Debian 12 then crashes with signal 11 as the editor quits, after the import is written; the
# caller checks the import files instead of that run's status.)
#
# It prints, per font (N from 0, in the order given):
#   font N error=E height=H ascent=A textures=T chars=C kernings=K width=W
#   char N id=… page=… x=… y=… width=… height=… xoffset=… yoffset=… xadvance=…
#   kerning N first=… second=… amount=…
# where `amount` is what Godot adds to the pen between the two (get_char_size with and without
# the next character), and `width` is get_string_size(TEXT). Then it draws TEXT with every font at
# (X, Y) = the line's top-left on a transparent viewport and writes it to OUT as straight-alpha
# RGBA, and exits with 0. On any error it prints `godot-draw: …` to stderr and exits with 1.
extends SceneTree

var request = {}
var viewport
var frames = 0

func fail(message):
	printerr("godot-draw: " + message)
	OS.exit_code = 1
	quit()

func _initialize():
	var file = File.new()
	if file.open("res://request.json", File.READ) != OK:
		return fail("cannot read res://request.json")
	var parsed = JSON.parse(file.get_as_text())
	file.close()
	if parsed.error != OK or typeof(parsed.result) != TYPE_DICTIONARY:
		return fail("request.json: " + parsed.error_string)
	request = parsed.result
	for key in ["out", "width", "height", "x", "y", "text", "fonts"]:
		if not request.has(key):
			return fail("request.json has no " + key)

	var fonts = []
	for i in range(request.fonts.size()):
		var font = BitmapFont.new()
		var error = font.create_from_fnt(request.fonts[i])
		report(i, font, error)
		fonts.append(font)

	viewport = Viewport.new()
	viewport.size = Vector2(request.width, request.height)
	viewport.transparent_bg = true
	viewport.hdr = false
	viewport.usage = Viewport.USAGE_2D
	viewport.render_target_v_flip = true
	viewport.render_target_update_mode = Viewport.UPDATE_ALWAYS
	root.add_child(viewport)
	var line = load("res://line.gd").new()
	line.fonts = fonts
	line.text = request.text
	line.top = Vector2(request.x, request.y)
	viewport.add_child(line)

func report(index, font, error):
	var chars = font.get("chars")        # 9 ints a glyph: id, page, x, y, w, h, xoffset, yoffset, advance
	var kernings = font.get("kernings")  # 3 ints a pair: first, second, minus the file's amount
	print("font %d error=%d height=%d ascent=%d textures=%d chars=%d kernings=%d width=%d" % [
		index, error, font.get_height(), font.get_ascent(), font.get_texture_count(), chars.size() / 9,
		kernings.size() / 3, font.get_string_size(request.text).x])
	for c in range(0, chars.size(), 9):
		print("char %d id=%d page=%d x=%d y=%d width=%d height=%d xoffset=%d yoffset=%d xadvance=%d" % [
			index, chars[c], chars[c + 1], chars[c + 2], chars[c + 3], chars[c + 4], chars[c + 5],
			chars[c + 6], chars[c + 7], chars[c + 8]])
	for k in range(0, kernings.size(), 3):
		var first = kernings[k]
		var second = kernings[k + 1]
		var amount = font.get_char_size(first, second).x - font.get_char_size(first).x
		print("kerning %d first=%d second=%d amount=%d" % [index, first, second, amount])

# Two frames for the viewport to be drawn, a third to read it back.
func _idle(_delta):
	frames += 1
	if frames < 3 or OS.exit_code != 0:
		return false
	var image = viewport.get_texture().get_data()
	# Blending "mix" into a transparent render target leaves premultiplied colour
	# (src·a + dst·(1 − a)); the PNG is straight alpha.
	image.convert(Image.FORMAT_RGBA8)
	image.lock()
	for y in range(image.get_height()):
		for x in range(image.get_width()):
			var p = image.get_pixel(x, y)
			if p.a > 0 and p.a < 1:
				image.set_pixel(x, y, Color(p.r / p.a, p.g / p.a, p.b / p.a, p.a))
	image.unlock()
	var error = image.save_png(request.out)
	if error != OK:
		fail("cannot write %s (error %d)" % [request.out, error])
		return true
	quit()
	return true
