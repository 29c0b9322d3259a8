use super::*;
use crate::solver::splitmix;

/// An objective of one term over the tricks of seats apart (each a group, weight `weights`),
/// its table random.
fn seats_term(weights: &[i32], state: &mut u64) -> Objective {
    let n = weights.len();
    let groups = (0..n)
        .map(|s| Group {
            hands: 1 << s,
            trick_weight: weights[s],
            point_weight: 0,
            last_weight: 0,
        })
        .collect();
    let size = vec![14usize; n];
    let cells: usize = size.iter().product();
    let table = (0..cells)
        .map(|_| (splitmix(state) % 200) as f64 - 100.0)
        .collect();
    let low = weights
        .iter()
        .map(|&w| if w < 0 { -13 } else { 0 })
        .collect();
    let terms = vec![Term {
        groups: (0..n).collect(),
        low,
        size,
        table,
    }];
    Objective::new(groups, terms, 1).unwrap()
}

/// The least and greatest value over every way the tricks left may fall to the seats (or to
/// hands of no group), by brute force.
fn every_finish(obj: &Objective, q: &[i32; MAX_GROUPS], left: i32) -> (f64, f64) {
    let n = obj.groups.len();
    let mut found = (f64::INFINITY, f64::NEG_INFINITY);
    let mut t = vec![0i32; n];
    loop {
        if t.iter().sum::<i32>() <= left {
            let mut at = *q;
            for k in 0..n {
                at[k] += obj.groups[k].trick_weight * t[k];
            }
            let v = obj.value_at(&at);
            found = (found.0.min(v), found.1.max(v));
        }
        let mut k = 0;
        while k < n && t[k] == left {
            t[k] = 0;
            k += 1;
        }
        if k == n {
            return found;
        }
        t[k] += 1;
    }
}

#[test]
fn seats_apart_share_the_tricks_left_their_bounds_are_those_of_every_finish() {
    let mut state = 7u64;
    for weights in [vec![1, 1, 1, 1], vec![1, 1, 1], vec![1, -1, 2], vec![2, 1]] {
        let obj = seats_term(&weights, &mut state);
        assert!(obj.shared[0].is_some());
        for _ in 0..200 {
            let left = (splitmix(&mut state) % 14) as i32;
            let mut q = [0; MAX_GROUPS];
            let mut played = 13 - left;
            for (k, &w) in weights.iter().enumerate() {
                let tricks = (splitmix(&mut state) % (played as u64 + 1)) as i32;
                played -= tricks;
                q[k] = w * tricks;
            }
            let mut gain = [0; MAX_GROUPS];
            let mut loss = [0; MAX_GROUPS];
            for (k, &w) in weights.iter().enumerate() {
                if w > 0 {
                    gain[k] = w * left;
                } else {
                    loss[k] = -w * left;
                }
            }
            let found = obj.bounds(&q, &gain, &loss, left);
            assert_eq!(found, every_finish(&obj, &q, left), "q {q:?} left {left}");
            assert_eq!(obj.bounds(&q, &gain, &loss, left), found, "asked again");
        }
    }
}

#[test]
fn groups_that_share_a_hand_or_count_points_are_bounded_by_their_box() {
    let side = Group {
        hands: 0b0101,
        trick_weight: 1,
        point_weight: 0,
        last_weight: 0,
    };
    let seat = Group {
        hands: 0b0001,
        ..side.clone()
    };
    let points = Group {
        hands: 0b0010,
        point_weight: 1,
        ..side.clone()
    };
    let term = |groups: Vec<usize>| Term {
        low: vec![0; groups.len()],
        size: vec![14; groups.len()],
        table: vec![0.0; 14usize.pow(groups.len() as u32)],
        groups,
    };
    let overlapping = Objective::new(vec![side.clone(), seat], vec![term(vec![0, 1])], 1).unwrap();
    assert!(overlapping.shared[0].is_none());
    let scoring_points = Objective::new(vec![side, points], vec![term(vec![0, 1])], 1).unwrap();
    assert!(scoring_points.shared[0].is_none());
}

#[test]
fn groups_held_to_fewer_tricks_than_are_left_still_reach_every_finish() {
    // Two seats apart, each able to win 2 of the 5 tricks left (its gain says so): the finish
    // where both win 2 is in reach, though no one group may win more than 2.
    let group = |hands: u8| Group {
        hands,
        trick_weight: 1,
        point_weight: 0,
        last_weight: 0,
    };
    let mut table = vec![0.0; 36];
    table[2 * 6 + 2] = 100.0;
    let term = Term {
        groups: vec![0, 1],
        low: vec![0, 0],
        size: vec![6, 6],
        table,
    };
    let obj = Objective::new(vec![group(1), group(2)], vec![term], 1).unwrap();
    let mut gain = [0; MAX_GROUPS];
    gain[0] = 2;
    gain[1] = 2;
    let (_, hi) = obj.bounds(&[0; MAX_GROUPS], &gain, &[0; MAX_GROUPS], 5);
    assert_eq!(hi, 100.0);
}
