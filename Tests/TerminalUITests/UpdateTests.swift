import Testing
@testable import TerminalUI
import TodoCore
import TaskPaper

@Suite struct UpdateTests {
    private let oatMilk = TaskRef(section: .today, name: "Buy oat milk")
    private let dentist = TaskRef(section: .today, name: "Book dentist 🦷")

    @Test func selectionStartsOnTheFirstTaskAndMovesOverTasks() {
        var state = Fixture.state()
        #expect(state.selection == Focus(ref: TaskRef(section: .floating, name: "Learn Japanese 日本語")))
        for _ in 0..<2 { _ = update(&state, .key(.character("j"))) }
        #expect(state.selection == Focus(ref: oatMilk))
        _ = update(&state, .key(.character("G")))
        #expect(state.selection?.ref.section == .tomorrow)
        _ = update(&state, .key(.down))
        #expect(state.selection?.ref.section == .tomorrow)
        _ = update(&state, .key(.character("g")))
        #expect(state.selection?.ref.section == .floating)
    }

    @Test func keysBecomeActionsOnTheSelectedTask() {
        var state = Fixture.state()
        state.selection = Focus(ref: oatMilk)
        let keys: [(Key, Effect)] = [
            (.character("x"), .commit(.toggleDone(oatMilk))),
            (.character(" "), .commit(.toggleDone(oatMilk))),
            (.character("d"), .commit(.delay(oatMilk))),
            (.character("3"), .commit(.setPriority(oatMilk, 3))),
            (.character("p"), .commit(.cyclePriority(oatMilk))),
            (.character("D"), .commit(.delete(oatMilk))),
            (.delete, .commit(.delete(oatMilk))),
            (.character("u"), .undo), (.control("r"), .redo), (.character("E"), .openEditor),
            (.character("q"), .quit), (.control("c"), .quit), (.control("z"), .suspend),
        ]
        for (key, expected) in keys {
            #expect(update(&state, .key(key)) == expected, "\(key)")
        }
    }

