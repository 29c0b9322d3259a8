"""The apps read typed fields: the terminal's renderer and the web client's generic drawing name
no field of any game's own (``details``); a game's presentation is its hints and its
``GameSpec.present`` (typed rows, games/presentation.py), drawn through the generic path."""

from __future__ import annotations

import ast
import io
import json
import re
from functools import cache
from pathlib import Path
from random import Random

import pytest
from rich.console import Console

from followsuit import games
from followsuit.cli.render import renderer_for
from followsuit.engine.views import CoreView
from followsuit.records.deal_end import deal_end

SRC = Path(__file__).parents[2] / "src" / "followsuit"
RENDERER = sorted((SRC / "cli" / "render").glob("*.py"))
WEB = sorted((SRC / "server" / "static" / "js").rglob("*.js"))
"""Every module of the web client: none is a game's own (a game's presentation comes with each
state, made by its ``GameSpec.present``)."""
CORE = set(CoreView.__annotations__) | {"match", "explanations", "action", "auction"}
"""Keys of a view every game shares (and those the server adds): not a game's own."""
NOT_A_FIELD = {
    ("cards.js", "trump"): "a card's kind: the tarot's trumps T1 to T21, by the card notation",
    ("describe.js", "jokers"): "a suit's word for a screen reader",
    ("lobby.js", "dummy"): "what the lobby's list says of a dummy's seat",
    ("lobby.js", "open"): "what the lobby's list says of a seat no one holds",
}
"""Words the generic modules quote that are no game's field (what they are instead)."""
GAME_WORDS = ("Coulon",)
"""Words of one game's rules that only its own presentation may say."""


@cache
def details_keys() -> frozenset[str]:
    """Every field of any game's ``details``, seen in the views of random play of each game
    and preset (the first deal, every seat and a spectator), but the names of what every game
    shares (the view's core, the match's view, a deal's end), which the apps read."""
    keys: set[str] = set()
    shared = set(CORE)
    for name, preset in games.all_presets():
        game = games.load(name, preset=preset)
        match = game.new_match(seed=3)
        rng = Random(3)
        while match.to_act is not None and not match.finished:
            for seat in (None, *range(game.players)):
                keys.update(match.view(seat)["details"])
            match.apply(rng.choice(match.legal_actions()))
        shared.update(match.view(None)["match"], deal_end(match, 1))
    return frozenset(keys - shared)


def renderer_names(path: Path) -> set[str]:
    """The names a Python module reads as keys: ``x["k"]``, ``x.get("k")``, ``"k" in x``."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Subscript):
            keys = [node.slice]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "get":
            keys = node.args[:1]
        elif isinstance(node, ast.Compare) and isinstance(node.ops[0], ast.In | ast.NotIn):
            keys = [node.left]
        else:
            continue
        found.update(
            key.value
            for key in keys
            if isinstance(key, ast.Constant) and isinstance(key.value, str)
        )
    return found


DETAILS = r"(?:fieldsOf\([^()]*\)|\bview\.details\b|\bdetails\b)"
"""A game's own fields in JavaScript: what ``fieldsOf(view)`` gives, or ``view.details``."""
BOUND = re.compile(rf"(?:const|let|var)\s+(\w+)\s*=\s*\(?\s*{DETAILS}")
"""A name given to a game's fields: ``const d = view.details || {}``."""
LITERAL = re.compile(r"""(?<![\w=-])["'`]([a-z_]+)["'`](?![\w-])""")
"""A quoted name standing alone (``"trump" in d``, a set of keys), not an attribute's value."""


def web_names(path: Path) -> set[str]:
    """The names a JavaScript module reads of a game's fields (``d.turn_up``, ``d["trump"]``,
    ``fieldsOf(view).bids``) or quotes alone (``"trump" in d``), its comments left out."""
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", path.read_text(), flags=re.S)
    holders = [DETAILS, *(rf"\b{re.escape(name)}\b" for name in BOUND.findall(code))]
    found = set(LITERAL.findall(code))
    for holder in holders:
        found.update(re.findall(rf"{holder}\s*(?:\.\s*|\[\s*[\"'`])(\w+)", code))
    return found


