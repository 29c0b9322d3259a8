"""The core's solvers may be made on one thread and used on another: the web table builds a
seat's bot on its event loop and lets it think in a worker thread. A solver marked for one
thread only panicked there ("unsendable, but sent to another thread"), and the table's bot
never moved."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.engine import Deal


@pytest.mark.parametrize("name", ["oh-hell", "spades", "10-bridge"])
def test_a_search_bot_made_on_one_thread_thinks_on_another(name: str) -> None:
    """Every card play of a deal, each decided in a worker thread by a bot built on this one
    (its native solvers with it), is legal: the bot thinks where the web table lets it."""
    game = games.load(name)
    deal = game.new_deal(seed=3, dealer=0)
    assert isinstance(deal, Deal)
    search = make_bot("search-easy", game, Random(3))
    heuristic = make_bot("heuristic", game, Random(3))
    plays = 0
    with ThreadPoolExecutor(max_workers=1) as thread:
        while (seat := deal.to_act) is not None and plays < 4:
            view = deal.view(seat)
            if games.play_scoring(deal) is not None and len(view["legal"]) > 1:
                action = thread.submit(search.act, view).result()
                assert action in view["legal"]
                plays += 1
            else:
                action = heuristic.act(view)
            deal.apply(action)
    assert plays == 4
