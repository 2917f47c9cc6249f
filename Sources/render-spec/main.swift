import RenderSpecCLI

RenderSpecCommand.runFromCommandLine()
