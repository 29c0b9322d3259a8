//! Solves random bridge deals (every strain, the side on lead's tricks) and prints the
//! positions searched and the time: `cargo run --release --example deals -- CARDS COUNT [SEED]`.

use std::time::Instant;

use _core::objective::{Group, Objective, Term};
use _core::position::{Position, NO_HAND};
use _core::rules::{Follow, Rules, RulesSpec, MAX_HANDS};
use _core::solver::{Limits, Solver};

fn bridge(trump: Option<u8>) -> Rules {
    let suit_of: Vec<u8> = (0..52).map(|c| (c / 13) as u8).collect();
    let mut follow_masks = vec![0; 4];
    for (c, &s) in suit_of.iter().enumerate() {
        follow_masks[s as usize] |= 1u128 << c;
    }
    let powers = (0..4u8)
        .map(|led| {
            (0..52)
                .map(|c| {
                    let s = suit_of[c];
                    let rank = (c % 13) as u16 + 1;
                    if Some(s) == trump {
                        1000 + rank
                    } else if s == led {
                        100 + rank
                    } else {
                        0
                    }
                })
                .collect()
        })
        .collect();
    let trumps = trump.map_or(0, |t| follow_masks[t as usize]);
    Rules::new(RulesSpec {
        hands: 4,
        suit_of,
        follow_masks,
        powers,
        rank_order: (0..52).map(|c| (c % 13) as u16).collect(),
        trumps,
        follow: Some(Follow::MustFollow),
        ..Default::default()
    })
    .unwrap()
}

fn side(side: u8) -> Objective {
    let hands = (1 << side) | (1 << (side + 2));
    let group = Group {
        hands,
        trick_weight: 1,
        point_weight: 0,
        last_weight: 0,
    };
    let term = Term {
        groups: vec![0],
        low: vec![0],
        size: vec![14],
        table: (0..14).map(|t| t as f64).collect(),
    };
    Objective::new(vec![group], vec![term], hands).unwrap()
}

fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let cards: usize = args.get(1).map_or(13, |a| a.parse().unwrap());
    let count: usize = args.get(2).map_or(10, |a| a.parse().unwrap());
    let mut state: u64 = args.get(3).map_or(1, |a| a.parse().unwrap());
    let rules: Vec<Rules> = [None, Some(0), Some(1), Some(2), Some(3)]
        .iter()
        .map(|&t| bridge(t))
        .collect();
    let objectives = [side(0), side(1)];
    let mut solver = Solver::new(22);
    let mut total_nodes = 0u64;
    let mut times = Vec::new();
    let mut check = 0u64;
    for _ in 0..count {
        let mut deck: Vec<u8> = (0..52).collect();
        for i in (1..52).rev() {
            let j = (next(&mut state) % (i as u64 + 1)) as usize;
            deck.swap(i, j);
        }
        let mut hands = [0u128; MAX_HANDS];
        for (h, hand) in hands.iter_mut().take(4).enumerate() {
            for &c in &deck[13 * h..13 * h + cards] {
                *hand |= 1u128 << c;
            }
        }
        let strain = (next(&mut state) % 5) as usize;
        let leader = (next(&mut state) % 4) as u8;
        let pos = Position {
            hands,
            trick: [0; MAX_HANDS],
            trick_len: 0,
            leader,
            tricks_won: [0; MAX_HANDS],
            points_won: [0; MAX_HANDS],
            tricks_played: 0,
            total_tricks: cards as u8,
            trumped: false,
            blocked: false,
            last_hand: NO_HAND,
        };
        let started = Instant::now();
        let solved = solver.solve(
            &rules[strain],
            &pos,
            &objectives[(leader % 2) as usize],
            Limits::default(),
        );
        let t = started.elapsed().as_secs_f64();
        times.push(t);
        total_nodes += solved.nodes;
        for &(c, v) in &solved.values {
            check = check
                .wrapping_mul(31)
                .wrapping_add(c as u64 * 16 + v as u64);
        }
        if std::env::var("VERBOSE").is_ok() {
            let best = solved.values.iter().map(|v| v.1).fold(f64::MIN, f64::max);
            println!(
                "deal strain {strain} nodes {} ms {:.1} best {best}",
                solved.nodes,
                t * 1e3
            );
        }
    }
    let total: f64 = times.iter().sum();
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!(
        "{count} deals of {cards}: nodes {:.0} a deal, mean {:.2} ms, median {:.2} ms, {:.2} M nodes/s, check {check:016x}",
        total_nodes as f64 / count as f64,
        total * 1e3 / count as f64,
        times[count / 2] * 1e3,
        total_nodes as f64 / total / 1e6
    );
}
