//! The later tricks' tests: the side on lead never takes every trick where the rules say it
//! cannot, checked against the exact value on random endings.

use super::*;
use crate::objective::Objective;
use crate::rules::{Follow, Rules};
use crate::solver::{Limits, Solver};
use crate::test_support::{bridge, position, random_deal, tricks_for};

/// The tricks of the side of `hand` (it and the hand across), who maximise.
fn side_tricks(hand: usize, most: usize) -> Objective {
    let hands = (1u8 << (hand % 2)) | (1u8 << (hand % 2 + 2));
    tricks_for(hands, (0..=most).map(|t| t as f64).collect())
}

/// The side on lead's best tricks, searched with a table entry per position.
fn exact(rules: &Rules, pos: &Position) -> f64 {
    let objective = side_tricks(pos.leader as usize, pos.total_tricks as usize);
    let mut solver = Solver::new(14);
    solver.partitions = false;
    let solved = solver.solve(rules, pos, &objective, Limits::default());
    solved.values.iter().map(|v| v.1).fold(f64::MIN, f64::max)
}

fn loses_one(rules: &Rules, pos: &Position) -> Option<Mask> {
    let objective = side_tricks(pos.leader as usize, pos.total_tricks as usize);
    let ctx = Ctx::new(rules, &objective, true);
    let left = u32::from(pos.total_tricks - pos.tricks_played);
    leader_side_loses_one(&ctx, pos, &ctx.suits(pos), left)
}

#[test]
fn the_opponents_take_a_trick_where_they_hold_the_top_card_of_every_suit_the_leader_holds() {
    // North's spades and hearts are both headed by East's and West's aces.
    let rules = bridge(None, Follow::MustFollow);
    let hands: [&[&str]; 4] = [
        &["KS", "QS", "KH"],
        &["AS", "2S", "2D"],
        &["3S", "AD", "KD"],
        &["4S", "AH", "3D"],
    ];
    let pos = position(hands, 0);
    let ace = |c: &str| 1u128 << crate::test_support::card(c);
    assert_eq!(loses_one(&rules, &pos), Some(ace("AS") | ace("AH")));
    assert!(exact(&rules, &pos) < 3.0);
    // North's two of diamonds reaches South's ace and king, the side's only suit headed by
    // its own top card: two rounds of it, fewer than the three tricks, so one is lost.
    let hands: [&[&str]; 4] = [
        &["KS", "QS", "2D"],
        &["AS", "2S", "3H"],
        &["3S", "AD", "KD"],
        &["4S", "AH", "3D"],
    ];
    let pos = position(hands, 0);
    assert_eq!(loses_one(&rules, &pos), Some(ace("AS") | ace("AH")));
    assert_eq!(exact(&rules, &pos), 2.0);
    // With spades trumps left the rules say nothing.
    let rules = bridge(Some(3), Follow::MustFollow);
    assert_eq!(loses_one(&rules, &pos), None);
}

#[test]
fn the_side_on_lead_never_takes_every_trick_where_the_rules_say_it_cannot() {
    let mut seed = 71;
    for trump in [None, Some(3)] {
        let rules = bridge(trump, Follow::MustFollow);
        let mut counted = 0;
        for k in 0..600 {
            let pos = random_deal(&mut seed, 1 + k % 6);
            if loses_one(&rules, &pos).is_none() {
                continue;
            }
            let best = exact(&rules, &pos);
            assert!(best < f64::from(pos.total_tricks), "{best}: {pos:?}");
            counted += 1;
        }
        assert!(trump.is_some() || counted > 100, "{counted} counted");
    }
}
