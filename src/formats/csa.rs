//! The CSA record format (version 2.2 / 3.0 layout): `N+`/`N-` names, `$KEY:value`
//! fields, the board as `P1`..`P9` rows of three-character cells or `PI` (the start
//! position less the pieces listed), `P+`/`P-` pieces and hands (`00AL` for the rest), the
//! side to move, then moves such as `+7776FU`, times `T12` and endings `%TORYO`. Statements
//! may share a line separated by commas; `'` starts a comment, `'*` a comment on the move
//! before. A 5x5 board (`P1`..`P5`, squares 11..55) is minishogi as the MSK format lays it
//! out. CSA has no variant field: we write `'variant:annan` and read it back.

use super::error::{ErrorKind, FormatError};
use super::kif::one_line;
use super::moves::{csa_code, parse_csa, role_from_csa, MoveToken};
use super::text::{column, numbered_lines};
use super::{Ending, Format, Game, Record};
use crate::rules::{Color, Piece, Position, Role, Setup, Variant, HAND_ROLES_SFEN_ORDER};

const VARIANT_COMMENT: &str = "variant:";

/// Whether a line starts like a CSA statement (used to recognise the format).
pub fn is_statement(line: &str) -> bool {
    let b = line.as_bytes();
    let digits = |r: std::ops::Range<usize>| b.get(r).is_some_and(|d| d.iter().all(u8::is_ascii_digit));
    line.starts_with("V2")
        || line.starts_with("V3")
        || line.starts_with("N+")
        || line.starts_with("N-")
        || line.starts_with("PI")
        || line.starts_with("P+")
        || line.starts_with("P-")
        || (b.len() > 1 && b[0] == b'P' && (b'1'..=b'9').contains(&b[1]))
        || (b.first().is_some_and(|&c| c == b'$') && line.contains(':'))
        || line == "+"
        || line == "-"
        || (matches!(b.first(), Some(b'+' | b'-')) && digits(1..5))
}

/// One piece of a `P+`/`P-` statement and its line: on a square, or in hand (`None`);
/// `AL` (the rest of the set, in hand) has no role.
type Placed = (usize, Color, Option<(usize, usize)>, Option<Role>);

/// The position statements read so far.
#[derive(Default)]
struct Board {
    rows: Vec<(usize, Vec<Option<Piece>>)>,
    /// `PI` and its line: the start position less the pieces listed.
    initial: Option<(usize, Vec<Removed>)>,
    placed: Vec<Placed>,
    side: Option<Color>,
    variant: Option<Variant>,
}

