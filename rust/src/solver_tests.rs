//! The solver's tests.

use super::*;
use crate::ranks::{by_suit_and_rank, trump_suit};
use crate::rules::{Follow, RulesSpec};
use crate::test_support::{bridge, card, hand, position, random_deal, tricks_for};

/// Tricks for North-South (hands 0 and 2), who maximise.
fn north_south_tricks(most: usize) -> Objective {
    tricks_for(0b0101, (0..=most).map(|t| t as f64).collect())
}

fn values(rules: &Rules, pos: &Position, objective: &Objective) -> Vec<(u8, f64)> {
    let limits = Limits {
        nodes: 0,
        time: None,
    };
    let solved = Solver::new(12).solve(rules, pos, objective, limits);
    assert!(solved.complete);
    solved.values
}

#[test]
fn a_finesse_position_in_no_trump_is_worth_what_the_lead_makes_it() {
    // North leads towards South's A Q of spades: with East's K 7 before South, the queen
    // wins and so does the ace; with West's K 7 behind South, one trick only.
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(
        [&["2S", "3S"], &["KS", "7S"], &["AS", "QS"], &["4H", "5H"]],
        0,
    );
    let solved = values(&rules, &pos, &north_south_tricks(2));
    assert_eq!(solved, vec![(card("2S"), 2.0), (card("3S"), 2.0)]);
    let pos = position(
        [&["2S", "3S"], &["4H", "5H"], &["AS", "QS"], &["KS", "7S"]],
        0,
    );
    let solved = values(&rules, &pos, &north_south_tricks(2));
    assert_eq!(solved, vec![(card("2S"), 1.0), (card("3S"), 1.0)]);
}

#[test]
fn a_trump_takes_a_trick_led_in_another_suit() {
    let rules = bridge(Some(2), Follow::MustFollow);
    // East is void in spades and ruffs North's ace; the last trick is West's.
    let pos = position(
        [&["AS", "2C"], &["2H", "3C"], &["3S", "4C"], &["4S", "AC"]],
        0,
    );
    let solved = values(&rules, &pos, &north_south_tricks(2));
    assert!(solved.iter().all(|&(_, v)| v == 0.0), "{solved:?}");
}

#[test]
fn an_exact_bid_is_valued_by_its_table_not_by_more_tricks() {
    // North alone maximises a table rewarding exactly one trick: with A and 2 of spades
    // against low spades, North takes one trick whichever card he leads.
    let rules = bridge(None, Follow::MustFollow);
    let pos = position(
        [&["AS", "2S"], &["3S", "4S"], &["5S", "6S"], &["7S", "8S"]],
        0,
    );
    let objective = tricks_for(0b0001, vec![0.0, 11.0, 0.0]);
    assert!(objective.linear.is_none());
    let solved = values(&rules, &pos, &objective);
    assert_eq!(solved, vec![(card("2S"), 11.0), (card("AS"), 11.0)]);
}

#[test]
fn equivalent_cards_share_one_value() {
    // K Q J of spades in one hand are one card to the solver; each gets the value: East
    // takes the ace, then South's clubs take the rest.
    let rules = bridge(None, Follow::MustFollow);
    let hands: [&[&str]; 4] = [
        &["KS", "QS", "JS"],
        &["AS", "2C", "3C"],
        &["4C", "5C", "6C"],
        &["2H", "3H", "4H"],
    ];
    let solved = values(&rules, &position(hands, 0), &north_south_tricks(3));
    assert_eq!(solved.len(), 3);
    assert!(solved.iter().all(|&(_, v)| v == 2.0), "{solved:?}");
}

