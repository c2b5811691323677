//! The moves of a solution that only the game's dead-piece setting allows. By default
//! (`backer`) an Annan lance may be dropped on the last rank when the rook behind it gives it
//! a move there; under the ordinary shogi restriction (`original`) it may not. A player who
//! learnt shogi takes such a move for an illegal one, or the puzzle for a broken one (a
//! playtest: 7 of the collection's 100 Annan puzzles have no mate of their length under
//! `original`), so the puzzle player names the setting where such a move is played.

use crate::rules::{DeadPiece, Move, Position};

/// Whether `mv`, legal in `pos`, would not be legal under the ordinary shogi restriction:
/// a pawn, lance or knight left unpromoted where only its setting lets it stand. Never in
/// shogi and minishogi, which have that restriction alone.
pub fn needs_setting(pos: &Position, mv: Move) -> bool {
    !pos.is_legal_under(mv, DeadPiece::Original)
}

/// The plies (0-based) of `line`, played from `start`, whose move [`needs_setting`].
pub fn plies_needing_setting(start: &Position, line: &[Move]) -> Vec<usize> {
    let mut pos = start.clone();
    let mut plies = Vec::new();
    for (ply, &mv) in line.iter().enumerate() {
        if needs_setting(&pos, mv) {
            plies.push(ply);
        }
        pos.play(mv);
    }
    plies
}
