use super::*;
use keysim_facts::{by_slug, House, Icons};
use serde_json::json;
use std::path::PathBuf;

const STARTERS_JSON: &str = include_str!("../../../decks/cota-starter-decks.json");
const COTA_JSON: &str = include_str!("../../../decks/cota-decks.json");
const MM_JSON: &str = include_str!("../../../decks/mm-decks-keyteki-format.json");
const MIXED_JSON: &str = include_str!("../../../decks/mixed-decks-keyteki-format.json");

/// The decks of the online engine's format: the four Mass Mutation decks,
/// then the ten that mix the cards of several sets.
fn keyteki_decks() -> Vec<DeckList> {
    let mut decks = parse(MM_JSON, "mm.json").unwrap();
    decks.extend(parse(MIXED_JSON, "mixed.json").unwrap());
    decks
}
const RADIANT_TXT: &str = include_str!("../../../decks/radiant-argus-the-supreme.txt");
const ONYX_TXT: &str = include_str!("../../../decks/miss-onyx-censorius.txt");

fn decks_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../decks")
}

fn starters() -> Vec<DeckList> {
    parse(STARTERS_JSON, "cota-starter-decks.json").unwrap()
}

fn deck_named<'a>(decks: &'a [DeckList], name: &str) -> &'a DeckList {
    decks
        .iter()
        .find(|d| d.name == name)
        .unwrap_or_else(|| panic!("no deck {name}"))
}

fn radiant() -> DeckList {
    deck_named(&starters(), "Radiant Argus the Supreme").clone()
}

fn onyx() -> DeckList {
    deck_named(&starters(), "Miss \"Onyx\" Censorius").clone()
}

/// The copies of the card with the given slug.
fn copies<'a>(deck: &'a DeckList, slug: &str) -> Vec<&'a DeckCard> {
    deck.cards.iter().filter(|c| c.def().slug == slug).collect()
}

fn icons(amber: u8, capture: u8, damage: u8, draw: u8) -> Icons {
    Icons {
        amber,
        capture,
        damage,
        draw,
        ..Icons::NONE
    }
}

/// A deck in the online engine's shape: `id` + `count` (+ `maverick`,
/// `enhancements`), one entry per distinct copy.
fn to_keyteki(deck: &DeckList, expansion: u16) -> serde_json::Value {
    let mut cards = Vec::new();
    let mut i = 0;
    while i < deck.cards.len() {
        let c = deck.cards[i];
        let n = deck.cards[i..].iter().take_while(|d| **d == c).count();
        i += n;
        let mut entry = json!({ "id": c.def().slug, "count": n });
        if c.maverick {
            entry["maverick"] = json!(c.house.name().to_lowercase().replace(' ', ""));
        }
        let words = icon_words(&c);
        if !words.is_empty() {
            entry["enhancements"] = json!(words);
        }
        cards.push(entry);
    }
    // Shuffle the entry order a little: the loader must not depend on it.
    cards.reverse();
    let mut out = json!({
        "name": deck.name,
        "expansion": expansion,
        "houses": deck.houses.iter().map(|h| h.name().to_lowercase()).collect::<Vec<_>>(),
        "cards": cards,
    });
    if let Some(t) = deck.token {
        out["token"] = json!(extra_name(t));
    }
    if !deck.prophecies.is_empty() {
        out["prophecies"] = json!(deck
            .prophecies
            .iter()
            .map(|&p| extra_name(p))
            .collect::<Vec<_>>());
    }
    if let Some(a) = deck.archon_power {
        out["archon_power"] = json!(extra_name(a));
    }
    out
}

fn text_err(text: &str) -> String {
    parse(text, "test.txt").unwrap_err().to_string()
}

/// Replaces one line of a text deck.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "{from:?} not in the text");
    text.replacen(from, to, 1)
}

// ---------------------------------------------------------------- formats

#[test]
fn starter_decks_load_identically_in_every_format() {
    let json_decks = starters();
    assert_eq!(json_decks.len(), 2);
    for (deck, txt) in [(radiant(), RADIANT_TXT), (onyx(), ONYX_TXT)] {
        assert_eq!(deck.len(), 36);
        // The text files.
        assert_eq!(parse(txt, "x.txt").unwrap(), vec![deck.clone()]);
        // to_text round trip.
        assert_eq!(DeckList::from_text(&deck.to_text()).unwrap(), deck);
        // The online engine's shape, as a single object and in an array.
        let kt = to_keyteki(&deck, 341);
        assert_eq!(
            parse(&kt.to_string(), "kt.json").unwrap(),
            vec![deck.clone()]
        );
        let arr = serde_json::to_string_pretty(&json!([kt])).unwrap();
        assert_eq!(parse(&arr, "kt.json").unwrap(), vec![deck.clone()]);
        // The project's shape with only names and houses, or only numbers.
        let raw: serde_json::Value = serde_json::from_str(STARTERS_JSON).unwrap();
        let mut entry = raw
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["name"] == json!(deck.name))
            .unwrap()
            .clone();
        let full = entry.clone();
        for c in entry["cards"].as_array_mut().unwrap() {
            let o = c.as_object_mut().unwrap();
            o.remove("id");
            o.remove("number");
        }
        assert_eq!(
            parse(&entry.to_string(), "n.json").unwrap(),
            vec![deck.clone()]
        );
        let mut entry = full;
        for c in entry["cards"].as_array_mut().unwrap() {
            let o = c.as_object_mut().unwrap();
            o.remove("id");
            o.remove("name");
        }
        assert_eq!(
            parse(&entry.to_string(), "n.json").unwrap(),
            vec![deck.clone()]
        );
    }
}

#[test]
fn multiset_of_the_starter_decks() {
    let deck = onyx();
    assert_eq!(deck.houses, [House::Brobnar, House::Dis, House::Shadows]);
    assert_eq!(copies(&deck, "ganger-chieftain").len(), 2);
    assert_eq!(copies(&deck, "urchin").len(), 2);
    assert_eq!(copies(&deck, "anger").len(), 1);
    assert!(deck
        .cards
        .iter()
        .all(|c| !c.maverick && c.enhancements.is_empty()));
    assert!(deck.cards.iter().all(|c| c.def().set == "CotA"));
    // Stable order: house, then collector number.
    let keys: Vec<(House, &str)> = deck
        .cards
        .iter()
        .map(|c| (c.house, c.def().number))
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted);
    let radiant = radiant();
    assert_eq!(
        radiant.houses,
        [House::Logos, House::Sanctum, House::Untamed]
    );
    assert_eq!(copies(&radiant, "quixo-the-adventurer").len(), 1);
}