pub fn parse(text: &str, wanted: Option<Variant>) -> Result<Record, FormatError> {
    let mut board = Board::default();
    let mut headers = Vec::new();
    let mut comments = Vec::new();
    let mut moves: Vec<MoveToken> = Vec::new();
    let mut ended = false;
    let mut ending_word: Option<String> = None;
    let mut position_line = 1;
    'lines: for (no, line) in numbered_lines(text) {
        if let Some(comment) = line.strip_prefix('\'') {
            match (comment.strip_prefix('*'), moves.last_mut()) {
                (Some(c), Some(mv)) => mv.comments.push(c.to_string()),
                _ => match comment.strip_prefix(VARIANT_COMMENT).and_then(|v| Variant::from_name(v.trim())) {
                    Some(v) => board.variant = Some(v),
                    None => comments.push(comment.strip_prefix('*').unwrap_or(comment).to_string()),
                },
            }
            continue;
        }
        for statement in line.split(',') {
            let s = statement.trim_end();
            if s.is_empty() {
                continue;
            }
            let at = |kind| FormatError::at(no, column(line, statement), kind);
            if s == "/" {
                break 'lines; // the next game of a multi-game file
            }
            if ended && !s.starts_with('T') {
                return Err(at(ErrorKind::AfterEnd { text: s.to_string() }));
            }
            if board.side.is_some() {
                if s.starts_with('%') {
                    ended = true;
                    ending_word = Some(s.to_string());
                } else if let Some(t) = s.strip_prefix('T') {
                    if !t.chars().all(|c| c.is_ascii_digit() || c == '.') {
                        return Err(at(ErrorKind::BadMove { text: s.to_string() }));
                    }
                } else {
                    let parsed = parse_csa(s).ok_or_else(|| at(ErrorKind::BadMove { text: s.to_string() }))?;
                    let number = moves.len() as u32 + 1;
                    let token = MoveToken {
                        number,
                        line: no,
                        column: column(line, statement),
                        text: s.to_string(),
                        parsed,
                        comments: Vec::new(),
                    };
                    moves.push(token);
                }
                continue;
            }
            if s.starts_with('V') {
                continue;
            }
            if let Some(name) = s.strip_prefix("N+") {
                headers.push(("先手".to_string(), name.to_string()));
            } else if let Some(name) = s.strip_prefix("N-") {
                headers.push(("後手".to_string(), name.to_string()));
            } else if let Some(field) = s.strip_prefix('$') {
                let (k, v) =
                    field.split_once(':').ok_or_else(|| at(ErrorKind::UnexpectedLine { text: s.to_string() }))?;
                headers.push((k.to_string(), v.to_string()));
            } else if s == "+" || s == "-" {
                board.side = Some(if s == "+" { Color::Sente } else { Color::Gote });
            } else if let Some(list) = s.strip_prefix("PI") {
                position_line = no;
                let mut removed = Vec::new();
                for g in groups(list) {
                    let (square, code) = square_and_code(no, line, g)?;
                    let role = role_from_csa(code).ok_or_else(|| not_a_piece(no, line, code))?;
                    removed.push(Removed { square, role, text: g.to_string() });
                }
                board.initial = Some((no, removed));
            } else if let Some(list) = s.strip_prefix("P+").or_else(|| s.strip_prefix("P-")) {
                let color = if s.as_bytes()[1] == b'+' { Color::Sente } else { Color::Gote };
                for g in groups(list) {
                    let (square, code) = square_and_code(no, line, g)?;
                    let role = if code == "AL" && square == (0, 0) {
                        None
                    } else {
                        Some(role_from_csa(code).ok_or_else(|| not_a_piece(no, line, code))?)
                    };
                    let square = (square != (0, 0)).then_some(square);
                    board.placed.push((no, color, square, role));
                }
            } else if s.starts_with('P') && s.len() >= 2 && s.as_bytes()[1].is_ascii_digit() {
                position_line = board.rows.first().map_or(no, |r| r.0);
                let rank = (s.as_bytes()[1] - b'0') as usize;
                if rank != board.rows.len() + 1 {
                    return Err(at(ErrorKind::UnexpectedLine { text: s.to_string() }));
                }
                board.rows.push((no, row(no, line, &statement[2..])?));
            } else {
                return Err(at(ErrorKind::UnexpectedLine { text: s.to_string() }));
            }
        }
    }
    let setup = board.setup(wanted, position_line)?;
    let mover = if moves.len().is_multiple_of(2) { setup.side } else { setup.side.opponent() };
    let ending = ending_word.and_then(|w| ending_of_word(&w, mover));
    Ok(Record { format: Format::Csa, setup, position_line, headers, comments, moves, ending, variations: Vec::new() })
}

/// The ending a CSA `%` line records; `mover` is the side to move after the last move, as
/// most of them are said from (`%TORYO`: it resigns). `%+ILLEGAL_ACTION` and
/// `%-ILLEGAL_ACTION` name the side that fouled and lost. `%MATTA` (a take-back) and
/// `%ERROR` end no game: `None`.
fn ending_of_word(word: &str, mover: Color) -> Option<Ending> {
    let foul_by = |c: Color| if c == mover { Ending::FoulLoss } else { Ending::FoulWin };
    Some(match word {
        "%TORYO" => Ending::Resignation,
        "%TSUMI" => Ending::Checkmate,
        "%FUZUMI" => Ending::NoMate,
        "%CHUDAN" => Ending::Interrupted,
        "%SENNICHITE" => Ending::Repetition,
        "%JISHOGI" | "%HIKIWAKE" => Ending::Impasse,
        "%TIME_UP" => Ending::TimeUp,
        "%KACHI" => Ending::Declaration,
        "%ILLEGAL_MOVE" => Ending::FoulLoss,
        "%+ILLEGAL_ACTION" => foul_by(Color::Sente),
        "%-ILLEGAL_ACTION" => foul_by(Color::Gote),
        _ => return None,
    })
}