#[test]
fn a_card_with_a_copy_in_another_hand_is_not_equivalent_to_the_card_below_it() {
    // Two packs' worth of one suit: North holds Q and the first K, East the second K.
    // Led by South, North's K ties with East's and wins (the first played wins); North's Q
    // loses to it. Ranks: 0 = Q, 1 = K (both copies).
    let spec = RulesSpec {
        hands: 2,
        suit_of: vec![0; 4],
        follow_masks: vec![0b1111],
        powers: vec![vec![101, 102, 102, 100]],
        rank_order: vec![1, 2, 2, 0],
        follow: Some(Follow::MustFollow),
        ..Default::default()
    };
    let rules = Rules::new(spec).unwrap();
    let mut pos = position([&[], &[], &[], &[]], 1);
    pos.hands[0] = 0b0011; // Q (card 0) and K (card 1)
    pos.hands[1] = 0b1000; // the lowest (card 3), having led its K (card 2)
    pos.total_tricks = 2;
    pos.trick[0] = 2;
    pos.trick_len = 1;
    let objective = tricks_for(0b01, vec![0.0, 1.0, 2.0]);
    // With the first played winning ties, neither of North's cards takes the trick and
    // both are worth the last trick; with the last winning, North's K takes both.
    let solved = values(&rules, &pos, &objective);
    assert_eq!(solved, vec![(0, 1.0), (1, 1.0)]);
    let rules = Rules {
        last_wins: true,
        ..rules
    };
    let solved = values(&rules, &pos, &objective);
    assert_eq!(solved, vec![(0, 1.0), (1, 2.0)]);
}

#[test]
fn a_position_with_tying_copies_is_not_the_position_with_a_card_above() {
    // One suit of Q, K, K (two copies) and A: North holding Q, East K and South K (they
    // tie) is another position from North Q, East K and South A (the ace beats the king),
    // though the holders come in the same order from the lowest card left.
    let spec = RulesSpec {
        hands: 3,
        suit_of: vec![0; 4],
        follow_masks: vec![0b1111],
        powers: vec![vec![101, 102, 102, 103]],
        rank_order: vec![0, 1, 1, 2],
        follow: Some(Follow::MustFollow),
        ..Default::default()
    };
    let rules = Rules::new(spec).unwrap();
    let mut tying = position([&[], &[], &[], &[]], 0);
    tying.hands[..3].copy_from_slice(&[0b0001, 0b0010, 0b0100]);
    let mut above = tying.clone();
    above.hands[..3].copy_from_slice(&[0b0001, 0b0010, 0b1000]);
    assert_ne!(
        crate::ranks::canonical(&rules, &tying),
        crate::ranks::canonical(&rules, &above)
    );
}

#[test]
fn a_capturing_card_is_among_the_legal_cards() {
    let mut rules = bridge(None, Follow::MustFollow);
    rules.capture_all = (1u128 << card("2S")) | (1u128 << card("3S"));
    rules.capture_by = card("2S");
    rules.rank_monotone = false;
    let pos = position([&["2S"], &["3S"], &["AS"], &["4H"]], 0);
    // North's 2 of spades captures the trick when the 3 falls with it.
    let solved = values(&rules, &pos, &north_south_tricks(1));
    assert_eq!(solved, vec![(card("2S"), 1.0)]);
}

#[test]
fn partitions_give_the_plain_tables_values_from_fewer_positions() {
    // The same endings solved with a table entry per position and with entries shared by
    // the positions that differ only in small cards: the same value for every card, and
    // fewer positions searched.
    let mut seed = 29;
    let (mut shared, mut plain) = (0, 0);
    for trump in [None, Some(3)] {
        let rules = bridge(trump, Follow::MustFollow);
        for _ in 0..12 {
            let pos = random_deal(&mut seed, 6);
            let side = pos.leader % 2;
            let objective = north_south_tricks(6);
            let objective = if side == 0 {
                objective
            } else {
                tricks_for(0b1010, (0..=6).map(|t| t as f64).collect())
            };
            let limits = Limits {
                nodes: 0,
                time: None,
            };
            let mut solver = Solver::new(16);
            let a = solver.solve(&rules, &pos, &objective, limits);
            solver.partitions = false;
            let b = solver.solve(&rules, &pos, &objective, limits);
            assert_eq!(a.values, b.values);
            shared += a.nodes;
            plain += b.nodes;
        }
    }
    assert!(
        shared < plain,
        "{shared} positions with partitions, {plain} without"
    );
}

