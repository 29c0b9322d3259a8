//! Solves random bridge deals (every strain, the side on lead's tricks) and prints the
//! positions searched and the time: `cargo run --release --example deals -- CARDS COUNT [SEED]`.

use std::time::Instant;

use _core::fixtures::{bridge, deal, tricks_for};
use _core::objective::Objective;
use _core::rules::{Follow, Rules};
use _core::solver::{splitmix, Limits, Solver};

/// The tricks of side `side` (it and the hand across) out of 13.
fn side(side: u8) -> Objective {
    let hands = (1 << side) | (1 << (side + 2));
    tricks_for(hands, (0..14).map(|t| t as f64).collect())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let cards: usize = args.get(1).map_or(13, |a| a.parse().unwrap());
    let count: usize = args.get(2).map_or(10, |a| a.parse().unwrap());
    let mut state: u64 = args.get(3).map_or(1, |a| a.parse().unwrap());
    let rules: Vec<Rules> = [None, Some(0), Some(1), Some(2), Some(3)]
        .iter()
        .map(|&t| bridge(t, Follow::MustFollow))
        .collect();
    let objectives = [side(0), side(1)];
    let mut solver = Solver::new(22);
    let mut total_nodes = 0u64;
    let mut times = Vec::new();
    let mut check = 0u64;
    for _ in 0..count {
        let mut deck: Vec<u8> = (0..52).collect();
        for i in (1..52).rev() {
            let j = (splitmix(&mut state) % (i as u64 + 1)) as usize;
            deck.swap(i, j);
        }
        let mut hands = [0u128; 4];
        for (h, hand) in hands.iter_mut().enumerate() {
            for &c in &deck[13 * h..13 * h + cards] {
                *hand |= 1u128 << c;
            }
        }
        let strain = (splitmix(&mut state) % 5) as usize;
        let leader = (splitmix(&mut state) % 4) as u8;
        let pos = deal(hands, cards as u8, leader);
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
