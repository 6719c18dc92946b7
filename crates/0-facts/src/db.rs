//! Lookups into the generated card table: by index, slug and title.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::table::{CARDS, SETS};
use super::{CardDef, House};

/// A card record: an index into the card table (sets in release order, then
/// collector number), so a lower id is an earlier printing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub u16);

impl CardId {
    /// The record's static facts.
    pub fn def(self) -> &'static CardDef {
        get(self)
    }
}

/// Every card record, in table order.
pub fn all() -> &'static [CardDef] {
    &CARDS
}

/// The record with the given id. Panics if the id is out of range.
pub fn get(id: CardId) -> &'static CardDef {
    &CARDS[id.0 as usize]
}

/// The record with the given slug (e.g. `"looter-goblin"`).
///
/// Among several records (reprints, multi-house cards), prefers one from
/// `expansion` (a record whose `expansion` field matches, else one from a set
/// whose pack lists that id), then one of `house`; falls back to the earliest
/// record. Slugs are matched exactly first, then after normalisation (so
/// `"aemberlution"` finds `"æmberlution"`).
pub fn by_slug(slug: &str, expansion: Option<u16>, house: Option<House>) -> Option<CardId> {
    let idx = indices();
    let ids = idx
        .slug
        .get(slug)
        .or_else(|| idx.slug_norm.get(&normalize(slug)))?;
    Some(pick(ids, expansion, house))
}

/// The record with the given title, compared forgivingly: case, curly versus
/// straight quotes, punctuation, accents, `Æ`/`ae` and spacing are ignored.
/// Same preference rules as [`by_slug`].
pub fn by_name(name: &str, expansion: Option<u16>, house: Option<House>) -> Option<CardId> {
    let ids = indices().name.get(&normalize(name))?;
    Some(pick(ids, expansion, house))
}

/// Up to `n` distinct card titles nearest to `name` (edit distance on the
/// normalised forms, ties by title), for "did you mean …" messages.
pub fn suggest_names(name: &str, n: usize) -> Vec<&'static str> {
    if n == 0 {
        return Vec::new();
    }
    let query: Vec<char> = normalize(name).chars().collect();
    let mut scored: Vec<(usize, &'static str)> = indices()
        .titles
        .iter()
        .map(|(norm, title)| (edit_distance(&query, norm), *title))
        .collect();
    scored.sort_unstable();
    scored.into_iter().take(n).map(|(_, t)| t).collect()
}

struct Indices {
    /// Exact slug → records, in table order.
    slug: HashMap<&'static str, Vec<CardId>>,
    /// Normalised slug → records, in table order.
    slug_norm: HashMap<String, Vec<CardId>>,
    /// Normalised title → records, in table order.
    name: HashMap<String, Vec<CardId>>,
    /// One entry per distinct normalised title: its characters and the title
    /// as first printed.
    titles: Vec<(Vec<char>, &'static str)>,
}

fn indices() -> &'static Indices {
    static INDICES: OnceLock<Indices> = OnceLock::new();
    INDICES.get_or_init(|| {
        let mut idx = Indices {
            slug: HashMap::new(),
            slug_norm: HashMap::new(),
            name: HashMap::new(),
            titles: Vec::new(),
        };
        for (i, def) in CARDS.iter().enumerate() {
            let id = CardId(i as u16);
            idx.slug.entry(def.slug).or_default().push(id);
            idx.slug_norm
                .entry(normalize(def.slug))
                .or_default()
                .push(id);
            let norm = normalize(def.name);
            let ids = idx.name.entry(norm.clone()).or_default();
            if ids.is_empty() {
                idx.titles.push((norm.chars().collect(), def.name));
            }
            ids.push(id);
        }
        idx
    })
}

/// The codes of the sets, in release order (`"CotA"`, `"AoA"`, ...).
pub fn set_codes() -> impl Iterator<Item = &'static str> {
    SETS.iter().map(|(s, _)| *s)
}

/// How well a record's set matches the wanted expansion id: 2 when its
/// `expansion` field is that id, 1 when its set's pack lists that id.
fn expansion_score(def: &CardDef, expansion: Option<u16>) -> u8 {
    let Some(exp) = expansion else { return 0 };
    if def.expansion == exp {
        2
    } else if SETS
        .iter()
        .any(|(set, ids)| *set == def.set && ids.contains(&exp))
    {
        1
    } else {
        0
    }
}