#[test]
fn rules_where_a_trick_hangs_on_more_than_suit_and_rank_keep_a_position_per_entry() {
    assert!(by_suit_and_rank(&bridge(Some(3), Follow::MustFollow)));
    assert!(by_suit_and_rank(&bridge(None, Follow::MustTrump)));
    // Must-win makes who may play what hang on the ranks.
    assert!(!by_suit_and_rank(&bridge(Some(3), Follow::MustWin)));
    let mut points = bridge(None, Follow::MustFollow);
    points.points[card("AS") as usize] = 10;
    assert!(!by_suit_and_rank(&points));
    let mut capture = bridge(None, Follow::MustFollow);
    capture.capture_all = 1u128 << card("2S");
    assert!(!by_suit_and_rank(&capture));
}

#[test]
fn a_trick_won_by_rank_needs_its_winner_and_one_won_by_a_ruff_needs_none() {
    let rules = bridge(Some(3), Follow::MustFollow);
    let ctx = Ctx::new(&rules, &NS, true);
    // North led the king of hearts, East the ace, South a low heart; West (to play) holds
    // the queen and jack of hearts: whichever falls, the ace won by its rank, and only it.
    let mut pos = position([&["9C"], &["2C"], &["3C"], &["QH", "JH", "4C"]], 0);
    pos.trick[..3].copy_from_slice(&[card("KH"), card("AH"), card("5H")]);
    pos.trick_len = 3;
    assert_eq!(by_rank(&ctx, &pos, card("QH")), 1u128 << card("AH"));
    // A heart led and ruffed: the ruff won by its suit, no rank mattered.
    pos.trick[..3].copy_from_slice(&[card("KH"), card("2S"), card("5H")]);
    assert_eq!(by_rank(&ctx, &pos, card("QH")), 0);
    // West's queen over the king, with the jack below it in West's hand: both.
    pos.trick[..3].copy_from_slice(&[card("KH"), card("2C"), card("5H")]);
    pos.trick[0] = card("TH");
    assert_eq!(
        by_rank(&ctx, &pos, card("QH")),
        (1u128 << card("QH")) | (1u128 << card("JH"))
    );
}

static NS: std::sync::LazyLock<Objective> = std::sync::LazyLock::new(|| north_south_tricks(13));

#[test]
fn the_highest_trumps_of_one_hand_are_sure_tricks_up_to_another_hands_trump() {
    let rules = bridge(Some(3), Follow::MustFollow);
    let pos = position(
        [
            &["AS", "KS", "2C"],
            &["QS", "3C", "4C"],
            &["JS", "5C", "6C"],
            &["7C", "8C", "9C"],
        ],
        2,
    );
    let (hand, run, cards) = crate::bounds::top_trumps(&rules, &pos, 3).unwrap();
    assert_eq!((hand, run), (0, 2));
    assert_eq!(cards, (1u128 << card("AS")) | (1u128 << card("KS")));
    // East's queen between North's ace and king: one sure trick.
    let pos = position(
        [
            &["AS", "JS", "2C"],
            &["QS", "3C", "4C"],
            &["KS", "5C", "6C"],
            &["7C", "8C", "9C"],
        ],
        2,
    );
    assert_eq!(crate::bounds::top_trumps(&rules, &pos, 3).unwrap().1, 1);
    assert_eq!(trump_suit(&rules), Some(3));
    assert_eq!(trump_suit(&bridge(None, Follow::MustFollow)), None);
}

