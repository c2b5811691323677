//! The solver against a plain brute-force search on many small random positions: same
//! verdict, same shortest length, and a main line that replays to mate.

use annan::rules::{Color, DeadPiece, MoveList, Piece, Position, Role, Rules, Setup, Variant};
use annan::solver::{solve, SolveOptions, Status};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Shortest forced mate within `n` plies by plain minimax (attacker to move), repeated
/// positions on the path count as no mate, as in the solver.
fn brute(pos: &Position, n: i32, path: &mut Vec<u64>) -> Option<i32> {
    if n < 1 || path.contains(&pos.key()) {
        return None;
    }
    path.push(pos.key());
    let mut checks = MoveList::new();
    pos.checking_moves(&mut checks);
    let mut best: Option<i32> = None;
    for &c in &checks {
        let child = pos.after(c);
        let replies = child.legal_move_list();
        let value = if replies.is_empty() {
            Some(1)
        } else if n < 3 || path.contains(&child.key()) {
            None
        } else {
            path.push(child.key());
            let mut worst = Some(0);
            for &r in &replies {
                match (worst, brute(&child.after(r), n - 2, path)) {
                    (Some(w), Some(v)) => worst = Some(w.max(v + 2)),
                    _ => {
                        worst = None;
                        break;
                    }
                }
            }
            path.pop();
            worst.map(|w| w.max(1))
        };
        if let Some(v) = value {
            best = Some(best.map_or(v, |b: i32| b.min(v)));
        }
    }
    path.pop();
    best
}

fn random_position(rng: &mut Rng, variant: Variant) -> Option<Position> {
    let w = variant.size();
    let mut board = vec![None; w * w];
    let roles =
        [Role::Pawn, Role::Silver, Role::Gold, Role::Bishop, Role::Rook, Role::Tokin, Role::Knight, Role::Lance];
    let usable: Vec<Role> = roles.into_iter().filter(|r| variant.set_count(*r) > 0).collect();
    // Defender king near its edge, attacker king (if any) far away.
    let dk = rng.below(2 * w);
    board[dk] = Some(Piece::new(Color::Gote, Role::King));
    if rng.below(2) == 0 {
        let ak = w * w - 1 - rng.below(w);
        if board[ak].is_none() {
            board[ak] = Some(Piece::new(Color::Sente, Role::King));
        }
    }
    for _ in 0..(2 + rng.below(4)) {
        let sq = rng.below(w * (w / 2 + 1));
        if board[sq].is_none() {
            let color = if rng.below(3) == 0 { Color::Gote } else { Color::Sente };
            board[sq] = Some(Piece::new(color, usable[rng.below(usable.len())]));
        }
    }
    let mut hands = [[0u8; 7]; 2];
    for _ in 0..rng.below(3) {
        let r = usable[rng.below(usable.len())].unpromoted();
        hands[0][r.index()] += 1;
    }
    for _ in 0..rng.below(3) {
        let r = usable[rng.below(usable.len())].unpromoted();
        hands[1][r.index()] += 1;
    }
    let setup = Setup { variant, board, hands, side: Color::Sente, move_number: 1 };
    let pos = Position::from_setup(&setup, Rules::new(variant).with_dead_piece(DeadPiece::Backer)).ok()?;
    pos.has_legal_move().then_some(pos)
}

#[test]
fn solver_agrees_with_brute_force_on_random_positions() {
    let mut rng = Rng(0x5eed_1234_abcd);
    let mut checked = [0usize; 3];
    let mut mates = 0;
    for i in 0..900 {
        let variant = [Variant::Minishogi, Variant::Annan, Variant::Shogi][i % 3];
        let Some(pos) = random_position(&mut rng, variant) else { continue };
        let n = 5;
        let expected = brute(&pos, n, &mut Vec::new());
        let opts = SolveOptions { max_plies: n as u16, hash_mb: 4, alternatives: false, ..SolveOptions::default() };
        let sol = solve(&pos, &opts, None);
        let what = format!("{variant} {}", pos.to_sfen());
        match expected {
            Some(len) => {
                assert_eq!(sol.status, Status::Mate, "{what}: brute force mates in {len}");
                assert_eq!(sol.length, Some(len as u16), "{what}");
                let mut p = pos.clone();
                for &mv in &sol.main_line {
                    assert!(p.is_legal(mv), "{what}");
                    p.play(mv);
                }
                assert!(p.is_checkmate(), "{what}: main line does not mate");
                mates += 1;
            }
            None => assert_eq!(sol.status, Status::NoMate, "{what}: brute force finds no mate in {n}"),
        }
        checked[i % 3] += 1;
    }
    assert!(checked.iter().all(|&c| c >= 100), "too few random positions: {checked:?}");
    assert!(mates >= 30, "too few mates among the random positions: {mates}");
}