/// The `%` line of an ending, with `mover` the side to move at the end. A foul is written
/// with the side that fouled (`%+ILLEGAL_ACTION`), which says who lost whichever side was to
/// move. A forfeit has no CSA word: it is left out.
fn word_of_ending(ending: Ending, mover: Color) -> Option<String> {
    let fouled = |c: Color| format!("%{}ILLEGAL_ACTION", if c == Color::Sente { '+' } else { '-' });
    Some(match ending {
        Ending::Resignation => "%TORYO".to_string(),
        Ending::Checkmate => "%TSUMI".to_string(),
        Ending::NoMate => "%FUZUMI".to_string(),
        Ending::Interrupted => "%CHUDAN".to_string(),
        Ending::Repetition => "%SENNICHITE".to_string(),
        Ending::Impasse => "%JISHOGI".to_string(),
        Ending::TimeUp => "%TIME_UP".to_string(),
        Ending::Declaration => "%KACHI".to_string(),
        Ending::FoulLoss => fouled(mover),
        Ending::FoulWin => fouled(mover.opponent()),
        Ending::ForfeitWin | Ending::ForfeitLoss => return None,
    })
}

/// A piece a `PI` line takes off the start position (`82HI`: the rook on 8b), as written.
struct Removed {
    square: (usize, usize),
    role: Role,
    text: String,
}

/// Four-character groups (`7776`, `00HI`); a short tail is returned as a group of its own.
/// Counted in characters, so that a full-width digit is shown as written, not cut.
fn groups(list: &str) -> impl Iterator<Item = &str> {
    let starts: Vec<usize> = list.char_indices().map(|(i, _)| i).step_by(4).collect();
    starts.into_iter().map(move |i| {
        let end = list[i..].char_indices().nth(4).map_or(list.len(), |(j, _)| i + j);
        &list[i..end]
    })
}

/// Two digits as a square (`00` for the hand).
fn squares_of(text: &str) -> Option<(usize, usize)> {
    let b = text.as_bytes();
    (b.len() == 2 && b.iter().all(u8::is_ascii_digit)).then(|| ((b[0] - b'0') as usize, (b[1] - b'0') as usize))
}

/// A group of a `PI`, `P+` or `P-` line (`82HI`) as its square and its piece code. A whole
/// group whose square is not one is refused as a square (`9zFU`), where the square is; its
/// code is the caller's to read. A group cut short (`82H`) is no piece, as a whole.
fn square_and_code<'a>(no: usize, line: &str, g: &'a str) -> Result<((usize, usize), &'a str), FormatError> {
    if g.chars().count() != 4 {
        return Err(FormatError::at(no, column(line, g), ErrorKind::UnknownPiece { text: g.to_string() }));
    }
    let (at, code) = g.split_at(g.char_indices().nth(2).map_or(g.len(), |(i, _)| i));
    let square = squares_of(at)
        .ok_or_else(|| FormatError::at(no, column(line, at), ErrorKind::BadSquare { text: at.to_string() }))?;
    Ok((square, code))
}

/// A piece code (`HI`) of a `PI`, `P+` or `P-` group that names no piece.
fn not_a_piece(no: usize, line: &str, code: &str) -> FormatError {
    FormatError::at(no, column(line, code), ErrorKind::UnknownPiece { text: code.to_string() })
}

/// The cells of a `Pn` row: ` * ` for empty, `+FU`/`-FU` for pieces.
fn row(no: usize, line: &str, cells: &str) -> Result<Vec<Option<Piece>>, FormatError> {
    let mut out = Vec::with_capacity(9);
    let mut rest = cells;
    while !rest.trim_end().is_empty() {
        let len: usize = rest.chars().take(3).map(char::len_utf8).sum();
        let (cell, tail) = rest.split_at(len);
        let bad = || FormatError::at(no, column(line, cell), ErrorKind::UnknownPiece { text: cell.trim().to_string() });
        out.push(match cell.as_bytes() {
            [_, b'*', ..] => None,
            [sign @ (b'+' | b'-'), code @ ..] => {
                let color = if *sign == b'+' { Color::Sente } else { Color::Gote };
                let code = std::str::from_utf8(code).map_err(|_| bad())?;
                Some(Piece::new(color, role_from_csa(code).ok_or_else(bad)?))
            }
            _ => return Err(bad()),
        });
        rest = tail;
    }
    Ok(out)
}