#[test]
fn the_hands_holding_trumps_win_as_many_tricks_as_the_longest_holds() {
    // North and South hold the only trumps, South three: three tricks are theirs, whoever
    // holds the top trump.
    let rules = bridge(Some(3), Follow::MustFollow);
    let pos = position(
        [
            &["2S", "AC", "KC", "QC"],
            &["2C", "3C", "4C", "5C"],
            &["3S", "4S", "5S", "2D"],
            &["6C", "7C", "8C", "9C"],
        ],
        1,
    );
    let ctx = Ctx::new(&rules, &NS, true);
    let view = ctx.suits(&pos);
    assert_eq!(crate::bounds::trump_lengths(&rules, &view, 3), (3, 0b101));
    assert!(crate::bounds::all_played(&rules, &pos));
    let solved = values(&rules, &pos, &NS);
    assert!(solved.iter().all(|&(_, v)| v >= 3.0), "{solved:?}");
}

#[test]
fn a_table_entry_holds_for_positions_that_differ_only_below_its_depths() {
    use crate::table::{Pattern, Table};
    let rules = bridge(None, Follow::MustFollow);
    let spades = |holders: [u8; 4]| {
        // The ace, king, 3 and 2 of spades held by the given hands (plus one).
        let mut owner = [0u8; 128];
        for (c, h) in ["AS", "KS", "3S", "2S"].iter().zip(holders) {
            owner[card(c) as usize] = h;
        }
        Pattern::new(&rules.suit_order, &owner)
    };
    let mut table = Table::new(12);
    let kept = spades([1, 2, 3, 4]);
    // Only the ace and king mattered: spades two deep.
    let depths = kept.depths_of((1u128 << card("AS")) | (1u128 << card("KS")));
    assert_eq!(depths >> 24 & 0xFF, 2);
    table.store(7, Some(&kept), depths, 1.0, 2.0, card("AS"));
    // The small spades the other way round: found.
    let found = table
        .find(
            7,
            Some(&spades([1, 2, 4, 3])),
            f64::NEG_INFINITY,
            f64::INFINITY,
        )
        .unwrap();
    assert_eq!((found.lower, found.upper), (1.0, 2.0));
    // The king elsewhere: not found; nor under another key.
    assert!(table
        .find(
            7,
            Some(&spades([1, 3, 2, 4])),
            f64::NEG_INFINITY,
            f64::INFINITY
        )
        .is_none());
    assert!(table
        .find(8, Some(&kept), f64::NEG_INFINITY, f64::INFINITY)
        .is_none());
}

#[test]
fn an_entry_whose_bound_decides_the_window_is_found_with_its_own_depths_alone() {
    use crate::table::{Pattern, Table};
    let rules = bridge(None, Follow::MustFollow);
    let mut owner = [0u8; 128];
    for (c, h) in ["AS", "KS", "3S", "2S"].iter().zip([1, 2, 3, 4]) {
        owner[card(c) as usize] = h;
    }
    let p = Pattern::new(&rules.suit_order, &owner);
    let mut table = Table::new(12);
    let shallow = p.depths_of(1u128 << card("AS"));
    let deep = p.depths_of(1u128 << card("2S"));
    table.store(7, Some(&p), deep, 1.0, f64::INFINITY, card("AS"));
    table.store(7, Some(&p), shallow, f64::NEG_INFINITY, 2.0, card("AS"));
    // Searching for more than 2: the shallow entry's upper bound decides, by the ace alone.
    let found = table.find(7, Some(&p), 2.0, 3.0).unwrap();
    assert_eq!((found.upper, found.depths), (2.0, shallow));
    // Within both bounds: both entries, the deeper depths.
    let found = table.find(7, Some(&p), 0.5, 2.5).unwrap();
    assert_eq!((found.lower, found.upper, found.depths), (1.0, 2.0, deep));
}

/// The leader's sure tricks through partner (South, hand 2) for North-South, and the cards
/// they depend on.
fn through_partner(rules: &Rules, pos: &Position) -> (u32, Mask) {
    let ctx = Ctx::new(rules, &NS, true);
    let view = ctx.suits(pos);
    let beats = ctx.beats.unwrap();
    crate::partner::partner_tricks_by_suits(&ctx, pos, &view, &beats, 2, &|_| false)
}

