//! The card-play ISMCTS's tests.

use super::*;
use crate::maxn::{Maxn, MaxnSolved, Options, Ties};
use crate::redeal::cards_of;
use crate::rules::Follow;
use crate::solver::{splitmix, Limits};
use crate::test_support::{bid, bridge, card_of, deal, mask};

fn config(iterations: u64, rollout: Rollout, nodes: Nodes) -> Config {
    Config {
        exploration: 0.5,
        rollout,
        nodes,
        iterations,
        time: None,
        seed: 7,
    }
}

/// One trick: North's ace of spades against three small spades, each seat's utility its
/// tricks.
fn sure_trick() -> (Rules, Position, Vec<Objective>) {
    let rules = bridge(None, Follow::MustFollow);
    let pos = deal(
        [
            mask(&[card_of(3, 12)]),
            mask(&[card_of(3, 0)]),
            mask(&[card_of(3, 1)]),
            mask(&[card_of(3, 2)]),
        ],
        1,
        0,
    );
    let utilities = (0..4).map(|s| bid(s, None, 1)).collect();
    (rules, pos, utilities)
}

#[test]
fn one_card_left_gives_the_winner_its_trick() {
    // One trick: North leads the ace of spades and wins; its utility is its tricks.
    let (rules, pos, utilities) = sure_trick();
    for rollout in [Rollout::Policy, Rollout::Random] {
        let found = search(
            &rules,
            std::slice::from_ref(&pos),
            &utilities,
            config(10, rollout, Nodes::Shared),
        );
        assert_eq!(
            found.cards,
            vec![RootCard {
                card: card_of(3, 12),
                visits: 10,
                mean: 1.0
            }]
        );
        assert_eq!(found.iterations, 10);
    }
}

/// A two-trick ending: North (bid one) leads; West alone holds spades over North's.
fn ending() -> (Rules, Position, Vec<Objective>) {
    let rules = bridge(None, Follow::MustFollow);
    // North: ace of hearts, two of spades. East: king and queen of hearts. South: three
    // and four of clubs. West: ace of spades, five of clubs.
    let pos = deal(
        [
            mask(&[card_of(2, 12), card_of(3, 0)]),
            mask(&[card_of(2, 11), card_of(2, 10)]),
            mask(&[card_of(0, 1), card_of(0, 2)]),
            mask(&[card_of(3, 12), card_of(0, 3)]),
        ],
        2,
        0,
    );
    let utilities = vec![
        bid(0, Some(1), 2),
        bid(1, Some(0), 2),
        bid(2, Some(0), 2),
        bid(3, Some(1), 2),
    ];
    (rules, pos, utilities)
}

/// Every legal card's max^n vector, solved whole, ties against the seat to play.
fn max_n(rules: &Rules, pos: &Position, utilities: &[Objective]) -> MaxnSolved {
    let options = Options {
        max_sum: None,
        ties: Ties::AgainstRoot,
        searcher: None,
    };
    let limits = Limits {
        nodes: 0,
        time: None,
    };
    Maxn::new(12).solve(rules, pos, utilities, options, limits)
}

#[test]
fn with_one_world_it_plays_the_max_n_card() {
    let (rules, pos, utilities) = ending();
    let solved = max_n(&rules, &pos, &utilities);
    let best = solved
        .values
        .iter()
        .max_by(|a, b| a.1[0].total_cmp(&b.1[0]))
        .unwrap();
    let worst = solved
        .values
        .iter()
        .min_by(|a, b| a.1[0].total_cmp(&b.1[0]))
        .unwrap();
    assert!(best.1[0] > worst.1[0], "one card clearly best: {solved:?}");
    for nodes in [Nodes::Shared, Nodes::OwnHand] {
        for rollout in [Rollout::Policy, Rollout::Random, Rollout::Solve] {
            let found = search(
                &rules,
                std::slice::from_ref(&pos),
                &utilities,
                config(4000, rollout, nodes),
            );
            let top = found.cards.iter().max_by_key(|r| r.visits).unwrap();
            assert_eq!(top.card, best.0, "{nodes:?} {rollout:?}: {found:?}");
            assert!((top.mean - best.1[0]).abs() < 0.5, "{found:?}");
            let visits: u64 = found.cards.iter().map(|r| r.visits).sum();
            assert_eq!(visits, 4000);
        }
    }
    // Only North's choices searched, the others by the policy (West keeps its ace of
    // spades for the trick it bid), at random or by the solve: the ace of hearts still.
    for rollout in [Rollout::Policy, Rollout::Random, Rollout::Solve] {
        let found = search(
            &rules,
            std::slice::from_ref(&pos),
            &utilities,
            config(4000, rollout, Nodes::Searcher),
        );
        let top = found.cards.iter().max_by_key(|r| r.visits).unwrap();
        assert_eq!(top.card, best.0, "{rollout:?}: {found:?}");
        assert_eq!(found.cards.iter().map(|r| r.visits).sum::<u64>(), 4000);
    }
}

