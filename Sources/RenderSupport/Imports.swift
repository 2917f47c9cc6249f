// The system modules every file of the binary's modules uses, imported here once and re-exported:
// a file that imports RenderSupport has them. On Linux that is FoundationEssentials (not the rest
// of Foundation, whose load the release build's start-up does without: docs/startup.md), Glibc
// and Dispatch; elsewhere Foundation. Startup, the start-up machinery below this module
// (ProcessSettings, DetachedThread, …), is re-exported with them.
@_exported import Startup
#if canImport(FoundationEssentials) && canImport(Glibc)
@_exported import Dispatch
@_exported import FoundationEssentials
@_exported import Glibc
#else
@_exported import Foundation
#endif