/// The best of `ids` (non-empty, in table order): expansion first, then
/// house, then a regular card over an evil twin of the same title (Dark
/// Tidings prints evil twins under the same name, with lower numbers), then
/// the earliest record.
fn pick(ids: &[CardId], expansion: Option<u16>, house: Option<House>) -> CardId {
    let mut best = ids[0];
    let mut best_score = (0u8, false, false);
    for (i, &id) in ids.iter().enumerate() {
        let def = get(id);
        let score = (
            expansion_score(def, expansion),
            house.is_some_and(|h| def.house == h),
            !def.slug.ends_with("-evil-twin"),
        );
        if i == 0 || score > best_score {
            best = id;
            best_score = score;
        }
    }
    best
}

/// The comparison form of a title or slug: lower case, accents and `æ`
/// folded to ASCII, quotes/apostrophes and other punctuation dropped,
/// hyphens, dashes, slashes and underscores read as spaces, whitespace
/// collapsed.
fn normalize(s: &str) -> String {
    fn push(out: &mut String, space: &mut bool, piece: &str) {
        if *space && !out.is_empty() {
            out.push(' ');
        }
        *space = false;
        out.push_str(piece);
    }
    let mut out = String::with_capacity(s.len());
    let mut space = false;
    for ch in s.chars().flat_map(char::to_lowercase) {
        match ch {
            c if c.is_whitespace() => space = true,
            '-' | '_' | '/' | '\u{2010}'..='\u{2015}' => space = true,
            'æ' => push(&mut out, &mut space, "ae"),
            'œ' => push(&mut out, &mut space, "oe"),
            'ß' => push(&mut out, &mut space, "ss"),
            c if c.is_alphanumeric() => {
                let mut buf = [0u8; 4];
                push(&mut out, &mut space, fold_accent(c).encode_utf8(&mut buf));
            }
            // Quotes, apostrophes and other punctuation are dropped.
            _ => {}
        }
    }
    out
}

/// Maps a lower-case accented Latin letter to its base letter.
fn fold_accent(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => 'a',
        'ç' | 'ć' | 'č' => 'c',
        'ď' | 'đ' => 'd',
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => 'e',
        'ğ' => 'g',
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => 'i',
        'ł' => 'l',
        'ñ' | 'ń' | 'ň' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => 'o',
        'ř' => 'r',
        'ś' | 'š' | 'ş' => 's',
        'ť' => 't',
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' => 'u',
        'ý' | 'ÿ' => 'y',
        'ź' | 'ż' | 'ž' => 'z',
        c => c,
    }
}

