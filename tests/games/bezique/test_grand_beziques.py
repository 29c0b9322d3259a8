"""Grand Bézique's beziques (Z4, Rubicon): single 40, double 500, triple 1500, quadruple
4500, each declared at once or added to the ones on the table."""

from __future__ import annotations

from bezique_helpers import legal, play
from grand_helpers import grand

LOW = "KC 8S 9S 7H 8H 9H 7C 8C 9C"
STOCK = "7S 7S 8S 8S 9S 9S 7C 7C 8C 8C"


def test_quadruple_bezique_declared_at_once_scores_4500() -> None:
    position = grand([LOW, "QS QS QS QS JD JD JD JD 7D"], STOCK)
    play(position, "7D", "8S")
    assert "declare QS QS QS QS JD JD JD JD" in legal(position)
    play(position, "declare QS QS QS QS JD JD JD JD")
    assert position.points[1] == 4500
    play(position, "7S", "7H")
    # declared at once, it leaves no triple, double or single bezique in its cards
    assert not [text for text in legal(position) if "QS" in text]


def test_triple_bezique_declared_at_once_scores_1500() -> None:
    position = grand([LOW, "QS QS QS JD JD JD 7D 8D 9D"], STOCK)
    play(position, "7D", "8S", "declare QS QS QS JD JD JD")
    assert position.points[1] == 1500


def test_beziques_built_up_single_double_triple_quadruple() -> None:
    """Each added to the ones on the table: 40, 500, 1500, 4500."""
    position = grand([LOW, "QS QS QS QS JD JD JD JD 7D"], STOCK)
    play(position, "7D", "8S", "declare QS JD")
    play(position, "7S", "7H", "declare QS QS JD JD")
    play(position, "8S", "8H", "declare QS QS QS JD JD JD")
    play(position, "9S", "9H", "declare QS QS QS QS JD JD JD JD")
    assert position.points[1] == 40 + 500 + 1500 + 4500
    kinds = [d["kind"] for d in position.view(0)["details"]["declarations"]]
    assert kinds == ["bezique", "double bezique", "triple bezique", "quadruple bezique"]
