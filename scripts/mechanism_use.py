#!/usr/bin/env python3
"""How many Grim Reminders / Æmber Skies / Tokens of Change cards needed a new
engine mechanism (issue 35), as a markdown report on standard output.

Usage, from the repository root:

    python3 scripts/mechanism_use.py B [HEAD] [--not-new COMMIT ...]

--not-new COMMIT (repeatable): a commit after B that added engine items as a
refactor of existing words (card-family code moved out of the card crates
under another name, a query class split for speed); the items it first
defines (git log -G on the definition) are counted as existing words, and
the report lists them. Items named like a fn/const/type that the card crates
defined at B are counted so without the option.

results/mechanisms-gr-as-toc-2026-12-07.md is the output (after a written
introduction) of

    python3 scripts/mechanism_use.py 958dafe --not-new 11a4cde --not-new 892344f \
        --not-new 5a39b03 --not-new f0d3f71

B is the base commit: the last commit before the engine work for these sets
began (the parent of the earliest commit under crates/1-engine that added
their rules: scrap, versatile, extra turns, ...). HEAD defaults to HEAD. Both
are read with `git show`, never from the working tree, so the report is
reproducible from the two commits alone. Stdlib only.

"New mechanism" = an engine item of crates/1-engine/src that exists at HEAD
and not at B. Items: pub / pub(crate) fns and methods (owner = the impl's
type, or the module for free fns; Step constructors and Behavior's
one_ability! constructors included), pub consts (Zones::*, TargetSpec::*,
Events::*, module consts), pub structs / enums / traits / type aliases,
variants of Query (the queries! table), Choice, Event and GameAction, and
the fields of pub structs (Behavior's fields listed as their own kind; other
structs' fields as the kind "field", counted separately). Test-only code
(src/tests/, *tests.rs, #[cfg(test)] items, and scenario.rs, the test-board
builder) is left out on both sides. A free
fn or type whose name existed at B in another module is counted as moved, not
new.

A card uses a new item when the static its slug maps to, or an item of the
same file (fn, const, static, struct and its impls) that the static reaches
transitively by name, or an item of the crate's shared helper file
(toc/src/family.rs) or one the file imports from another house file of its
crate (`crate::brobnar::ARCHIVED_IF_HAUNTED`), names it (comments and string literals removed first).
How names are matched, by kind: `Enum::Variant`; `Owner::NAME` for consts
and associated fns; `.name(` for methods (only when no method of that bare
name existed at B, otherwise `g.name(` for Game / `f.name(` for Frame);
`name:` for Behavior fields; a bare word for types, module consts and free
fns not defined in the card's file. Limits: see the report's text.
"""

import re
import subprocess
import sys
from collections import Counter, defaultdict

ENGINE = "crates/1-engine/src"
SETS = [("gr", "Grim Reminders"), ("as", "Æmber Skies"), ("toc", "Tokens of Change")]
VARIANT_ENUMS = ("Choice", "Event", "GameAction")


def git(*args):
    return subprocess.run(("git",) + args, check=True, capture_output=True,
                          text=True).stdout


def files(rev, under):
    return [p for p in git("ls-tree", "-r", "--name-only", rev, under).split("\n")
            if p.endswith(".rs")]


def show(rev, path):
    return git("show", f"{rev}:{path}")


# ---------------------------------------------------------------- lexing