#[test]
fn the_leader_crossing_to_partners_top_card_is_sure_of_partners_runs() {
    // North leads a heart to South's ace, and South cashes the king of hearts and the ace of
    // diamonds: three sure tricks, though North holds no top card.
    let pos = position(
        [
            &["2H", "3C", "4C"],
            &["5H", "6H", "5C"],
            &["AH", "KH", "AD"],
            &["7H", "8H", "6C"],
        ],
        0,
    );
    let rules = bridge(None, Follow::MustFollow);
    let (sure, cards) = through_partner(&rules, &pos);
    assert_eq!(sure, 3);
    assert_eq!(cards, hand(&["AH", "KH", "AD"]));
    assert_eq!(crate::bounds::quick_tricks(&rules, &pos).0, 0);
    // With spades trumps and West void of hearts holding a trump, the ace may be ruffed.
    let rules = bridge(Some(3), Follow::MustFollow);
    let mut pos = pos;
    pos.hands[3] = hand(&["2S", "8D", "6C"]);
    assert_eq!(through_partner(&rules, &pos).0, 0);
}

#[test]
fn the_leader_cashes_his_own_top_cards_before_crossing_to_partner() {
    // North cashes the ace of spades, then leads a heart to South's ace, and South cashes the
    // king of hearts: three sure tricks.
    let pos = position(
        [
            &["AS", "2H", "3C"],
            &["2S", "5H", "6H"],
            &["3S", "AH", "KH"],
            &["4S", "7H", "5C"],
        ],
        0,
    );
    let rules = bridge(None, Follow::MustFollow);
    let (sure, cards) = through_partner(&rules, &pos);
    assert_eq!(sure, 3);
    assert_eq!(cards, hand(&["AS", "AH", "KH"]));
    // South void of spades throws his club to the ace: three all the same in no trump.
    let mut pos = pos;
    pos.hands[2] = hand(&["4C", "AH", "KH"]);
    assert_eq!(through_partner(&rules, &pos).0, 3);
    assert_eq!(exact_ns(&rules, &pos), 3.0);
    // With a trump suit South's throw is not counted on (a hand void of the suit led may
    // have to keep the trumps that threaten another): two.
    let rules = bridge(Some(0), Follow::MustFollow);
    pos.hands[2] = hand(&["4D", "AH", "KH"]);
    pos.hands[0] = hand(&["AS", "2H", "3D"]);
    pos.hands[3] = hand(&["4S", "7H", "5D"]);
    assert_eq!(through_partner(&rules, &pos).0, 2);
}

/// North-South's best tricks at a position North leads, searched with a table entry per
/// position.
fn exact_ns(rules: &Rules, pos: &Position) -> f64 {
    let mut solver = Solver::new(14);
    solver.partitions = false;
    let solved = solver.solve(rules, pos, &NS, Limits::default());
    solved.values.iter().map(|v| v.1).fold(f64::MIN, f64::max)
}

