"""The table's layout at a laptop's 1280x800, a phone's 390x844 and a wide screen's 2560x1440,
for every game (issue 14): nothing on the felt covers a seat's name, chips or hand; every legal
action's control lies inside the viewport without scrolling and is not covered; the newest call
is in sight.

Each table is held seat by seat by the test and driven over HTTP (seeded, nobody else acts) to
a bidding moment and a trick with three cards played; the page of the seat to act is then
measured with bounding boxes at both sizes, and a screenshot of each goes to test-artifacts/.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from person import errors_of
from serving import seat_everyone

from followsuit import games
from followsuit.sim.playing import place_scores

SIZES = {"desktop": (1280, 800), "phone": (390, 844), "wide": (2560, 1440)}
GAMES = ["spades", "oh-hell", "beyond", "10-bridge", "nineteen", "bezique"]

MEASURE = Path(__file__).with_name("layout.js").read_text()
"""The page-side measurement: the boxes of what the felt holds, of each legal action's control
and of the newest call, as a list of problems found (empty when the layout is sound)."""


@pytest.fixture(scope="module")
def pages(browser: Any) -> Iterator[dict[str, Any]]:
    """One page per size, reused for every table of the module."""
    contexts = {
        size: browser.new_context(
            viewport={"width": w, "height": h}, is_mobile=size == "phone", has_touch=size == "phone"
        )
        for size, (w, h) in SIZES.items()
    }
    opened = {size: context.new_page() for size, context in contexts.items()}
    yield opened
    for context in contexts.values():
        context.close()


def calls_of(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in view["log"] if e["kind"] != "play"]


def drive(
    server: Any, game: str, seed: int, until: Callable[[dict[str, Any], list[str]], bool]
) -> tuple[str, str, int]:
    """A new table of ``game`` played over HTTP with seeded random choices (passing often, so
    that auctions end) until ``until(view of the seat to act, its legal actions)``; returns the
    table, that seat's token and the state's id. The next seeds are tried when a deal ends
    without that moment."""
    for attempt in range(seed, seed + 20):
        found = _drive_one(server, game, attempt, until)
        if found is not None:
            return found
    raise AssertionError(f"no deal of {game} reached the moment wanted")


def _drive_one(
    server: Any, game: str, seed: int, until: Callable[[dict[str, Any], list[str]], bool]
) -> tuple[str, str, int] | None:
    table, tokens = seat_everyone(server, game, seed=seed, dealer=0)
    rng = random.Random(seed)
    for _ in range(400):
        watched = server.get(f"/api/tables/{table}/state")
        seat = watched["view"]["to_act"]
        if seat is None or (watched["view"]["match"] or {}).get("deal_scores"):
            return None  # the deal ended first
        mine = server.get(f"/api/tables/{table}/state?token={tokens[seat]}")
        view, legal = mine["view"], mine["view"]["legal"]
        if until(view, legal):
            return table, tokens[seat], watched["state_id"]
        others = [a for a in legal if a not in ("pass", "reveal")]
        action = "pass" if "pass" in legal and (rng.random() < 0.55 or not others) else None
        action = action or rng.choice(others or legal)
        server.post(
            f"/api/tables/{table}/act",
            {"token": tokens[seat], "action": action, "state_id": watched["state_id"]},
        )
    return None


def bidding(view: dict[str, Any], legal: list[str]) -> bool:
    """An auction with at least three calls made, the seat to act choosing a call."""
    plays = {e["text"] for e in view["log"] if e["kind"] == "play"}
    return view["phase"] != "play" and len(calls_of(view)) >= 3 and not plays and bool(legal)


def claiming(view: dict[str, Any], legal: list[str]) -> bool:
    """Beyond's claims, one made already (the newest call is a claim)."""
    return view["phase"] == "claim" and calls_of(view)[-1]["kind"] == "claim"


def mid_trick(view: dict[str, Any], legal: list[str]) -> bool:
    """A trick with a card from every other hand, after at least one trick is won."""
    trick = view.get("trick") or {"cards": []}
    n = len(view["players"])
    return view["phase"] == "play" and len(trick["cards"]) == n - 1 and any(view["tricks_won"])


