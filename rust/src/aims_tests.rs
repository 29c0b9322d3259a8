//! The solver's bounds under objectives whose sides do not simply want tricks: a side that
//! wants to lose them (a nil or misère aim), a side whose two hands' tricks are worth
//! differently, a side that values the other's tricks. Sure tricks are a side's to take, not
//! its to take perforce, so they bound the value only on the side of that side's aim; every
//! value here is checked against a plain minimax.

use super::*;
use crate::objective::{Group, Term};
use crate::rules::Follow;
use crate::test_support::{bridge, minimax, position, random_deal};

/// Each hand's tricks weighted by `weights`, the seats of `max_seats` maximising.
fn weighted(weights: [i32; 4], tricks: usize, max_seats: u8) -> Objective {
    let groups = (0..4)
        .map(|h| Group {
            hands: 1 << h,
            trick_weight: 1,
            point_weight: 0,
            last_weight: 0,
        })
        .collect();
    let terms = (0..4)
        .map(|h| Term {
            groups: vec![h],
            low: vec![0],
            size: vec![tricks + 1],
            table: (0..=tricks)
                .map(|t| (t as i32 * weights[h]) as f64)
                .collect(),
        })
        .collect();
    Objective::new(groups, terms, max_seats).unwrap()
}

fn maximises_hand(rules: &Rules, objective: &Objective, hand: usize) -> bool {
    objective.max_seats >> rules.controllers[hand] & 1 != 0
}

/// The solver's value of the position: the best of its cards' values for the side to play.
fn solved(rules: &Rules, pos: &Position, objective: &Objective) -> f64 {
    let values = Solver::new(14)
        .solve(rules, pos, objective, Limits::default())
        .values;
    let best = values.iter().map(|v| v.1);
    if maximises_hand(rules, objective, pos.to_play(rules) as usize) {
        best.fold(f64::MIN, f64::max)
    } else {
        best.fold(f64::MAX, f64::min)
    }
}

#[test]
fn the_second_hand_s_sure_trick_binds_no_side_that_would_rather_lose_it() {
    // No trump, West leads a spade; North-South want no tricks (minus one a trick). North
    // holds the ace but may duck with the three under East's four: the value is 0.
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(
        [&["AS", "3S"], &["4S", "7H"], &["5H", "6H"], &["2S", "8H"]],
        3,
    );
    let objective = weighted([-1, 0, -1, 0], 2, 0b0101);
    assert_eq!(minimax(&rules, &pos, &objective), 0.0);
    assert_eq!(solved(&rules, &pos, &objective), 0.0);
}

#[test]
fn the_leader_s_sure_tricks_bind_no_side_whose_partner_s_tricks_are_worth_more() {
    // No trump, North leads; North's tricks count 1, South's 2. North's ace of diamonds is
    // sure, but the side does better to cash it and let South win the rest (AH, JD, 9D): 7.
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(
        [
            &["KC", "AD", "5H", "2S"],
            &["6C", "QC", "4H", "6H"],
            &["5D", "9D", "JD", "AH"],
            &["9C", "3D", "4D", "8H"],
        ],
        0,
    );
    let objective = weighted([1, 0, 2, 0], 4, 0b0101);
    assert_eq!(minimax(&rules, &pos, &objective), 7.0);
    assert_eq!(solved(&rules, &pos, &objective), 7.0);
}

#[test]
fn sides_with_other_aims_than_tricks_are_solved_as_a_plain_minimax_solves_them() {
    let aims: [([i32; 4], u8); 5] = [
        ([-1, 0, -1, 0], 0b0101),
        ([0, -1, 0, -1], 0b1010),
        ([-1, 0, 0, 0], 0b0101),
        ([1, 0, 2, 0], 0b0101),
        ([2, -1, 1, 0], 0b1010),
    ];
    let mut state = 17;
    let mut wrong = Vec::new();
    for trump in [None, Some(3)] {
        let rules = bridge(trump, Follow::MustFollow);
        for k in 0..300 {
            let pos = random_deal(&mut state, 4);
            let (weights, max_seats) = aims[k % aims.len()];
            let objective = weighted(weights, 4, max_seats);
            let want = minimax(&rules, &pos, &objective);
            let got = solved(&rules, &pos, &objective);
            if got != want {
                wrong.push((trump, k, got, want));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong: {:?}",
        wrong.len(),
        &wrong[..wrong.len().min(5)]
    );
}
