//! KI2, Kakinoki's record as people write moves: the KIF header and diagram, then moves
//! marked ▲ (Sente) and △ (Gote) several to a line, without origins: `▲７六歩　△３四歩`,
//! `▲５八金右`, `△同　歩`, `▲５五角打`. The origin is found from the piece, the destination
//! and the 右/左/直 and 上/引/寄 marks (see `moves::resolve`).

use super::branches::Branches;
use super::error::{ErrorKind, FormatError};
use super::kif::{one_line, write_ending, write_head};
use super::moves::{parse_japanese, MoveText, MoveToken};
use super::text::{column, is_side_mark, is_space};
use super::{Format, Game};
use crate::rules::Color;

/// Moves written per line, as Kakinoki's KI2 output lays them out.
const MOVES_PER_LINE: usize = 6;

/// A line of moves: it starts with ▲ or △ and is not a header (`▲持駒：`).
pub fn is_move_line(t: &str) -> bool {
    t.chars().next().is_some_and(is_side_mark) && !t.contains('：') && !t.contains(':')
}

/// Reads every move of one line: each runs from its mark to the next mark.
pub fn read_line(no: usize, line: &str, branches: &mut Branches) -> Result<(), FormatError> {
    let t = line.trim_matches(is_space);
    let starts: Vec<usize> = t.char_indices().filter(|&(_, c)| is_side_mark(c)).map(|(i, _)| i).collect();
    for (k, &start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(t.len());
        let text = t[start..end].trim_end_matches(is_space);
        let parsed = parse_japanese(text)
            .ok_or_else(|| FormatError::at(no, column(line, text), ErrorKind::BadMove { text: text.to_string() }))?;
        let token = MoveToken {
            number: branches.next_number(),
            line: no,
            column: column(line, text),
            text: text.to_string(),
            parsed: MoveText::Japanese(parsed),
            comments: Vec::new(),
        };
        branches.push(None, token)?;
    }
    Ok(())
}

/// A KI2 record of the main line (KI2 variations are rare; KIF keeps them).
pub fn write_ki2(game: &Game) -> String {
    let mut s = write_head(game, Format::Ki2);
    let mut pos = game.start.clone();
    let mut previous = None;
    let mut on_line = 0;
    for (i, &mv) in game.moves.iter().enumerate() {
        let mark = if pos.side_to_move() == Color::Sente { '▲' } else { '△' };
        if on_line > 0 {
            s.push_str("    ");
        }
        s.push(mark);
        s.push_str(&pos.japanese(mv, previous));
        on_line += 1;
        let comments = game.move_comments.get(i).filter(|c| !c.is_empty());
        if on_line == MOVES_PER_LINE || comments.is_some() || i + 1 == game.moves.len() {
            s.push('\n');
            on_line = 0;
        }
        for c in comments.into_iter().flatten() {
            s.push_str(&format!("*{}\n", one_line(c)));
        }
        previous = Some(mv.to());
        pos.play(mv);
    }
    if !game.moves.is_empty() || game.ending.is_some() {
        let last = game.first_number() - 1 + game.moves.len() as u32;
        write_ending(&mut s, game.ending, pos.side_to_move(), last, Format::Ki2);
    }
    s
}