def mid_trick_with_indicator(view: dict[str, Any], legal: list[str]) -> bool:
    """Mid-trick in a suit contract: the concealed trump's indicator lies on the felt."""
    contract = view["details"].get("contract")
    return mid_trick(view, legal) and bool(contract and contract.get("suits"))


MOMENTS: dict[str, list[tuple[str, Any]]] = {
    "spades": [("bidding", bidding), ("mid-trick", mid_trick)],
    "oh-hell": [("bidding", bidding), ("mid-trick", mid_trick)],
    "beyond": [("bidding", bidding), ("claims", claiming), ("mid-trick", mid_trick)],
    "10-bridge": [("bidding", bidding), ("mid-trick", mid_trick_with_indicator)],
    "nineteen": [("bidding", bidding), ("mid-trick", mid_trick)],
    # Bezique has no auction (no calls before the play): its only moment is mid-trick.
    "bezique": [("mid-trick", mid_trick)],
}


def measure(page: Any, base: str, table: str, token: str, state_id: int) -> list[str]:
    page.goto(f"{base}/t/{table}#token={token}")
    page.wait_for_function(f"document.body.dataset.stateId === '{state_id}'")
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(50)  # a frame for the auction's scroll to the newest call
    problems: list[str] = page.evaluate(MEASURE)
    return problems


@pytest.mark.parametrize("game", GAMES)
def test_nothing_on_the_felt_overlaps_and_every_choice_is_on_screen(
    server: Any, pages: dict[str, Any], artifacts: Path, game: str
) -> None:
    """At 1280x800 and 390x844, at a bidding moment and mid-trick: no trick card, indicator or
    dummy covers a seat's name, chips or another hand, every seat lies on the felt, hand cards
    show at least their index, every legal action's control is inside the viewport and not
    covered, and the newest call is in sight."""
    if game not in games.names():
        pytest.skip(f"{game} is not registered")
    errors = {size: errors_of(page) for size, page in pages.items()}
    problems: list[str] = []
    for seed, (moment, until) in enumerate(MOMENTS[game], start=3):
        table, token, state_id = drive(server, game, seed, until)
        for size, page in pages.items():
            found = measure(page, server.base, table, token, state_id)
            problems += [f"{moment} at {size}: {p}" for p in found]
            page.screenshot(path=str(artifacts / f"layout-{game}-{moment}-{size}.png"))
    assert problems == [], "\n".join(problems)
    assert errors == {size: [] for size in pages}


def test_sit_here_lies_inside_the_table(server: Any, pages: dict[str, Any]) -> None:
    """A spectator at a table with open seats: each "Sit here" lies inside the felt, and no
    box to type an action in is offered."""
    created = server.post(
        "/api/tables",
        {"game": "spades", "seats": ["you", "human", "human", "human"], "seed": 1},
    )
    for size, page in pages.items():
        page.goto(f"{server.base}/t/{created['table']}")
        page.wait_for_selector(".sit")
        outside = page.evaluate(
            """() => {
              const felt = document.getElementById('felt').getBoundingClientRect();
              return [...document.querySelectorAll('.sit')].filter((b) => {
                const r = b.getBoundingClientRect();
                return r.left < felt.left || r.right > felt.right || r.top < felt.top ||
                  r.bottom > felt.bottom;
              }).map((b) => b.closest('.seat').dataset.seat);
            }"""
        )
        assert outside == [], f"at {size}, Sit here of seats {outside} crosses the felt's edge"
        assert not page.is_visible("#typed"), "a spectator is offered no action to type"