/// Levenshtein distance between two character sequences.
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let subst = prev[j] + usize::from(ca != cb);
            cur[j + 1] = subst.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::super::{CardType, Keywords, Trait};
    use super::*;

    fn count(set: &str) -> usize {
        all().iter().filter(|c| c.set == set).count()
    }

    #[test]
    fn record_counts_per_set() {
        // One record per (set, slug, house); gigantic halves are separate.
        let expected = [
            ("CotA", 370),
            ("AoA", 370),
            ("WC", 415),
            ("MM", 438),
            ("DT", 429),
            ("WoE", 414),
            ("GR", 398),
            ("AS", 329),
            ("ToC", 321),
            ("MoMu", 484),
            ("PV", 369),
            ("CC", 350),
            ("DM", 303),
            ("MG24", 791),
            ("VM25", 305),
        ];
        for (set, n) in expected {
            assert_eq!(count(set), n, "records of {set}");
        }
        let total: usize = expected.iter().map(|(_, n)| n).sum();
        assert_eq!(all().len(), total);
        assert_eq!(count("MG2024"), 0);
    }

    #[test]
    fn sets_in_release_order() {
        let mut order: Vec<&str> = Vec::new();
        for c in all() {
            if order.last() != Some(&c.set) {
                assert!(!order.contains(&c.set), "{} is not contiguous", c.set);
                order.push(c.set);
            }
        }
        let sets: Vec<&str> = SETS.iter().map(|(s, _)| *s).collect();
        assert_eq!(order, sets);
        assert_eq!(&order[..3], ["CotA", "AoA", "WC"]);
        // Collector numbers ascend within a set.
        for w in all().windows(2) {
            if w[0].set == w[1].set {
                assert!(w[0].number <= w[1].number, "{} {}", w[0].slug, w[1].slug);
            }
        }
    }

    #[test]
    fn looter_goblin() {
        let id = by_slug("looter-goblin", Some(341), None).unwrap();
        let c = id.def();
        assert_eq!(c.name, "Looter Goblin");
        assert_eq!(c.set, "CotA");
        assert_eq!(c.expansion, 341);
        assert_eq!(c.number, "041");
        assert_eq!(c.house, House::Brobnar);
        assert_eq!(c.kind, CardType::Creature);
        assert_eq!((c.power, c.armor, c.amber), (2, 0, 0));
        assert_eq!(c.keywords, Keywords::ELUSIVE);
        assert!(c.has_trait(Trait::parse("goblin").unwrap()));
        // No expansion: the earliest printing.
        assert_eq!(by_slug("looter-goblin", None, None), Some(id));
        // Another expansion: that set's record.
        let gr = by_slug("looter-goblin", Some(700), None).unwrap();
        assert_eq!(gr.def().set, "GR");
        // An expansion without the card falls back to the earliest record.
        assert_eq!(by_slug("looter-goblin", Some(435), None), Some(id));
        assert_eq!(by_slug("no-such-card", None, None), None);
    }

    #[test]
    fn expansion_via_pack_ids() {
        // WoE reprints the anomaly Ghostform with expansion 453; a WoE deck
        // (600) should still get the WoE record.
        let id = by_slug("ghostform", Some(600), None).unwrap();
        assert_eq!(id.def().set, "WoE");
        assert_eq!(id.def().expansion, 453);
        assert_eq!(by_slug("ghostform", None, None).unwrap().def().set, "WC");
        // MM decks may carry id 480.
        let id = by_slug("dark-æmber-vault", Some(480), Some(House::Logos)).unwrap();
        assert_eq!((id.def().set, id.def().house), ("MM", House::Logos));
    }

    #[test]
    fn house_preference() {
        let dis = by_slug("exchange-officer", Some(479), Some(House::Dis)).unwrap();
        assert_eq!(dis.def().house, House::Dis);
        let untamed = by_slug("exchange-officer", Some(479), Some(House::Untamed)).unwrap();
        assert_eq!(untamed.def().house, House::Untamed);
        assert_ne!(dis, untamed);
        // A house the card is not in: the earliest record of the expansion.
        let mars = by_slug("exchange-officer", Some(479), Some(House::Mars)).unwrap();
        assert_eq!(mars, by_slug("exchange-officer", Some(479), None).unwrap());
        assert_eq!(
            by_name("Exchange Officer", Some(874), Some(House::Sanctum))
                .unwrap()
                .def()
                .set,
            "MoMu"
        );
    }

    #[test]
    fn forgiving_names() {
        let id = by_name("Quixo the \"Adventurer\"", None, None).unwrap();
        assert_eq!(id.def().slug, "quixo-the-adventurer");
        assert_eq!(id.def().name, "Quixo the “Adventurer”");
        assert_eq!(by_name("  QUIXO   the adventurer ", None, None), Some(id));
        assert_eq!(by_name("miss onyx", None, None), None);
        assert_eq!(by_name("", None, None), None);
        let ae = by_name("Aemberlution", None, None).unwrap();
        assert_eq!(ae.def().slug, "æmberlution");
        assert_eq!(by_name("Æmberlution", None, None), Some(ae));
        assert_eq!(by_slug("aemberlution", None, None), Some(ae));
        let ol = by_name("Ol' Paddy", None, None).unwrap();
        assert_eq!(ol.def().slug, "ol--paddy");
        // Evil twins share the title and come first in DT: a title finds
        // the regular card, the slug finds the twin.
        let twin = by_slug("almsmaster-evil-twin", None, None).unwrap();
        let alms = by_name("Almsmaster", Some(496), None).unwrap();
        assert_eq!(alms.def().slug, "almsmaster");
        assert!(twin < alms);
        assert_eq!(twin.def().name, alms.def().name);
        assert_eq!(
            by_name("gizelhart's wrath", None, None),
            by_name("Gizelhart’s Wrath", None, None)
        );
        assert!(by_name("gizelhart's wrath", None, None).is_some());
        assert_eq!(
            by_name("Shizyoku Swopper", None, None).map(|i| i.def().slug),
            Some("shĭzyokŭ-swopper")
        );
        assert_eq!(
            by_name("One Eyed Willa", None, None).map(|i| i.def().slug),
            Some("one-eyed-willa")
        );
    }

    #[test]
    fn keywords_armor_and_numbers() {
        let urchin = by_slug("urchin", None, None).unwrap().def();
        assert_eq!(urchin.house, House::Shadows);
        assert!(urchin.keywords.contains(Keywords::ELUSIVE));
        assert!(!urchin.keywords.contains(Keywords::TAUNT));

        let ana = by_slug("champion-anaphiel", None, None).unwrap().def();
        assert_eq!(ana.keywords, Keywords::TAUNT);
        assert_eq!((ana.power, ana.armor), (6, 1));

        let bear = by_slug("ancient-bear", Some(341), None).unwrap().def();
        assert_eq!((bear.assault, bear.hazardous, bear.splash), (2, 0, 0));
        let grub = by_slug("briar-grubbling", Some(341), None).unwrap().def();
        assert_eq!((grub.assault, grub.hazardous), (0, 5));
        let fang = by_slug("fanghouse", Some(435), None).unwrap().def();
        assert_eq!((fang.assault, fang.hazardous), (3, 3));
        let roth = by_slug("rothais-the-fierce", Some(435), None)
            .unwrap()
            .def();
        assert_eq!(
            (roth.keywords, roth.hazardous, roth.armor),
            (Keywords::TAUNT, 4, 2)
        );

        // "assault:x" entries carry no number.
        let xenos = by_slug("xenos-darkshadow", None, None).unwrap().def();
        assert_eq!((xenos.assault, xenos.hazardous, xenos.splash), (0, 0, 0));
        // A malformed entry "splash-attack:3 and ..." keeps its number.
        let curse = by_slug("werewolf-curse", None, None).unwrap().def();
        assert_eq!(curse.splash, 3);
        // Token creature from its splash-attack keyword.
        let grumpus = by_slug("grumpus", None, None).unwrap().def();
        assert_eq!((grumpus.kind, grumpus.splash), (CardType::TokenCreature, 1));
        // Keywords printed on the second half of a gigantic creature only.
        let colossus = by_slug("sirs-colossus2", None, None).unwrap().def();
        assert!(colossus.keywords.contains(Keywords::TAUNT));
        let zero = by_slug("monster-zero2", None, None).unwrap().def();
        assert!(zero.keywords.contains(Keywords::DEPLOY));
        // Multi-keyword card.
        let swindle = by_slug("swindle", None, None).unwrap().def();
        assert_eq!(swindle.keywords, Keywords::ALPHA.with(Keywords::OMEGA));
    }

    #[test]
    fn gigantic_halves_and_others() {
        let top = by_slug("niffle-kong", Some(479), None).unwrap();
        let bottom = by_slug("niffle-kong2", Some(479), None).unwrap();
        assert_eq!(top.def().number, bottom.def().number);
        assert_eq!(bottom.0, top.0 + 1);
        let power = all()
            .iter()
            .find(|c| c.set == "CC" && c.kind == CardType::Other);
        assert_eq!(power.unwrap().house, House::Neutral);
        assert!(all()
            .iter()
            .filter(|c| c.kind == CardType::Other)
            .all(|c| c.house == House::Neutral));
        assert_eq!(
            all()
                .iter()
                .filter(|c| c.kind == CardType::TokenCreature)
                .count(),
            84
        );
    }

    #[test]
    fn traits() {
        let ape = by_name("Niffle Ape", None, None).unwrap().def();
        let names: Vec<&str> = ape.traits.iter().map(|t| t.name()).collect();
        assert_eq!(names, ["beast", "niffle"]);
        assert!(ape.has_trait(Trait::parse("Beast").unwrap()));
        assert!(!ape.has_trait(Trait::parse("knight").unwrap()));
        // Sorted, distinct, trimmed, lower case.
        let all_names = super::super::table::TRAIT_NAMES;
        assert!(all_names.windows(2).all(|w| w[0] < w[1]));
        assert!(all_names
            .iter()
            .all(|t| t.trim() == *t && t.to_lowercase() == *t));
        assert_eq!(Trait::parse("elf").map(|t| t.name()), Some("elf"));
    }

    #[test]
    fn suggestions() {
        let s = suggest_names("Punchh", 3);
        assert_eq!(s.len(), 3);
        assert_eq!(s[0], "Punch");
        let s = suggest_names("looter goblen", 1);
        assert_eq!(s, ["Looter Goblin"]);
        assert!(suggest_names("x", 0).is_empty());
        // Distinct titles only.
        let s = suggest_names("Exchange Officer", 5);
        assert_eq!(s.iter().filter(|t| **t == "Exchange Officer").count(), 1);
    }

    #[test]
    fn normalisation() {
        assert_eq!(normalize("Quixo the “Adventurer”"), "quixo the adventurer");
        assert_eq!(normalize("C.R. Officer Hawkins"), "cr officer hawkins");
        assert_eq!(normalize("Boosted B4-RRY"), "boosted b4 rry");
        assert_eq!(normalize("  Ærial   ‘x’ "), "aerial x");
        assert_eq!(normalize("in-here-somewhere…"), "in here somewhere");
        assert_eq!(edit_distance(&['a', 'b'], &['b']), 1);
    }
}
