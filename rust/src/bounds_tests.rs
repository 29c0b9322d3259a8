//! The bounds' tests: each bound's count against the exact value of positions it holds for,
//! tight in some, so that a bound counting one trick too many fails.

use super::*;
use crate::objective::{Group, Objective, Term};
use crate::rules::tests::bridge;
use crate::rules::Follow;
use crate::solver::tests::{card, position};
use crate::solver::{Limits, Solver};

/// Tricks for the side of `hand` (it and the hand across), who maximise.
fn side_tricks(hand: usize, most: usize) -> Objective {
    let hands = (1u8 << (hand % 2)) | (1u8 << (hand % 2 + 2));
    let group = Group {
        hands,
        trick_weight: 1,
        point_weight: 0,
        last_weight: 0,
    };
    let term = Term {
        groups: vec![0],
        low: vec![0],
        size: vec![most + 1],
        table: (0..=most).map(|t| t as f64).collect(),
    };
    Objective::new(vec![group], vec![term], hands).unwrap()
}

/// The best value for the side to play, searched with a table entry per position (where no
/// bound of bridge's shape is asked).
fn exact(rules: &Rules, pos: &Position, objective: &Objective) -> f64 {
    let mut solver = Solver::new(14);
    solver.partitions = false;
    let solved = solver.solve(rules, pos, objective, Limits::default());
    assert!(solved.complete);
    solved.values.iter().map(|v| v.1).fold(f64::MIN, f64::max)
}

fn second_hand(rules: &Rules, pos: &Position) -> (u32, Mask) {
    let objective = side_tricks(pos.to_play(rules) as usize, 13);
    let ctx = Ctx::new(rules, &objective, true);
    assert!(ctx.bridge_shape);
    second_hand_tricks(&ctx, pos, &ctx.suits(pos), &ctx.beats.unwrap())
}

#[test]
fn the_second_hand_ruffing_where_the_third_cannot_overruff_is_sure_of_the_trick() {
    let rules = bridge(Some(3), Follow::MustFollow);
    // East ruffs North's heart (South can follow) and takes no other trick.
    let hands: [&[&str]; 4] = [
        &["5H", "6H", "AC"],
        &["2S", "2C", "3C"],
        &["7H", "8H", "KC"],
        &["2H", "4C", "5C"],
    ];
    let mut pos = position(hands, 0);
    pos.play(&rules, card("5H"));
    assert_eq!(second_hand(&rules, &pos), (1, 0));
    assert_eq!(exact(&rules, &pos, &side_tricks(1, 3)), 1.0);
    // The third hand void of hearts with a trump may overruff: nothing sure.
    let hands: [&[&str]; 4] = [
        &["5H", "6H", "AC"],
        &["2S", "2C", "3C"],
        &["3S", "5D", "KC"],
        &["2H", "4C", "5C"],
    ];
    let mut pos = position(hands, 0);
    pos.play(&rules, card("5H"));
    assert_eq!(second_hand(&rules, &pos).0, 0);
}

#[test]
fn the_second_hand_winning_the_trick_in_no_trump_cashes_its_top_cards_and_a_suit_of_its_own() {
    // East wins North's club with the ace, then cashes the king, the ace of diamonds and
    // both hearts, which no other hand holds: all five tricks.
    let rules = bridge(None, Follow::MustFollow);
    let hands: [&[&str]; 4] = [
        &["2C", "3C", "2S", "3S", "4S"],
        &["AC", "KC", "AD", "2H", "3H"],
        &["4C", "5C", "2D", "3D", "5S"],
        &["6C", "4D", "5D", "6S", "7S"],
    ];
    let mut pos = position(hands, 0);
    pos.play(&rules, card("2C"));
    let (sure, cards) = second_hand(&rules, &pos);
    assert_eq!(sure, 5);
    let tops = ["AC", "KC", "AD"]
        .iter()
        .fold(0, |m, c| m | 1u128 << card(c));
    assert_eq!(cards, tops);
    assert_eq!(exact(&rules, &pos, &side_tricks(1, 5)), 5.0);
    // With a trump suit the trick alone is sure.
    let rules = bridge(Some(3), Follow::MustFollow);
    let mut pos = position(hands, 0);
    pos.play(&rules, card("2C"));
    assert_eq!(second_hand(&rules, &pos), (1, 1u128 << card("AC")));
}

fn random_lead(seed: &mut u64, rules: &Rules, cards: usize) -> Position {
    let mut pos = crate::solver::tests::random_deal(seed, cards);
    let legal = pos.legal(rules);
    let k = (crate::solver::splitmix(seed) % u64::from(legal.count_ones())) as usize;
    let mut rest = legal;
    for _ in 0..k {
        rest &= rest - 1;
    }
    pos.play(rules, rest.trailing_zeros() as u8);
    pos
}

#[test]
fn the_second_hands_sure_tricks_never_exceed_the_exact_value_and_often_meet_it() {
    let mut seed = 41;
    for trump in [None, Some(3)] {
        let rules = bridge(trump, Follow::MustFollow);
        let (mut counted, mut tight) = (0, 0);
        for k in 0..200 {
            let cards = 2 + k % 4;
            let pos = random_lead(&mut seed, &rules, cards);
            let (sure, _) = second_hand(&rules, &pos);
            if sure == 0 {
                continue;
            }
            let objective = side_tricks(pos.to_play(&rules) as usize, cards);
            let best = exact(&rules, &pos, &objective);
            assert!(best >= sure as f64, "{sure} sure, {best} exact: {pos:?}");
            counted += 1;
            tight += usize::from(best == sure as f64);
        }
        assert!(
            counted > 20 && tight > 5,
            "{counted} counted, {tight} tight"
        );
    }
}
