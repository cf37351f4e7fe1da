import Testing
@testable import txtodo

/// Commands run in-process several at once, as the tests run them: each in
/// its own folder, none may touch another's state (a shared static
/// reference, assigned from several threads, freed one store twice).
@Suite struct AtOnceTests {
    @Test func commandsRunInProcessAtOnceEachGiveTheirOwnListing() async {
        let wrong = await withTaskGroup(of: Int.self) { group in
            for k in 0..<8 {
                group.addTask {
                    let folder = Folder()
                    folder.write("Today:\n\t- Task of runner \(k)\n")
                    var wrong = 0
                    for _ in 0..<40 {
                        let ran = folder.run {
                            var command = try TxTodo.parseAsRoot(["list", "--file", folder.todo])
                            try command.run()
                        }
                        if ran.status != 0 || !ran.out.contains("Task of runner \(k)") { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }
}