@pytest.mark.parametrize("preset", ["bust-6", "atkinson-6"])
def test_the_calls_names_fit_their_columns_at_six_seats(
    server: Any, pages: dict[str, Any], preset: str
) -> None:
    """Oh Hell for six: the calls panel has a column a seat, narrower than "Player 1" at
    1280x800; each name wraps inside its column instead of running under its neighbours'."""
    created = server.post(
        "/api/tables",
        {
            "game": "oh-hell",
            "preset": preset,
            "seed": 1,
            "dealer": 4,  # Player 6 bids, then it is the person's turn: a call to show
            "seats": ["you"] + ["bot"] * 5,
            "settings": {"bot_delay": 0},
        },
    )
    for size, page in pages.items():
        page.goto(f"{server.base}/t/{created['table']}#token={created['token']}")
        page.wait_for_selector(".auction-grid th")
        spilled = page.evaluate(
            """() => [...document.querySelectorAll('.auction-grid th')]
                .filter((th) => th.scrollWidth > th.clientWidth + 0.5)
                .map((th) => th.textContent)"""
        )
        assert spilled == [], f"at {size}, these names run past their columns: {spilled}"


WORDSPLIT = Path(__file__).with_name("wordsplit.js").read_text()
"""The page-side check: the words of the calls panel that a line break splits inside."""


def after_the_auction(view: dict[str, Any], legal: list[str]) -> bool:
    """The play begun after an auction of five calls or more (19: bids, the stock's groups,
    discards and declarations, "declare sparrow" among them with seed 1)."""
    return view["phase"] == "play" and len(calls_of(view)) >= 5


def split_words(page: Any) -> list[str]:
    """The words split inside (each as "cell text: word"), failing on one that fits its cell."""
    found: list[dict[str, Any]] = page.evaluate(WORDSPLIT)
    fitting = [f"{f['text']}: {f['word']}" for f in found if f["wide"] <= f["room"] + 0.5]
    assert fitting == [], f"words split though they fit their cells: {fitting}"
    return [f"{f['text']}: {f['word']}" for f in found]


def test_a_call_breaks_between_its_words_in_narrow_columns(
    server: Any, pages: dict[str, Any], artifacts: Path
) -> None:
    """19 for four at 1280x800: the calls' columns are narrow; a call breaks between its
    words ("declare" / "sparrow"), never inside one ("sparro w"), each column as wide as its
    longest word where the panel has room for them all; at 390x844 a word is broken only
    when it alone is wider than its cell."""
    table, token, state_id = drive(server, "nineteen", 1, after_the_auction)
    for size, page in pages.items():
        page.goto(f"{server.base}/t/{table}#token={token}")
        page.wait_for_function(f"document.body.dataset.stateId === '{state_id}'")
        split = split_words(page)
        page.screenshot(path=str(artifacts / f"calls-words-nineteen-{size}.png"))
        if size == "desktop":
            assert split == [], f"at {size}, calls split inside a word: {split}"
            spilled = page.evaluate(
                """() => { const grid = document.querySelector('.auction-grid');
                    return grid.offsetWidth - grid.parentElement.clientWidth; }"""
            )
            assert spilled <= 0.5, f"the calls run {spilled}px past the panel"


@pytest.mark.parametrize("preset", ["bust-6", "atkinson-6"])
def test_no_call_or_name_is_split_inside_a_word_at_six_seats(
    server: Any, pages: dict[str, Any], preset: str
) -> None:
    """Oh Hell for six at 1280x800: six columns narrower than "Player" share the panel
    equally; a call or name is broken inside a word only where that word alone is wider than
    its cell (the bids, "pass" and "1" stay whole)."""
    created = server.post(
        "/api/tables",
        {
            "game": "oh-hell",
            "preset": preset,
            "seed": 1,
            "dealer": 4,
            "seats": ["you"] + ["bot"] * 5,
            "settings": {"bot_delay": 0},
        },
    )
    page = pages["desktop"]
    page.goto(f"{server.base}/t/{created['table']}#token={created['token']}")
    page.wait_for_selector(".auction-grid td.call")
    split = split_words(page)
    assert all(word.endswith(": Player") for word in split), split


HEADER = """() => {
  const parts = [...document.querySelectorAll('header.bar > *')].filter((e) => e.offsetParent);
  const boxes = parts.map((e) => e.getBoundingClientRect());
  const top = Math.max(...boxes.map((b) => b.top));
  const bottom = Math.min(...boxes.map((b) => b.bottom));
  return { oneRow: top < bottom, title: document.getElementById('title').innerText,
           scores: document.getElementById('scores').innerText };
}"""
"""Whether the header's parts (name, title, scores, tools) share one row, and their texts."""


