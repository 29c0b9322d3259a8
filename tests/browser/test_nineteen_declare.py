"""Declaring in 19 at the web table (review web3, defect 2): the declare step offered each
declaration twice, a button per declaration ("declare: kings royal sparrow slam") and a button
per combination of them beside ("declare kings sparrow slam", ...). Now each declaration is
named once, a toggle, as Bézique's declare step highlights only the cards in one of its
choices: a declaration that goes with none of those chosen is not offered, and one button
declares the combination chosen (N6: royal neither with honours nor with kings)."""

from __future__ import annotations

import random
import time
from itertools import combinations
from pathlib import Path
from typing import Any

from person import errors_of

DEALER = 0


def declares(view: dict[str, Any]) -> list[str]:
    return [a for a in view["legal"] if a.startswith("declare ")]


def never_together(view: dict[str, Any]) -> list[tuple[str, str]]:
    """The pairs of declarations offered alone but in no combination together (N6)."""
    choices = [set(text.split()[1:]) for text in declares(view)]
    words = sorted(set().union(*choices))
    return [
        (a, b) for a, b in combinations(words, 2) if not any({a, b} <= chosen for chosen in choices)
    ]


def declare_moment(server: Any, seed: int) -> tuple[str, str, dict[str, Any]] | None:
    """A four-player 19 table (the dealer North, the person North) played over HTTP by seeded
    random choices against bots until the person's first declare step: its id, token and view,
    if that step offers two declarations never made together; else None."""
    created = server.post(
        "/api/tables",
        {
            "game": "nineteen",
            "seed": seed,
            "dealer": DEALER,
            "seats": ["you", "bot", "bot", "bot"],
            "settings": {"bot_delay": 0, "deal_pause": 0, "grace": 3600},
        },
    )
    table, token = created["table"], created["token"]
    rng = random.Random(seed)
    for _ in range(100):
        state = server.get(f"/api/tables/{table}/state?token={token}")
        view = state["view"]
        if state["moment"] or view["match"]["deal_scores"]:
            return None
        if view["to_act"] != view["seat"]:
            time.sleep(0.01)  # the bots' turns
            continue
        if declares(view):
            return (table, token, view) if never_together(view) else None
        server.post(
            f"/api/tables/{table}/act",
            {"token": token, "action": rng.choice(view["legal"]), "state_id": state["state_id"]},
        )
    return None


def naming(page: Any, word: str) -> list[str]:
    """The texts of the buttons of the choices that name ``word``."""
    texts: list[str] = page.eval_on_selector_all(
        "#actions button", "buttons => buttons.map((b) => b.innerText)"
    )
    return [text for text in texts if word in text.split()]


def test_n6_each_declaration_is_offered_once_and_the_combination_chosen_is_declared(
    server: Any, browser: Any, artifacts: Path
) -> None:
    """Each declaration of the step is named by one button, a toggle, and no combination has
    a button of its own before it is chosen; once kings (or honours) is chosen, royal is not
    offered and a click on it says why; the declarations chosen make one button, which
    declares them."""
    found = (declare_moment(server, seed) for seed in range(1, 31))
    table, token, view = next(filter(None, found))
    first, second = never_together(view)[0]
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = errors_of(page)
    page.goto(f"{server.base}/t/{table}#token={token}")
    page.wait_for_function("document.body.dataset.myTurn === 'true'")
    words = sorted({word for text in declares(view) for word in text.split()[1:]})
    for word in words:
        assert len(naming(page, word)) == 1, (word, naming(page, word))
    assert page.query_selector_all('#actions button[data-action^="declare "]') == []
    page.click(f'#actions button[data-item="{first}"]')
    shut = page.locator(f'#actions button[data-item="{second}"]')
    assert shut.get_attribute("aria-disabled") == "true"
    shut.click(force=True)  # as a person may: not chosen, and the page says why
    assert shut.get_attribute("aria-pressed") == "false"
    assert page.inner_text("#refusal") == f"You may not declare {second} with {first}."
    wanted = max((t for t in declares(view) if first in t.split()), key=len)
    for word in wanted.split()[1:]:
        if word != first:
            page.click(f'#actions button[data-item="{word}"]')
    offered = page.eval_on_selector_all(
        '#actions button[data-action^="declare "]', "found => found.map((b) => b.dataset.action)"
    )
    assert offered == [wanted]
    page.screenshot(path=str(artifacts / "table-nineteen-declare.png"))
    state = page.evaluate("document.body.dataset.stateId")
    page.click(f'#actions button.primary[data-action="{wanted}"]')
    page.wait_for_function(f"document.body.dataset.stateId !== '{state}'")
    assert page.inner_text("#refusal") == ""
    assert server.hall.rooms[table].table.actions[int(state)] == (0, wanted)
    assert errors == []
    page.close()
