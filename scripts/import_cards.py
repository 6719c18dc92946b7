#!/usr/bin/env python3
"""Generate crates/0-facts/src/table.rs from the community card packs.

Usage: python3 scripts/import_cards.py [PACKS_DIR]

PACKS_DIR defaults to ../shared/cards/packs relative to the repository root
(the repository root being the parent of this script's directory). A relative
PACKS_DIR given on the command line is resolved against the current directory.

Only facts are written (slug, title, set, number, house, type, power, armor,
Æmber, keywords, traits, rarity). The card text is read to detect keyword sentences
missing from the structured keyword list, but is never written out.

The output is deterministic: running the script twice gives identical files.
Python 3.11, standard library only.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from pathlib import Path

SCRIPT_DIR = Path(__file__).resolve().parent
REPO_ROOT = SCRIPT_DIR.parent
DEFAULT_PACKS = REPO_ROOT.parent / "shared" / "cards" / "packs"
OUTPUT = REPO_ROOT / "crates" / "0-facts" / "src" / "table.rs"

# Release order of the sets. Several packs have no `releaseDate` (and MG24's
# date would put it before DM), so the known sets follow this fixed order;
# packs with other codes go after them, by releaseDate then code.
SET_ORDER = [
    "CotA", "AoA", "WC", "MM", "DT", "WoE", "GR", "AS", "ToC", "MoMu", "PV",
    "CC", "DM", "MG24", "VM25",
]
# Pack codes that are written differently in the product.
SET_CODE_RENAMES = {"MG2024": "MG24"}

HOUSES = {
    "brobnar": "Brobnar",
    "dis": "Dis",
    "ekwidon": "Ekwidon",
    "geistoid": "Geistoid",
    "keyraken": "Keyraken",
    "logos": "Logos",
    "mars": "Mars",
    "ouboros": "Ouboros",
    "redemption": "Redemption",
    "sanctum": "Sanctum",
    "saurian": "Saurian",
    "shadows": "Shadows",
    "skyborn": "Skyborn",
    "staralliance": "StarAlliance",
    "unfathomable": "Unfathomable",
    "untamed": "Untamed",
    "archonpower": "Neutral",
    "prophecy": "Neutral",
    "thetide": "Neutral",
}

KINDS = {
    "action": "Action",
    "artifact": "Artifact",
    "creature": "Creature",
    "upgrade": "Upgrade",
    "token creature": "TokenCreature",
    "archon power": "Other",
    "prophecy": "Other",
    "the tide": "Other",
    "tide": "Other",
}

# Printed rarities, as the `Rarity` variants of crates/0-facts/src/lib.rs.
RARITIES = {
    "Common": "Common",
    "Uncommon": "Uncommon",
    "Rare": "Rare",
    "Special": "Special",
    "Variant": "Variant",
    "FIXED": "Fixed",
    "Evil Twin": "EvilTwin",
    "Token": "Token",
    "The Tide": "Tide",
}

# Flag keywords, in the bit order of `Keywords` in crates/0-facts/src/lib.rs.
FLAG_KEYWORDS = [
    "elusive", "taunt", "skirmish", "poison", "deploy", "alpha", "omega",
    "invulnerable", "treachery", "versatile", "entrench",
]
NUMERIC_KEYWORDS = {"assault": "assault", "hazardous": "hazardous", "splash-attack": "splash"}

# A structured numeric keyword entry: "assault:2", "splash-attack:3 and ...".
NUMERIC_ENTRY = re.compile(r"^(assault|hazardous|splash-attack):(\d+)")
# A numeric keyword entry whose value is not a number ("assault:x").
NUMERIC_ENTRY_OTHER = re.compile(r"^(assault|hazardous|splash-attack):")

_KW_ALT = "|".join(
    re.escape(k.capitalize()) for k in FLAG_KEYWORDS + list(NUMERIC_KEYWORDS)
)
# One keyword sentence as printed: "Elusive." or "Assault 2." (capitalised,
# so "gains invulnerable." or "gains\nsplash-attack 3 and" do not match).
KW_SENTENCE = re.compile(r"[ \t\u00a0\u202f]*(" + _KW_ALT + r")(?: (\d+|X))?\.")
# Line breaks used by the packs: \n, \r\n, \r and (in CotA) vertical tab.
LINE_BREAK = re.compile(r"[\n\r\x0b\u2028\u2029]+")


def warn(msg: str) -> None:
    print(f"import_cards: warning: {msg}", file=sys.stderr)


def text_keywords(text: str) -> tuple[set[str], dict[str, int]]:
    """Keyword sentences that open a line of the card text.

    Returns the flag keywords and the numeric keywords (with their value;
    "X" values are skipped)."""
    flags: set[str] = set()
    nums: dict[str, int] = {}
    for line in LINE_BREAK.split(text or ""):
        pos = 0
        while m := KW_SENTENCE.match(line, pos):
            word = m.group(1).lower()
            if word in NUMERIC_KEYWORDS:
                if m.group(2) and m.group(2).isdigit():
                    nums[word] = int(m.group(2))
            elif m.group(2) is None:
                flags.add(word)
            pos = m.end()
    # "Invulnerable." as a standalone sentence anywhere in the text.
    if re.search(r"(?:^|[.!?)\n\r\x0b]\s*)Invulnerable\.", text or ""):
        flags.add("invulnerable")
    return flags, nums


def rust_str(s: str) -> str:
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch.isprintable():
            out.append(ch)
        else:
            out.append(f"\\u{{{ord(ch):x}}}")
    return '"' + "".join(out) + '"'


def trait_ident(name: str) -> str:
    """An ASCII upper-case identifier for a trait name."""
    folded = unicodedata.normalize("NFKD", name)
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    ident = re.sub(r"[^A-Za-z0-9]+", "_", folded).strip("_").upper()
    if not ident or ident[0].isdigit():
        ident = "T_" + ident
    return ident


def set_sort_key(pack: dict) -> tuple:
    code = pack["set"]
    if code in SET_ORDER:
        return (0, SET_ORDER.index(code), "", code)
    return (1, 0, pack.get("releaseDate") or "9999", code)


def load_packs(packs_dir: Path) -> list[dict]:
    files = sorted(packs_dir.glob("*.json"))
    if not files:
        sys.exit(f"import_cards: no *.json packs in {packs_dir}")
    packs = []
    for path in files:
        with path.open(encoding="utf-8") as f:
            pack = json.load(f)
        pack["set"] = SET_CODE_RENAMES.get(pack["code"], pack["code"])
        if pack["set"] not in SET_ORDER:
            warn(f"{path.name}: set {pack['set']} has no known release position")
        packs.append(pack)
    codes = [p["set"] for p in packs]
    dups = sorted({c for c in codes if codes.count(c) > 1})
    if dups:
        sys.exit(f"import_cards: duplicate set codes {dups}")
    packs.sort(key=set_sort_key)
    return packs


# "Enhance" and its icons, as the packs print them: letters in Mass
# Mutation (A Æmber, D damage, PT capture, R draw), private-use symbols
# later. House icons and unknown symbols are not bonus icons of this kind.
ENHANCE = re.compile(r"Enhance ((?:[ADR]|PT|[\uf360\uf361\uf36e\uf372]|\uf36f\uf560| )+)")
ENHANCE_ICONS = [
    ("PT", "capture"), ("\uf36f\uf560", "capture"),
    ("A", "amber"), ("\uf360", "amber"),
    ("D", "damage"), ("\uf361", "damage"),
    ("R", "draw"), ("\uf36e", "draw"),
    ("\uf372", "discard"),
]


def enhance_icons(text: str) -> dict[str, int]:
    """The bonus icons of a card's "Enhance" keyword (empty without one)."""
    m = ENHANCE.search(text or "")
    counts = {"amber": 0, "capture": 0, "damage": 0, "draw": 0, "discard": 0}
    if not m:
        return counts
    rest = m.group(1).replace(" ", "")
    while rest:
        for symbol, icon in ENHANCE_ICONS:
            if rest.startswith(symbol):
                counts[icon] += 1
                rest = rest[len(symbol):]
                break
        else:
            break
    return counts