    @Test func addingOpensTheEditorAndEnterCommits() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("f")))
        #expect(state.mode == .editing(.add(.floating), LineEditor()))
        #expect(Fixture.type("Run 5k", into: &state).isEmpty)
        #expect(
            update(&state, .key(.enter)) == .commit(.add(.floating, "Run 5k", priority: 1)))
        #expect(state.mode == .browse)
    }

    @Test func escapeCancelsWithoutAnEffect() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("t")))
        _ = Fixture.type("Pay rent", into: &state)
        #expect(update(&state, .key(.escape)) == nil)
        #expect(state.mode == .browse)
    }

    @Test func renameStartsFromTheCurrentName() {
        var state = Fixture.state()
        state.selection = Focus(ref: oatMilk)
        _ = update(&state, .key(.character("e")))
        #expect(state.mode == .editing(.rename(oatMilk), LineEditor("Buy oat milk")))
        _ = update(&state, .key(.control("w")))
        _ = Fixture.type("soy milk", into: &state)
        #expect(
            update(&state, .key(.enter)) == .commit(.rename(oatMilk, "Buy oat soy milk")))
    }

    @Test func enterShowsNotesAndNoteRowsCanBeEditedAndDeleted() {
        var state = Fixture.state()
        state.selection = Focus(ref: oatMilk)
        _ = update(&state, .key(.enter))
        #expect(state.expanded == [oatMilk])
        _ = update(&state, .key(.down))
        #expect(state.selection == Focus(ref: oatMilk, note: 0))
        _ = update(&state, .key(.character("e")))
        #expect(state.mode == .editing(.editNote(oatMilk, 0), LineEditor("Semi-skimmed if they are out.")))
        _ = update(&state, .key(.escape))
        #expect(
            update(&state, .key(.character("D"))) == .commit(.deleteNote(oatMilk, index: 0)))
        _ = update(&state, .key(.enter))
        #expect(state.expanded.isEmpty)
        #expect(state.selection == Focus(ref: oatMilk))
    }

    @Test func addingANoteShowsTheNotes() {
        var state = Fixture.state()
        state.selection = Focus(ref: dentist)
        _ = update(&state, .key(.character("n")))
        _ = Fixture.type("after 5pm", into: &state)
        #expect(update(&state, .key(.enter)) == .commit(.addNote(dentist, "after 5pm")))
        #expect(state.expanded == [dentist])
    }

    @Test func refusalsBecomeAOneLineErrorThatTheNextKeyClears() {
        var state = Fixture.state()
        _ = update(&state, .failed("Floating holds at most 3 tasks: finish or delete one first"))
        #expect(state.status == Status("Floating holds at most 3 tasks: finish or delete one first", isError: true))
        _ = update(&state, .key(.character("j")))
        #expect(state.status == nil)
    }

    @Test func unknownKeysSayWhereHelpIs() {
        var state = Fixture.state()
        #expect(update(&state, .key(.character("Z"))) == nil)
        #expect(state.status?.text == "Z does nothing here: press ? for the keys")
    }

    @Test func reloadKeepsTheSelectedTaskElseTheRow() {
        var state = Fixture.state()
        state.selection = Focus(ref: dentist)
        var snapshot = Fixture.example
        snapshot.todayTasks.insert(Fixture.task("Call mum", priority: 3), at: 0)
        _ = update(&state, .loaded(snapshot, focus: nil, message: nil))
        #expect(state.selection == Focus(ref: dentist))
        let dentistRow = state.lines.compactMap(\.focus).firstIndex(of: Focus(ref: dentist))!
        snapshot.todayTasks.removeAll { $0.ref == dentist }
        _ = update(&state, .loaded(snapshot, focus: nil, message: nil))
        #expect(state.lines.compactMap(\.focus).firstIndex(of: state.selection!) == dentistRow)
    }

    @Test func committedChangeFollowsTheTaskAndShowsTheMessage() {
        var state = Fixture.state()
        var snapshot = Fixture.example
        let moved = Fixture.task("Book dentist 🦷", .tomorrow, delayed: true)
        snapshot.todayTasks.removeAll { $0.ref == dentist }
        snapshot.tomorrow.append(moved)
        _ = update(&state, .loaded(snapshot, focus: moved.ref, message: "Delayed to tomorrow"))
        #expect(state.selection == Focus(ref: moved.ref))
        #expect(state.status == Status("Delayed to tomorrow"))
    }

    @Test func emptyListRefusesTaskCommandsPolitely() {
        var state = Fixture.state(Snapshot(today: Fixture.day))
        #expect(state.selection == nil)
        #expect(update(&state, .key(.character("x"))) == nil)
        #expect(state.status == Status("No task selected: press a to add one", isError: true))
    }

    @Test func helpOpensOnQuestionMarkAndAnyOtherKeyCloses() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("?")))
        #expect(state.mode == .help(0))
        _ = update(&state, .key(.character("j")))
        #expect(state.mode == .help(1))
        for _ in 0..<5 { _ = update(&state, .key(.pageDown)) }
        #expect(state.mode == .help(HelpScreen.lines(path: "").count - 23))
        #expect(update(&state, .key(.character("q"))) == nil)
        #expect(state.mode == .browse)
    }

    @Test func scrollingKeepsTheSelectionOnScreen() {
        let many = (1...30).map { Fixture.task("Task \($0)") }
        var state = Fixture.state(Snapshot(today: Fixture.day, todayTasks: many), width: 40, height: 12)
        _ = update(&state, .key(.character("G")))
        let lines = state.lines
        let selected = lines.firstIndex { $0.focus == state.selection }!
        #expect(selected >= state.scroll && selected < state.scroll + ScreenLayout(state).bodyHeight)
        _ = update(&state, .key(.pageUp))
        _ = update(&state, .key(.character("g")))
        #expect(state.scroll == 0)
    }

    @Test func resizeWhileEditingKeepsTheText() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("a")))
        _ = Fixture.type("Water plants", into: &state)
        _ = update(&state, .resized(Size(width: 30, height: 8)))
        #expect(state.mode == .editing(.add(.today), LineEditor("Water plants")))
        #expect(state.size == Size(width: 30, height: 8))
    }

    /// Below 20×5 nothing is visible, so keys must not change what cannot be seen.
    @Test func aTooSmallTerminalOnlyQuits() {
        var state = Fixture.state(width: 19, height: 4)
        #expect(update(&state, .key(.character("x"))) == nil)
        #expect(update(&state, .key(.character("a"))) == nil)
        #expect(state.mode == .browse)
        #expect(update(&state, .key(.character("q"))) == .quit)
    }

    @Test func keyTableFeedsDispatchHintsAndHelp() {
        for binding in KeyTable.standard.bindings {
            for key in binding.keys {
                #expect(KeyTable.standard.command(for: key) == binding.command, "\(key)")
            }
        }
        #expect(KeyTable.standard.hints.first?.word == "help")
        #expect(
            HelpScreen.lines().count
                == KeyTable.standard.bindings.count + 2 + HelpScreen.legend.count + 1
                + KeyTable.routineScreen.bindings.count + 2 + KeyTable.reviewScreen.bindings.count)
        // Every key of the routines screen, with what it does.
        let routines = HelpScreen.routineKeys()
        #expect(routines.first! == ("", "On the routines screen (R):"))
        #expect(
            routines.dropFirst().map(\.key) == [
                "↑ k", "↓ j", "a", "e", "s", "1", "2", "3", "p", "n", "D Delete", "u", "Enter L", "q Esc R", "m",
            ])
        #expect(routines.contains { $0 == ("p", "cycle its priority") })
    }

    @Test func terminalCodesDecodeToKeys() {
        #expect(Key.decode(character: 10) == .enter)
        #expect(Key.decode(character: 13) == .enter)
        #expect(Key.decode(character: 127) == .backspace)
        #expect(Key.decode(character: 8) == .backspace)
        #expect(Key.decode(character: 27) == .escape)
        #expect(Key.decode(character: 3) == .control("c"))
        #expect(Key.decode(character: 0x65E5) == .character("日"))
        #expect(Key.decode(character: 0) == nil)
    }
}