#[test]
fn in_no_trump_partner_throws_to_the_leaders_runs_and_the_side_keeps_its_tricks() {
    // North cashes the ace and king of spades, South throwing his club and then a top card
    // of his own or his entry (he has no other): every card he holds then takes a trick once
    // he is in, so North-South take all four, as many as the tricks left.
    let pos = position(
        [
            &["AS", "KS", "2H", "3C"],
            &["QS", "JS", "3H", "4C"],
            &["AH", "AD", "KD", "2C"],
            &["TS", "9S", "4H", "5C"],
        ],
        0,
    );
    let rules = bridge(None, Follow::MustFollow);
    let (sure, _) = through_partner(&rules, &pos);
    assert!(sure >= 4, "{sure}");
    assert_eq!(exact_ns(&rules, &pos), 4.0);
    // North cashes the ace of spades and crosses to South's ten of clubs; the round of
    // clubs leaves East and West void of them, so South's eight takes a trick too: three.
    let pos = position(
        [
            &["AS", "4S", "8H", "5H", "5D", "9C"],
            &["JS", "6S", "JH", "3H", "2H", "4C"],
            &["8S", "TH", "TD", "7D", "TC", "8C"],
            &["KS", "5S", "2S", "6H", "AD", "6C"],
        ],
        0,
    );
    assert_eq!(through_partner(&rules, &pos), (3, hand(&["AS", "TC"])));
    assert!(exact_ns(&rules, &pos) >= 3.0);
    // On many endings in no trump the tricks through partner, at most the tricks left, are
    // never more than North-South's best.
    let mut seed = 53;
    let (mut counted, mut tight) = (0, 0);
    for k in 0..400 {
        let mut pos = random_deal(&mut seed, 2 + k % 5);
        pos.leader = 0;
        let left = u32::from(pos.total_tricks);
        let sure = through_partner(&rules, &pos).0.min(left);
        if sure == 0 {
            continue;
        }
        let best = exact_ns(&rules, &pos);
        assert!(
            best >= f64::from(sure),
            "{sure} sure, {best} exact: {pos:?}"
        );
        counted += 1;
        tight += usize::from(best == f64::from(sure));
    }
    assert!(
        counted > 30 && tight > 5,
        "{counted} counted, {tight} tight"
    );
}

#[test]
fn the_leader_cashes_his_run_of_a_suit_then_crosses_to_partners_next_cards_of_it() {
    // North cashes the ace and king of hearts, then leads the two to South's queen, and South
    // cashes the jack: four sure tricks.
    let pos = position(
        [
            &["AH", "KH", "2H", "2C"],
            &["5H", "6H", "7H", "3C"],
            &["QH", "JH", "3H", "4H"],
            &["8H", "9H", "4C", "5C"],
        ],
        0,
    );
    let rules = bridge(None, Follow::MustFollow);
    let (sure, cards) = through_partner(&rules, &pos);
    assert_eq!(sure, 4);
    assert_eq!(cards, hand(&["AH", "KH", "QH", "JH"]));
    // With no small heart left to cross with: none through partner.
    let mut pos = pos;
    pos.hands[0] = hand(&["AH", "KH", "2C", "6C"]);
    pos.hands[3] = hand(&["8H", "9H", "2H", "5C"]);
    assert_eq!(through_partner(&rules, &pos).0, 0);
}

#[test]
fn bounds_by_suit_and_rank_give_the_plain_tables_values_on_many_endings() {
    // The sure tricks through partner, the moves' weights and the table's partitions
    // against a table entry per position, in every strain and under must-trump.
    let mut seed = 31;
    for (trump, follow) in [
        (None, Follow::MustFollow),
        (Some(0), Follow::MustFollow),
        (Some(3), Follow::MustTrump),
    ] {
        let rules = bridge(trump, follow);
        for k in 0..60 {
            let pos = random_deal(&mut seed, 3 + k % 3);
            let objective = if pos.leader.is_multiple_of(2) {
                north_south_tricks(6)
            } else {
                tricks_for(0b1010, (0..=6).map(|t| t as f64).collect())
            };
            let mut solver = Solver::new(16);
            let a = solver.solve(&rules, &pos, &objective, Limits::default());
            solver.partitions = false;
            let b = solver.solve(&rules, &pos, &objective, Limits::default());
            assert_eq!(a.values, b.values, "{pos:?}");
        }
    }
}

/// Bridge's pack in no trump but for spades, which nothing follows: when spades are led any
/// card may be played and only spades have power; led another suit, they have none.
fn a_suit_nothing_follows() -> Rules {
    let mut spec = crate::fixtures::bridge_spec(None, Follow::MustFollow);
    spec.follow_masks[3] = 0;
    Rules::new(spec).unwrap()
}