def strip_comments_and_strings(src, keep_strings=False):
    """Blanks comments (and string/char literal contents unless keep_strings),
    keeping offsets and newlines."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", src[i:j]))
            i = j
        elif c == '"' or (c == "r" and re.match(r'r#*"', src[i:i + 10])
                          and (i == 0 or not (src[i - 1].isalnum() or src[i - 1] == "_"))):
            if c == "r":
                m = re.match(r'r(#*)"', src[i:])
                end = '"' + m.group(1)
                j = src.find(end, i + len(m.group(0)))
                j = n if j < 0 else j + len(end)
            else:
                j = i + 1
                while j < n and src[j] != '"':
                    j += 2 if src[j] == "\\" else 1
                j += 1
            lit = src[i:j]
            out.append(lit if keep_strings else '"' + re.sub(r"[^\n]", " ", lit[1:-1]) + '"')
            i = j
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", src[i:i + 4]):
            m = re.match(r"'(\\.|[^\\'])'", src[i:i + 4])
            out.append(m.group(0) if keep_strings else "' '")
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def matching(src, open_at):
    """Index just past the brace/paren/bracket matching the one at open_at."""
    pairs = {"{": "}", "(": ")", "[": "]"}
    stack = [pairs[src[open_at]]]
    i = open_at + 1
    while i < len(src) and stack:
        c = src[i]
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")}]":
            stack.pop()
        i += 1
    return i


def drop_cfg_test(src):
    """Removes #[cfg(test)] items (a `mod x;` line or a braced item)."""
    while True:
        m = re.search(r"#\[cfg\(test\)\]", src)
        if not m:
            return src
        semi = src.find(";", m.end())
        brace = src.find("{", m.end())
        if brace < 0 or (0 <= semi < brace):
            end = semi + 1
        else:
            end = matching(src, brace)
        src = src[:m.start()] + re.sub(r"[^\n]", " ", src[m.start():end]) + src[end:]


# ------------------------------------------------------------ engine items

IMPL_RE = re.compile(r"\bimpl\b\s*(?:<[^{]*?>)?\s*(?:[\w:]+(?:<[^{]*?>)?\s+for\s+)?([\w:]+)[^{;]*\{")
FN_RE = re.compile(r"\bpub(?:\s*\(crate\))?\s+(?:const\s+)?(?:unsafe\s+)?fn\s+(\w+)")
CONST_RE = re.compile(r"\bpub(?:\s*\(crate\))?\s+(?:const|static)\s+(\w+)\s*:")
TYPE_RE = re.compile(r"\bpub(?:\s*\(crate\))?\s+(struct|enum|trait|type)\s+(\w+)")


def impl_ranges(src):
    out = []
    for m in IMPL_RE.finditer(src):
        start = m.end() - 1
        out.append((start, matching(src, start), m.group(1).split("::")[-1]))
    return out


def owner_at(ranges, pos, module):
    best = None
    for s, e, t in ranges:
        if s <= pos < e and (best is None or s > best[0]):
            best = (s, e, t)
    return best[2] if best else module


def top_level_names(body, want_fields=False):
    """Variant names (or `pub field:` names) at depth 0 of an enum/struct body."""
    names, depth, i, expect = [], 0, 0, True
    while i < len(body):
        c = body[i]
        if c in "{([":
            depth += 1
        elif c in "})]":
            depth -= 1
        elif c == "," and depth == 0:
            expect = True
        elif depth == 0 and expect and (c.isalpha() or c == "_"):
            m = re.match(r"(pub(?:\s*\(crate\))?\s+)?(\w+)", body[i:])
            if want_fields:
                if m.group(1):
                    names.append(m.group(2))
            elif m.group(2) != "pub":
                names.append(m.group(2))
            expect = False
            i += len(m.group(0))
            continue
        i += 1
    return names


def engine_items(rev):
    """{(kind, owner, name): file} of the engine's non-test items at rev."""
    items = {}
    for path in files(rev, ENGINE):
        rel = path[len(ENGINE) + 1:]
        if rel.startswith("tests/") or rel.endswith("tests.rs") or rel == "scenario.rs":
            continue  # scenario.rs: the test-board builder the card crates' tests use
        module = rel[:-3].replace("/mod", "").replace("/", "::")
        src = drop_cfg_test(strip_comments_and_strings(show(rev, path)))
        ranges = impl_ranges(src)
        for m in FN_RE.finditer(src):
            items[("fn", owner_at(ranges, m.start(), module), m.group(1))] = rel
        for m in CONST_RE.finditer(src):
            items[("const", owner_at(ranges, m.start(), module), m.group(1))] = rel
        for m in TYPE_RE.finditer(src):
            items[("type", module, m.group(2))] = rel
            if m.group(1) in ("struct", "enum"):
                brace = src.find("{", m.end())
                semi = src.find(";", m.end())
                if brace < 0 or (0 <= semi < brace):
                    continue
                body = src[brace + 1:matching(src, brace) - 1]
                name = m.group(2)
                if m.group(1) == "enum" and name in VARIANT_ENUMS:
                    for v in top_level_names(body):
                        items[("variant", name, v)] = rel
                elif m.group(1) == "struct":
                    kind = "behavior-field" if name == "Behavior" else "field"
                    for f in top_level_names(body, want_fields=True):
                        items[(kind, name, f)] = rel
        if rel == "question.rs":
            m = re.search(r"^queries!\s*\{", src, re.M)
            body = src[m.end():matching(src, m.end() - 1)]
            for q in re.finditer(r"^\s*(\w+)\s*\([^)]*\)\s*->\s*\{[^}]*\}\s*in\s+\w+\s*;",
                                 body, re.M):
                items[("variant", "Query", q.group(1))] = rel
        for m in re.finditer(r"^one_ability!\s*\{", src, re.M):
            body = src[m.end():matching(src, m.end() - 1)]
            for c in re.finditer(r"(\w+)\s*=>", body):
                items[("fn", "Behavior", c.group(1))] = rel
    return items