@Suite struct ControlCAndEscapeTests {
    @Test func controlCInAFieldCancelsItAndQuitsOnlyInTheList() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("a")))
        _ = Fixture.type("Half typed", into: &state)
        #expect(update(&state, .key(.control("c"))) == nil)
        #expect(state.mode == .browse)
        #expect(update(&state, .key(.control("c"))) == .quit)
    }

    @Test func escapeInTheListDoesNothingQuietly() {
        var state = Fixture.state()
        let before = state
        #expect(update(&state, .key(.escape)) == nil)
        #expect(state == before)
    }
}

@Suite struct RefusedFieldTests {
    @Test func floatingFullIsSaidBeforeAnyTyping() {
        var snapshot = Fixture.example
        snapshot.floating = ["One", "Two", "Three"].map { Fixture.task($0, .floating) }
        var state = Fixture.state(snapshot)
        #expect(update(&state, .key(.character("f"))) == nil)
        #expect(state.mode == .browse)
        #expect(state.status == Status(TodoError.floatingFull(limit: 3).description, isError: true))
    }

    @Test func aRefusedFieldStaysOpenWithItsText() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("n")))
        _ = Fixture.type("- milk", into: &state)
        #expect(
            update(&state, .key(.enter)) == .commit(.addNote(TaskRef(section: .floating, name: "Learn Japanese 日本語"), "- milk")))
        _ = update(&state, .failed("A note cannot start with “- ”"))
        guard case .editing(.addNote, let editor) = state.mode else {
            Issue.record("the field closed")
            return
        }
        #expect(editor.text == "- milk")
        #expect(state.status?.text == "A note cannot start with “- ”")
    }

    @Test func aSavedFieldStaysClosed() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("a")))
        _ = Fixture.type("Milk", into: &state)
        _ = update(&state, .key(.enter))
        _ = update(&state, .loaded(state.snapshot, focus: nil, message: "Added “Milk”."))
        _ = update(&state, .failed("Cannot read the file"))
        #expect(state.mode == .browse)
    }
}

/// What the run loop reports without a key press, and what `update` makes of it.
@Suite struct LoopEventTests {
    @Test func reloadsSayWhyTheListChanged() {
        var state = Fixture.state()
        #expect(update(&state, .reloaded(Fixture.example, because: .fileChanged)) == nil)
        #expect(state.status == Status("File changed on disk; reloaded."))
        var next = Fixture.example
        next.today = Day("2026-11-22")!
        let turn = DayTurn(done: 2, unfinished: 1, moved: 1)
        #expect(update(&state, .reloaded(next, because: .newDay(turn, review: nil))) == nil)
        #expect(state.status == Status("New day Sun 2026-11-22: 3 archived (2 done, 1 unfinished), 1 moved from Tomorrow."))
        #expect(state.snapshot.today == Day("2026-11-22")!)
        let review = Status("1 unfinished from Sat: r to review")
        #expect(update(&state, .reloaded(next, because: .newDay(DayTurn(unfinished: 1), review: review))) == nil)
        #expect(state.status == Status("New day Sun 2026-11-22: 1 archived (1 unfinished). 1 unfinished from Sat: r to review"))
        _ = update(&state, .reloaded(next, because: .newDay(DayTurn(), review: nil)))
        #expect(state.status == Status("New day Sun 2026-11-22: nothing to archive or move."))
    }

    @Test func nothingToUndoOrRedoIsAnError() {
        var state = Fixture.state()
        _ = update(&state, .nothingToUndo)
        #expect(state.status == Status("Nothing to undo", isError: true))
        _ = update(&state, .nothingToRedo)
        #expect(state.status == Status("Nothing to redo", isError: true))
    }

    @Test func aRefusalAsksForTheFileAsItIsNowAndAnErrorDoesNot() {
        var state = Fixture.state()
        #expect(update(&state, .refused("“Pay rent” is no longer in Tomorrow")) == .reload)
        #expect(state.status == Status("“Pay rent” is no longer in Tomorrow", isError: true))
        #expect(update(&state, .failed("Could not start the editor")) == nil)
    }

    @Test func theHelpScreenSaysWhenTheFolderIsNotWatched() {
        var state = Fixture.state(width: 100, height: 100)
        _ = update(&state, .key(.character("?")))
        #expect(!render(state, size: state.size).text.contains(HelpScreen.pollingNote[1]))
        _ = update(&state, .watching(polling: true))
        #expect(render(state, size: state.size).text.contains(HelpScreen.pollingNote.joined(separator: "\n ")))
        state.folderMissing = true
        let missing = render(state, size: state.size).text
        #expect(missing.contains(HelpScreen.folderMissingNote.joined(separator: "\n ")) && !missing.contains("cannot be watched"))
    }
}
