/// Text search as people expect it: case does not matter and accents are
/// optional, so `cafe` finds `Café` (and `café` finds `Cafe`). Pure.
public struct SearchQuery: Equatable, Sendable {
    /// As typed.
    public let text: String
    let folded: [Character]

    /// Nil when there is nothing to look for.
    public init?(_ text: String) {
        let folded = SearchQuery.fold(text).map(\.character)
        guard folded.contains(where: { !$0.isWhitespace }) else { return nil }
        self.text = text
        self.folded = folded
    }

    public func matches(_ text: String) -> Bool { !ranges(in: text).isEmpty }

    /// Whether the query is all of `text`, folded the same way.
    public func matchesWhole(_ text: String) -> Bool { SearchQuery.fold(text).map(\.character) == folded }

    /// Where the query occurs in `text`, in graphemes, without overlaps.
    public func ranges(in text: String) -> [Range<Int>] {
        let hay = SearchQuery.fold(text)
        var found: [Range<Int>] = []
        var start = 0
        while start + folded.count <= hay.count {
            if hay[start].character == folded[0], zip(hay[start...], folded).allSatisfy({ $0.character == $1 }) {
                let last = hay[start + folded.count - 1].source
                found.append(hay[start].source..<(last + 1))
                start += folded.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// The text folded as a search folds it (lower case, marks dropped,
    /// ß → ss): two texts that fold alike are one name to a search.
    public static func folded(_ text: String) -> String { String(fold(text).map(\.character)) }

    /// Each character folded (lower case, marks dropped, ß → ss), with the
    /// index of the grapheme it came from.
    static func fold(_ text: String) -> [(character: Character, source: Int)] {
        var result: [(character: Character, source: Int)] = []
        for (index, character) in text.enumerated() {
            for scalar in character.unicodeScalars {
                if scalar.properties.generalCategory == .nonspacingMark { continue }
                if let base = letters[scalar] {
                    result.append((base, index))
                } else {
                    for lower in String(scalar).lowercased() { result.append((lower, index)) }
                }
            }
        }
        return result.flatMap { item in
            (expansions[item.character] ?? [item.character]).map { ($0, item.source) }
        }
    }

    private static let expansions: [Character: [Character]] = ["ß": ["s", "s"], "æ": ["a", "e"], "œ": ["o", "e"]]

    /// Accented Latin letters and their base letters, in pairs.
    private static let letters: [Unicode.Scalar: Character] = {
        let pairs = [
            "ÀaÁaÂaÃaÄaÅaÇcÈeÉeÊeËeÌiÍiÎiÏiÑnÒoÓoÔoÕoÖoÙuÚuÛuÜuÝyàaáaâaãa",
            "äaåaçcèeéeêeëeìiíiîiïiñnòoóoôoõoöoùuúuûuüuýyÿyĀaāaĂaăaĄaąaĆc",
            "ćcĈcĉcĊcċcČcčcĎdďdĒeēeĔeĕeĖeėeĘeęeĚeěeĜgĝgĞgğgĠgġgĢgģgĤhĥhĨi",
            "ĩiĪiīiĬiĭiĮiįiİiĴjĵjĶkķkĹlĺlĻlļlĽlľlŃnńnŅnņnŇnňnŌoōoŎoŏoŐoőo",
            "ŔrŕrŖrŗrŘrřrŚsśsŜsŝsŞsşsŠsšsŢtţtŤtťtŨuũuŪuūuŬuŭuŮuůuŰuűuŲuųu",
            "ŴwŵwŶyŷyŸyŹzźzŻzżzŽzžzƠoơoƯuưuǍaǎaǏiǐiǑoǒoǓuǔuǕuǖuǗuǘuǙuǚuǛu",
            "ǜuǞaǟaǠaǡaǦgǧgǨkǩkǪoǫoǬoǭoǰjǴgǵgǸnǹnǺaǻaȀaȁaȂaȃaȄeȅeȆeȇeȈiȉi",
            "ȊiȋiȌoȍoȎoȏoȐrȑrȒrȓrȔuȕuȖuȗuȘsșsȚtțtȞhȟhȦaȧaȨeȩeȪoȫoȬoȭoȮoȯo",
            "ȰoȱoȲyȳyḀaḁaḂbḃbḄbḅbḆbḇbḈcḉcḊdḋdḌdḍdḎdḏdḐdḑdḒdḓdḔeḕeḖeḗeḘeḙe",
            "ḚeḛeḜeḝeḞfḟfḠgḡgḢhḣhḤhḥhḦhḧhḨhḩhḪhḫhḬiḭiḮiḯiḰkḱkḲkḳkḴkḵkḶlḷl",
            "ḸlḹlḺlḻlḼlḽlḾmḿmṀmṁmṂmṃmṄnṅnṆnṇnṈnṉnṊnṋnṌoṍoṎoṏoṐoṑoṒoṓoṔpṕp",
            "ṖpṗpṘrṙrṚrṛrṜrṝrṞrṟrṠsṡsṢsṣsṤsṥsṦsṧsṨsṩsṪtṫtṬtṭtṮtṯtṰtṱtṲuṳu",
            "ṴuṵuṶuṷuṸuṹuṺuṻuṼvṽvṾvṿvẀwẁwẂwẃwẄwẅwẆwẇwẈwẉwẊxẋxẌxẍxẎyẏyẐzẑz",
            "ẒzẓzẔzẕzẖhẗtẘwẙyẠaạaẢaảaẤaấaẦaầaẨaẩaẪaẫaẬaậaẮaắaẰaằaẲaẳaẴaẵa",
            "ẶaặaẸeẹeẺeẻeẼeẽeẾeếeỀeềeỂeểeỄeễeỆeệeỈiỉiỊiịiỌoọoỎoỏoỐoốoỒoồo",
            "ỔoổoỖoỗoỘoộoỚoớoỜoờoỞoởoỠoỡoỢoợoỤuụuỦuủuỨuứuỪuừuỬuửuỮuữuỰuựu",
            "ỲyỳyỴyỵyỶyỷyỸyỹyøoØođdĐdłlŁlıiħhĦhŧtŦtƀbɨi",
        ].joined()
        var table: [Unicode.Scalar: Character] = [:]
        var scalars = pairs.unicodeScalars.makeIterator()
        while let accented = scalars.next(), let base = scalars.next() { table[accented] = Character(base) }
        return table
    }()
}
