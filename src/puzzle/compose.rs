//! Writes the human side of a generated puzzle: title, hints from vague to exact, and a
//! difficulty estimate. Texts are English; translators add languages in the files.

use crate::content::puzzle::{themes, Puzzle, Tag};
use crate::content::Text;
use crate::rules::{Move, Notation, Position};

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
        dead_piece: None,
        sfen: f.position.to_sfen(),
        mate,
        main_line: f.line.iter().map(|m| m.usi(g)).collect(),
        annan_only: f.annan_only,
        title: Text::en(format!("{}: mate in {mate}", theme.map_or("Tsume", title_word))),
        hints: hints(&f.position, f.line[0], theme),
        tags,
        difficulty: difficulty(mate, f.nodes),
        origin: f.origin.clone(),
    }
}

fn title_word(tag: Tag) -> &'static str {
    match tag {
        Tag::BackerCheck => "Borrowed power",
        Tag::DiscoveredBacker => "A new backer",
        Tag::Discovered => "Open the line",
        Tag::Drop => "From the hand",
        Tag::Sacrifice => "Give it away",
        Tag::Promotion => "Promote to mate",
    }
}

/// Three hints: the idea, the piece, the move.
fn hints(pos: &Position, first: Move, theme: Option<Tag>) -> Vec<Text> {
    let idea = match theme {
        Some(Tag::BackerCheck) => "One of your pieces can borrow a stronger movement from the piece behind it.",
        Some(Tag::DiscoveredBacker) => "Change what stands behind one of your pieces.",
        Some(Tag::Discovered) => "Move a piece out of the way of another.",
        Some(Tag::Drop) => "A piece from your hand is the key.",
        Some(Tag::Sacrifice) => "Your first piece will be taken, and that is the point.",
        Some(Tag::Promotion) => "A promotion makes the difference.",
        None => "Every move must check: look for the one that takes away the last escape square.",
    };
    let [piece, exact] = move_hints(pos, first);
    vec![Text::en(idea), Text::en(piece), Text::en(exact)]
}

/// Two hints for playing `mv` in `pos`: which piece, then the move itself. The player uses
/// them past the first move, where the file's hints end.
pub fn move_hints(pos: &Position, mv: Move) -> [String; 2] {
    let g = pos.geometry();
    let piece = match (mv.from(), mv.drop_role()) {
        (Some(from), _) => {
            let role = pos.piece_at(from).map_or("piece".to_string(), |p| crate::i18n::rules::role(p.role));
            format!("Move the {role} on {}.", g.square_name(from))
        }
        (None, Some(role)) => format!("Drop a {}.", crate::i18n::rules::role(role)),
        _ => "Give check.".to_string(),
    };
    let (western, usi) = (pos.format_move(mv, Notation::Western, None), mv.usi(g));
    let exact = if western == usi { format!("Play {usi}.") } else { format!("Play {western} ({usi}).") };
    [piece, exact]
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
