import Startup
import Testing

/// `RENDER_SPEC_STARTUP=plain` turns every start-up trick off, and only that value does
/// (StartupTricks; the same bytes either way: RenderSpecCLITests' StartupSwitchTests).
@Suite struct StartupTricksTests {
    @Test func plainTurnsEveryTrickOff() {
        let plain = StartupTricks(setting: "plain")
        #expect(plain.plain)
        for trick in StartupTricks.Trick.allCases { #expect(!plain.uses(trick), "\(trick) is on") }
    }

    @Test(arguments: [nil, "", "fast", "Plain", "plain "])
    func anyOtherSettingLeavesEveryTrickOn(setting: String?) {
        let tricks = StartupTricks(setting: setting)
        #expect(!tricks.plain)
        for trick in StartupTricks.Trick.allCases { #expect(tricks.uses(trick), "\(trick) is off") }
    }

    @Test func theSwitchIsReadFromItsVariable() {
        #expect(StartupTricks.variable == "RENDER_SPEC_STARTUP")
    }

    /// The tricks a site applies itself report themselves off: glibc's allocator keeps its own
    /// thresholds.
    @Test func freedMemoryReuseIsNotEnabledWhenPlain() {
        #expect(!FreedMemoryReuse.enable(StartupTricks(setting: "plain")))
    }
}