def test_the_terminals_renderer_names_no_game_field() -> None:
    """Issue 30: the renderer knew ~20 fields of the games' own (``raised``, ``pass_round``,
    ``doubled``, ``dummies``, ``points``, ``declarations`` ...) and Coulon's rule by name."""
    named = {
        (path.name, key)
        for path in RENDERER
        for constant in renderer_names(path)
        for key in details_keys()
        if constant == key
    }
    words = {
        (path.name, word) for path in RENDERER for word in GAME_WORDS if word in path.read_text()
    }
    assert named | words == set()


def test_the_web_client_names_no_game_field() -> None:
    """Issue 30: the web client's modules read a game's fields only as its hints name them;
    what one game shows beyond that (Oh Hell's why no trump: Coulon's rule) comes with each
    state as the game's presentation, as the terminal draws it. It used to be six modules of
    the games' own, static/js/games/<game>.js, reading ~60 fields by name."""
    assert WEB and not (SRC / "server" / "static" / "js" / "games").exists()
    named = {
        (path.name, key)
        for path in WEB
        for key in web_names(path) & details_keys()
        if (path.name, key) not in NOT_A_FIELD
    }
    words = {(path.name, word) for path in WEB for word in GAME_WORDS if word in path.read_text()}
    assert named | words == set()


def test_the_names_checked_are_the_games_fields(tmp_path: Path) -> None:
    """The checks above see what they look for: the fields the renderer used to read by name
    are among the games' fields, and a game's own module reads them, in Python and in
    JavaScript."""
    assert {"contracts", "pass_round", "declarer"} <= renderer_names(
        SRC / "games" / "beyond" / "words.py"
    )
    assert {"raised", "pass_round", "doubled", "dummies", "points", "declarations"} <= (
        details_keys()
    )
    drawing = tmp_path / "oh-hell.js"  # how the web client used to draw Oh Hell's trump
    drawing.write_text(
        'const d = view.details;\nif (typeof d.turn_up === "string" && d.trump === null) {}\n'
    )
    assert {"turn_up", "trump"} <= web_names(drawing)


@pytest.mark.parametrize("name", games.names())
def test_each_games_presentation_is_drawn_through_the_generic_path(name: str) -> None:
    """Each game gives its presentation through its spec; every row it presents (typed pieces,
    JSON like the view) is drawn by the generic renderer, under its label, in its order; its
    chips and cards shown are by seat, its choices say something, the notes it covers are
    the hints'."""
    spec = games.spec(name)
    assert spec.present is not None and spec.words is not None
    game = games.load(name)
    renderer = renderer_for(game.name)
    match = game.new_match(seed=5)
    rng = Random(5)
    labels: set[str] = set()
    while match.to_act is not None and len(match.finished) < 1:
        view = match.view(match.to_act)
        shown = spec.present(view)
        json.dumps(shown)
        rows = [label for label, _ in renderer.rows(view)]
        presented = [row["label"] for row in (*shown["rows"], *shown["centre"], *shown["foot"])]
        assert len(shown["seats"]) in (0, game.players) and len(shown["shown"]) in (0, game.players)
        assert all(isinstance(words, str) and words for words in shown["choices"].values())
        assert set(shown["covered"]) <= set(view["hints"].get("notes", {}))
        assert [label for label in rows if label in presented] == presented
        labels.update(presented)
        out = Console(file=io.StringIO(), width=200)
        out.print(renderer.table(view, game.title))
        match.apply(rng.choice(match.legal_actions()))
    assert labels, f"{name} presents no row of its own"


def test_hands_face_up_are_labelled_as_such_not_as_a_dummy() -> None:
    """The others' forehead cards in Devil's Bridge were labelled "Dummy"; a dummy's hand and
    the foreheads alike are the hands lying face up, each named by its owner."""
    game = games.load("oh-hell", preset="devils-bridge", hand_sizes=(1,))
    view = game.new_deal(rng=Random(3)).view(0)
    rows = dict(renderer_for("oh-hell").rows(view))
    assert "Dummy" not in rows
    shown = rows["Face up"]
    assert "(East)" in shown.plain and "(West)" in shown.plain and "(North)" not in shown.plain