#[test]
fn text_files_are_to_text_of_the_json() {
    // Run with KEYSIM_BLESS=1 to rewrite the text files.
    for (deck, file) in [
        (radiant(), "radiant-argus-the-supreme.txt"),
        (onyx(), "miss-onyx-censorius.txt"),
    ] {
        let path = decks_dir().join(file);
        if std::env::var_os("KEYSIM_BLESS").is_some() {
            std::fs::write(&path, deck.to_text()).unwrap();
        }
        let on_disk = std::fs::read_to_string(&path).unwrap();
        assert_eq!(on_disk, deck.to_text(), "{file} is out of date");
    }
}

#[test]
fn to_text_shape() {
    let text = onyx().to_text();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "# Miss \"Onyx\" Censorius");
    assert_eq!(lines[1], "Set: CotA");
    assert!(lines.contains(&"Brobnar"));
    assert!(lines.contains(&"2 Ganger Chieftain"));
    assert!(lines.contains(&"1 Punch"));
}

#[test]
fn keyteki_enhancements() {
    let decks = keyteki_decks();
    assert_eq!(decks.len(), 14);
    let sadao = deck_named(&decks, "Rapipdly Ever Changing Sadao");
    assert_eq!(
        sadao.houses,
        [House::Sanctum, House::Saurian, House::Untamed]
    );
    let mush = copies(sadao, "mushroom-with-a-view");
    assert_eq!(mush.len(), 1);
    assert_eq!(mush[0].enhancements, icons(0, 1, 0, 1));
    assert_eq!(mush[0].def().set, "MM");
    let gizel = copies(sadao, "mad-prophet-gizelhart");
    assert_eq!(gizel[0].enhancements, icons(1, 1, 0, 0));
    // Two entries of one card: one enhanced copy, one plain.
    let favian: Vec<Icons> = copies(sadao, "scrivener-favian")
        .iter()
        .map(|c| c.enhancements)
        .collect();
    assert_eq!(favian.len(), 2);
    assert!(favian.contains(&icons(0, 1, 0, 0)));
    assert!(favian.contains(&Icons::NONE));
    // Repeated icons.
    let franz = deck_named(&decks, "Franz H. Greenform, Senior");
    assert_eq!(
        copies(franz, "key-abduction")[0].enhancements,
        icons(0, 0, 0, 2)
    );
    let smith = deck_named(&decks, "Æmbersmith of Tyrsville Sanctum");
    let shrix: Vec<u8> = copies(smith, "senator-shrix")
        .iter()
        .map(|c| c.enhancements.capture)
        .collect();
    assert_eq!(shrix.len(), 2);
    assert!(shrix.contains(&2) && shrix.contains(&1));
    // Every icon of the file is read.
    let mut total = Icons::NONE;
    for d in &decks {
        for c in &d.cards {
            total.amber += c.enhancements.amber;
            total.capture += c.enhancements.capture;
            total.damage += c.enhancements.damage;
            total.draw += c.enhancements.draw;
        }
    }
    assert_eq!(total, icons(7, 27, 9, 14));
    // Enhancements survive the text format.
    for d in &decks {
        assert_eq!(&DeckList::from_text(&d.to_text()).unwrap(), d, "{}", d.name);
    }
    assert!(sadao
        .to_text()
        .lines()
        .any(|l| l == "1 Mushroom with a View +capture +draw"));
}

#[test]
fn reprints_and_multi_house_cards_in_keyteki_decks() {
    let decks = keyteki_decks();
    // A deck without an expansion takes each card's first printing, in the
    // deck's house.
    let simone = deck_named(&decks, "Finally Smooth Simone");
    let tabris = copies(simone, "champion-tabris");
    assert_eq!(tabris.len(), 2);
    assert_eq!(tabris[0].house, House::Sanctum);
    assert_eq!(tabris[0].def().set, "CotA");
    // A multi-house MM card takes the record of the deck's house.
    let wu = deck_named(&decks, "Wu, the Naturalist of Car Keys");
    let coming = copies(wu, "it-s-coming");
    assert_eq!(coming.len(), 1);
    assert!(wu.houses.contains(&coming[0].house));
    assert_eq!(coming[0].def().house, coming[0].house);
    assert!(!coming[0].maverick);
}

#[test]
fn gigantic_halves_count_as_one_card_each() {
    let decks = parse(MM_JSON, "mm.json").unwrap();
    let wu = deck_named(&decks, "Wu, the Naturalist of Car Keys");
    assert_eq!(wu.len(), 36);
    let top = copies(wu, "deusillus");
    let bottom = copies(wu, "deusillus2");
    assert_eq!((top.len(), bottom.len()), (1, 1));
    // Same title: the text names the second half by its id.
    let text = wu.to_text();
    assert!(text.lines().any(|l| l == "1 Deusillus"), "{text}");
    assert!(
        text.lines().any(|l| l == "1 Deusillus {deusillus2}"),
        "{text}"
    );
    assert_eq!(&DeckList::from_text(&text).unwrap(), wu);
}

#[test]
fn mavericks() {
    // The project's JSON: `house` printed, `maverick` the house played as.
    let cota = parse(COTA_JSON, "cota.json").unwrap();
    let gregg = deck_named(&cota, "Gregg, the Adjutant of Myths");
    let claim = copies(gregg, "honorable-claim");
    assert_eq!(claim.len(), 1);
    assert!(claim[0].maverick);
    assert_eq!(claim[0].house, House::Logos);
    assert_eq!(claim[0].def().house, House::Sanctum);
    let text = gregg.to_text();
    assert!(text.contains("\nLogos\n"));
    assert!(text.lines().any(|l| l == "1 Honorable Claim (maverick)"));
    assert_eq!(&DeckList::from_text(&text).unwrap(), gregg);

    // The online engine's JSON: `maverick` the house played as.
    let mm = parse(MM_JSON, "mm.json").unwrap();
    let meh = deck_named(&mm, "Mehitable, Host of the Rustling Repository");
    let maker = copies(meh, "matter-maker");
    assert_eq!((maker[0].house, maker[0].maverick), (House::Sanctum, true));
    assert_eq!(maker[0].def().house, House::StarAlliance);
    let ana = copies(meh, "champion-anaphiel");
    assert_eq!(ana.len(), 3);
    let mav: Vec<_> = ana.iter().filter(|c| c.maverick).collect();
    assert_eq!(mav.len(), 1);
    assert_eq!(mav[0].house, House::StarAlliance);
    assert_eq!(mav[0].def().house, House::Sanctum);
    let officer = copies(meh, "exchange-officer");
    assert_eq!(officer[0].house, House::Sanctum);
    assert!(officer[0].maverick);
    assert_eq!(officer[0].enhancements, icons(1, 0, 0, 0));
    assert_eq!(&DeckList::from_text(&meh.to_text()).unwrap(), meh);

    // The text format: (maverick) under another house's header, or with an
    // explicit house anywhere.
    let base = radiant().to_text();
    let under_header = edit(&base, "1 Dimension Door\n", "1 Punch (maverick)\n");
    let d = DeckList::from_text(&under_header).unwrap();
    let punch = copies(&d, "punch");
    assert_eq!((punch[0].house, punch[0].maverick), (House::Logos, true));
    assert_eq!(punch[0].def().house, House::Brobnar);
    assert_eq!(DeckList::from_text(&d.to_text()).unwrap(), d);
    let explicit = edit(&base, "1 Dimension Door\n", "") + "\nBrobnar\n1 Punch (Maverick: Logos)\n";
    assert_eq!(DeckList::from_text(&explicit).unwrap(), d);
}

