"""What the table says to the person at it (issue 32, the web table): the status line speaks to
the player whose Continue or undo answer the table waits for, the scores leave a dummy out
everywhere, the match's end agrees with its winner's number, and a choice of cards says how
many cards its choices take."""

from __future__ import annotations

import random
import time
from typing import Any

from person import errors_of
from test_assist import act_until_deal_end, open_table


def test_the_status_line_asks_the_player_awaited_to_press_continue(
    server: Any, browser: Any
) -> None:
    """Point 10: at a deal's end on show, the person whose Continue is awaited reads "Your
    turn: press Continue" (and hears it announced), never "Waiting for" their own seat."""
    page, table, token = open_table(server, browser, "spades")
    errors = errors_of(page)
    act_until_deal_end(server, table, token)
    page.wait_for_function("document.body.dataset.moment === 'on'")
    status = page.inner_text("#status")
    assert status == "Your turn: press Continue.", status
    assert "Waiting for" not in page.inner_text("#sr-description")
    page.wait_for_function("document.getElementById('announce').textContent !== ''")
    announced = page.text_content("#announce") or ""
    assert announced.endswith("Your turn: press Continue."), announced
    assert errors == []
    page.close()


def test_the_status_line_asks_the_player_asked_to_answer_an_undo(server: Any, browser: Any) -> None:
    """Point 10: Ann (North) bids, then asks an undo; Bea (East), whose turn it is and whose
    answer the table waits for, reads that it is hers to give; Ann reads whom she waits for."""
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
    ann.wait_for_selector('#undo-ask [data-undo="withdraw"]')
    assert bea.inner_text("#status") == "Your turn: agree to the undo or refuse it."
    assert ann.inner_text("#status") == "Waiting for Bea to answer your undo."
    assert "Waiting for Bea" not in bea.inner_text("#sr-description")
    bea.click('#undo-ask [data-undo="refuse"]')
    bea.wait_for_function("!document.querySelector('#undo-ask [data-undo]')")
    assert errors == []
    for page in pages:
        page.close()


def test_n9_the_deals_score_news_leaves_the_dummy_out(server: Any, browser: Any) -> None:
    """Point 13: 19 for three, a deal over: the news of the deal's score ("Deal 1 scored:
    ...", in the banner and announced) and the screen reader's description name the three
    live players' scores, not the dummy's 0, as the header, the totals and the score sheet
    do (docs/server.md)."""
    page, table, token = open_table(server, browser, "nineteen", preset="three-players", dealer=2)
    errors = errors_of(page)
    act_until_deal_end(server, table, token)
    page.wait_for_function("document.body.dataset.moment === 'on'")
    # (the banner is not shown while the panel of the deal's end says the same)
    page.wait_for_function("document.getElementById('banner').textContent !== ''")
    news = page.text_content("#banner") or ""
    assert news.startswith("Deal 1 scored: "), news
    named = [part.split()[0] for part in news.removeprefix("Deal 1 scored: ").split(", ")]
    assert named == ["North", "East", "South"], news
    described = page.inner_text("#sr-description")
    scores = described.split("Scores: ", 1)[1].split(".", 1)[0]
    assert "Dummy" not in scores, scores
    assert errors == []
    page.close()


def play_to_the_match_end(server: Any, table: str, token: str) -> None:
    """Seat 0 takes its first legal action at each turn and presses Continue at each deal's
    end (over HTTP, the page watching) until the match is over."""
    for _ in range(5_000):
        state = server.get(f"/api/tables/{table}/state?token={token}")
        if state["view"]["match"]["over"]:
            return
        if state["moment"]:
            server.post(f"/api/tables/{table}/continue", {"token": token})
        elif state["view"]["to_act"] == 0 and state["view"]["legal"]:
            action = state["view"]["legal"][0]
            server.request(
                "POST",
                f"/api/tables/{table}/act",
                {"token": token, "action": action, "state_id": state["state_id"]},
            )
        else:
            time.sleep(0.01)  # a bot's turn
    raise AssertionError("the match did not end")


def test_grand_bezique_says_the_winning_player_wins(server: Any, browser: Any) -> None:
    """Point 14: one player won the match: "Player 1 wins" (a side's two seats "win"), in the
    status line, the score sheet and the screen reader's description."""
    page, table, token = open_table(server, browser, "bezique", preset="grand")
    errors = errors_of(page)
    play_to_the_match_end(server, table, token)
    page.wait_for_function("document.body.dataset.over === 'true'")
    match = server.get(f"/api/tables/{table}/state?token={token}")["view"]["match"]
    winner = match["score_names"][match["winner"]]
    assert page.inner_text("#status") == f"The match is over: {winner} wins."
    assert f"The match is over: {winner} wins." in page.inner_text("#sr-description")
    assert not page.is_visible("#typed"), "a finished match offers no action to type"
    page.click("#moment-close")
    page.click("#btn-sheet")
    page.wait_for_selector("#dialog[open] table.sheet")
    assert page.inner_text("#dialog table.sheet tfoot td.result") == f"{winner} wins"
    assert errors == []
    page.close()


def different_sizes(declares: list[str]) -> bool:
    """Declarations of different sizes (the seven of trumps, one card, beside a marriage)."""
    return len({len(a.split()) for a in declares}) > 1


