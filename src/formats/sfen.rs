//! SFEN (one position) and USI `position` commands (a position and moves) as records.

use super::error::{ErrorKind, FormatError};
use super::moves::{MoveText, MoveToken};
use super::text::{column, numbered_lines};
use super::{Format, Game, Record};
use crate::rules::{Setup, Variant, ANNAN_TRADITIONAL};

/// The game of an SFEN board whose game is not named: minishogi on five ranks, else
/// `nine_ranks` (shogi for records read for other programs, Annan for this program's own
/// commands: see `commands::game`).
pub fn game_of_board(board: &str, nine_ranks: Variant) -> Variant {
    match board.split('/').count() {
        5 => Variant::Minishogi,
        _ => nine_ranks,
    }
}

/// Whether the first line of a text is SFEN or USI: `position ...`, `sfen ...`, `startpos`,
/// or an SFEN board (ranks of letters and digits separated by `/`).
pub fn detect(first: &str) -> Option<super::Format> {
    let with_moves = first.split_whitespace().any(|w| w == "moves");
    let head = first.split_whitespace().next()?;
    let usi_or_sfen = if with_moves { Format::Usi } else { Format::Sfen };
    match head {
        "position" => Some(Format::Usi),
        "sfen" | "startpos" | "traditional" => Some(usi_or_sfen),
        _ if head.contains('/') && head.chars().all(|c| c.is_ascii_alphanumeric() || c == '/' || c == '+') => {
            Some(usi_or_sfen)
        }
        _ => None,
    }
}

/// Reads one SFEN or USI line (`[position] [sfen] SFEN|startpos [moves M...]`). Other
/// non-empty lines are an error: one file, one position.
pub fn parse(text: &str, wanted: Option<Variant>) -> Result<Record, FormatError> {
    let mut lines = numbered_lines(text).filter(|(_, l)| !l.trim().is_empty());
    let Some((no, line)) = lines.next() else {
        return Err(FormatError::whole(ErrorKind::Empty));
    };
    if let Some((extra_no, extra)) = lines.next() {
        let t = extra.trim();
        return Err(FormatError::at(extra_no, column(extra, t), ErrorKind::UnexpectedLine { text: t.to_string() }));
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut rest = words.as_slice();
    if let ["position", tail @ ..] = rest {
        rest = tail;
    }
    let (position_words, move_words) = match rest.iter().position(|&w| w == "moves") {
        Some(i) => (&rest[..i], &rest[i + 1..]),
        None => (rest, &[][..]),
    };
    let position_words = match position_words {
        ["sfen", tail @ ..] => tail,
        other => other,
    };
    let at_words = |w: &str| FormatError::at(no, column(line, w), ErrorKind::Sfen(crate::rules::SfenError::Empty));
    let first = *position_words.first().ok_or_else(|| at_words(line))?;
    let variant = wanted.unwrap_or(game_of_board(first, Variant::Shogi));
    let sfen = match position_words {
        ["startpos"] => variant.startpos().to_string(),
        ["traditional"] if variant == Variant::Annan => ANNAN_TRADITIONAL.to_string(),
        words => words.join(" "),
    };
    let setup =
        Setup::parse(variant, &sfen).map_err(|e| FormatError::at(no, column(line, first), ErrorKind::Sfen(e)))?;
    let moves = move_words
        .iter()
        .enumerate()
        .map(|(i, w)| MoveToken {
            number: i as u32 + 1,
            line: no,
            column: column(line, w),
            text: w.to_string(),
            parsed: MoveText::Usi(w.to_string()),
            comments: Vec::new(),
        })
        .collect();
    let format = if move_words.is_empty() && words.first() != Some(&"position") { Format::Sfen } else { Format::Usi };
    Ok(Record {
        format,
        setup,
        position_line: no,
        headers: Vec::new(),
        comments: Vec::new(),
        moves,
        ending: None,
        variations: Vec::new(),
    })
}

/// `position sfen <start> moves ...` (`position startpos` for the shogi start position).
pub fn write_usi(game: &Game) -> String {
    let start = game.start.to_sfen();
    let mut s = if game.start.variant() == Variant::Shogi && start == Variant::Shogi.startpos() {
        "position startpos".to_string()
    } else {
        format!("position sfen {start}")
    };
    if !game.moves.is_empty() {
        s.push_str(" moves");
        for mv in &game.moves {
            s.push(' ');
            s.push_str(&mv.usi(game.start.geometry()));
        }
    }
    s.push('\n');
    s
}
