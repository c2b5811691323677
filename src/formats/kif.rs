//! KIF, Kakinoki's game record: headers, the start position (`手合割` or a BOD diagram),
//! then `手数----指手---------消費時間--` and one numbered move per line with its origin
//! (`   1 ７六歩(77)   ( 0:01/00:00:01)`), drops with 打, `*` comments, a trailing `+`
//! where a variation branches, `変化：N手` sections, and endings (投了, 詰み, `まで…`).
//! The reader here also reads KI2 and BOD, which share the header and diagram.

use super::bod::{plain_header_key, write_start, Header};
use super::branches::{ending_of_word, word_of_ending, Branches};
use super::error::{ErrorKind, FormatError};
use super::moves::{parse_japanese, MoveText, MoveToken};
use super::text::{column, full_digit, is_space, kanji_digit, numbered_lines};
use super::{ki2, Ending, Format, Game, Record};
use crate::rules::{notation::japanese_name, Color, Move, Position, Square, Variant};

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
                branches.number_after(header.moves_before());
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
                    branches.end(ending_of_sentence(t));
                    continue;
                }
                return Err(FormatError::at(no, column(line, t), ErrorKind::UnexpectedLine { text: t.to_string() }));
            }
            in_moves = true;
            branches.number_after(header.moves_before());
        }
        if let Some(comment) = line.strip_prefix('*') {
            branches.comment(comment);
        } else if t.starts_with("まで") {
            branches.end(ending_of_sentence(t));
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
    let (moves, ending, variations) = branches.finish();
    Ok(Record { format, setup, position_line, headers: header.headers, comments, moves, ending, variations })
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
    let known = ending_of_word(mv).is_some() || parse_japanese(mv).is_some();
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
    if let Some(ending) = ending_of_word(mv) {
        branches.check_number(number).map_err(|kind| FormatError::at(no, column(line, mv), kind))?;
        branches.end(Some(ending));
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

/// The ending a closing sentence states (`まで64手で後手の勝ち`, `まで80手で千日手`,
/// `まで90手で時間切れにより先手の勝ち`), as Kakinoki's programs write it: KI2 has no other
/// place for it. A sentence that names only the winner is read as a resignation (the board
/// tells a mate). `None` when it states nothing known.
pub fn ending_of_sentence(t: &str) -> Option<Ending> {
    let rest = t.strip_prefix("まで")?.trim_start_matches(['、', ',']);
    let rest =
        rest.trim_start_matches(|c: char| c.is_ascii_digit() || super::text::file_digit(c).is_some() || c == '０');
    let rest: String = rest.strip_prefix("手で").unwrap_or(rest).chars().filter(|&c| !is_space(c)).collect();
    if rest.starts_with("時間切れ") || rest.ends_with("切れ負け") {
        return Some(Ending::TimeUp);
    }
    let said = |suffix: &str| rest.ends_with(suffix);
    Some(if said("反則勝ち") {
        Ending::FoulWin
    } else if said("反則負け") {
        Ending::FoulLoss
    } else if said("入玉勝ち") || said("宣言勝ち") {
        Ending::Declaration
    } else if said("の勝ち") {
        Ending::Resignation
    } else {
        return ending_of_word(&rest);
    })
}

/// The ending lines of a KIF or KI2 record after `last` (the last move's number): KIF's move
/// column says the ending (`6 投了`) and both close with the sentence Kakinoki writes
/// (`まで5手で先手の勝ち`), which names the winner from the side to move at the end
/// (`mover`). A game left unfinished closes with `中断` (KIF without a move line, as
/// the record did not say it was stopped).
pub fn write_ending(s: &mut String, ending: Option<Ending>, mover: Color, last: u32, format: Format) {
    let name = |c: Color| if c == Color::Sente { "先手" } else { "後手" };
    let (winner, loser) = (name(mover.opponent()), name(mover));
    if let (Some(e), Format::Kif) = (ending, format) {
        s.push_str(&format!("{:>4} {}\n", last + 1, word_of_ending(e)));
    }
    let sentence = match ending {
        None | Some(Ending::Interrupted) => "中断".to_string(),
        Some(Ending::Resignation | Ending::Checkmate) => format!("{winner}の勝ち"),
        Some(Ending::TimeUp) => format!("時間切れにより{winner}の勝ち"),
        Some(Ending::Declaration) => format!("{loser}の入玉勝ち"),
        Some(Ending::FoulWin) => format!("{loser}の反則勝ち"),
        Some(Ending::FoulLoss) => format!("{loser}の反則負け"),
        Some(e) => word_of_ending(e).to_string(),
    };
    s.push_str(&format!("まで{last}手で{sentence}\n"));
}

/// A KIF record of a game: headers, start position, moves numbered from the start position's
/// move number (`手数＝N`: from N + 1) with comments, the ending, and every variation.
pub fn write_kif(game: &Game) -> String {
    let mut s = write_head(game, Format::Kif);
    s.push_str("手数----指手---------消費時間--\n");
    let before = game.first_number() - 1;
    let branch_plies = |parent: Option<usize>| -> Vec<u32> {
        game.variations.iter().filter(|v| v.parent == parent).map(|v| v.ply + before).collect()
    };
    let first = game.first_number();
    let end = write_line(&mut s, &game.start, &[], &game.moves, &game.move_comments, first, &branch_plies(None));
    if !game.moves.is_empty() || game.ending.is_some() {
        write_ending(&mut s, game.ending, end.side_to_move(), before + game.moves.len() as u32, Format::Kif);
    }
    for (i, v) in game.variations.iter().enumerate() {
        let line = game.variation_line(i);
        let played = &line[..(v.ply.saturating_sub(1) as usize).min(line.len())];
        s.push_str(&format!("\n変化：{}手\n", v.ply + before));
        write_line(&mut s, &game.start, played, &v.moves, &v.move_comments, v.ply + before, &branch_plies(Some(i)));
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
