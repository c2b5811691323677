//! KIF, Kakinoki's game record: headers, the start position (`手合割` or a BOD diagram),
//! then `手数----指手---------消費時間--` and one numbered move per line with its origin
//! (`   1 ７六歩(77)   ( 0:01/00:00:01)`), drops with 打, `*` comments, a trailing `+`
//! where a variation branches, `変化：N手` sections, and endings (投了, 詰み, `まで…`).
//! The reader here also reads KI2 and BOD, which share the header and diagram.

use super::bod::{plain_header_key, write_start, Header};
use super::branches::{Branches, ENDINGS};
use super::error::{ErrorKind, FormatError};
use super::moves::{parse_japanese, MoveText, MoveToken};
use super::text::{column, full_digit, is_space, kanji_digit, numbered_lines};
use super::{ki2, Format, Game, Record};
use crate::rules::{notation::japanese_name, Move, Position, Square, Variant};

/// Which of KIF, KI2 and BOD a Japanese text is (its lines trimmed, blank ones left out).
pub fn detect(lines: &[&str]) -> Option<Format> {
    if lines.iter().any(|l| l.starts_with("手数--") || split_move_line(l).is_some()) {
        return Some(Format::Kif);
    }
    if lines.iter().any(|l| ki2::is_move_line(l)) {
        return Some(Format::Ki2);
    }
    if lines.iter().any(|l| l.starts_with('|')) {
        return Some(Format::Bod);
    }
    lines.iter().any(|l| l.contains("手合割") || l.contains("持駒")).then_some(Format::Kif)
}

/// Reads KIF, KI2 or BOD (`format` says which move lines to expect).
pub fn parse(text: &str, format: Format, wanted: Option<Variant>) -> Result<Record, FormatError> {
    let mut header = Header::default();
    let mut branches = Branches::new();
    let mut in_moves = false;
    for (no, line) in numbered_lines(text) {
        let t = line.trim_matches(is_space);
        if t.is_empty() || t.starts_with('#') || t.starts_with('&') {
            continue;
        }
        if !in_moves {
            if t.starts_with("手数--") {
                in_moves = true;
                continue;
            }
            let move_line = match format {
                Format::Kif => split_move_line(t).is_some() || t.starts_with("変化"),
                Format::Ki2 => ki2::is_move_line(t) || t.starts_with("変化"),
                _ => false,
            };
            if !move_line {
                if header.feed(no, line)? {
                    continue;
                }
                if t.starts_with("まで") {
                    branches.end();
                    continue;
                }
                return Err(FormatError::at(no, column(line, t), ErrorKind::UnexpectedLine { text: t.to_string() }));
            }
            in_moves = true;
        }
        if let Some(comment) = line.strip_prefix('*') {
            branches.comment(comment);
        } else if t.starts_with("まで") {
            branches.end();
        } else if t.starts_with("変化") {
            branches.variation(no, line)?;
        } else if format == Format::Ki2 && ki2::is_move_line(t) {
            ki2::read_line(no, line, &mut branches)?;
        } else if format == Format::Kif {
            read_move_line(no, line, &mut branches)?;
        } else {
            return Err(FormatError::at(no, column(line, t), ErrorKind::UnexpectedLine { text: t.to_string() }));
        }
    }
    let setup = header.setup(wanted)?;
    let position_line = header.position_line();
    let mut comments = header.comments;
    comments.append(&mut branches.start_comments);
    let (moves, variations) = branches.finish();
    Ok(Record { format, setup, position_line, headers: header.headers, comments, moves, variations })
}

/// `   1 ７六歩(77)   ( 0:01/00:00:01)+` split into the move number, the move text and what
/// follows it; `None` when the line is not a KIF move line.
fn split_move_line(t: &str) -> Option<(u32, &str, &str)> {
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let number: u32 = t[..digits].parse().ok()?;
    let rest = &t[digits..];
    if !rest.starts_with(is_space) {
        return None;
    }
    let rest = rest.trim_start_matches(is_space);
    // 同 may be followed by a (full-width) space before the piece.
    let skip = if rest.starts_with('同') { '同'.len_utf8() } else { 0 };
    let after_same = rest[skip..].trim_start_matches(is_space);
    let word_end = after_same.find(is_space).unwrap_or(after_same.len());
    let mut end = rest.len() - after_same.len() + word_end;
    if rest[..end].ends_with('+') {
        end -= 1; // the branch mark written right after the move
    }
    let (mv, tail) = rest.split_at(end);
    let known = ENDINGS.contains(&mv) || parse_japanese(mv).is_some();
    known.then_some((number, mv, tail))
}

/// The time field and branch mark after a move: `( 0:01/00:00:01)`, `+`, or nothing.
fn valid_tail(tail: &str) -> bool {
    tail.chars().all(|c| is_space(c) || c.is_ascii_digit() || "():/+".contains(c))
}

fn read_move_line(no: usize, line: &str, branches: &mut Branches) -> Result<(), FormatError> {
    let t = line.trim_matches(is_space);
    let Some((number, mv, tail)) = split_move_line(t) else {
        let word = t.split(is_space).find(|w| !w.chars().all(|c| c.is_ascii_digit())).unwrap_or(t);
        return Err(FormatError::at(no, column(line, word), ErrorKind::BadMove { text: word.to_string() }));
    };
    if !valid_tail(tail) {
        let tail = tail.trim_matches(is_space);
        return Err(FormatError::at(no, column(line, tail), ErrorKind::BadMove { text: tail.to_string() }));
    }
    if ENDINGS.contains(&mv) {
        let expected = branches.next_number();
        if number != expected {
            return Err(FormatError::at(no, column(line, mv), ErrorKind::MoveNumber { expected, found: number }));
        }
        branches.end();
        return Ok(());
    }
    let parsed = parse_japanese(mv)
        .ok_or_else(|| FormatError::at(no, column(line, mv), ErrorKind::BadMove { text: mv.to_string() }))?;
    let token = MoveToken {
        number,
        line: no,
        column: column(line, mv),
        text: mv.to_string(),
        parsed: MoveText::Japanese(parsed),
        comments: Vec::new(),
    };
    branches.push(Some(number), token)
}

