import Glibc
import Testing
@testable import TodoVersions

@Suite struct SyncthingDeviceTests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }.joined()
    }

    @Test func sha256KnownVectors() {
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths either side of where the padding needs a second block, against
    /// `sha256sum` of the bytes (i * 7 + 3) % 256.
    @Test func sha256AcrossBlockEdges() {
        let expected = [
            55: "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b",
            56: "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27",
            63: "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055",
            64: "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241",
            65: "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e",
            119: "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e",
            120: "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5",
            1000: "1e9bc38cbf860b9ec31918b065f9b52476c549a782e0e7990bed8ce3868d2371",
        ]
        for (count, digest) in expected {
            let bytes = (0..<count).map { UInt8(($0 * 7 + 3) % 256) }
            #expect(hex(SHA256.hash(bytes)) == digest, "\(count) bytes")
        }
    }

    /// A certificate `syncthing generate` made, and the id `syncthing serve
    /// --device-id` gave for it.
    @Test func idOfAKnownCertificate() {
        let folder = TempFolder()
        folder.write("cert.pem", Self.knownCertificate)
        let der = SyncthingDevice.certificate(pem: Array(Self.knownCertificate.utf8))
        #expect(der?.count == 545)
        #expect(
            der.map { SyncthingDevice.fullID(certificateDER: $0) }
                == "3TPQIEK-6K63HCF-FOOD7QD-EVYYZ4T-W336VYN-OJ5SR4X-5Z7527R-KAGEYQH")
        #expect(
            SyncthingDevice.read(home: folder.path, file: "/home/u/Sync/todo.taskpaper", userHome: "/home/u")
                == SyncthingDevice(id: "3TPQIEK", sharing: []))
    }

    /// The id Syncthing itself gives a home it just made, when it is installed.
    @Test func idMatchesSyncthingsOwn() throws {
        guard access("/usr/bin/syncthing", X_OK) == 0 else { return }
        let folder = TempFolder()
        let home = folder.file("home"), config = folder.file("config")
        mkdir(home, 0o700)
        let run = "HOME='\(home)' STNOUPGRADE=1 timeout 60 /usr/bin/syncthing"
        #expect(system("\(run) generate --home='\(config)' --skip-port-probing >/dev/null 2>&1") == 0)
        #expect(system("\(run) serve --home='\(config)' --device-id >'\(folder.file("id"))' 2>/dev/null") == 0)
        let full = try #require(folder.read("id")?.split(separator: "\n").first.map(String.init))
        #expect(full.count == 63)

        let pem = try #require(folder.read("config/cert.pem"))
        let der = try #require(SyncthingDevice.certificate(pem: Array(pem.utf8)))
        #expect(SyncthingDevice.fullID(certificateDER: der) == full)

        // The default folder, ~/Sync, is shared with this device alone; a
        // file elsewhere in the home is in no folder (the `<defaults>`
        // template's path `~` does not count).
        let short = String(full.prefix(7))
        #expect(
            SyncthingDevice.read(home: config, file: home + "/Sync/todo.taskpaper", userHome: home)
                == SyncthingDevice(id: short, sharing: [short]))
        #expect(
            SyncthingDevice.read(home: config, file: home + "/notes/todo.taskpaper", userHome: home)
                == SyncthingDevice(id: short, sharing: []))
    }

    static let config = """
        <?xml version="1.0" encoding="UTF-8"?>
        <configuration version="36">
            <!-- a <folder path="/home/u"> in a comment is not a folder -->
            <device id="TOPLEVL-AAAAAAA-BBBBBBB" name="top level, not a share"></device>
            <folder id="sync" label="Sync" path="~/Sync/" type="sendreceive">
                <filesystemType>basic</filesystemType>
                <device id="MEMEMEM-AAAAAAA-BBBBBBB" introducedBy=""><encryptionPassword></encryptionPassword></device>
                <device id="LAPTOPX-AAAAAAA-BBBBBBB" introducedBy=""/>
                <device id="LAPTOPX-AAAAAAA-BBBBBBB" introducedBy=""/>
            </folder>
            <folder id="work" label="Work &amp; play" path="/home/u/Sync/work">
                <device id="MEMEMEM-AAAAAAA-BBBBBBB"></device>
                <device id='PHONEYY-AAAAAAA-BBBBBBB'></device>
            </folder>
            <folder id="odd" path="/data/R&amp;D &quot;notes&quot;&#x2F;q">
                <device id="DATAONE-AAAAAAA-BBBBBBB"></device>
            </folder>
            <defaults>
                <folder id="" label="" path="~"><device id="DEFAULT-AAAAAAA-BBBBBBB"></device></folder>
            </defaults>
            <device id="SERVERX-AAAAAAA-BBBBBBB" name="also top level"></device>
        </configuration>
        """

    private func sharing(_ file: String, _ config: String = config, userHome: String? = "/home/u") -> [String] {
        SyncthingDevice.sharing(config: Array(config.utf8), file: file, userHome: userHome)
    }

    @Test func folderHoldingTheFile() {
        #expect(sharing("/home/u/Sync/todo.taskpaper") == ["LAPTOPX", "MEMEMEM"])
        #expect(sharing("/home/u/Sync/lists/deep/todo.taskpaper") == ["LAPTOPX", "MEMEMEM"])
        // The nested folder is nearer, so it wins.
        #expect(sharing("/home/u/Sync/work/todo.taskpaper") == ["MEMEMEM", "PHONEYY"])
        #expect(sharing("/home/u/Sync/work/a/todo.taskpaper") == ["MEMEMEM", "PHONEYY"])
        // A name that only begins like a folder's is not in it.
        #expect(sharing("/home/u/Sync/workshop/todo.taskpaper") == ["LAPTOPX", "MEMEMEM"])
        #expect(sharing("/home/u/Syncing/todo.taskpaper") == [])
        #expect(sharing("/data/R&D \"notes\"/q/todo.taskpaper") == ["DATAONE"])
        // In no folder: only the `<defaults>` template's `~` would hold it.
        #expect(sharing("/home/u/todo.taskpaper") == [])
        #expect(sharing("/elsewhere/todo.taskpaper") == [])
        // With no home known, `~/Sync` is no folder.
        #expect(sharing("/home/u/Sync/todo.taskpaper", userHome: nil) == [])
        #expect(sharing("/home/v/Sync/todo.taskpaper", userHome: "/home/v/") == ["LAPTOPX", "MEMEMEM"])
    }

    @Test func damagedConfigurationHoldsNothing() {
        let file = "/home/u/Sync/todo.taskpaper"
        // Cut short anywhere (before the root element's end), it holds nothing, and never crashes.
        let bytes = Array(Self.config.utf8)
        for count in 0..<bytes.count {
            #expect(SyncthingDevice.sharing(config: Array(bytes[..<count]), file: file, userHome: "/home/u") == [])
        }
        #expect(sharing(file, Self.config.replacing("</folder>", with: "</fodler>")) == [])
        #expect(sharing(file, Self.config.replacing("path=\"~/Sync/\"", with: "path=~/Sync/")) == [])
        #expect(sharing(file, "<configuration><folder path=\"/home/u/Sync\"><device id=\"ABCDEFG\"></device>") == [])
        #expect(sharing(file, "\u{0}\u{1}<<>>&&;\"'") == [])
        #expect(sharing(file, "") == [])
        #expect(sharing("todo.taskpaper") == [])
    }

    @Test func noOrDamagedCertificate() {
        let folder = TempFolder()
        #expect(SyncthingDevice.read(home: folder.path, file: "/a/todo.taskpaper", userHome: nil) == nil)
        #expect(SyncthingDevice.read(home: folder.file("missing"), file: "/a/todo.taskpaper", userHome: nil) == nil)
        for damaged in [
            "", "garbage",
            "-----BEGIN CERTIFICATE-----\n!!!not*base64???\n-----END CERTIFICATE-----\n",
            "-----BEGIN CERTIFICATE-----\nMIICHTCCAaOgAwIBAgIJ\n",  // cut short
            "-----BEGIN CERTIFICATE-----\nMA=EC\n-----END CERTIFICATE-----\n",
            "-----BEGIN CERTIFICATE-----\nMAECA\n-----END CERTIFICATE-----\n",
            "-----BEGIN CERTIFICATE-----\n\n-----END CERTIFICATE-----\n",
            "-----BEGIN CERTIFICATE-----\naGVsbG8=\n-----END CERTIFICATE-----\n",  // not DER
        ] {
            folder.write("cert.pem", damaged)
            #expect(SyncthingDevice.read(home: folder.path, file: "/a/todo.taskpaper", userHome: nil) == nil, "\(damaged)")
        }
        // Whitespace and padding are read as base64 allows.
        #expect(decoded("\r\n MA\tEC\n") == [0x30, 0x01, 0x02])
        #expect(decoded("MAE=") == [0x30, 0x01])
        #expect(decoded("MA==") == [0x30])
        #expect(decoded("MA=") == nil)
    }

    private func decoded(_ base64: String) -> [UInt8]? {
        SyncthingDevice.certificate(pem: Array("-----BEGIN CERTIFICATE-----\n\(base64)\n-----END CERTIFICATE-----".utf8))
    }

    static let knownCertificate = """
        -----BEGIN CERTIFICATE-----
        MIICHTCCAaOgAwIBAgIJAJGnIfAQ/d5OMAoGCCqGSM49BAMCMEoxEjAQBgNVBAoT
        CVN5bmN0aGluZzEgMB4GA1UECxMXQXV0b21hdGljYWxseSBHZW5lcmF0ZWQxEjAQ
        BgNVBAMTCXN5bmN0aGluZzAeFw0yNjExMjkwMDAwMDBaFw00NjExMjQwMDAwMDBa
        MEoxEjAQBgNVBAoTCVN5bmN0aGluZzEgMB4GA1UECxMXQXV0b21hdGljYWxseSBH
        ZW5lcmF0ZWQxEjAQBgNVBAMTCXN5bmN0aGluZzB2MBAGByqGSM49AgEGBSuBBAAi
        A2IABK26h8+/JKf0aSLVX6owxB576S8U2UV+nyijlgokFVzpY6ZOMW4ae0uacMku
        o9e4HSDaYpJHWZOmOCg5sBerVnQqofaQMlKtUrjwlXV4KceqyAbVT8KWvNPJv02z
        2JpYF6NVMFMwDgYDVR0PAQH/BAQDAgWgMB0GA1UdJQQWMBQGCCsGAQUFBwMBBggr
        BgEFBQcDAjAMBgNVHRMBAf8EAjAAMBQGA1UdEQQNMAuCCXN5bmN0aGluZzAKBggq
        hkjOPQQDAgNoADBlAjBT6G4IPPg3b3dRMJPsV0HZjjN1PWoXoz2MguwhuJpDNXjJ
        fkG4knr9favjHD+ctMQCMQDFqHD72NCfu5x4SCWGpu9xoO55zeYubdEr9A0sjbUw
        +knNVCRH57bn/UqA3pvG3Nw=
        -----END CERTIFICATE-----

        """
}