#[test]
fn a_seed_fixes_the_search_and_visits_add_up_to_the_iterations() {
    let (rules, pos, utilities) = ending();
    // A second world: East and West swap their hearts for the clubs they did not hold.
    let mut other = pos.clone();
    other.hands[1] = mask(&[card_of(2, 11), card_of(0, 3)]);
    other.hands[3] = mask(&[card_of(3, 12), card_of(2, 10)]);
    let worlds = [pos, other];
    assert_eq!(check_worlds(&rules, &worlds), Ok(()));
    let run = || {
        search(
            &rules,
            &worlds,
            &utilities,
            config(777, Rollout::Policy, Nodes::OwnHand),
        )
    };
    let (a, b) = (run(), run());
    assert_eq!(a.cards, b.cards);
    assert_eq!(a.cards.iter().map(|r| r.visits).sum::<u64>(), 777);
    assert_eq!(a.iterations, 777);
}

#[test]
fn worlds_that_show_the_seat_different_things_are_refused() {
    let (rules, pos, _) = ending();
    let mut other = pos.clone();
    other.hands[0] = mask(&[card_of(2, 12), card_of(3, 1)]);
    other.hands[3] = mask(&[card_of(3, 12), card_of(3, 0)]);
    let err = check_worlds(&rules, &[pos.clone(), other]).unwrap_err();
    assert!(err.contains("hand 0"), "{err}");
    let mut led = pos.clone();
    led.play(&rules, card_of(2, 12));
    let err = check_worlds(&rules, &[pos, led]).unwrap_err();
    assert!(err.contains("another hand"), "{err}");
    assert!(check_worlds(&rules, &[]).is_err());
}

#[test]
fn random_playouts_of_a_sure_trick_give_it_to_its_winner() {
    let (rules, pos, utilities) = sure_trick();
    assert_eq!(
        random_means(&rules, &pos, &utilities, 8, 1),
        vec![1.0, 0.0, 0.0, 0.0]
    );
}

#[test]
fn a_time_limit_stops_the_search() {
    let (rules, pos, utilities) = ending();
    let mut cfg = config(0, Rollout::Random, Nodes::Shared);
    cfg.time = Some(Duration::from_millis(5));
    let found = search(&rules, &[pos], &utilities, cfg);
    assert!(found.iterations > 0);
    let visits: u64 = found.cards.iter().map(|r| r.visits).sum();
    assert_eq!(visits, found.iterations);
}

#[test]
fn the_searching_seat_s_node_after_the_same_cards_is_one_node_whatever_the_others_hold() {
    // North leads; East and West hold the king of hearts and the king of diamonds one way
    // in the first world and the other way in the second. Trick one is all spades, so after
    // it North sees the same in both worlds: with nodes keyed by the hand to play, North's
    // node there is one node, not one for each of the others' hands above it.
    let rules = bridge(None, Follow::MustFollow);
    let w1 = deal(
        [
            mask(&[card_of(3, 12), card_of(3, 11)]),
            mask(&[card_of(3, 0), card_of(2, 11)]),
            mask(&[card_of(3, 1), card_of(3, 4)]),
            mask(&[card_of(3, 2), card_of(1, 11)]),
        ],
        2,
        0,
    );
    let mut w2 = w1.clone();
    w2.hands[1] = mask(&[card_of(3, 0), card_of(1, 11)]);
    w2.hands[3] = mask(&[card_of(3, 2), card_of(2, 11)]);
    let worlds = [w1, w2];
    let utilities: Vec<Objective> = (0..4).map(|s| bid(s, None, 2)).collect();
    let cfg = config(400, Rollout::Random, Nodes::OwnHand);
    let mut tree = Tree {
        nodes: vec![Node::default()],
        index: HashMap::new(),
        sequences: HashMap::new(),
    };
    let (mut rng, mut path) = (Rng::new(1), Vec::new());
    for _ in 0..400 {
        let world = &worlds[(rng.draw() % 2) as usize];
        iterate(
            &rules, world, &utilities, 0, cfg, 0.5, &mut tree, &mut rng, &mut path, &mut None,
        );
    }
    let mut back = HashMap::new();
    for (&(parent, card), &sequence) in tree.sequences.iter() {
        back.insert(sequence, (parent, card));
    }
    let length = |mut sequence: u32| {
        let mut n = 0;
        while sequence != 0 {
            sequence = back[&sequence].0;
            n += 1;
        }
        n
    };
    let north_hands = [mask(&[card_of(3, 12)]), mask(&[card_of(3, 11)])];
    let mut north = HashMap::<u32, Vec<u32>>::new();
    for (&(sequence, key), &node) in tree.index.iter() {
        if north_hands.contains(&key) && length(sequence) == 4 {
            north.entry(sequence).or_default().push(node);
        }
    }
    assert!(!north.is_empty());
    for nodes in north.values() {
        assert_eq!(nodes.len(), 1);
        // Both worlds lead to it: its children were available in iterations of each.
        let here = &tree.nodes[nodes[0] as usize];
        let visits: u64 = here.children.iter().map(|c| c.visits).sum();
        assert!(visits > 0);
    }
}