@pytest.mark.parametrize(
    ("game", "preset"),
    [
        ("bezique", "four-handed-partners"),
        ("bezique", "four-handed"),
        ("oh-hell", "bust-6"),
        ("oh-hell", "atkinson-6"),
        ("nineteen", "three-players"),
        ("spades", None),
    ],
)
def test_the_header_keeps_one_row_with_a_long_title_or_many_scores(
    server: Any, pages: dict[str, Any], artifacts: Path, game: str, preset: str | None
) -> None:
    """At 1280x800 the header is one row whatever the preset's name or the number of scores
    (it wrapped to two for "Bézique (four-handed-partners)" and Oh Hell for six), and still
    says the game, the preset, the deal and every live score."""
    loaded = games.load(game, preset)
    created = server.post(
        "/api/tables",
        {
            "game": game,
            **({"preset": preset} if preset else {}),
            "seed": 1,
            "seats": ["you"] + ["bot"] * (loaded.players - 1),
            "settings": {"bot_delay": 30},  # nobody acts while the header is measured
        },
    )
    page = pages["desktop"]
    page.goto(f"{server.base}/t/{created['table']}#token={created['token']}")
    page.wait_for_selector("#scores .score")
    header = page.evaluate(HEADER)
    page.screenshot(
        path=str(artifacts / f"header-{game}-{preset or 'standard'}.png"),
        clip={"x": 0, "y": 0, "width": 1280, "height": 60},
    )
    assert header["oneRow"], f"the header wraps: {header}"
    assert loaded.title in header["title"] and "deal 1" in header["title"]
    if preset:
        assert preset in header["title"]
    for score in place_scores(loaded):  # the live players' (a dummy's is left out)
        assert loaded.score_names[score] in header["scores"], header["scores"]


def long_calls(view: dict[str, Any], legal: list[str]) -> bool:
    """Beyond's claims after an auction long enough that the calls list scrolls on a phone."""
    return view["phase"] == "claim" and len(calls_of(view)) >= 18


CALLS_UNDER_HEADER = """() => {
  const scroller = document.querySelector('#auction .auction-scroll');
  const head = document.querySelector('#auction .auction-grid th').getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  const cut = [];
  for (const cell of document.querySelectorAll('#auction .auction-grid td.call')) {
    const r = cell.getBoundingClientRect();
    const shows = r.bottom > head.bottom + 1 && r.top < box.bottom - 1;
    if (shows && (r.top < head.bottom - 1 || r.bottom > box.bottom + 1)) cut.push(cell.textContent);
  }
  return { scrolls: scroller.scrollHeight > scroller.clientHeight + 1, cut };
}"""
"""Whether the calls list scrolls, and the calls it shows only in part: half under the names
above them, or half below the list's bottom."""


def test_the_calls_header_covers_no_call_when_the_list_scrolls(
    server: Any, pages: dict[str, Any], artifacts: Path
) -> None:
    """Beyond at 390x844 (and 1280x800): a long auction scrolls in the calls panel, to the
    newest call; the seats' names above the calls cover no row in part (the first row shown
    starts under them), and no call is cut at the list's bottom."""
    table, token, state_id = drive(server, "beyond", 2, long_calls)
    scrolled = []
    for size, page in pages.items():
        page.goto(f"{server.base}/t/{table}#token={token}")
        page.wait_for_function(f"document.body.dataset.stateId === '{state_id}'")
        page.wait_for_timeout(50)  # a frame for the auction's scroll to the newest call
        found = page.evaluate(CALLS_UNDER_HEADER)
        page.locator("#auction").screenshot(path=str(artifacts / f"calls-scrolled-{size}.png"))
        assert found["cut"] == [], f"at {size}, calls shown in part: {found['cut']}"
        if found["scrolls"]:
            scrolled.append(size)
    assert "phone" in scrolled, "the auction is not long enough to scroll on a phone"
