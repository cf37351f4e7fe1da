import Testing
@testable import TerminalUI

@Suite struct ThemeTests {
    @Test func noColorMeansAttributesOnly() {
        let theme = Theme.choose(colours: 256, environment: ["NO_COLOR": "1"])
        #expect(!theme.usesColour)
        #expect(theme.attributes(.done, selected: false) == Attributes(dim: true))
        #expect(Style.allCases.allSatisfy { theme.attributes($0, selected: false).foreground == nil })
    }

    @Test func emptyNoColorStillAllowsColour() {
        #expect(Theme.choose(colours: 8, environment: ["NO_COLOR": ""]).usesColour)
    }

    @Test func monochromeTerminalsGetAttributesOnly() {
        #expect(!Theme.choose(colours: 0, environment: [:]).usesColour)
        #expect(!Theme.choose(colours: 2, environment: [:]).usesColour)
    }

    @Test func eightAndTwoFiftySixColours() {
        let basic = Theme.choose(colours: 8, environment: [:])
        let rich = Theme.choose(colours: 256, environment: [:])
        #expect(basic.attributes(.note, selected: false).foreground == .white)
        #expect(rich.attributes(.note, selected: false).foreground == .indexed(245))
        #expect(Style.allCases.allSatisfy { (basic.attributes($0, selected: false).foreground?.index ?? 0) < 8 })
    }

    /// The selected row shows in every scheme, colour or not.
    @Test func selectionIsReverseVideoEverywhere() {
        for theme in [Theme.monochrome, Theme.colour(rich: false), Theme.colour(rich: true)] {
            for style in Style.allCases where style != .error {
                #expect(theme.attributes(style, selected: true).reverse)
            }
        }
    }

    @Test func theTerminalCursorSitsAtTheEditorCursor() {
        var state = Fixture.state(width: 40, height: 12)
        _ = update(&state, .key(.character("a")))
        _ = Fixture.type("植物 ok", into: &state)
        _ = update(&state, .key(.left))
        let canvas = render(state, size: state.size)
        #expect(canvas.cursor?.row == 11)
        #expect(canvas.cursor?.column == "Today: ".count + 6)
        #expect(render(Fixture.state(), size: Size(width: 80, height: 24)).cursor == nil)
    }
}
