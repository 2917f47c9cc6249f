# One line of text, drawn in each font in turn at the same pen position (an effects font given
# first lies under the fill font given second) with CanvasItem.draw_string: Godot's own string
# drawing (Font.draw: each glyph at the pen plus its offsets, the pen moved by its advance and the
# pair's kerning).
extends Node2D

var fonts = []
var text = ""
# The top of the line; draw_string takes the baseline, the font's ascent (`base`) below it.
var top = Vector2()

func _draw():
	for font in fonts:
		draw_string(font, top + Vector2(0, font.get_ascent()), text, Color(1, 1, 1, 1))