#[test]
fn a_utility_that_is_not_a_finite_number_is_refused() {
    let mut utility = bid(1, None, 2);
    utility.terms[0].table = vec![f64::NAN; 3];
    let refused = Objective::new(utility.groups.clone(), utility.terms.clone(), 0);
    assert!(refused.is_err_and(|e| e.contains("finite")));
}

#[test]
fn solved_finishes_with_the_searcher_s_nodes_give_each_card_its_max_n_value_in_one_world() {
    // One world, the others playing their max^n cards and every finish solved: each card's
    // mean is its exact max^n value for North.
    let (rules, pos, utilities) = ending();
    let solved = max_n(&rules, &pos, &utilities);
    let found = search(
        &rules,
        std::slice::from_ref(&pos),
        &utilities,
        config(200, Rollout::Solve, Nodes::Searcher),
    );
    assert_eq!(found.cards.len(), solved.values.len());
    for root in &found.cards {
        let exact = solved.values.iter().find(|(c, _)| *c == root.card).unwrap();
        assert!(root.visits > 0, "{found:?}");
        assert!(
            (root.mean - exact.1[0]).abs() < 1e-9,
            "{found:?} {solved:?}"
        );
    }
}

/// North's best plan that plays alike wherever it has seen the same cards, over `group` (worlds
/// with the cards played in each since the root): the others play their max^n cards in each
/// world (ties against North, as the tree's solve breaks them); where North is to play, the
/// worlds that have seen the same cards form one choice. North's utility summed over the group.
fn plan_value(
    rules: &Rules,
    utilities: &[Objective],
    maxn: &mut Maxn,
    group: Vec<(Position, Vec<u8>)>,
) -> f64 {
    let options = Options {
        max_sum: None,
        ties: Ties::AgainstRoot,
        searcher: Some(0),
    };
    let limits = Limits {
        nodes: 0,
        time: None,
    };
    let mut total = 0.0;
    let mut choices: Vec<Vec<(Position, Vec<u8>)>> = Vec::new();
    for (mut pos, mut seen) in group {
        while !pos.over() && pos.to_play(rules) != 0 {
            let (_, card) = maxn.best(rules, &pos, utilities, options, limits).unwrap();
            pos.play(rules, card.unwrap());
            seen.push(card.unwrap());
        }
        if pos.over() {
            total += utilities[0].value(&pos);
        } else if let Some(same) = choices.iter_mut().find(|c| c[0].1 == seen) {
            same.push((pos, seen));
        } else {
            choices.push(vec![(pos, seen)]);
        }
    }
    for choice in choices {
        let best = cards_of(choice[0].0.legal(rules))
            .map(|c| {
                let next = choice
                    .iter()
                    .map(|(pos, seen)| {
                        let mut pos = pos.clone();
                        pos.play(rules, c);
                        (pos, [seen.clone(), vec![c]].concat())
                    })
                    .collect();
                plan_value(rules, utilities, maxn, next)
            })
            .fold(f64::NEG_INFINITY, f64::max);
        total += best;
    }
    total
}

