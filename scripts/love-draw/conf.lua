-- love-draw's configuration, for every drawing: no window at start-up (common.lua opens one of
-- the size it is asked for), and none of the modules that would touch sound or input devices,
-- which a headless X server under xvfb-run does not have.
function love.conf(t)
	t.identity = "render-spec-love-draw"
	t.appendidentity = false
	t.console = false
	t.window = false
	t.modules.audio = false
	t.modules.sound = false
	t.modules.joystick = false
	t.modules.physics = false
	t.modules.touch = false
	t.modules.video = false
	t.modules.mouse = false
	t.modules.keyboard = false
	t.modules.thread = false
end
