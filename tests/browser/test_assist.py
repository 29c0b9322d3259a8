"""The table's help for players in the browser (issue 14): the end of a deal with its last
trick and score, undo, a hint, How to play and rule tags, and bot levels in the lobby."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from person import body, errors_of

from followsuit import games

SIZES = [(1280, 800), (390, 844)]


def open_table(server: Any, browser: Any, game: str, **request: Any) -> tuple[Any, str, str]:
    """A table of one person (seat 0) and bots, opened in a page at 1280x800; the dealer
    the last live seat unless the request names one."""
    loaded = games.load(game, request.get("preset"))
    players = loaded.players
    created = server.post(
        "/api/tables",
        {
            "game": game,
            "seed": 21,
            "dealer": loaded.live[-1],
            "seats": ["you"] + ["bot"] * (players - 1),
            "settings": {"bot_delay": 0, "deal_pause": 0, "grace": 3600},
            **request,
        },
    )
    page = browser.new_page(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    page.goto(f"{server.base}/t/{created['table']}#token={created['token']}")
    page.wait_for_function("document.body.dataset.stateId !== undefined")
    return page, created["table"], created["token"]


def act_until_deal_end(server: Any, table: str, token: str) -> dict[str, Any]:
    """Seat 0 takes its first legal action at each turn (over HTTP, the page watching) until
    the deal ends; returns the state then."""
    while True:
        state = server.get(f"/api/tables/{table}/state?token={token}")
        if state["moment"]:
            return state
        if state["view"]["to_act"] == 0:
            server.request(
                "POST",
                f"/api/tables/{table}/act",
                {
                    "token": token,
                    "action": state["view"]["legal"][0],
                    "state_id": state["state_id"],
                },
            )


def outside(page: Any, selector: str) -> list[Any]:
    """The boxes of the elements matching ``selector`` that do not lie wholly inside the
    viewport, with the viewport's size (a missing element is one too)."""
    size = page.viewport_size
    boxes = [e.bounding_box() for e in page.query_selector_all(selector)] or [None]
    return [
        (selector, box, size)
        for box in boxes
        if box is None
        or box["x"] < 0
        or box["y"] < 0
        or box["x"] + box["width"] > size["width"] + 0.5
        or box["y"] + box["height"] > size["height"] + 0.5
    ]


def inside(page: Any, selector: str) -> None:
    """Every element matching ``selector`` lies wholly inside the viewport (no scrolling),
    once the page has laid itself out again (a new viewport size is laid out after it is set:
    up to 5 s)."""
    for _ in range(100):
        if not outside(page, selector):
            return
        page.wait_for_timeout(50)
    assert not outside(page, selector), outside(page, selector)


@pytest.mark.parametrize("game", games.names())
def test_the_last_trick_and_score_stay_on_the_table_after_a_deals_last_card(
    server: Any, browser: Any, artifacts: Path, game: str
) -> None:
    """Issue 14: when a deal ends the table shows its last trick, who took it and the score in
    words, with Continue inside the screen at 1280x800 and on a 390x844 phone; the bots wait;
    "Last trick" shows that trick; Continue goes on to the next deal."""
    page, table, token = open_table(server, browser, game)
    errors = errors_of(page)
    state = act_until_deal_end(server, table, token)
    end = state["deal_end"]
    page.wait_for_function("document.body.dataset.moment === 'on'")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        figures = page.query_selector_all("#moment .moment-trick figure")
        assert [f.get_attribute("data-seat") for f in figures] == [
            str(c["seat"]) for c in end["last_trick"]["cards"]
        ]
        inside(page, "#moment .moment-trick figure")
        inside(page, "#moment-continue")
        assert page.inner_text("#moment .took figcaption").endswith("took it")
        lines = page.query_selector_all("#moment .moment-lines li")
        assert [li.inner_text() for li in lines] == end["lines"]
        page.screenshot(path=str(artifacts / f"end-of-deal-{game}-{width}x{height}.png"))
    assert server.hall.rooms[table].table.state_id == state["state_id"], "the bots wait"
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    page.click("#moment-continue")
    page.wait_for_function("document.body.dataset.moment === 'off'")
    page.click("#btn-last")
    page.wait_for_selector("#dialog[open] .trick-row figure")
    assert page.locator("#dialog .trick-row figure").count() == len(end["last_trick"]["cards"])
    assert "No trick has been completed" not in page.inner_text("#dialog-body")
    assert errors == []
    page.close()


