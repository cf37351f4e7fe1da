import Glibc
import Testing

/// packaging/install.sh, as the release archive and `make install` run it:
/// from a folder laid out like the archive, under a prefix.
@Suite struct InstallScriptTests {
    static let script = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/")) + "/packaging/install.sh"

    /// A folder laid out like the unpacked archive, with stand-in files.
    static func unpacked(_ cli: CLI) -> String {
        let folder = cli.folder + "/txtodo-0.0.0-linux"
        for file in ["txtodo", "txtodo.1", "completions/txtodo.bash", "completions/_txtodo", "completions/txtodo.fish"] {
            cli.write(folder + "/" + file, "stand-in for \(file)\n")
        }
        _ = cli.shell("cp '/\(Self.script)' '\(folder)/install.sh'")
        return folder
    }

    static let installed = [
        "bin/txtodo", "share/man/man1/txtodo.1", "share/bash-completion/completions/txtodo",
        "share/zsh/site-functions/_txtodo", "share/fish/vendor_completions.d/txtodo.fish",
    ]

    @Test func installsUnderAPrefixAndUninstalls() {
        let cli = CLI()
        let folder = Self.unpacked(cli)
        let prefix = cli.folder + "/prefix"
        let result = cli.shell("sh '\(folder)/install.sh' '\(prefix)'")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Installed txtodo in \(prefix)/bin"))
        #expect(result.stdout.contains("\(prefix)/bin is not on PATH"))
        for file in Self.installed { #expect(cli.read(prefix + "/" + file) != nil, "\(file)") }
        var st = stat()
        #expect(stat(prefix + "/bin/txtodo", &st) == 0 && st.st_mode & 0o777 == 0o755)
        #expect(stat(prefix + "/share/man/man1/txtodo.1", &st) == 0 && st.st_mode & 0o777 == 0o644)
        let removed = cli.shell("sh '\(folder)/install.sh' --uninstall '\(prefix)'")
        #expect(removed.status == 0)
        for file in Self.installed { #expect(!cli.exists(prefix + "/" + file), "\(file)") }
    }

    @Test func aTildePrefixAndDestdirAreHonoured() {
        let cli = CLI()
        let folder = Self.unpacked(cli)
        let result = cli.shell("DESTDIR='\(cli.folder)/stage' sh '\(folder)/install.sh' '~/.local'")
        #expect(result.status == 0, "\(result)")
        #expect(cli.exists(cli.folder + "/stage" + cli.folder + "/home/.local/bin/txtodo"))
        #expect(!result.stdout.contains("not on PATH"))
    }

    @Test func aPrefixThatCannotBeWrittenIsOneLineAndNothingIsCopied() {
        let cli = CLI()
        let folder = Self.unpacked(cli)
        cli.write(cli.folder + "/locked/keep", "")
        chmod(cli.folder + "/locked", 0o555)
        // As a user who may not write there (root may write anywhere).
        chmod(cli.folder, 0o755)
        let user = geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups -- " : ""
        let result = cli.shell("\(user)sh '\(folder)/install.sh' '\(cli.folder)/locked/sub'")
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(
            result.stderr
                == "install.sh: cannot write to \(cli.folder)/locked/sub/bin; install as root, or under a prefix of your own such as ~/.local\n"
        )
        #expect(!cli.exists(cli.folder + "/locked/sub/bin/txtodo"))
        let missing = cli.shell("rm '\(folder)/txtodo.1'; sh '\(folder)/install.sh' '\(cli.folder)/p'")
        #expect(missing.status == 1 && missing.stderr.contains("txtodo.1 is missing"))
        #expect(!cli.exists(cli.folder + "/p/bin/txtodo"))
    }
}
