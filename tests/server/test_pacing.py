"""Pacing the bots (issue 4: "a table never stalls", and the load target): the bots of many
tables take their turns a slice at a time, in the order their turns came, with the event loop
free for everything else between slices, and never ahead of a person's action in progress."""

from __future__ import annotations

import asyncio

from followsuit.server.pacing import Pacer


async def _settle(rounds: int = 50) -> None:
    for _ in range(rounds):
        await asyncio.sleep(0)


def test_the_bots_take_their_turns_in_order_with_the_loop_free_between_slices() -> None:
    """Every turn that came runs, in the order it came; with a slice of zero seconds the
    loop runs other work between any two bot turns, so a burst of turns never holds it."""
    events: list[str] = []

    async def scenario() -> None:
        pacer = Pacer(slice_seconds=0)
        pacer.start()
        for n in range(5):
            pacer.due(lambda n=n: events.append(f"bot {n}"))

        async def other_work() -> None:
            for n in range(5):
                events.append(f"other {n}")
                await asyncio.sleep(0)

        await asyncio.gather(other_work(), _settle())
        assert pacer.waiting == 0 and pacer.turns == 5
        pacer.close()

    asyncio.run(scenario())
    bots = [e for e in events if e.startswith("bot")]
    assert bots == [f"bot {n}" for n in range(5)]
    first, last = events.index("bot 0"), events.index("bot 4")
    assert any(e.startswith("other") for e in events[first:last]), events


def test_the_bots_wait_while_a_person_acts() -> None:
    """A person's action in progress (stored, then sent to everyone) goes before any bot
    turn that came meanwhile; the bots go on once it is done."""
    events: list[str] = []

    async def scenario() -> None:
        pacer = Pacer()
        pacer.start()
        with pacer.person_acting():
            pacer.due(lambda: events.append("bot"))
            await _settle()
            assert events == [] and pacer.waiting == 1
            events.append("person")
        await _settle()
        assert pacer.waiting == 0
        pacer.close()

    asyncio.run(scenario())
    assert events == ["person", "bot"]


def test_a_failing_turn_does_not_stop_the_other_bots() -> None:
    """One table's broken turn is logged; every other table's bots still play."""
    events: list[str] = []

    def broken() -> None:
        raise RuntimeError("a broken table")

    async def scenario() -> None:
        pacer = Pacer()
        pacer.start()
        pacer.due(broken)
        pacer.due(lambda: events.append("next table"))
        await _settle()
        pacer.close()

    asyncio.run(scenario())
    assert events == ["next table"]