#[test]
fn a_suit_nothing_follows_is_not_won_by_suit_and_rank_alone() {
    // North cashes the heart ace, then leads the spade ace (South throws a club), the queen
    // (South overtakes with the king) and South's jack takes the last: North-South take all
    // four. Counting the spades as a suit everyone follows, the longer hand's two spades, gave
    // them three.
    let rules = a_suit_nothing_follows();
    assert!(!by_suit_and_rank(&rules));
    let pos = position(
        [
            &["AH", "AS", "QS", "2C"],
            &["2H", "AC", "2D", "3D"],
            &["3H", "KS", "JS", "3C"],
            &["4H", "4D", "5D", "6D"],
        ],
        0,
    );
    let objective = north_south_tricks(4);
    assert_eq!(crate::test_support::minimax(&rules, &pos, &objective), 4.0);
    let best = values(&rules, &pos, &objective)
        .iter()
        .map(|&(_, v)| v)
        .fold(f64::MIN, f64::max);
    assert_eq!(best, 4.0);
}

#[test]
fn a_suit_nothing_follows_gives_the_plain_tables_values_on_many_endings() {
    let rules = a_suit_nothing_follows();
    let mut seed = 77;
    for k in 0..200 {
        let pos = random_deal(&mut seed, 2 + k % 4);
        let objective = if pos.leader.is_multiple_of(2) {
            north_south_tricks(6)
        } else {
            tricks_for(0b1010, (0..=6).map(|t| t as f64).collect())
        };
        let mut solver = Solver::new(14);
        let a = solver.solve(&rules, &pos, &objective, Limits::default());
        solver.partitions = false;
        let b = solver.solve(&rules, &pos, &objective, Limits::default());
        assert_eq!(a.values, b.values, "{pos:?}");
    }
}

#[test]
fn the_value_of_a_position_is_the_best_card_value_for_the_hand_to_play() {
    // In trump and no trump, at a trick's start and inside it, for tricks, an exact bid and
    // a table that is not whole numbers, by either side.
    let mut seed = 41;
    let limits = Limits {
        nodes: 0,
        time: None,
    };
    let mut solver = Solver::new(14);
    for round in 0..48 {
        let trumps = [None, Some(0), Some(3)][round % 3];
        let rules = bridge(trumps, Follow::MustFollow);
        let mut pos = random_deal(&mut seed, 5);
        for _ in 0..round % 4 {
            let legal = pos.legal(&rules);
            let card = legal.trailing_zeros() as u8;
            pos.play(&rules, card);
        }
        let table: Vec<f64> = match round % 3 {
            0 => (0..=5).map(|t| t as f64).collect(),
            1 => (0..=5)
                .map(|t| if t == 2 { 12.0 } else { -(t as f64) })
                .collect(),
            _ => (0..=5)
                .map(|t| 0.5 * t as f64 + 0.25 * (t % 2) as f64)
                .collect(),
        };
        let objective = tricks_for([0b0101, 0b1010][round / 3 % 2], table);
        let solved = solver.solve(&rules, &pos, &objective, limits);
        assert!(solved.complete);
        let hand = pos.to_play(&rules) as usize;
        let cards = solved.values.iter().map(|&(_, v)| v);
        let best = if objective.max_seats >> rules.controllers[hand] & 1 != 0 {
            cards.fold(f64::NEG_INFINITY, f64::max)
        } else {
            cards.fold(f64::INFINITY, f64::min)
        };
        let (value, _) = solver.value(&rules, &pos, &objective, limits);
        assert_eq!(value, Some(best), "round {round}");
    }
}

#[test]
fn a_value_stopped_by_its_positions_is_none() {
    let rules = bridge(None, Follow::MustFollow);
    let mut seed = 7;
    let pos = random_deal(&mut seed, 8);
    let limits = Limits {
        nodes: 50,
        time: None,
    };
    let (value, nodes) = Solver::new(12).value(&rules, &pos, &north_south_tricks(8), limits);
    assert_eq!(value, None);
    assert!(nodes > 50);
}