def twins(declares: list[str]) -> bool:
    """A declaration holding one card twice (Grand Bézique's four queens with two QH)."""
    return any(len(set(a.split())) < len(a.split()) for a in declares)


def declaring_moment(
    server: Any, seed: int, wanted: Any = different_sizes, preset: str | None = None
) -> tuple[str, str, list[str]] | None:
    """A Bézique table played over HTTP by seeded random choices against a bot (declaring
    nothing) until the person may make declarations ``wanted`` says are the ones sought; its
    id, token and those declarations."""
    created = server.post(
        "/api/tables",
        {
            "game": "bezique",
            **({"preset": preset} if preset else {}),
            "seed": seed,
            "dealer": 1,
            "seats": ["you", "bot"],
            "settings": {"bot_delay": 0, "deal_pause": 0},
        },
    )
    table, token = created["table"], created["token"]
    rng = random.Random(seed)
    for _ in range(200):
        state = server.get(f"/api/tables/{table}/state?token={token}")
        view = state["view"]
        if state["moment"] or view["match"]["deal_scores"]:
            return None
        if view["to_act"] != view["seat"]:
            time.sleep(0.01)  # the bot's turn
            continue
        declares = [a for a in view["legal"] if a.startswith("declare ")]
        if wanted(declares):
            return table, token, declares
        quiet = [a for a in view["legal"] if not a.startswith("declare ")]
        server.post(
            f"/api/tables/{table}/act",
            {"token": token, "action": rng.choice(quiet), "state_id": state["state_id"]},
        )
    return None


def test_bezique_declaring_says_how_many_cards_its_combinations_take(
    server: Any, browser: Any
) -> None:
    """Point 15: offered the seven of trumps (one card) and a combination of several, the
    declare step says "Choose 1 or 2 cards to declare", not "Choose 1 card"; the combination
    chosen is named on its button."""
    found = next(filter(None, (declaring_moment(server, seed) for seed in range(1, 40))))
    table, token, declares = found
    sizes = sorted({len(a.split()) - 1 for a in declares})
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = errors_of(page)
    page.goto(f"{server.base}/t/{table}#token={token}")
    page.wait_for_function("document.body.dataset.myTurn === 'true'")
    wanted = " or ".join([", ".join(map(str, sizes[:-1])), str(sizes[-1])])
    assert f"Choose {wanted} cards to declare: none yet." in page.inner_text("#actions")
    longest = max((a for a in declares if len(set(a.split())) == len(a.split())), key=len)
    for card in longest.split()[1:]:
        page.click(f'#hand .card[data-card="{card}"]')
    button = page.locator(f'#actions button.primary[data-action="{longest}"]')
    assert button.get_attribute("title"), "the combination chosen is named"
    assert errors == []
    page.close()


def test_bezique_a_declaration_of_a_card_held_twice_is_chosen_by_clicking_both(
    server: Any, browser: Any
) -> None:
    """Two packs hold twins: Grand Bézique's four queens with both queens of hearts is chosen
    by clicking each of the two (a card is chosen by its place in the hand, not its name,
    which let only one of the twins be chosen), and declared."""
    found = next(
        filter(None, (declaring_moment(server, seed, twins, "grand") for seed in range(1, 40)))
    )
    table, token, declares = found
    wanted = next(a for a in declares if twins([a]))
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = errors_of(page)
    page.goto(f"{server.base}/t/{table}#token={token}")
    page.wait_for_function("document.body.dataset.myTurn === 'true'")
    state = page.evaluate("document.body.dataset.stateId")
    taken: dict[str, int] = {}
    for card in wanted.split()[1:]:
        page.locator(f'#hand .card[data-card="{card}"]').nth(taken.get(card, 0)).click()
        taken[card] = taken.get(card, 0) + 1
    page.click(f'#actions button.primary[data-action="{wanted}"]')
    page.wait_for_function(f"document.body.dataset.stateId !== '{state}'")
    assert page.inner_text("#refusal") == ""
    assert server.hall.rooms[table].table.actions[int(state)] == (0, wanted)
    assert errors == []
    page.close()


def test_a_tied_match_names_the_players_level_at_the_top(server: Any, browser: Any) -> None:
    """A 19 match ended with North, East and West level at 324 and South at -972, and the table
    said only "a tie": the sentence now names who tied (a dummy's score, which holds no place,
    never among them), and a match with no winner and no one level says "a tie" as before."""
    page, _, _ = open_table(server, browser, "nineteen")
    outcome = """async (match) => {
        const state = await import("/static/js/state.js");
        return state.matchOutcome(match);
    }"""
    names = ["North", "East", "South", "West"]
    tie = {"winner": None, "totals": [324, 324, -972, 324], "score_names": names}
    assert page.evaluate(outcome, tie) == "a tie between North, East and West"
    two = {"winner": None, "totals": [10, 30, 30, 0], "score_names": names}
    assert page.evaluate(outcome, two) == "a tie between East and South"
    won = {"winner": 2, "totals": [10, 30, 40, 0], "score_names": names}
    assert page.evaluate(outcome, won) == "South wins"
    page.close()