impl Board {
    fn setup(&self, wanted: Option<Variant>, line: usize) -> Result<Setup, FormatError> {
        let at = |kind| FormatError::at(line, 1, kind);
        // Five rank lines are minishogi's board, unless they are nine squares wide: then they
        // are a 9x9 board whose lines P6 to P9 are missing.
        let nine_wide = self.rows.iter().any(|(_, cells)| cells.len() == 9);
        let by_size = (self.rows.len() == 5 && !nine_wide).then_some(Variant::Minishogi);
        let stated = self.variant.or(by_size);
        let variant = match (wanted, stated) {
            (Some(w), Some(s)) if w != s => return Err(at(ErrorKind::VariantMismatch { found: s, expected: w })),
            (Some(w), _) => w,
            (None, s) => s.unwrap_or(Variant::Shogi),
        };
        let size = variant.size();
        let mut setup = match &self.initial {
            Some((no, removed)) => {
                let mut s = Setup::parse(variant, variant.startpos()).map_err(|e| at(ErrorKind::Sfen(e)))?;
                for Removed { square: (f, r), role, text } in removed {
                    let sq = crate::rules::Geometry::get(size)
                        .square(*f, *r)
                        .ok_or_else(|| FormatError::at(*no, 1, ErrorKind::BadSquare { text: format!("{f}{r}") }))?;
                    // A handicap takes away the piece that stands there at the start.
                    if s.board[sq as usize].is_none_or(|p| p.role != *role) {
                        return Err(FormatError::at(*no, 1, ErrorKind::UnknownHandicap { name: text.clone() }));
                    }
                    s.board[sq as usize] = None;
                }
                s
            }
            None if self.rows.is_empty() => Setup {
                variant,
                board: vec![None; size * size],
                hands: [[0; 7]; 2],
                side: Color::Sente,
                move_number: 1,
            },
            None => {
                let found = self.rows.len();
                if found < size && self.rows.iter().all(|(_, cells)| cells.len() == size) {
                    let last = self.rows.last().map_or(line, |r| r.0);
                    return Err(FormatError::at(last, 1, ErrorKind::MissingRanks { found, expected: size, variant }));
                }
                if found != size {
                    return Err(at(ErrorKind::BoardSize { found, expected: size, variant }));
                }
                let mut board = Vec::with_capacity(size * size);
                for (i, (no, cells)) in self.rows.iter().enumerate() {
                    if cells.len() != size {
                        return Err(FormatError::at(
                            *no,
                            1,
                            ErrorKind::RowWidth { rank: i + 1, found: cells.len(), expected: size, variant },
                        ));
                    }
                    board.extend_from_slice(cells);
                }
                Setup { variant, board, hands: [[0; 7]; 2], side: Color::Sente, move_number: 1 }
            }
        };
        let geo = crate::rules::Geometry::get(size);
        let mut rest_for = None;
        for &(no, color, square, role) in &self.placed {
            let here = |kind| FormatError::at(no, 1, kind);
            match (square, role) {
                (None, None) => rest_for = Some(color),
                (None, Some(role)) => {
                    if !Role::HAND.contains(&role) {
                        return Err(here(ErrorKind::BadHand { text: csa_code(role).to_string() }));
                    }
                    let slot = &mut setup.hands[color.index()][role.index()];
                    *slot = slot.saturating_add(1);
                    let max = variant.set_count(role);
                    if *slot > max {
                        return Err(here(ErrorKind::HandCount { role, count: *slot as u32, max }));
                    }
                }
                (Some((f, r)), role) => {
                    let sq = geo.square(f, r).ok_or_else(|| here(ErrorKind::BadSquare { text: format!("{f}{r}") }))?;
                    setup.board[sq as usize] = role.map(|r| Piece::new(color, r));
                }
            }
        }
        if let Some(p) = setup.board.iter().flatten().find(|p| variant.set_count(p.role) == 0) {
            return Err(at(ErrorKind::NotInVariant { role: p.role, variant }));
        }
        if let Some(color) = rest_for {
            setup.hands[color.index()] = super::bod::rest_of_set(&setup, color);
        }
        setup.side = self.side.unwrap_or(Color::Sente);
        Ok(setup)
    }
}

