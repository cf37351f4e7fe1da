/// The file in the person's editor ($VISUAL, else $EDITOR, else vi), run
/// through the shell so editor settings like `code -w` work: the `E` key and
/// `txtodo edit`.
public enum ExternalEditor {
    public static func command(_ environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], value.contains(where: { !$0.isWhitespace }) { return value }
        }
        return "vi"
    }

    /// The editor's exit status (127 when it could not be started).
    public static func open(_ path: String, environment: [String: String]) -> Int32 {
        Subprocess.run(["/bin/sh", "-c", command(environment) + " \"$1\"", "sh", path])
    }

    public static func failure(_ status: Int32, environment: [String: String]) -> String {
        let editor = command(environment)
        if status == 127 { return "Could not start the editor `\(editor)`: set VISUAL or EDITOR" }
        return "The editor `\(editor)` ended with status \(status); the file was reloaded"
    }
}