#[test]
fn forgiving_text_format() {
    let messy = "\u{feff}// exported by hand\n\
        Name: Radiant Argus the Supreme\n\
        # not the name: a Name: line wins\n\
        set: cota\n\
        \n\
        == LOGOS ==\n\
        - 1 dimension door   // a trailing comment\n\
        Library Access\n\
        1x Twin Bolt Emission\n\
        Wild Wormhole x2\n\
        library of babble (1)\n\
        2× batdrone\n\
        * 1 Doc Bookton\n\
        1 Dr Escotera\n\
        1 Quixo the \"Adventurer\"\n\
        1 {mother}\n\
        Sanctum:\n\
        2 Cleansing Wave\n\
        1 Shield of Justice\n\
        1 Terms of Redress\n\
        1 Hallowed Blaster\n\
        1 Champion Anaphiel\n\
        1 Lady Maxena\n\
        x2 Raiding Knight\n\
        1 Sergeant Zakiel\n\
        1 staunch-knight\n\
        1 Protect the Weak\n\
        House: Untamed\n\
        1 Cooperative Hunting\n\
        1 Full Moon\n\
        1 Lost in the Woods\n\
        1 Regrowth\n\
        1 Dust Pixie (CotA 354)\n\
        2 Snufflegator\n\
        2 Niffle Ape\n\
        1 Niffle Queen\n\
        1 Hunting Witch\n\
        1 Witch of the Eye {witch-of-the-eye@341}\n";
    assert_eq!(parse(messy, "messy.txt").unwrap(), vec![radiant()]);

    // Headers are optional: the houses are then the cards' houses. Without
    // a name line the file name names the deck.
    let flat: String = radiant()
        .to_text()
        .lines()
        .filter(|l| !l.starts_with('#') && parse_house(l).is_none())
        .map(|l| format!("{l}\n"))
        .collect();
    let d = parse(&flat, "decks/my-deck.txt").unwrap().remove(0);
    assert_eq!(d.name, "my-deck");
    assert_eq!(d.cards, radiant().cards);

    // Enhancements: repeated, with a multiplier, any case, Æmber spellings.
    let text = edit(
        &radiant().to_text(),
        "1 Dimension Door\n",
        "1 Dimension Door +Capture +2draw +æmber +aember +damage\n",
    );
    let d = DeckList::from_text(&text).unwrap();
    assert_eq!(
        copies(&d, "dimension-door")[0].enhancements,
        icons(2, 1, 1, 2)
    );
    assert_eq!(DeckList::from_text(&d.to_text()).unwrap(), d);
}

fn parse_house(line: &str) -> Option<House> {
    House::parse(line).filter(|_| !line.trim().is_empty() && !line.starts_with(char::is_numeric))
}

#[test]
fn every_embedded_deck_survives_the_text_format() {
    for deck in embedded() {
        let text = deck.to_text();
        assert_eq!(&DeckList::from_text(&text).unwrap(), deck, "{text}");
    }
}

#[test]
fn several_decks_in_one_file() {
    assert_eq!(parse(COTA_JSON, "cota.json").unwrap().len(), 17);
    let one =
        serde_json::to_string(&serde_json::from_str::<serde_json::Value>(COTA_JSON).unwrap()[3])
            .unwrap();
    let d = parse(&one, "one.json").unwrap();
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].name, "Voltpixel, Underground Boss");
}

// ---------------------------------------------------------------- library

#[test]
fn embedded_library() {
    let lib = embedded();
    assert_eq!(lib.len(), 2 + 17 + 14);
    let mut keys: Vec<String> = lib.iter().map(|d| library_key(&d.name)).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), lib.len(), "deck names are distinct");
    for d in lib {
        assert_eq!(d.len(), DECK_SIZE, "{}", d.name);
        let mut houses = d.houses.to_vec();
        houses.dedup();
        assert_eq!(houses.len(), 3);
        assert!(d.cards.iter().all(|c| d.houses.contains(&c.house)));
    }
    assert_eq!(lib[0], onyx());
    assert_eq!(lib[1], radiant());
    // The real deck files: every deck has 36 cards.
    for (file, n) in [
        ("cota-starter-decks.json", 2),
        ("cota-decks.json", 17),
        ("mm-decks-keyteki-format.json", 4),
        ("mixed-decks-keyteki-format.json", 10),
        ("radiant-argus-the-supreme.txt", 1),
        ("miss-onyx-censorius.txt", 1),
    ] {
        let decks = load_file(decks_dir().join(file)).unwrap();
        assert_eq!(decks.len(), n, "{file}");
        assert!(decks.iter().all(|d| d.len() == 36));
    }
}

fn library_key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

#[test]
fn resolve_names_forgivingly() {
    let onyx = onyx();
    for spec in [
        "Miss \"Onyx\" Censorius",
        "Miss “Onyx” Censorius",
        "miss onyx censorius",
        "  MISS   'ONYX'  ",
        "onyx",
        "censorius onyx",
    ] {
        assert_eq!(resolve(spec).unwrap(), onyx, "{spec}");
    }
    let radiant = radiant();
    for spec in [
        "radiant",
        "Radiant Argus",
        "argus the supreme",
        "RADIANT-ARGUS",
    ] {
        assert_eq!(resolve(spec).unwrap(), radiant, "{spec}");
    }
    assert_eq!(
        resolve("aembersmith").unwrap().name,
        "Æmbersmith of Tyrsville Sanctum"
    );
    assert_eq!(
        resolve("tarantelli rotlanes").unwrap().name,
        "Tarantelli, Rotlane's Villain"
    );
    assert_eq!(
        find_embedded("gregg").unwrap().name,
        "Gregg, the Adjutant of Myths"
    );
}

