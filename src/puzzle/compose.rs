//! Writes the human side of a generated puzzle: a title and hints from vague to exact, as
//! message ids with arguments (read in every language), and a difficulty estimate.

use crate::content::puzzle::{themes, Phrase, Puzzle};
use crate::rules::{DeadPiece, Move, Position};

/// What the generator knows about a puzzle it found.
pub struct Found {
    pub id: String,
    pub position: Position,
    pub line: Vec<Move>,
    pub annan_only: bool,
    /// Nodes the solver needed to prove the mate from scratch.
    pub nodes: u64,
    pub origin: String,
}

/// The puzzle file content for `f`.
pub fn compose(f: &Found) -> Puzzle {
    let g = f.position.geometry();
    let mate = f.line.len() as u16;
    let tags = themes(&f.position, &f.line);
    let first = &f.line[..f.line.len().min(2)];
    let opening = themes(&f.position, first);
    let theme = opening.first().or(tags.first()).copied();
    Puzzle {
        id: f.id.clone(),
        variant: f.position.variant(),
        // A puzzle holds under its own setting only: one found under another than the
        // default says so, and is checked and played under it.
        dead_piece: Some(f.position.rules().dead_piece)
            .filter(|&d| d != DeadPiece::default() && f.position.variant().has_backers()),
        sfen: f.position.to_sfen(),
        mate,
        main_line: f.line.iter().map(|m| m.usi(g)).collect(),
        annan_only: f.annan_only,
        title: Phrase::Title { theme, length: mate },
        hints: {
            let [piece, exact] = Phrase::for_move(&f.position, f.line[0]);
            vec![Phrase::Idea { theme }, piece, exact]
        },
        tags,
        difficulty: difficulty(mate, f.nodes),
        origin: f.origin.clone(),
    }
}

/// 1 to 5 from the length and the solver's effort (nodes to prove the mate from scratch):
/// longer mates and mates the solver has to search widely for are harder for people too.
pub fn difficulty(mate: u16, nodes: u64) -> u8 {
    let effort = (nodes.max(1) as f64).log10();
    let score = (mate as f64 - 1.0) / 3.0 + (effort - 2.0) / 1.5;
    score.round().clamp(1.0, 5.0) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difficulty_grows_with_length_and_effort() {
        assert_eq!(difficulty(1, 10), 1);
        assert!(difficulty(7, 10_000) > difficulty(3, 10_000));
        assert!(difficulty(5, 1_000_000) > difficulty(5, 1_000));
        assert_eq!(difficulty(15, 100_000_000), 5);
    }
}
