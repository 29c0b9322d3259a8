"""Scores as players write them (engine/points.py), the one text of a score in every app."""

from __future__ import annotations

from followsuit.engine.points import points_text, signed_points


def test_a_half_point_is_written_with_its_half_and_a_whole_one_without_a_point() -> None:
    assert [points_text(v) for v in (13, 13.5, -13.5, 27.0, -0.0, 1234567.5)] == [
        "13",
        "13.5",
        "-13.5",
        "27",
        "0",
        "1234567.5",
    ]


def test_a_payment_is_written_with_its_sign() -> None:
    assert [signed_points(v) for v in (13.5, -13.5, 0, 24, -24.0)] == [
        "+13.5",
        "-13.5",
        "+0",
        "+24",
        "-24",
    ]