# -------------------------------------------------------------- card side

def card_items(src):
    """Same-file items of a card file: {name: text} for fns, consts, statics,
    structs (with their impl blocks) and enums."""
    out = {}
    for m in re.finditer(r"^(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?fn\s+(\w+)", src, re.M):
        brace = src.find("{", m.end())
        out[m.group(1)] = src[m.start():matching(src, brace)]
    for m in re.finditer(r"^(?:pub(?:\([^)]*\))?\s+)?(?:const|static)\s+(\w+)\s*:", src, re.M):
        # the item's expression runs to the first `;` outside brackets
        i, depth = m.end(), 0
        while i < len(src) and not (src[i] == ";" and depth == 0):
            if src[i] in "{([":
                depth += 1
            elif src[i] in "})]":
                depth -= 1
            i += 1
        out[m.group(1)] = src[m.start():i + 1]
    for m in re.finditer(r"^(?:pub(?:\([^)]*\))?\s+)?(?:struct|enum)\s+(\w+)", src, re.M):
        end = src.find(";", m.end())
        brace = src.find("{", m.end())
        if 0 <= brace < end or end < 0:
            end = matching(src, brace)
        text = src[m.start():end + 1]
        for im in re.finditer(r"^impl\b[^{;]*\{", src, re.M):
            if re.search(r"(\bfor\s+|^impl\s*(<[^>]*>)?\s*)" + m.group(1) + r"\b", im.group(0)):
                text += "\n" + src[im.start():matching(src, im.end() - 1)]
        out[m.group(1)] = text
    return out


def reach(start, local, shared):
    """The text of `start` and of every same-file (or shared-file) item it
    reaches by name."""
    seen, todo, texts = set(), [start], []
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        text = local.get(name) or shared.get(name)
        if text is None:
            continue
        texts.append(text)
        for w in set(re.findall(r"\b\w+\b", text)):
            if w not in seen and (w in local or w in shared):
                todo.append(w)
    return "\n".join(texts), seen


def card_crate_names(rev):
    """Names of fns, consts, statics and types the card crates defined at rev
    (outside tests): an engine item of that name after rev is counted as a
    word moved out of the card crates, not a new mechanism."""
    names = set()
    for p in files(rev, "crates/2-cards"):
        if "/tests" in p or p.endswith("tests.rs"):
            continue
        src = drop_cfg_test(strip_comments_and_strings(show(rev, p)))
        names.update(re.findall(r"\bfn\s+(\w+)", src))
        names.update(re.findall(r"\b(?:const|static)\s+(\w+)\s*:", src))
        names.update(re.findall(r"\b(?:struct|enum|trait)\s+(\w+)", src))
    return names


def engine_keywords(rev):
    """Keywords the engine's non-test code names (`Keywords::X`) at rev."""
    out = set()
    for path in files(rev, ENGINE):
        rel = path[len(ENGINE) + 1:]
        if rel.startswith("tests/") or rel.endswith("tests.rs") or rel == "scenario.rs":
            continue
        src = drop_cfg_test(strip_comments_and_strings(show(rev, path)))
        out.update(re.findall(r"\bKeywords::([A-Z_]+)\b", src))
    return out