def convert(pack: dict, card: dict) -> dict:
    where = f"{pack['set']} {card.get('number')} {card.get('id')}"
    house = HOUSES.get(card["house"])
    if house is None:
        sys.exit(f"import_cards: {where}: unknown house {card['house']!r}")
    kind = KINDS.get(card["type"])
    if kind is None:
        sys.exit(f"import_cards: {where}: unknown type {card['type']!r}")

    rarity = RARITIES.get(card.get("rarity"))
    if rarity is None:
        sys.exit(f"import_cards: {where}: unknown rarity {card.get('rarity')!r}")

    flags: set[str] = set()
    nums = {"assault": 0, "hazardous": 0, "splash-attack": 0}
    for entry in card.get("keywords") or []:
        e = entry.strip().lower()
        if e in FLAG_KEYWORDS:
            flags.add(e)
        elif m := NUMERIC_ENTRY.match(e):
            nums[m.group(1)] = int(m.group(2))
        elif NUMERIC_ENTRY_OTHER.match(e):
            pass  # "assault:x" and the like: no fixed value.
        else:
            warn(f"{where}: ignored keyword entry {entry!r}")
    t_flags, t_nums = text_keywords(card.get("text") or "")
    for k in sorted(t_flags - flags):
        warn(f"{where}: keyword {k!r} found in the text only")
        flags.add(k)
    for k, v in sorted(t_nums.items()):
        if nums[k] == 0:
            warn(f"{where}: keyword '{k} {v}' found in the text only")
            nums[k] = v

    def num(key: str) -> int:
        v = card.get(key)
        if v is None:
            return 0
        if not isinstance(v, int) or not 0 <= v <= 255:
            sys.exit(f"import_cards: {where}: bad {key} {v!r}")
        return v

    return {
        "slug": card["id"],
        "name": card["name"].strip(),
        "set": pack["set"],
        "expansion": int(card["expansion"]),
        "number": card["number"],
        "house": house,
        "kind": kind,
        "power": num("power"),
        "armor": num("armor"),
        "amber": num("amber"),
        "flags": [k for k in FLAG_KEYWORDS if k in flags],
        "assault": nums["assault"],
        "hazardous": nums["hazardous"],
        "splash": nums["splash-attack"],
        "traits": sorted({t.strip().lower() for t in card.get("traits") or [] if t.strip()}),
        "rarity": rarity,
        "enhance": enhance_icons(card.get("text") or ""),
    }