/// A CSA record: the board rows, hands (`00AL` when the defender holds exactly the rest, as
/// tsume files do), the side to move, the moves, and the ending (`%TORYO`, `%TSUMI` ...).
pub fn write(game: &Game) -> String {
    let pos = &game.start;
    let mut s = String::from("V2.2\n");
    if pos.variant() == Variant::Annan {
        s.push_str(&format!("'{VARIANT_COMMENT}annan\n"));
    }
    for (key, value) in &game.headers {
        match key.as_str() {
            "先手" => s.push_str(&format!("N+{}\n", one_line(value))),
            "後手" => s.push_str(&format!("N-{}\n", one_line(value))),
            _ if key.chars().all(|c| c.is_ascii_uppercase() || c == '_') => {
                s.push_str(&format!("${key}:{}\n", one_line(value)))
            }
            _ => {}
        }
    }
    for c in &game.comments {
        // A space keeps a comment that starts like our variant line from being taken for it.
        let space = if c.starts_with(VARIANT_COMMENT) { " " } else { "" };
        s.push_str(&format!("'{space}{}\n", one_line(c)));
    }
    s.push_str(&board_lines(pos));
    s.push_str(if pos.side_to_move() == Color::Sente { "+\n" } else { "-\n" });
    let mut p = pos.clone();
    for (i, &mv) in game.moves.iter().enumerate() {
        s.push_str(&move_text(&p, mv));
        s.push('\n');
        for c in game.move_comments.get(i).into_iter().flatten() {
            s.push_str(&format!("'*{}\n", one_line(c)));
        }
        p.play(mv);
    }
    if let Some(word) = game.ending.and_then(|e| word_of_ending(e, p.side_to_move())) {
        s.push_str(&word);
        s.push('\n');
    }
    s
}

/// `P1`.. rows and the `P+`/`P-` hand lines.
fn board_lines(pos: &Position) -> String {
    let g = pos.geometry();
    let mut s = String::new();
    for rank in 1..=g.width {
        s.push_str(&format!("P{rank}"));
        for file in (1..=g.width).rev() {
            match g.square(file, rank).and_then(|sq| pos.piece_at(sq)) {
                None => s.push_str(" * "),
                Some(p) => {
                    s.push(if p.color == Color::Sente { '+' } else { '-' });
                    s.push_str(csa_code(p.role));
                }
            }
        }
        s.push('\n');
    }
    let setup = Setup::parse(pos.variant(), &pos.to_sfen()).ok();
    for color in Color::ALL {
        let hand = pos.hand(color);
        if hand.iter().all(|&n| n == 0) {
            continue;
        }
        s.push_str(if color == Color::Sente { "P+" } else { "P-" });
        let is_rest = color == Color::Gote
            && setup.as_ref().is_some_and(|st| {
                let mut without = st.clone();
                without.hands[color.index()] = [0; 7];
                super::bod::rest_of_set(&without, color) == *hand
            });
        if is_rest {
            s.push_str("00AL");
        } else {
            for role in HAND_ROLES_SFEN_ORDER {
                for _ in 0..hand[role.index()] {
                    s.push_str("00");
                    s.push_str(csa_code(role));
                }
            }
        }
        s.push('\n');
    }
    s
}

/// `+7776FU`: side, origin (`00` for drops), destination, the piece after the move.
fn move_text(pos: &Position, mv: crate::rules::Move) -> String {
    let g = pos.geometry();
    let sign = if pos.side_to_move() == Color::Sente { '+' } else { '-' };
    let to = mv.to();
    let coords = |sq| format!("{}{}", g.file_of(sq), g.rank_of(sq));
    let (from, role) = match (mv.from(), mv.drop_role()) {
        (Some(f), _) => {
            let role = pos.piece_at(f).map_or(Role::Pawn, |p| p.role);
            (coords(f), if mv.promotes() { role.promoted().unwrap_or(role) } else { role })
        }
        (None, role) => ("00".to_string(), role.unwrap_or(Role::Pawn)),
    };
    format!("{sign}{from}{}{}", coords(to), csa_code(role))
}