COVERED = """() => {
  const panel = document.getElementById('moment').getBoundingClientRect();
  const felt = document.getElementById('felt').getBoundingClientRect();
  const hit = (r) => Math.min(r.right, panel.right) - Math.max(r.left, panel.left) > 1 &&
    Math.min(r.bottom, panel.bottom) - Math.max(r.top, panel.top) > 1;
  const parts = [...document.querySelectorAll(
    '#seats .seat .badge, #seats .seat .chip, #seats .seat .backs, #seats .seat .exposed')];
  return parts.filter((el) => hit(el.getBoundingClientRect())).map((el) =>
    `seat ${el.closest('.seat').dataset.seat}'s ${el.className}: ${el.textContent.trim()}`)
    .concat(felt.width > 0 ? [] : ['the felt is not drawn']);
}"""
"""The seats' names, chips (the dealer's too) and hands that the end-of-deal panel covers."""


@pytest.mark.parametrize("game", games.names())
def test_the_end_of_a_deal_covers_no_seats_name_or_dealer_badge(
    server: Any, browser: Any, artifacts: Path, game: str
) -> None:
    """Issue 32, point 11: the end-of-deal panel lies between the seats at 1280x800 and under
    the felt at 390x844: it covers no seat's name, chips (the next dealer's badge among them)
    or hand, and its Continue lies inside the screen. The next deal's dealer is a side seat."""
    players = games.load(game).players
    page, table, token = open_table(server, browser, game, dealer=players // 2)
    errors = errors_of(page)
    act_until_deal_end(server, table, token)
    page.wait_for_function("document.body.dataset.moment === 'on'")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(50)  # a frame for the panel's place
        assert page.evaluate(COVERED) == [], f"at {width}x{height}"
        inside(page, "#moment-continue")
        page.screenshot(path=str(artifacts / f"deal-end-seats-{game}-{width}x{height}.png"))
    assert errors == []
    page.close()


def wait_my_turn(page: Any) -> None:
    page.wait_for_function(
        "document.body.dataset.myTurn === 'true' && document.body.dataset.thinking === ''"
    )


def test_undo_takes_back_a_card_and_the_bots_plays_after_it(server: Any, browser: Any) -> None:
    page, table, _token = open_table(server, browser, "spades")
    errors = errors_of(page)
    room = server.hall.rooms[table]
    wait_my_turn(page)
    while room.table.match.current.view(0)["phase"] != "play":  # bid, typed in the page
        state = room.table.state_id
        page.fill("#typed-input", room.table.match.view(0)["legal"][0])
        page.press("#typed-input", "Enter")
        page.wait_for_function(f"document.body.dataset.stateId !== '{state}'")
        wait_my_turn(page)
    before = list(room.table.actions)
    hand = page.locator("#hand .card").count()
    page.click("#hand.my-turn .card.legal >> nth=0")
    page.wait_for_function(f"document.querySelectorAll('#hand .card').length === {hand - 1}")
    wait_my_turn(page)
    page.click("#btn-undo")
    page.wait_for_function(f"document.body.dataset.stateId === '{len(before)}'")
    assert room.table.actions == before
    assert page.locator("#hand .card").count() == hand
    assert "Taken back" in page.inner_text("#assist-note")
    assert errors == []
    page.close()


def test_a_hint_names_the_bots_choice_and_plays_it(server: Any, browser: Any) -> None:
    page, _table, _ = open_table(server, browser, "oh-hell")
    errors = errors_of(page)
    wait_my_turn(page)
    state = body(page, "stateId")
    page.click("#btn-hint")
    page.wait_for_selector("#assist-note .hint")
    assert "Hint:" in page.inner_text("#assist-note")
    page.click("#assist-note [data-hint-play]")
    page.wait_for_function(f"document.body.dataset.stateId !== '{state}'")
    assert page.inner_text("#refusal") == ""
    assert errors == []
    page.close()


def test_how_to_play_and_a_refusals_rule_tag_explain_themselves(
    server: Any, browser: Any, artifacts: Path
) -> None:
    page, _table, _ = open_table(server, browser, "beyond")
    errors = errors_of(page)
    page.click("#btn-howto")
    page.wait_for_selector("#dialog[open] .howto li")
    assert "How to play Beyond" in page.inner_text("#dialog-title")
    assert page.locator("#dialog .rule-tags dt", has_text="B3").count() == 1
    page.screenshot(path=str(artifacts / "how-to-play-beyond.png"))
    page.keyboard.press("Escape")
    wait_my_turn(page)
    page.fill("#typed-input", "raise")
    page.press("#typed-input", "Enter")
    page.wait_for_selector("#refusal .rule-tag")
    page.click("#refusal .rule-tag")
    page.wait_for_selector("#refusal .tag-text")
    assert page.inner_text("#refusal .tag-text")
    assert errors == []
    page.close()


def test_the_lobby_offers_every_registered_bot_for_each_seat(server: Any, browser: Any) -> None:
    """Bot levels come from the bots registry through the catalog, never from the page."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(server.base + "/")
    page.wait_for_selector('#game option[value="spades"]', state="attached")
    page.select_option("#game", "spades")
    offered = page.eval_on_selector_all(
        "#seat-1 option", "options => options.map(o => o.value).filter(v => v.startsWith('bot:'))"
    )
    assert offered == [f"bot:{b}" for b in server.get("/api/games")[0]["bots"]]
    page.close()


def test_a_bot_seat_shows_that_it_is_thinking(server: Any, browser: Any) -> None:
    """Issue 12, item 4: while a bot chooses, its seat says so (and only its seat)."""
    page, table, token = open_table(server, browser, "spades", settings={"bot_delay": 3})
    errors = errors_of(page)
    wait_turn = "document.body.dataset.myTurn === 'true'"
    page.wait_for_function(wait_turn)
    state = server.get(f"/api/tables/{table}/state?token={token}")
    page.fill("#typed-input", state["view"]["legal"][0])
    page.press("#typed-input", "Enter")
    page.wait_for_selector('.seat[data-seat="1"].thinking .chip.thinking')
    assert page.locator(".chip.thinking").count() == 1
    assert body(page, "thinking") == "1"
    assert errors == []
    page.close()


def test_undo_at_a_table_of_people_waits_for_the_others_consent(server: Any, browser: Any) -> None:
    """Two people: one asks to take back a bid, the other sees the question and agrees."""
    created = server.post(
        "/api/tables",
        {
            "game": "oh-hell",
            "seed": 3,
            "dealer": 3,
            "seats": ["you", "human", "bot", "bot"],
            "settings": {"bot_delay": 0, "deal_pause": 0, "grace": 3600},
        },
    )
    table = created["table"]
    friend = server.post(f"/api/tables/{table}/join", {"seat": 1, "name": "Bea"})
    pages = []
    for token in (created["token"], friend["token"]):
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(f"{server.base}/t/{table}#token={token}")
        pages.append(page)
    ann, bea = pages
    errors = errors_of(ann) + errors_of(bea)
    ann.wait_for_function("document.body.dataset.myTurn === 'true'")
    state = server.get(f"/api/tables/{table}/state?token={created['token']}")
    ann.fill("#typed-input", state["view"]["legal"][0])
    ann.press("#typed-input", "Enter")
    ann.wait_for_function("document.body.dataset.stateId === '1'")
    ann.click("#btn-undo")
    bea.wait_for_selector('#undo-ask [data-undo="agree"]')
    assert "asks to take back" in bea.inner_text("#undo-ask")
    ann.wait_for_selector('#undo-ask [data-undo="withdraw"]')
    bea.click('#undo-ask [data-undo="agree"]')
    ann.wait_for_function("document.body.dataset.stateId === '0'")
    assert server.hall.rooms[table].table.actions == []
    assert errors == []
    for page in pages:
        page.close()


def test_oh_hell_shows_its_turned_up_card_and_why_coulons_rule_gives_no_trump(
    server: Any, browser: Any, artifacts: Path
) -> None:
    """Issue 14, point 7: the turned-up card is on the page; under Coulon's rule a 2 to 6
    turned up means no trumps, and the page says why."""
    for seed in range(40):
        created = server.post(
            "/api/tables",
            {
                "game": "oh-hell",
                "preset": "coulon",
                "seed": seed,
                "dealer": 3,
                "seats": ["you", "bot", "bot", "bot"],
                "settings": {"bot_delay": 3600},
            },
        )
        details = server.hall.rooms[created["table"]].table.match.view(0)["details"]
        if details["trump"] is None and details["turn_up"]:
            break
    else:
        pytest.fail("no seed turned up a 2 to 6")
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = errors_of(page)
    page.goto(f"{server.base}/t/{created['table']}#token={created['token']}")
    page.wait_for_selector("#info .chip:has-text('Coulon')")  # the trump's row says why none
    turned = page.evaluate(
        "document.querySelector('#info').innerText + document.querySelector('#info').innerHTML"
    )
    assert details["turn_up"] in turned or "turn" in turned.lower(), turned
    page.screenshot(path=str(artifacts / "oh-hell-coulon-no-trump.png"))
    assert errors == []
    page.close()


def test_an_action_typed_as_its_button_reads_is_played(server: Any, browser: Any) -> None:
    """Oh Hell with changeable bids: the button for ``keep`` reads "keep my bid"; typed as the
    button reads it in the action box, it is that action, not a refusal."""
    page, table, _ = open_table(server, browser, "oh-hell", preset="changeable-bids")
    errors = errors_of(page)
    while True:
        page.wait_for_function("document.body.dataset.myTurn === 'true'")
        view = page.evaluate("window.followsuit.view")
        if "keep" in view["legal"]:
            break
        state = body(page, "stateId")
        page.click(f'#actions button[data-action="{view["legal"][0]}"]')
        page.wait_for_function(f"document.body.dataset.stateId !== '{state}'")
    assert page.inner_text('#actions button[data-action="keep"]') == "keep my bid"
    state = body(page, "stateId")
    page.fill("#typed-input", "keep my bid")
    page.press("#typed-input", "Enter")
    page.wait_for_function(
        f"document.body.dataset.stateId !== '{state}' || "
        "document.getElementById('refusal').textContent !== ''"
    )
    assert page.inner_text("#refusal") == ""
    assert server.hall.rooms[table].table.actions[int(state)] == (0, "keep")
    assert errors == []
    page.close()


def test_n9_the_end_of_a_deal_totals_leave_the_dummy_out(server: Any, browser: Any) -> None:
    """19 for three: the dummy scores nothing of its own (N9), so the totals under a finished
    deal name the three live players alone, as the header and the score sheet do."""
    page, table, token = open_table(server, browser, "nineteen", preset="three-players", dealer=2)
    errors = errors_of(page)
    act_until_deal_end(server, table, token)
    page.wait_for_function("document.body.dataset.moment === 'on'")
    totals = page.inner_text("#moment .moment-totals")
    assert [part.split()[0] for part in totals.split(" · ")] == ["North", "East", "South"]
    assert errors == []
    page.close()