/// Ending `n` of a family of four-card endings: North (bid one) on lead, the others bidding
/// none or one; three worlds, the deal and two where one card of one of the others' hands is
/// swapped with one of another's (worlds nearly alike often show North the same cards).
fn near_worlds(n: u64) -> (Vec<Position>, Vec<Objective>) {
    let mut seed = 1000 + n;
    let mut base = crate::test_support::random_deal(&mut seed, 4);
    base.leader = 0;
    let worlds = (0..3)
        .map(|w| {
            let mut pos = base.clone();
            if w > 0 {
                let a = 1 + (splitmix(&mut seed) % 3) as usize;
                let b = 1 + (a + (splitmix(&mut seed) % 2) as usize) % 3;
                let (x, y) = (pick(pos.hands[a], &mut seed), pick(pos.hands[b], &mut seed));
                pos.hands[a] ^= (1u128 << x) | (1u128 << y);
                pos.hands[b] ^= (1u128 << x) | (1u128 << y);
            }
            pos
        })
        .collect();
    let utilities = (0..4)
        .map(|s| bid(s, Some(if s == 0 { 1 } else { (n as usize + s) % 2 }), 4))
        .collect();
    (worlds, utilities)
}

/// A card of `hand` drawn by `seed`.
fn pick(hand: Mask, seed: &mut u64) -> u8 {
    let mut rest = hand;
    for _ in 0..splitmix(seed) % hand.count_ones() as u64 {
        rest &= rest - 1;
    }
    rest.trailing_zeros() as u8
}

/// Each root card of North with its mean value over `worlds`: North's best plan over all of
/// them (`together`), or North's best play in each world alone (PIMC's value).
fn root_values(
    rules: &Rules,
    worlds: &[Position],
    utilities: &[Objective],
    together: bool,
) -> Vec<(u8, f64)> {
    let mut maxn = Maxn::new(14);
    cards_of(worlds[0].legal(rules))
        .map(|c| {
            let after: Vec<(Position, Vec<u8>)> = worlds
                .iter()
                .map(|w| {
                    let mut pos = w.clone();
                    pos.play(rules, c);
                    (pos, vec![c])
                })
                .collect();
            let total = if together {
                plan_value(rules, utilities, &mut maxn, after)
            } else {
                after
                    .into_iter()
                    .map(|one| plan_value(rules, utilities, &mut maxn, vec![one]))
                    .sum()
            };
            (c, total / worlds.len() as f64)
        })
        .collect()
}

/// The most visited root card of the tree over `worlds`, the searcher's nodes, finishes solved.
fn tree_card(rules: &Rules, worlds: &[Position], utilities: &[Objective]) -> u8 {
    let found = search(
        rules,
        worlds,
        utilities,
        config(6000, Rollout::Solve, Nodes::Searcher),
    );
    found.cards.iter().max_by_key(|r| r.visits).unwrap().card
}

#[test]
fn solved_finishes_under_the_searcher_s_nodes_play_the_best_plan_s_card() {
    // Wherever one root card's plan (one card wherever North has seen the same cards) is
    // clearly best, the tree plays it.
    let rules = bridge(None, Follow::MustFollow);
    let mut clear = 0;
    for n in 0..200 {
        let (worlds, utilities) = near_worlds(n);
        let plans = root_values(&rules, &worlds, &utilities, true);
        let mut values: Vec<f64> = plans.iter().map(|p| p.1).collect();
        values.sort_by(|a, b| b.total_cmp(a));
        if values.len() < 2 || values[0] - values[1] < 1.0 {
            continue;
        }
        clear += 1;
        let best = plans.iter().find(|p| p.1 == values[0]).unwrap().0;
        let played = tree_card(&rules, &worlds, &utilities);
        assert_eq!(played, best, "ending {n}: plans {plans:?}");
    }
    assert!(clear >= 50, "{clear} endings with a clearly best plan");
}

#[test]
fn pimc_credits_a_card_with_plays_no_plan_makes_and_the_tree_does_not() {
    // Strategy fusion: in these endings PIMC values some root card above the best plan that
    // starts with it (North's later card chosen world by world, where North cannot tell the
    // worlds apart), so that its values tie the best card with worse ones; the tree, choosing
    // alike where North has seen the same cards, plays the best plan's card.
    let rules = bridge(None, Follow::MustFollow);
    for n in [1427, 2111] {
        let (worlds, utilities) = near_worlds(n);
        let plans = root_values(&rules, &worlds, &utilities, true);
        let pimc = root_values(&rules, &worlds, &utilities, false);
        let top = plans.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
        let best = plans.iter().find(|p| p.1 == top).unwrap().0;
        let pimc_top = pimc.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
        let fused: Vec<u8> = pimc
            .iter()
            .zip(&plans)
            .filter(|(p, q)| p.1 == pimc_top && q.1 < top - 1.0)
            .map(|(p, _)| p.0)
            .collect();
        assert!(
            !fused.is_empty(),
            "ending {n}: plans {plans:?}, PIMC {pimc:?}"
        );
        assert_eq!(
            tree_card(&rules, &worlds, &utilities),
            best,
            "ending {n}: {plans:?}"
        );
    }
}