def printed_keywords(rev):
    """{slug: set of keyword names} over every record of the facts table."""
    out = defaultdict(set)
    for slug, rest in re.findall(r'c\("([^"]+)",([^\n]*)', show(rev, "crates/0-facts/src/table.rs")):
        out[slug].update(re.findall(r"\bK::([A-Z_]+)\b", rest))
    return out


def token_slugs(rev):
    src = show(rev, "crates/0-facts/src/table.rs")
    return set(re.findall(r'c\("([^"]+)",[^\n]*CardType::TokenCreature', src))


# ---------------------------------------------------------------- matching

def matchers(new, old):
    """A compiled pattern per new item, and the items left unmatched."""
    old_methods = {n for (k, o, n) in old if k == "fn"}
    old_fields = {n for (k, o, n) in old if k in ("field", "behavior-field")}
    pats = {}
    for key in new:
        kind, owner, name = key
        e = re.escape(name)
        is_type_owner = owner[:1].isupper()
        if kind == "variant":
            p = rf"\b{owner}::{e}\b"
        elif kind == "behavior-field":
            p = rf"(?<![\w.:]){e}\s*:(?!:)"
        elif kind == "field":
            if name in old_fields:
                continue  # a field name some struct had at B: undecidable
            p = rf"\.{e}\b(?!\s*\()|(?<![\w.:]){e}\s*:(?!:)"
        elif kind == "type":
            p = rf"(?<![\w]){e}\b"
        elif kind == "const":
            p = rf"\b{owner}::{e}\b" if is_type_owner else rf"(?<![\w.]){e}\b"
        else:  # fn
            if is_type_owner:
                alts = [rf"\b{owner}::{e}\b"]
                if name not in old_methods:
                    alts.append(rf"\.{e}\s*(?:::<[^>]*>\s*)?\(")
                elif owner == "Game":
                    alts.append(rf"\bg\.{e}\s*(?:::<[^>]*>\s*)?\(")
                elif owner == "Frame":
                    alts.append(rf"\bf\.{e}\s*(?:::<[^>]*>\s*)?\(")
                p = "|".join(alts)
            else:
                mod = owner.split("::")[-1]
                p = rf"\b{re.escape(mod)}::{e}\b"
                if name not in old_methods:
                    p += rf"|(?<![\w.]){e}\b"
        pats[key] = re.compile(p)
    return pats


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    args, not_new = [], set()
    argv = sys.argv[1:]
    while argv:
        a = argv.pop(0)
        if a == "--not-new":
            not_new.add(git("rev-parse", "--short", argv.pop(0)).strip())
        else:
            args.append(a)
    base = git("rev-parse", "--short", args[0]).strip()
    head = git("rev-parse", "--short", args[1] if len(args) > 1 else "HEAD").strip()

    old, now = engine_items(base), engine_items(head)
    old_free = {(k, n) for (k, o, n) in old if k in ("fn", "type", "const") and not o[:1].isupper()}
    new, moved, from_cards = {}, [], []
    card_names = card_crate_names(base)
    for key, f in now.items():
        if key in old:
            continue
        kind, owner, name = key
        if not owner[:1].isupper() and (kind, name) in old_free:
            moved.append(key)
            continue
        if kind == "type" and any(k == "type" and n == name for (k, o, n) in old):
            moved.append(key)
            continue
        if kind in ("fn", "const", "type") and name in card_names:
            from_cards.append(key)
            continue
        if not_new and introduced(base, head, key).split(" ")[0] in not_new:
            from_cards.append(key)
            continue
        new[key] = f
    old_files = {p for p in files(base, ENGINE)}
    new_files = sorted(p[len(ENGINE) + 1:] for p in files(head, ENGINE)
                       if p not in old_files and "/tests/" not in p
                       and not p.endswith("tests.rs"))
    pats = matchers(new, old)
    tokens = token_slugs(head)
    new_keywords = sorted(engine_keywords(head) - engine_keywords(base) - {"NONE"})
    printed = printed_keywords(head)

    rows = []  # (set, house, slug, static, vanilla, token, [items])
    for code, _ in SETS:
        root = f"crates/2-cards/{code}/src"
        family, per_file = {}, {}
        for p in files(head, root):
            if "/tests" in p or p.endswith("tests.rs"):
                continue
            items = card_items(drop_cfg_test(strip_comments_and_strings(show(head, p))))
            if p.count("/") == 4 and not p.endswith("lib.rs"):  # e.g. toc/src/family.rs
                family.update(items)
            per_file[p] = items
        for p in sorted(files(head, root)):
            if not p.endswith("/mod.rs"):
                continue
            house = p.split("/")[-2]
            src = drop_cfg_test(strip_comments_and_strings(show(head, p)))
            raw = drop_cfg_test(strip_comments_and_strings(show(head, p), keep_strings=True))
            m = re.search(r"fn behavior\(slug: &str\)[^{]*\{", src)
            body = raw[m.end():matching(raw, m.end() - 1)]
            local = card_items(src)
            # items this file takes from another house file of the crate
            # (`use crate::brobnar::ARCHIVED_IF_HAUNTED`, `crate::x::NAME`)
            imported = set()
            for path in re.findall(r"\bcrate::((?:\w+::)+)(\{[^}]*\}|\w+)", src):
                imported.update(re.findall(r"\w+", path[1]))
            shared = dict(family)
            for other, items in per_file.items():
                if other != p:
                    shared.update({n: t for n, t in items.items() if n in imported})
            arms = [(s, t) for alts, t in re.findall(
                r'((?:"[^"]+"\s*\|\s*)*"[^"]+")\s*=>\s*&\s*([\w:]+)\s*,', body)
                for s in re.findall(r'"([^"]+)"', alts)]
            for slug, target in arms:
                vanilla = target.endswith("VANILLA")
                if vanilla:
                    text = ""
                else:
                    text, _ = reach(target, local, shared)
                    if not text:
                        sys.exit(f"{p}: no item {target} for {slug}")
                    stripped = re.sub(r"\s+", "", text.split("=", 1)[-1])
                    vanilla = stripped in ("Behavior::VANILLA;",)
                used = sorted(k for k, pat in pats.items() if pat.search(text))
                kw = sorted(printed.get(slug, set()) & set(new_keywords))
                rows.append((code, house, slug, target, vanilla, slug in tokens, used, kw))

    brief_kinds = ("fn", "const", "type", "variant", "behavior-field")
    print(report(base, head, new, moved, from_cards, new_files, rows, brief_kinds, not_new,
                 new_keywords))


