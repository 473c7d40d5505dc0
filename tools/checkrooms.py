#!/usr/bin/env python3
"""Checks that includes go one way between the rooms (docs/design.md, "Rooms"): each room of
core/ and ui/ includes only the rooms listed for it here, core/ includes no Qt header, ui/ nothing
of app/, and the core names the room of every include of its own ("core/rules/position.h").
Prints each include that breaks a rule and exits 1; run from the top of the repository.
Usage: tools/checkrooms.py [REPOSITORY]"""

import os
import re
import sys

# The rooms each room may include, besides itself (the arrows of docs/design.md).
CORE = {
    "core/base": [],
    "core/rules": ["core/base"],
    "core/records": ["core/rules", "core/base"],
    "core/gravon": ["core/records", "core/rules", "core/base"],
    "core/match": ["core/rules", "core/base"],
    "core/ai/base": [],
    "core/ai/beliefs": ["core/ai/base", "core/records", "core/rules", "core/base"],
    "core/ai/board": ["core/ai/beliefs", "core/ai/base", "core/rules", "core/base"],
    "core/ai/eval": ["core/ai/board", "core/ai/beliefs", "core/ai/base", "core/rules",
                     "core/base"],
    "core/ai/search": ["core/ai/eval", "core/ai/board", "core/ai/beliefs", "core/ai/base",
                       "core/rules", "core/base"],
    "core/ai/setups": ["core/ai/beliefs", "core/rules", "core/base"],
    "core/ai/analysis": ["core/ai/search", "core/ai/beliefs", "core/ai/base", "core/records",
                         "core/rules", "core/base"],
    "core/ai": ["core/ai/search", "core/ai/setups", "core/ai/base", "core/match", "core/rules",
                "core/base"],
}
# ui/ has one include root: "board/boardmodel.h"; "" is the top (the window and its pages).
UI = {
    "base": ["core"],
    "board": ["base", "core"],
    "games": ["board", "base", "core"],
    "setup": ["board", "base", "core"],
    "play": ["games", "board", "base", "core"],
    "replay": ["games", "board", "base", "core"],
    "library": ["replay", "games", "board", "base", "core"],
    "": ["library", "replay", "play", "setup", "games", "board", "base", "core"],
}
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]', re.M)


def sources(top):
    for folder, _, files in os.walk(top):
        for name in sorted(files):
            if name.endswith((".h", ".cpp")):
                yield os.path.join(folder, name)


def core_errors(repo):
    for path in sources(os.path.join(repo, "core")):
        room = os.path.relpath(os.path.dirname(path), repo)
        if room not in CORE:
            yield f"{path}: core/ has no room {room} (add it to tools/checkrooms.py)"
            continue
        for kind, name in INCLUDE.findall(open(path, encoding="utf-8").read()):
            if kind == "<" and name.startswith("Q"):
                yield f"{path}: includes <{name}>: the core builds without Qt"
            if kind != '"':
                continue
            target = os.path.dirname(name)
            if not name.startswith("core/"):
                yield f'{path}: "{name}" does not name its room ("core/ROOM/{name}")'
            elif target != room and target not in CORE[room]:
                yield f'{path}: {room} may not include "{name}"'


def ui_room(repo, path):
    parts = os.path.relpath(path, os.path.join(repo, "ui")).split(os.sep)
    return parts[0] if len(parts) > 1 else ""


def ui_errors(repo):
    for path in sources(os.path.join(repo, "ui")):
        room = ui_room(repo, path)
        if room not in UI:
            yield f"{path}: ui/ has no room {room} (add it to tools/checkrooms.py)"
            continue
        for kind, name in INCLUDE.findall(open(path, encoding="utf-8").read()):
            if kind != '"':
                continue
            first = name.split("/")[0] if "/" in name else ""
            if first == "app":
                yield f'{path}: ui/ may not include "{name}"'
            elif "/" not in name:
                beside = os.path.exists(os.path.join(os.path.dirname(path), name))
                if not beside and room != "" and not name.endswith(".moc"):
                    yield f'{path}: "{name}" is in the top room, which {room} may not include'
            elif first != room and first not in UI[room]:
                yield f'{path}: {room or "the top"} may not include "{name}"'


def main():
    repo = sys.argv[1] if len(sys.argv) > 1 else "."
    errors = list(core_errors(repo)) + list(ui_errors(repo))
    for e in errors:
        print(e)
    print(f"rooms: {len(errors)} include(s) against the arrows")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