#[test]
fn resolve_files() {
    let dir = decks_dir();
    let txt = dir.join("radiant-argus-the-supreme.txt");
    assert_eq!(resolve(txt.to_str().unwrap()).unwrap(), radiant());
    let cota = dir.join("cota-decks.json");
    let cota = cota.to_str().unwrap();
    let d = resolve(&format!("{cota}#voltpixel")).unwrap();
    assert_eq!(d.name, "Voltpixel, Underground Boss");
    // Several decks and no name.
    let e = resolve(cota).unwrap_err();
    assert!(matches!(e, DeckError::SeveralDecks { .. }));
    let msg = e.to_string();
    assert!(msg.contains("holds 17 decks; pick one as"), "{msg}");
    assert!(msg.contains(&format!("\"{cota}#NAME\"")), "{msg}");
    assert!(msg.contains("\"Voltpixel, Underground Boss\""), "{msg}");
    // A name not in the file.
    let e = resolve(&format!("{cota}#radiant")).unwrap_err();
    assert!(matches!(e, DeckError::UnknownDeck { file: Some(_), .. }));
    assert!(
        e.to_string()
            .starts_with(&format!("no deck in \"{cota}\" matches \"radiant\"")),
        "{e}"
    );
    // A single-deck JSON file.
    let tmp = temp_file("single.json", &to_keyteki(&radiant(), 341).to_string());
    assert_eq!(resolve(tmp.to_str().unwrap()).unwrap(), radiant());
    let _ = std::fs::remove_file(tmp);
}

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("keysim-deck-test-{}-{name}", std::process::id()));
    std::fs::write(&path, contents).unwrap();
    path
}

// ---------------------------------------------------------------- errors

#[test]
fn error_unreadable_file() {
    let e = resolve("no/such/dir/deck.txt").unwrap_err();
    assert!(matches!(e, DeckError::Io { .. }));
    let msg = e.to_string();
    assert!(
        msg.starts_with("cannot read deck file \"no/such/dir/deck.txt\": "),
        "{msg}"
    );
    assert!(msg.contains("No such file"), "{msg}");
    assert!(std::error::Error::source(&e).is_some());
    let e = load_file("/nonexistent-keysim/x.json").unwrap_err();
    assert!(e.to_string().contains("cannot read deck file"));
}

