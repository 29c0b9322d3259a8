"""A fingerprint of the rules as played: run it before and after a change on a hot path.

Plays seeded random matches of every registered game and preset and hashes, at every step,
the seat to act, the legal action texts, the refusal given for a few illegal actions, every
seat's view now and then, clones' legal actions, and each deal's scores and result. Two hashes
per preset: ``rules`` (who acts, legal actions, refusals, clones, scores and results, the pack
and actions of each deal's record) and ``views`` (every view taken, and each record whole). A
speed-up that changes no behaviour leaves both unchanged; a change of the view format changes
``views`` alone:

    python benchmarks/fingerprint.py > before.txt
    # ... change the hot path ...
    python benchmarks/fingerprint.py | diff before.txt -
"""

from __future__ import annotations

import argparse
import hashlib
import json
from random import Random

from followsuit import games
from followsuit.engine import Match
from followsuit.errors import GameError
from followsuit.sim.playing import dealer_of


def fingerprint(name: str, preset: str | None, matches: int, max_deals: int) -> tuple[str, str]:
    """The ``rules`` and ``views`` hashes of ``matches`` random matches (at most ``max_deals``
    deals each)."""
    game = games.load(name, preset=preset)
    digest = hashlib.sha256()
    views = hashlib.sha256()

    def note(value: object) -> None:
        digest.update(json.dumps(value, sort_keys=True, default=str).encode())

    def see(value: object) -> None:
        views.update(json.dumps(value, sort_keys=True, default=str).encode())

    faces = [str(card) for card in game.pack.faces]
    for seed in range(matches):
        rng = Random(seed)
        match = Match(game, rng=Random(seed), dealer=dealer_of(game, seed))
        step = 0
        while match.to_act is not None and len(match.finished) < max_deals:
            deal = match.current
            assert deal is not None
            legal = match.legal_actions()
            texts = [a.text for a in legal]
            note([match.to_act, texts])
            for text in rng.sample(faces, 2):
                try:
                    note([text, deal.check(deal.parse(text))])
                except GameError as error:
                    note([text, type(error).__name__, str(error)])
            if step % 7 == 0:
                see([deal.view(seat) for seat in [None, *range(game.players)]])
                twin = deal.clone()
                note([a.text for a in twin.legal_actions()])
            action = rng.choice(legal)
            match.apply(action)
            if deal.is_over:
                outcome = deal.outcome()
                record = deal.record()
                note([outcome.scores, outcome.result])
                note([[d["dealer"], d["pack"], d["actions"]] for d in record["deals"]])
                see(record)
            step += 1
        note(list(match.scores.totals))
    return digest.hexdigest()[:16], views.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--max-deals", type=int, default=8)
    parser.add_argument("games", nargs="*")
    args = parser.parse_args()
    for name, preset in games.all_presets():
        if args.games and name not in args.games:
            continue
        rules, views = fingerprint(name, preset, args.matches, args.max_deals)
        print(f"{name:12} {preset or '(default)':24} rules {rules}  views {views}")


if __name__ == "__main__":
    main()
