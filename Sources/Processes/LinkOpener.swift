import Glibc
import Printable

/// Opens a link in the person's browser: `$BROWSER` (a command, or several
/// separated by `:` tried in turn; `%s` marks where the address goes), else
/// `xdg-open`. The address is one argument of the program, never text for a
/// shell, and an address holding control characters is refused.
public enum LinkOpener {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unsafe
        case noBrowser
        case failed(program: String, status: Int32)

        public var description: String {
            switch self {
            case .unsafe: "This link holds control characters; it was not opened"
            case .noBrowser: "No browser to open links: set BROWSER or install xdg-utils (xdg-open)"
            case .failed(let program, let status): "`\(program)` ended with status \(status)"
            }
        }
    }

    /// The program and arguments that would open `url`, or why none can.
    public static func command(_ url: String, environment: [String: String]) -> Result<[String], Failure> {
        guard !url.unicodeScalars.contains(where: PrintableText.isUnsafe) else { return .failure(.unsafe) }
        let choices = (environment["BROWSER"] ?? "").split(separator: ":").map(String.init) + ["xdg-open"]
        for choice in choices {
            var words = choice.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let name = words.first, let program = Subprocess.find(name, environment: environment) else { continue }
            words[0] = program
            if words.contains(where: { $0.contains("%s") }) {
                words = words.map { $0.replacing("%s", with: url) }
            } else {
                words.append(url)
            }
            return .success(words)
        }
        return .failure(.noBrowser)
    }

    /// Runs the browser and waits for it.
    public static func open(_ url: String, environment: [String: String]) -> Result<Void, Failure> {
        command(url, environment: environment).flatMap(run)
    }

    /// Runs what `command` gave and waits for it.
    public static func run(_ arguments: [String]) -> Result<Void, Failure> {
        let status = Subprocess.run(arguments)
        let name = arguments[0].split(separator: "/").last.map(String.init) ?? arguments[0]
        return status == 0 ? .success(()) : .failure(.failed(program: name, status: status))
    }
}