#[test]
fn error_malformed_json() {
    let e = parse("[\n {\"name\": \"x\",\n  \"cards\": [}\n]", "bad.json").unwrap_err();
    let DeckError::Json { line, column, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!((*line, *column), (3, 13));
    let msg = e.to_string();
    assert!(
        msg.starts_with("bad.json:3:13: malformed JSON deck file: "),
        "{msg}"
    );
    assert!(
        msg.ends_with("(fix the file at line 3, column 13)"),
        "{msg}"
    );
    assert!(!msg.contains("at line 3 column 13"), "{msg}");
    // A field of the wrong type also has its position.
    let e = parse(
        "{\"name\": \"x\", \"cards\": [{\"id\": \"punch\", \"count\": \"two\"}]}",
        "t.json",
    )
    .unwrap_err();
    assert!(matches!(e, DeckError::Json { line: 1, .. }), "{e:?}");
    assert!(e.to_string().contains("invalid type"), "{e}");
    // An empty array.
    let e = parse(" [ ] ", "empty.json").unwrap_err();
    assert!(e.to_string().contains("holds no deck"), "{e}");
}

#[test]
fn error_unknown_card() {
    let text = edit(&onyx().to_text(), "1 Punch\n", "1 Punchh\n");
    let e = parse(&text, "onyx.txt").unwrap_err();
    assert!(matches!(e, DeckError::UnknownCard { .. }));
    let line = text.lines().position(|l| l == "1 Punchh").unwrap() + 1;
    let msg = e.to_string();
    assert!(
        msg.starts_with(&format!(
            "onyx.txt:{line}: unknown card \"Punchh\"; did you mean: Punch, "
        )),
        "{msg}"
    );
    assert!(msg.ends_with('?'), "{msg}");
    // In JSON: the file and the deck.
    let bad = STARTERS_JSON
        .replace("\"id\": \"punch\"", "\"id\": \"punchh\"")
        .replace("\"name\": \"Punch\"", "\"name\": \"Punchh\"");
    let e = parse(&bad, "s.json").unwrap_err();
    let msg = e.to_string();
    assert!(
        msg.starts_with("s.json: deck \"Miss \\\"Onyx\\\" Censorius\": unknown card \"Punchh\"; did you mean: Punch")
            || msg.starts_with("s.json: deck \"Miss \"Onyx\" Censorius\": unknown card \"Punchh\"; did you mean: Punch"),
        "{msg}"
    );
    // An unknown explicit id.
    let text = edit(&onyx().to_text(), "1 Punch\n", "1 Punch {no-such-card}\n");
    assert!(text_err(&text).contains("unknown card \"{no-such-card}\""));
}

#[test]
fn error_card_count() {
    let text = edit(&onyx().to_text(), "1 Punch\n", "");
    assert_eq!(
        text_err(&text),
        "test.txt: deck \"Miss \"Onyx\" Censorius\" has 35 cards; a KeyForge deck has 36 (add 1)"
    );
    let text = edit(&onyx().to_text(), "1 Punch\n", "3 Punch\n");
    assert!(text_err(&text).ends_with("has 38 cards; a KeyForge deck has 36 (remove 2)"));
    let mut cards = radiant().cards;
    cards.pop();
    let e = DeckList::new("R", &[House::Logos, House::Sanctum, House::Untamed], cards).unwrap_err();
    assert_eq!(
        e.to_string(),
        "deck \"R\" has 35 cards; a KeyForge deck has 36 (add 1)"
    );
}

#[test]
fn error_off_house() {
    // Under a header, a copy of another house is refused as misplaced.
    let text = edit(&radiant().to_text(), "1 Dimension Door\n", "1 Punch\n");
    let line = text.lines().position(|l| l == "1 Punch").unwrap() + 1;
    assert_eq!(
        parse(&text, "r.txt").unwrap_err().to_string(),
        format!(
            "r.txt:{line}: \"Punch\" is Brobnar but sits under the Logos header; move it under \
             Brobnar, or write \"(maverick)\" after it if this copy plays as Logos"
        )
    );
    // Before any header, it is refused for its house.
    let text = edit(&radiant().to_text(), "1 Dimension Door\n", "");
    let text = edit(&text, "Set: CotA\n", "Set: CotA\n1 Punch\n");
    let e = parse(&text, "r.txt").unwrap_err();
    assert!(matches!(
        e,
        DeckError::OffHouse {
            maverick: false,
            ..
        }
    ));
    let line = text.lines().position(|l| l == "1 Punch").unwrap() + 1;
    assert_eq!(
        e.to_string(),
        format!(
            "r.txt:{line}: \"Punch\" is Brobnar but the deck's houses are Logos, Sanctum, \
             Untamed; mark it as a maverick if that is intended"
        )
    );
    // A maverick of a house the deck does not have.
    let text = edit(
        &radiant().to_text(),
        "1 Dimension Door\n",
        "1 Punch (maverick Mars)\n",
    );
    assert!(text_err(&text).ends_with(
        "maverick \"Punch\" plays as Mars but the deck's houses are Logos, Sanctum, Untamed; \
         make it a maverick of one of them"
    ));
    // The validated constructor.
    let mut cards = radiant().cards;
    cards[0] = DeckCard::new(by_slug("punch", Some(341), None).unwrap());
    let e = DeckList::new("R", &[House::Logos, House::Sanctum, House::Untamed], cards).unwrap_err();
    assert!(e
        .to_string()
        .starts_with("\"Punch\" is Brobnar but the deck's houses are"));
}

#[test]
fn error_houses() {
    // Two headers only (the Untamed cards moved under Sanctum... as mavericks
    // would be needed; here simply dropped and replaced).
    let two = "# Two\nLogos\n18 Batdrone\nSanctum\n18 Raiding Knight\n";
    assert_eq!(
        text_err(two),
        "test.txt: deck \"Two\" has 2 houses (Logos, Sanctum); a KeyForge deck has exactly 3 \
         different houses (fix the house list or the house headers)"
    );
    let four = "# Four\nLogos\n9 Batdrone\nSanctum\n9 Raiding Knight\nUntamed\n9 Dust Pixie\nBrobnar\n9 Punch\n";
    assert!(text_err(four).contains("has 4 houses (Brobnar, Logos, Sanctum, Untamed)"));
    let json = json!({"name": "J", "houses": ["logos", "logos", "sanctum"], "cards": []});
    let e = parse(&json.to_string(), "j.json").unwrap_err();
    assert!(matches!(e, DeckError::Houses { .. }));
    assert!(e
        .to_string()
        .starts_with("j.json: deck \"J\" has 2 houses (Logos, Sanctum)"));
    let e = DeckList::new(
        "N",
        &[House::Logos, House::Mars, House::Neutral],
        radiant().cards,
    )
    .unwrap_err();
    assert!(e.to_string().contains("and Neutral is not one"), "{e}");
}

#[test]
fn error_unknown_house() {
    let text = format!("Houses: Logos, Sanctm, Untamed\n{}", radiant().to_text());
    assert_eq!(
        text_err(&text),
        "test.txt:1: unknown house \"Sanctm\"; the houses are Brobnar, Dis, Ekwidon, Geistoid, \
         Keyraken, Logos, Mars, Ouboros, Redemption, Sanctum, Saurian, Shadows, Skyborn, \
         Star Alliance, Unfathomable, Untamed"
    );
    let json = json!({"name": "J", "houses": ["logos", "sanctum", "wild"], "cards": []});
    assert!(parse(&json.to_string(), "j.json")
        .unwrap_err()
        .to_string()
        .starts_with("j.json: deck \"J\": unknown house \"wild\";"));
}

#[test]
fn error_format_problems() {
    let base = radiant().to_text();
    let e = text_err(&edit(
        &base,
        "1 Dimension Door\n",
        "1 Dimension Door +glory\n",
    ));
    assert!(
        e.contains("unknown enhancement \"+glory\" on \"Dimension Door\"; keysim knows the bonus icons amber, capture, damage, draw and discard, and house icons named by their house (brobnar)"),
        "{e}"
    );
    let e = text_err(&edit(&base, "1 Dimension Door\n", "0 Dimension Door\n"));
    assert!(
        e.contains("count 0 for \"Dimension Door\"; give a count from 1 to 36"),
        "{e}"
    );
    let e = text_err(&edit(&base, "1 Dimension Door\n", "2 Dimension Door x2\n"));
    assert!(e.contains("gives 2 counts; give one"), "{e}");
    let e = text_err(&format!("1 Punch (maverick)\n{base}"));
    assert!(
        e.starts_with("test.txt:1: \"Punch\" is marked (maverick) but no house header"),
        "{e}"
    );
    let e = text_err(&edit(&base, "Set: CotA", "Set: Foo"));
    assert!(e.starts_with("test.txt:2: unknown set \"Foo\""), "{e}");
    let e = text_err("# Nothing\n// just comments\n");
    assert!(e.contains("deck \"Nothing\" lists no card"), "{e}");
    let bad = json!({"name": "J", "houses": ["logos","sanctum","untamed"],
        "cards": [{"id": "batdrone", "count": 36, "enhancements": ["shiny"]}]});
    let e = parse(&bad.to_string(), "j.json").unwrap_err().to_string();
    assert!(
        e.starts_with("j.json: deck \"J\": unknown enhancement \"shiny\" on \"Batdrone\""),
        "{e}"
    );
    let bad = json!({"name": "J", "cards": [{"id": "batdrone", "count": 36, "maverick": true}]});
    let e = parse(&bad.to_string(), "j.json").unwrap_err().to_string();
    assert!(e.contains("give the house the copy plays as"), "{e}");
}

#[test]
fn json_card_counts_are_refused_as_the_text_format_refuses_them() {
    // Without the check, 4294967295 copies were pushed one by one until the
    // allocation failed and the process aborted.
    for count in [0u64, 37, 4_294_967_295] {
        let bad = json!({"name": "J", "houses": ["logos", "sanctum", "untamed"],
            "cards": [{"id": "batdrone", "count": count}]});
        let e = parse(&bad.to_string(), "j.json").unwrap_err().to_string();
        assert_eq!(
            e,
            format!(
                "j.json: deck \"J\": count {count} for \"Batdrone\"; give a count from 1 to 36"
            )
        );
    }
    // Beyond 32 bits the number is not a count at all.
    let bad = r#"{"name": "J", "cards": [{"id": "batdrone", "count": 4294967296}]}"#;
    let e = parse(bad, "j.json").unwrap_err();
    assert!(matches!(e, DeckError::Json { line: 1, .. }), "{e:?}");
}

#[test]
fn error_unknown_and_ambiguous_deck_names() {
    let e = resolve("Radiant Argos Supremo").unwrap_err();
    assert!(matches!(e, DeckError::UnknownDeck { file: None, .. }));
    let msg = e.to_string();
    assert!(
        msg.starts_with(
            "no deck file or built-in deck matches \"Radiant Argos Supremo\"; did you mean: \
             \"Radiant Argus the Supreme\""
        ),
        "{msg}"
    );
    let e = resolve("the").unwrap_err();
    assert!(matches!(e, DeckError::AmbiguousDeck { .. }));
    let msg = e.to_string();
    assert!(msg.starts_with("\"the\" matches "), "{msg}");
    assert!(msg.ends_with("; give more of the name"), "{msg}");
    assert!(msg.contains("\"The Countess of Windhedge\""), "{msg}");
    let e = resolve("").unwrap_err();
    assert!(matches!(e, DeckError::UnknownDeck { .. }));
}

#[test]
fn validated_constructor_sorts() {
    let deck = radiant();
    let mut cards = deck.cards.clone();
    cards.reverse();
    let d = DeckList::new(
        deck.name.clone(),
        &[House::Untamed, House::Logos, House::Sanctum],
        cards,
    )
    .unwrap();
    assert_eq!(d, deck);
    assert_eq!(d.len(), 36);
    assert!(!d.is_empty());
}

// ------------------------------------------------------ Master Vault JSON

/// A real CotA deck ("Gregg, the Adjutant of Myths", one maverick) as the
/// Master Vault's deck page with linked cards; the card ids are stand-ins.
const GREGG_MV: &str = include_str!("../../../tests/decks/gregg-master-vault.json");

fn gregg() -> DeckList {
    deck_named(
        &parse(COTA_JSON, "cota.json").unwrap(),
        "Gregg, the Adjutant of Myths",
    )
    .clone()
}

fn gregg_mv() -> serde_json::Value {
    serde_json::from_str(GREGG_MV).unwrap()
}

/// The Master Vault id of the first linked card with this title.
fn mv_id(deck: &serde_json::Value, title: &str) -> String {
    deck["_linked"]["cards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["card_title"] == title)
        .unwrap_or_else(|| panic!("no {title}"))["id"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn master_vault_deck_reads_as_the_same_deck() {
    let decks = parse(GREGG_MV, "gregg.json").unwrap();
    assert_eq!(decks.len(), 1);
    let d = &decks[0];
    assert_eq!(d, &gregg());
    let claim = copies(d, "honorable-claim");
    assert_eq!((claim[0].house, claim[0].maverick), (House::Logos, true));
    assert_eq!(claim[0].def().house, House::Sanctum);
    // Without the `_links` wrapper (`data.cards`), the same deck.
    let mut v = gregg_mv();
    let ids = v["data"]["_links"]["cards"].take();
    v["data"]["cards"] = ids;
    v["data"]["_links"] = json!({ "houses": ["Brobnar", "Logos", "Untamed"] });
    assert_eq!(&parse(&v.to_string(), "g.json").unwrap()[0], d);
    // An anomaly plays as the house the site gives it.
    let mut v = gregg_mv();
    for card in v["_linked"]["cards"].as_array_mut().unwrap() {
        if card["card_title"] == "Punch" {
            card["house"] = json!("Logos");
            card["is_anomaly"] = json!(true);
        }
    }
    let d = &parse(&v.to_string(), "g.json").unwrap()[0];
    assert_eq!(copies(d, "punch")[0].house, House::Logos);
}

#[test]
fn master_vault_bonus_icons_go_to_one_copy_each() {
    let mut v = gregg_mv();
    let tremor = mv_id(&v, "Tremor");
    v["data"]["bonus_icons"] = json!([
        { "card_id": tremor, "bonus_icons": ["amber", "capture"] },
        { "card_id": tremor, "bonus_icons": ["draw"] },
    ]);
    let d = &parse(&v.to_string(), "g.json").unwrap()[0];
    let mut got: Vec<Icons> = copies(d, "tremor").iter().map(|c| c.enhancements).collect();
    got.sort_by_key(|i| (i.amber, i.draw));
    assert_eq!(got, vec![icons(0, 0, 0, 1), icons(1, 1, 0, 0)]);
    // Discard and house icons are read; an unknown icon is refused by name.
    v["data"]["bonus_icons"] = json!([{ "card_id": tremor, "bonus_icons": ["discard", "Logos"] }]);
    let d = &parse(&v.to_string(), "g.json").unwrap()[0];
    assert!(copies(d, "tremor")
        .iter()
        .any(|c| c.enhancements.discard == 1 && c.house_icon_houses().eq([House::Logos])));
    v["data"]["bonus_icons"] = json!([{ "card_id": tremor, "bonus_icons": ["glory"] }]);
    let e = parse(&v.to_string(), "g.json").unwrap_err().to_string();
    assert!(
        e.contains("unknown enhancement \"glory\" on \"Tremor\""),
        "{e}"
    );
}

#[test]
fn master_vault_errors_and_pages() {
    // A card id without its linked card.
    let mut v = gregg_mv();
    v["_linked"]["cards"].as_array_mut().unwrap().remove(0);
    let e = parse(&v.to_string(), "g.json").unwrap_err().to_string();
    assert!(
        e.starts_with("g.json: deck \"Gregg, the Adjutant of Myths\": card id ")
            && e.contains("is not in _linked.cards; save the deck page with its cards"),
        "{e}"
    );
    // No card ids at all.
    let mut v = gregg_mv();
    v["data"]["_links"]["cards"] = json!([]);
    let e = parse(&v.to_string(), "g.json").unwrap_err().to_string();
    assert!(e.contains("lists no card id"), "{e}");
    // A page of decks shares one `_linked`.
    let mut v = gregg_mv();
    let one = v["data"].clone();
    let mut two = one.clone();
    two["name"] = json!("Gregg again");
    v["data"] = json!([one, two]);
    let decks = parse(&v.to_string(), "page.json").unwrap();
    assert_eq!(decks.len(), 2);
    assert_eq!(decks[1].name, "Gregg again");
    assert_eq!(decks[1].cards, gregg().cards);
    // A list mixing the shapes.
    let list = json!([gregg_mv(), to_keyteki(&radiant(), 341)]);
    let decks = parse(&list.to_string(), "list.json").unwrap();
    assert_eq!(decks, vec![gregg(), radiant()]);
}

#[test]
fn json_that_is_not_a_deck_says_so() {
    for (json, says) in [
        (
            r#"{"name": "keysim", "version": "0.1.0"}"#,
            "the file is a JSON object with the fields \"name\", \"version\" but no \"cards\" list",
        ),
        (
            r#"[1, 2]"#,
            "item 1 of the array is a number, not a deck object",
        ),
        (
            r#"[true]"#,
            "item 1 of the array is a boolean, not a deck object",
        ),
        (
            r#"{"data": {"id": 3}}"#,
            "no \"cards\" list (nor the Master Vault's",
        ),
    ] {
        let e = parse(json, "x.json").unwrap_err();
        assert!(matches!(e, DeckError::NotADeck { .. }), "{json}: {e:?}");
        let msg = e.to_string();
        assert!(msg.starts_with("x.json: not a deck file: "), "{msg}");
        assert!(msg.contains(says), "{json}: {msg}");
        assert!(!msg.contains("house"), "{msg}");
    }
    let e = parse(r#"{"name": "N", "cards": []}"#, "x.json")
        .unwrap_err()
        .to_string();
    assert!(e.contains("lists no card and no house"), "{e}");
}

// ------------------------------------------------------ wrong headers

#[test]
fn card_under_another_house_header_is_refused_unless_a_maverick() {
    let base = onyx().to_text();
    // Punch (Brobnar) moved under the Dis header.
    let moved = edit(&base, "1 Punch\n", "");
    let moved = edit(&moved, "\nDis\n", "\nDis\n1 Punch\n");
    let line = moved.lines().position(|l| l == "1 Punch").unwrap() + 1;
    let e = text_err(&moved);
    assert_eq!(
        e,
        format!(
            "test.txt:{line}: \"Punch\" is Brobnar but sits under the Dis header; move it under \
             Brobnar, or write \"(maverick)\" after it if this copy plays as Dis"
        )
    );
    // Marked as a maverick, it plays as Dis.
    let mav = edit(&moved, "1 Punch\n", "1 Punch (maverick)\n");
    let d = DeckList::from_text(&mav).unwrap();
    assert_eq!(copies(&d, "punch")[0].house, House::Dis);
    // With the house named, it may sit anywhere and plays as that house.
    let named = edit(&moved, "1 Punch\n", "1 Punch (maverick Shadows)\n");
    let d = DeckList::from_text(&named).unwrap();
    assert_eq!(copies(&d, "punch")[0].house, House::Shadows);
    // Without headers there is nothing to be misplaced under.
    let flat: String = base
        .lines()
        .filter(|l| parse_house(l).is_none())
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(DeckList::from_text(&flat).unwrap(), onyx());
}

// ------------------------------------------------------ sources and sets

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("keysim-deck-set-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_directory_named_as_a_deck_says_so() {
    let dir = temp_dir("named");
    let e = resolve(dir.to_str().unwrap()).unwrap_err();
    assert!(
        matches!(e, DeckError::Directory { deck_files: 0, .. }),
        "{e:?}"
    );
    assert!(e
        .to_string()
        .ends_with("is a directory, not a deck file; name a deck file"));
    std::fs::write(dir.join("b.txt"), onyx().to_text()).unwrap();
    std::fs::write(dir.join("a.json"), GREGG_MV).unwrap();
    let msg = resolve(dir.to_str().unwrap()).unwrap_err().to_string();
    assert!(
        msg.ends_with(
            "is a directory, not a deck file; it holds 2 deck files: name one of them, or pass \
             the folder as a deck set (--gauntlet or --decks)"
        ),
        "{msg}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn deck_sets() {
    // A folder: every deck file, sorted by name; other files ignored.
    let dir = temp_dir("set");
    std::fs::write(dir.join("b-onyx.txt"), onyx().to_text()).unwrap();
    std::fs::write(dir.join("a-gregg.json"), GREGG_MV).unwrap();
    std::fs::write(dir.join("c-two.json"), STARTERS_JSON).unwrap();
    std::fs::write(dir.join("README.md"), "not a deck").unwrap();
    let names: Vec<String> = load_set(dir.to_str().unwrap())
        .unwrap()
        .into_iter()
        .map(|d| d.name)
        .collect();
    let starters: Vec<String> = starters().into_iter().map(|d| d.name).collect();
    let mut expected = vec![gregg().name, onyx().name];
    expected.extend(starters);
    assert_eq!(names, expected);
    // A bad file in the folder is named.
    std::fs::write(dir.join("d-bad.json"), "{\"x\": 1}").unwrap();
    let e = load_set(dir.to_str().unwrap()).unwrap_err().to_string();
    assert!(e.contains("d-bad.json: not a deck file"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
    let empty = temp_dir("empty");
    let e = load_set(empty.to_str().unwrap()).unwrap_err().to_string();
    assert!(e.contains("holds no deck file"), "{e}");
    let _ = std::fs::remove_dir_all(empty);

    // A file of decks.
    let list = temp_file(
        "list.json",
        &json!([gregg_mv(), to_keyteki(&radiant(), 341)]).to_string(),
    );
    assert_eq!(
        load_set(list.to_str().unwrap()).unwrap(),
        vec![gregg(), radiant()]
    );
    // Names and files separated by commas, names that hold commas included.
    let spec = format!(
        "radiant, Gregg, the Adjutant of Myths,{}#gregg, voltpixel",
        list.to_str().unwrap()
    );
    let names: Vec<String> = load_set(&spec)
        .unwrap()
        .into_iter()
        .map(|d| d.name)
        .collect();
    assert_eq!(
        names,
        [
            "Radiant Argus the Supreme",
            "Gregg, the Adjutant of Myths",
            "Gregg, the Adjutant of Myths",
            "Voltpixel, Underground Boss"
        ]
    );
    let _ = std::fs::remove_file(list);
    // An item that is no deck is named.
    let e = load_set("radiant, no such deck").unwrap_err().to_string();
    assert!(
        e.starts_with("no deck file or built-in deck matches \"no such deck\""),
        "{e}"
    );
    assert!(load_set(" , ")
        .unwrap_err()
        .to_string()
        .contains("empty deck set"));
}

#[test]
fn links_and_web_pages_are_not_decks() {
    for spec in [
        "https://www.keyforgegame.com/deck-details/ed4346fa-3a4e-4559-8f0b-16054ee487bd",
        "ed4346fa-3a4e-4559-8f0b-16054ee487bd",
    ] {
        let e = resolve(spec).unwrap_err().to_string();
        assert!(
            e.contains("is a web address or deck id; keysim reads no network"),
            "{e}"
        );
    }
    let e = parse("<!DOCTYPE html>\n<html></html>", "deck.html")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("deck.html: not a deck file: it is HTML or XML (a saved web page?)"),
        "{e}"
    );
}

// ------------------------------------------------- identity fields, icons

/// The first record of type `kind` from set `set`.
fn first_of(set: &str, kind: keysim_facts::CardType) -> keysim_facts::CardId {
    let i = keysim_facts::all()
        .iter()
        .position(|d| d.set == set && d.kind == kind)
        .unwrap_or_else(|| panic!("no {kind:?} card in {set}"));
    keysim_facts::CardId(i as u16)
}

/// Onyx with every field a deck list carries beyond CotA: a token type, two
/// prophecies, an archon power, and copies with discard and house icons
/// (beside Æmber, capture, damage and draw).
fn onyx_with_everything() -> DeckList {
    use keysim_facts::CardType;
    let mut deck = onyx();
    deck.token = Some(by_slug("grumpus", None, None).unwrap());
    let pv = first_of("PV", CardType::Other);
    let next = keysim_facts::CardId(pv.0 + 1);
    assert_eq!(next.def().kind, CardType::Other);
    deck.prophecies = vec![pv, next];
    deck.archon_power = Some(first_of("CC", CardType::Other));
    let all_kinds = Icons {
        amber: 1,
        capture: 1,
        damage: 2,
        draw: 1,
        discard: 1,
    };
    let mut i = 0;
    while deck.cards[i].def().slug != "anger" {
        i += 1;
    }
    deck.cards[i] = deck.cards[i]
        .with_enhancements(all_kinds)
        .with_house_icon(House::Dis);
    let j = deck.cards.len() - 1;
    deck.cards[j] = deck.cards[j]
        .with_enhancements(Icons {
            discard: 2,
            ..Icons::NONE
        })
        .with_house_icon(House::Brobnar)
        .with_house_icon(House::Dis);
    let cards = deck.cards.clone();
    let mut back = DeckList::new(deck.name.clone(), &deck.houses, cards).unwrap();
    back.token = deck.token;
    back.prophecies = deck.prophecies.clone();
    back.archon_power = deck.archon_power;
    back
}

/// Every deck format keysim reads keeps the token type, prophecies, archon
/// power and every bonus icon kind. The text format (written by
/// `to_text`), serde's form (`stored`, the lines of the text) and the JSON
/// shapes (the online engine's and the project's, read by the same code:
/// written here as the test's `to_keyteki`) hold all of them. The Master
/// Vault's deck JSON holds the icons (`bonus_icons`) but has no field keysim
/// knows for the cards outside the 36: a deck read from it has none.
#[test]
fn every_new_field_survives_each_format() {
    let deck = onyx_with_everything();
    assert!(deck
        .cards
        .iter()
        .any(|c| c.enhancements.discard == 1 && c.has_house_icon(House::Dis)));
    // Text.
    let text = deck.to_text();
    assert!(text.contains("Token: Grumpus {grumpus}"), "{text}");
    assert!(
        text.contains("1 Anger +amber +capture +damage +damage +draw +discard +dis"),
        "{text}"
    );
    assert_eq!(DeckList::from_text(&text).unwrap(), deck);
    // Serde's form.
    let mut json = Vec::new();
    stored::serialize(&deck, &mut serde_json::Serializer::new(&mut json)).unwrap();
    let back: DeckList =
        stored::deserialize(&mut serde_json::Deserializer::from_slice(&json)).unwrap();
    assert_eq!(back, deck);
    // The online engine's JSON, and the project's (with titles and houses).
    let kt = to_keyteki(&deck, 341);
    assert_eq!(
        parse(&kt.to_string(), "kt.json").unwrap(),
        vec![deck.clone()]
    );
    let mut project = kt.clone();
    for c in project["cards"].as_array_mut().unwrap() {
        let id = by_slug(c["id"].as_str().unwrap(), Some(341), None).unwrap();
        c["name"] = json!(id.def().name);
        c["house"] = json!(id.def().house.name().to_lowercase());
        c.as_object_mut().unwrap().remove("id");
    }
    let token = project.as_object_mut().unwrap().remove("token").unwrap();
    project["tokenCard"] = json!(
        by_slug(token.as_str().unwrap(), None, None)
            .unwrap()
            .def()
            .name
    );
    assert_eq!(
        parse(&project.to_string(), "p.json").unwrap(),
        vec![deck.clone()]
    );
    // The Master Vault's JSON: the icons, not the cards outside the 36.
    let mv = to_master_vault(&deck);
    let mut without = deck.clone();
    without.token = None;
    without.prophecies.clear();
    without.archon_power = None;
    assert_eq!(parse(&mv.to_string(), "mv.json").unwrap(), vec![without]);
}

/// A Master Vault deck response for `deck`: one card id per record and
/// house, `bonus_icons` per enhanced copy.
fn to_master_vault(deck: &DeckList) -> serde_json::Value {
    let id_of = |c: &DeckCard| format!("{}-{}", c.def().slug, c.house.name());
    let mut linked = Vec::new();
    let mut ids = Vec::new();
    let mut icons = Vec::new();
    for c in &deck.cards {
        let id = id_of(c);
        if !linked
            .iter()
            .any(|l: &serde_json::Value| l["id"] == json!(id))
        {
            linked.push(json!({
                "id": id,
                "card_title": c.def().name,
                "house": c.house.name(),
                "card_number": c.def().number,
                "expansion": c.def().expansion,
                "is_maverick": c.maverick,
            }));
        }
        let words = icon_words(c);
        if !words.is_empty() {
            icons.push(json!({ "card_id": id, "bonus_icons": words }));
        }
        ids.push(id);
    }
    json!({
        "data": {
            "name": deck.name,
            "expansion": 341,
            "_links": { "houses": deck.houses.iter().map(|h| h.name()).collect::<Vec<_>>(), "cards": ids },
            "bonus_icons": icons,
        },
        "_linked": { "cards": linked },
    })
}

#[test]
fn a_discard_icon_reads_and_a_wrong_extra_card_is_refused() {
    let text = edit(
        ONYX_TXT,
        "1 Anger",
        "1 Anger +discard +2discard +Star-Alliance",
    );
    let deck = parse(&text, "d.txt").unwrap().remove(0);
    let anger = copies(&deck, "anger")[0];
    assert_eq!(anger.enhancements.discard, 3);
    assert!(anger.has_house_icon(House::StarAlliance));
    let text = edit(ONYX_TXT, "Set: CotA", "Set: CotA\nToken: Punch");
    let err = text_err(&text);
    assert!(err.contains("not a token creature"), "{err}");
    let text = edit(ONYX_TXT, "Set: CotA", "Set: CotA\nArchon power: Punchh");
    let err = text_err(&text);
    assert!(err.contains("unknown card \"Punchh\""), "{err}");
}

#[test]
fn the_keyteki_files_hold_four_mass_mutation_decks_and_ten_mixed_ones() {
    use crate::{printed_set, PrintedSet};
    let mm = parse(MM_JSON, "mm.json").unwrap();
    let names: Vec<&str> = mm.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Rapipdly Ever Changing Sadao",
            "Cylconium, Chamber Agent",
            "Wu, the Naturalist of Car Keys",
            "Mehitable, Host of the Rustling Repository"
        ]
    );
    assert!(mm.iter().all(|d| printed_set(d) == PrintedSet::One("MM")));
    let mixed = parse(MIXED_JSON, "mixed.json").unwrap();
    assert_eq!(mixed.len(), 10);
    for d in &mixed {
        let PrintedSet::Mixed(sets) = printed_set(d) else {
            panic!("{} is one set's deck", d.name);
        };
        assert!(sets.len() >= 2, "{}: {sets:?}", d.name);
        assert!(
            d.houses.contains(&House::Mars) || d.houses.contains(&House::Brobnar),
            "{}: houses no MM deck has",
            d.name
        );
    }
    let hershey = deck_named(&mixed, "Hershey, the Oak of Amalchasm");
    assert_eq!(
        printed_set(hershey).to_string(),
        "mixed (CotA, AoA, WC)",
        "every card printed before MM"
    );
    let cota = parse(COTA_JSON, "cota.json").unwrap();
    assert!(cota
        .iter()
        .all(|d| printed_set(d) == PrintedSet::One("CotA")));
}

#[test]
fn a_winds_of_exchange_deck_without_its_token_line_is_refused_with_how_to_add_it() {
    let deck = crate::random::random_deck("WoE", 4).unwrap();
    let token = deck.token.unwrap().def().name;
    let text = deck.to_text();
    assert!(text.contains(&format!("Token: {token}")), "{text}");
    assert_eq!(DeckList::from_text(&text).unwrap().token, deck.token);
    let without: String = text
        .lines()
        .filter(|l| !l.starts_with("Token:"))
        .map(|l| format!("{l}\n"))
        .collect();
    let err = DeckList::from_text(&without).unwrap_err().to_string();
    assert!(err.contains("names no token creature"), "{err}");
    assert!(err.contains("Token: NAME") && err.contains(token), "{err}");
    assert_eq!(err.lines().count(), 1);
}