def fmt_item(key):
    kind, owner, name = key
    sep = "." if kind in ("field", "behavior-field") else "::"
    return f"`{owner}{sep}{name}`"


def introduced(base, head, key, cache={}):
    """'hash subject' of the first commit after base whose engine diff adds or
    removes the item's definition (for variants and fields: its name)."""
    if key not in cache:
        kind, _, name = key
        defn = {"fn": rf"fn {name}\b", "const": rf"const {name}\b",
                "type": rf"(struct|enum|trait|type) {name}\b"}.get(kind, rf"\b{name}\b")
        out = git("log", "--reverse", "-G", defn, "--format=%h %s", f"{base}..{head}",
                  "--", ENGINE).split("\n")
        cache[key] = out[0] if out and out[0] else "?"
    return cache[key]


def report(base, head, new, moved, from_cards, new_files, rows, brief_kinds, not_new,
           new_keywords):
    L = []
    w = L.append
    by_kind = Counter(k for (k, o, n) in new)
    w(f"Engine items new since {base} (HEAD {head}): {len(new)} "
      f"({', '.join(f'{v} {k}' for k, v in sorted(by_kind.items()))}); "
      f"{len(moved)} free items whose name existed at {base} in another module counted as moved, "
      f"not new; {len(new_files)} new non-test files: {', '.join(new_files)}.")
    w("")
    w(f"Not counted as new: {len(from_cards)} engine items that restate existing words: "
      f"moved out of the card crates into the engine after {base} (named like a fn, const or type the card crates "
      f"defined at {base}"
      + (f", or first defined by a commit given with --not-new: {', '.join(sorted(not_new))}"
         if not_new else "")
      + f"): {', '.join(fmt_item(k) for k in sorted(from_cards))}.")
    w("")

    def uses_new(r, kinds):
        return any(k[0] in kinds for k in r[6])

    all_kinds = brief_kinds + ("field",)
    w("## Per set")
    w("")
    w("| set | cards | new mechanism | existing words | of which vanilla | tokens (in cards) | tokens on a new mechanism | new, counting other structs' new fields too |")
    w("|---|---:|---:|---:|---:|---:|---:|---:|")
    tot = Counter()
    for code, name in SETS:
        rs = [r for r in rows if r[0] == code]
        c = Counter(
            cards=len(rs),
            new=sum(uses_new(r, brief_kinds) for r in rs),
            vanilla=sum(r[4] for r in rs),
            tokens=sum(r[5] for r in rs),
            tnew=sum(r[5] and uses_new(r, brief_kinds) for r in rs),
            newx=sum(uses_new(r, all_kinds) for r in rs),
        )
        tot.update(c)
        w(f"| {name} | {c['cards']} | {c['new']} | {c['cards'] - c['new']} | {c['vanilla']} | "
          f"{c['tokens']} | {c['tnew']} | {c['newx']} |")
    w(f"| **all three** | {tot['cards']} | {tot['new']} | {tot['cards'] - tot['new']} | "
      f"{tot['vanilla']} | {tot['tokens']} | {tot['tnew']} | {tot['newx']} |")
    w("")
    kw_only = [r for r in rows if r[7] and not uses_new(r, brief_kinds)]
    w(f"Printed keywords the engine's code first names after {base} (`Keywords::X` in "
      f"crates/1-engine/src): {', '.join(new_keywords) or 'none'}. Cards counted above as "
      f"existing words that print one of them, so that the engine's new rule serves them "
      f"without their code naming it: {len(kw_only)} "
      + "(" + ", ".join(f"{r[2]} ({r[0].upper()}, {'/'.join(r[7])})" for r in kw_only) + ").")
    w("")
    w("## Per house")
    w("")
    w("| set | house | cards | new mechanism | existing words | of which vanilla | tokens |")
    w("|---|---|---:|---:|---:|---:|---:|")
    houses = defaultdict(list)
    for r in rows:
        houses[(r[0], r[1])].append(r)
    for (code, house), rs in houses.items():
        n = sum(uses_new(r, brief_kinds) for r in rs)
        w(f"| {code.upper()} | {house} | {len(rs)} | {n} | {len(rs) - n} | "
          f"{sum(r[4] for r in rs)} | {sum(r[5] for r in rs)} |")
    w("")
    use = Counter(k for r in rows for k in r[6] if k[0] in all_kinds)
    w("## New items by the number of cards using them (top 20)")
    w("")
    w("| item | kind | file | cards | GR | AS | ToC | first commit naming it after the base |")
    w("|---|---|---|---:|---:|---:|---:|---|")
    for key, n in use.most_common(20):
        per = Counter(r[0] for r in rows if key in r[6])
        w(f"| {fmt_item(key)} | {key[0]} | {new[key]} | {n} | {per['gr']} | {per['as']} | "
          f"{per['toc']} | {introduced(base, head, key)[:90]} |")
    w("")
    used_items = len(use)
    single = sum(1 for v in use.values() if v == 1)
    w(f"{used_items} of the {len(new)} new items are named by at least one of these cards; "
      f"{single} of them by exactly one card, {used_items - single} by two or more. "
      f"The other {len(new) - used_items} are engine-internal, used by other sets' cards, "
      f"or reached only through older helpers.")
    w("")
    by_file = Counter()
    for r in rows:
        for f in {new[k] for k in r[6] if k[0] in brief_kinds}:
            by_file[f] += 1
    w("Cards per engine file their new items live in (a card counts once per file): "
      + ", ".join(f"`{f}` {n}" for f, n in by_file.most_common()) + ".")
    w("")
    w("## Cards on a new mechanism")
    w("")
    for code, name in SETS:
        rs = [r for r in rows if r[0] == code and uses_new(r, brief_kinds)]
        w(f"- **{name}** ({len(rs)}): " + "; ".join(
            f"{r[2]}{' (token)' if r[5] else ''} ({', '.join(fmt_item(k) for k in r[6] if k[0] in brief_kinds)})"
            for r in rs))
    w("")
    return "\n".join(L)


if __name__ == "__main__":
    main()