/// A move as KIF writes it: destination (or `同　`), piece, 成/不成, then the origin in
/// parentheses or 打. KIF never uses KI2's 右/左/上/引 marks: the origin says it all.
pub fn move_text(pos: &Position, mv: Move, previous_to: Option<Square>) -> String {
    let g = pos.geometry();
    let to = mv.to();
    let mut s = if previous_to == Some(to) {
        "同　".to_string()
    } else {
        format!("{}{}", full_digit(g.file_of(to)), kanji_digit(g.rank_of(to)))
    };
    match (mv.from(), mv.drop_role()) {
        (Some(from), _) => {
            let role = pos.piece_at(from).map_or(crate::rules::Role::Pawn, |p| p.role);
            s.push_str(japanese_name(role));
            if mv.promotes() {
                s.push('成');
            } else if pos.is_legal(Move::normal(from, to, true)) {
                s.push_str("不成");
            }
            s.push_str(&format!("({}{})", g.file_of(from), g.rank_of(from)));
        }
        (None, role) => {
            s.push_str(japanese_name(role.unwrap_or(crate::rules::Role::Pawn)));
            s.push('打');
        }
    }
    s
}

/// The first line, headers and the start position, as KIF and KI2 both begin. The `#` line
/// is what GUIs put first; it also keeps a header from being taken for another format.
pub fn write_head(game: &Game, format: Format) -> String {
    let mut s = format!("# {}形式棋譜ファイル Generated by annan\n", if format == Format::Ki2 { "KI2" } else { "KIF" });
    for (key, value) in game.headers.iter().filter(|(k, _)| plain_header_key(k)) {
        s.push_str(&format!("{key}：{}\n", one_line(value)));
    }
    s.push_str(&write_start(&game.start));
    for c in &game.comments {
        s.push_str(&format!("*{}\n", one_line(c)));
    }
    s
}

/// A header value or comment on one line.
pub fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

/// The sentence that closes a record: who won when the last move mates, else 中断.
pub fn ending(end: &Position, moves: usize) -> String {
    if end.is_checkmate() {
        let winner = if end.side_to_move() == crate::rules::Color::Sente { "後手" } else { "先手" };
        format!("まで{moves}手で{winner}の勝ち\n")
    } else {
        format!("まで{moves}手で中断\n")
    }
}

/// A KIF record of a game: headers, start position, numbered moves with comments, `詰み`
/// when the last move mates, and every variation.
pub fn write_kif(game: &Game) -> String {
    let mut s = write_head(game, Format::Kif);
    s.push_str("手数----指手---------消費時間--\n");
    let branch_plies = |parent: Option<usize>| -> Vec<u32> {
        game.variations.iter().filter(|v| v.parent == parent).map(|v| v.ply).collect()
    };
    let end = write_line(&mut s, &game.start, &[], &game.moves, &game.move_comments, 1, &branch_plies(None));
    if !game.moves.is_empty() {
        if end.is_checkmate() {
            s.push_str(&format!("{:>4} 詰み\n", game.moves.len() + 1));
        }
        s.push_str(&ending(&end, game.moves.len()));
    }
    for (i, v) in game.variations.iter().enumerate() {
        let line = game.variation_line(i);
        let before = &line[..(v.ply.saturating_sub(1) as usize).min(line.len())];
        s.push_str(&format!("\n変化：{}手\n", v.ply));
        write_line(&mut s, &game.start, before, &v.moves, &v.move_comments, v.ply, &branch_plies(Some(i)));
    }
    s
}

/// Numbered move lines of `moves` played after `before`; returns the final position.
fn write_line(
    s: &mut String,
    start: &Position,
    before: &[Move],
    moves: &[Move],
    comments: &[Vec<String>],
    first: u32,
    branches: &[u32],
) -> Position {
    let mut pos = start.clone();
    let mut previous = None;
    for &mv in before {
        pos.play(mv);
        previous = Some(mv.to());
    }
    for (i, &mv) in moves.iter().enumerate() {
        let number = first + i as u32;
        let mark = if branches.contains(&number) { "+" } else { "" };
        s.push_str(&format!("{number:>4} {}{mark}\n", move_text(&pos, mv, previous)));
        for c in comments.get(i).into_iter().flatten() {
            s.push_str(&format!("*{}\n", one_line(c)));
        }
        pos.play(mv);
        previous = Some(mv.to());
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lines_split_with_times_and_marks() {
        assert_eq!(split_move_line("1 ７六歩(77)   ( 0:01/00:00:01)"), Some((1, "７六歩(77)", "   ( 0:01/00:00:01)")));
        assert_eq!(split_move_line("12 同　歩(23)+"), Some((12, "同　歩(23)", "+")));
        assert_eq!(split_move_line("47 投了"), Some((47, "投了", "")));
        assert_eq!(split_move_line("手数----指手"), None);
        assert_eq!(split_move_line("3 まで"), None);
    }
}