def main(argv: list[str]) -> int:
    if len(argv) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    packs_dir = Path(argv[1]).resolve() if len(argv) == 2 else DEFAULT_PACKS
    packs = load_packs(packs_dir)

    records = []
    for pack in packs:
        seen = {}
        for card in pack["cards"]:
            rec = convert(pack, card)
            key = (rec["slug"], rec["house"])
            if key in seen:
                if seen[key] != rec:
                    warn(f"{pack['set']} {rec['slug']} ({rec['house']}): conflicting duplicate records, keeping the first")
                continue
            seen[key] = rec
        house_order = list(dict.fromkeys(HOUSES.values()))
        recs = sorted(
            seen.values(),
            key=lambda r: (r["number"], r["slug"], house_order.index(r["house"])),
        )
        # A gigantic creature's icons half (record "x2" beside the creature
        # half "x", same number and title) has bonus icons only: the power
        # and armor are printed on the other half (rulebook "Gigantic").
        by_key = {(r["number"], r["slug"]): r for r in recs}
        for r in recs:
            base = by_key.get((r["number"], r["slug"][:-1])) if r["slug"].endswith("2") else None
            if base is not None and base["name"] == r["name"] and r["kind"] == "Creature":
                r["power"] = 0
                r["armor"] = 0
        pack["count"] = len(recs)
        records.extend(recs)

    if len(records) > 0xFFFF:
        sys.exit("import_cards: too many records for a u16 CardId")
    trait_names = sorted({t for r in records for t in r["traits"]})
    if len(trait_names) > 256:
        sys.exit("import_cards: too many traits for a u8 Trait")
    idents = [trait_ident(t) for t in trait_names]
    if len(set(idents)) != len(idents):
        sys.exit("import_cards: two traits map to the same identifier")
    ident_of = dict(zip(trait_names, idents))

    out = []
    w = out.append
    w("// @generated by scripts/import_cards.py from the community card packs.")
    w("// DO NOT EDIT: change the script (or the packs) and run")
    w("// `python3 scripts/import_cards.py` instead.")
    w("//")
    w("// Facts only (slug, title, set, number, house, type, power, armor, Æmber,")
    w("// keywords, traits, rarity); the printed card text is deliberately not included.")
    w("//")
    for pack in packs:
        w(f"// {pack['set']:<5} {pack['name']}: {pack['count']} records")
    w(f"// total: {len(records)} records, {len(trait_names)} traits")
    w("")
    w("use super::{CardDef, CardType, House, Keywords as K, Rarity as R, Trait};")
    w("")
    w("/// Every distinct trait name, lower case, sorted; `Trait(i)` names")
    w("/// `TRAIT_NAMES[i]`.")
    w(f"pub(super) const TRAIT_NAMES: [&str; {len(trait_names)}] = [")
    for name in trait_names:
        w(f"    {rust_str(name)},")
    w("];")
    w("")
    w("/// The sets in release order, with the numeric expansion ids of their")
    w("/// packs (a deck's expansion id may differ from its cards' `expansion`).")
    w(f"pub(super) const SETS: [(&str, &[u16]); {len(packs)}] = [")
    for pack in packs:
        ids = ", ".join(str(int(i)) for i in pack["ids"])
        w(f"    ({rust_str(pack['set'])}, &[{ids}]),")
    w("];")
    w("")
    w("/// Trait constants, one per entry of `TRAIT_NAMES`.")
    w("#[rustfmt::skip]")
    w("pub mod t {")
    w("    use super::Trait;")
    for i, name in enumerate(trait_names):
        w(f"    pub const {ident_of[name]}: Trait = Trait({i});")
    w("}")
    w("")
    w("#[allow(clippy::too_many_arguments)]")
    w("#[rustfmt::skip]")
    w("const fn c(")
    w("    slug: &'static str, name: &'static str, set: &'static str, expansion: u16,")
    w("    number: &'static str, house: House, kind: CardType, power: u8, armor: u8,")
    w("    amber: u8, keywords: K, assault: u8, hazardous: u8, splash: u8,")
    w("    traits: &'static [Trait], rarity: R,")
    w(") -> CardDef {")
    w("    CardDef {")
    w("        slug, name, set, expansion, number, house, kind, power, armor, amber,")
    w("        keywords, assault, hazardous, splash, traits, rarity,")
    w("    }")
    w("}")
    w("")
    w("/// Every card record: one per (set, slug, house), sets in release order,")
    w("/// then by collector number. Fields after the type: power, armor, Æmber,")
    w("/// keywords, assault, hazardous, splash-attack, traits, rarity.")
    w("#[rustfmt::skip]")
    w(f"pub(super) static CARDS: [CardDef; {len(records)}] = [")
    current_set = None
    for r in records:
        if r["set"] != current_set:
            current_set = r["set"]
            w(f"    // {current_set}")
        kw = "K::NONE"
        if r["flags"]:
            kw = "K::" + r["flags"][0].upper()
            for f in r["flags"][1:]:
                kw += f".with(K::{f.upper()})"
        traits = ", ".join(f"t::{ident_of[t]}" for t in r["traits"])
        w(
            f"    c({rust_str(r['slug'])}, {rust_str(r['name'])}, {rust_str(r['set'])}, "
            f"{r['expansion']}, {rust_str(r['number'])}, House::{r['house']}, "
            f"CardType::{r['kind']}, {r['power']}, {r['armor']}, {r['amber']}, {kw}, "
            f"{r['assault']}, {r['hazardous']}, {r['splash']}, &[{traits}], R::{r['rarity']}),"
        )
    w("];")
    w("")
    enhanced = [(i, r["enhance"]) for i, r in enumerate(records) if any(r["enhance"].values())]
    w("/// The records with the Enhance keyword, by index into `CARDS`, with the")
    w("/// bonus icons it adds to other cards of a deck (Æmber, capture, damage,")
    w("/// draw, discard).")
    w("#[rustfmt::skip]")
    w(f"pub(super) static ENHANCE: [(u16, [u8; 5]); {len(enhanced)}] = [")
    for i, e in enhanced:
        w(f"    ({i}, [{e['amber']}, {e['capture']}, {e['damage']}, {e['draw']}, {e['discard']}]), // {records[i]['set']} {records[i]['slug']}")
    w("];")
    w("")

    text = "\n".join(out)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    old = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else None
    if old != text:
        OUTPUT.write_text(text, encoding="utf-8", newline="\n")
    status = "unchanged" if old == text else "written"
    print(
        f"import_cards: {OUTPUT.relative_to(REPO_ROOT)} {status}: "
        f"{len(records)} records from {len(packs)} sets, {len(trait_names)} traits",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
