//! BOD: the kanji board diagram with hands (Kakinoki's layout, which GUIs copy to the
//! clipboard and tsume pages print), and the lines KIF and KI2 put around it: `key：value`
//! headers, `手合割` (a handicap, or the variant as lishogi writes it), `*` comments, whose
//! turn it is. KIF and KI2 begin with exactly this, so their readers use it too.

use super::error::{ErrorKind, FormatError};
use super::text::{column, full_digit, kanji_count, kanji_digit, parse_count, role_from_kanji, take_role};
use crate::rules::{Color, Hand, Piece, Position, Role, Setup, Variant, ANNAN_TRADITIONAL, HAND_ROLES_SFEN_ORDER};

/// Pieces in hand as a line states them.
#[derive(Clone, Debug, PartialEq, Eq)]
enum HandSpec {
    Pieces(Vec<(Role, u32)>),
    /// `残り全部`: every piece not on the board or in the other hand (tsume convention).
    Rest,
}

/// What the start of a Japanese record says about the position, collected line by line.
#[derive(Default, Debug)]
pub(super) struct Header {
    pub headers: Vec<(String, String)>,
    pub comments: Vec<String>,
    /// `手合割` value and its line.
    handicap: Option<(usize, String)>,
    rows: Vec<(usize, Vec<Option<Piece>>)>,
    board: BoardState,
    hands: [Option<(usize, HandSpec)>; 2],
    side: Option<Color>,
    move_number: Option<u32>,
}

#[derive(Default, Debug, PartialEq, Eq, Clone, Copy)]
enum BoardState {
    #[default]
    None,
    /// Inside the frame, since this line.
    Open(usize),
    Closed,
}

/// The Kakinoki names of the shogi handicaps and their start positions (the handicapped
/// side, 上手 = Gote, moves first).
const HANDICAPS: [(&str, &str); 11] = [
    ("香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ("十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
];

/// The `手合割` names lishogi writes for its variants; we write and read the same.
const MINISHOGI_NAME: &str = "5五将棋";
const ANNAN_NAME: &str = "安南将棋";

/// What a `手合割` value says: the variant it names (if it names one) and the start
/// position it stands for when there is no diagram.
fn handicap_meaning(name: &str) -> Option<(Option<Variant>, Option<&'static str>)> {
    let name = name.trim_matches(super::text::is_space);
    match name {
        "平手" | "その他" | "" => Some((None, None)),
        "5五将棋" | "５五将棋" | "五五将棋" => Some((Some(Variant::Minishogi), None)),
        // lishogi's Annan start is the traditional setup.
        "安南将棋" | "安南" => Some((Some(Variant::Annan), Some(ANNAN_TRADITIONAL))),
        _ => HANDICAPS.iter().find(|(n, _)| *n == name).map(|(_, sfen)| (Some(Variant::Shogi), Some(*sfen))),
    }
}

impl Header {
    /// Takes `line` if it belongs to the part before the moves: `Ok(false)` when it does not
    /// (a move, or something the caller must judge).
    pub fn feed(&mut self, no: usize, line: &str) -> Result<bool, FormatError> {
        let trimmed = line.trim_matches(super::text::is_space);
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with('&') {
            return Ok(true);
        }
        if let Some(comment) = line.strip_prefix('*') {
            self.comments.push(comment.to_string());
            return Ok(true);
        }
        if line.starts_with('|') {
            return self.row(no, line).map(|()| true);
        }
        if line.starts_with('+') && line[1..].chars().all(|c| c == '-' || c == '+') {
            self.board = match self.board {
                BoardState::None => BoardState::Open(no),
                BoardState::Open(_) => BoardState::Closed,
                BoardState::Closed => return Err(unexpected(no, line, line)),
            };
            return Ok(true);
        }
        if trimmed.chars().all(|c| super::text::file_digit(c).is_some() || super::text::is_space(c)) {
            return Ok(true); // the file numbers above the diagram
        }
        if let Some(side) = turn_line(trimmed) {
            self.side = Some(side);
            return Ok(true);
        }
        if let Some(rest) = trimmed.strip_prefix("手数＝").or_else(|| trimmed.strip_prefix("手数=")) {
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            self.move_number = digits.parse::<u32>().ok().and_then(|n| n.checked_add(1));
            return Ok(true);
        }
        let Some((key, value)) = split_header(trimmed).filter(|(k, _)| !k.starts_with("変化")) else {
            return Ok(false);
        };
        if let Some(color) = hand_owner(key) {
            let spec = parse_hand(no, line, value)?;
            self.hands[color.index()] = Some((no, spec));
        } else if key == "手合割" || key == "手合" {
            if handicap_meaning(value).is_none() {
                return Err(FormatError::at(
                    no,
                    column(line, value),
                    ErrorKind::UnknownHandicap { name: value.to_string() },
                ));
            }
            self.handicap = Some((no, value.to_string()));
        } else {
            self.headers.push((key.to_string(), value.to_string()));
        }
        Ok(true)
    }

    fn row(&mut self, no: usize, line: &str) -> Result<(), FormatError> {
        if self.board == BoardState::Closed {
            return Err(unexpected(no, line, line));
        }
        if self.board == BoardState::None {
            self.board = BoardState::Open(no);
        }
        let mut cells = Vec::with_capacity(9);
        let mut color = Color::Sente;
        let body = &line[1..];
        let mut rest = body;
        while let Some(c) = rest.chars().next() {
            let here = rest;
            rest = &rest[c.len_utf8()..];
            match c {
                '|' => break,
                ' ' | '+' | '^' => color = Color::Sente,
                'v' | 'V' => color = Color::Gote,
                '・' => {
                    cells.push(None);
                    color = Color::Sente;
                }
                _ => {
                    let Some((role, after)) = take_role(here) else {
                        let text: String = here.chars().take(1).collect();
                        return Err(FormatError::at(no, column(line, here), ErrorKind::UnknownPiece { text }));
                    };
                    rest = after;
                    cells.push(Some(Piece::new(color, role)));
                    color = Color::Sente;
                }
            }
        }
        self.rows.push((no, cells));
        Ok(())
    }

    /// The variant the record names (`手合割`) or its board's size implies, if any.
    fn stated_variant(&self) -> Option<Variant> {
        let named = self.handicap.as_ref().and_then(|(_, n)| handicap_meaning(n)).and_then(|(v, _)| v);
        // A row five squares wide is a minishogi board, even when the diagram is cut short.
        named.or(self.rows.first().filter(|(_, cells)| cells.len() == 5).map(|_| Variant::Minishogi))
    }

    /// The start position these lines describe, for `wanted` when the caller names a variant.
    pub fn setup(&self, wanted: Option<Variant>) -> Result<Setup, FormatError> {
        let stated = self.stated_variant();
        let variant = match (wanted, stated) {
            (Some(w), Some(s)) if w != s && !(w == Variant::Annan && s == Variant::Shogi) => {
                let line = self.handicap.as_ref().map_or(self.rows.first().map_or(1, |r| r.0), |h| h.0);
                return Err(FormatError::at(line, 1, ErrorKind::VariantMismatch { found: s, expected: w }));
            }
            (Some(w), _) => w,
            (None, s) => s.unwrap_or(Variant::Shogi),
        };
        let mut setup = if self.rows.is_empty() {
            let sfen = self
                .handicap
                .as_ref()
                .and_then(|(_, n)| handicap_meaning(n))
                .and_then(|(_, sfen)| sfen)
                .filter(|_| variant != Variant::Minishogi)
                .unwrap_or(variant.startpos());
            Setup::parse(variant, sfen).map_err(|e| FormatError::at(1, 1, ErrorKind::Sfen(e)))?
        } else {
            Setup { variant, board: self.board_cells(variant)?, hands: [[0; 7]; 2], side: Color::Sente, move_number: 1 }
        };
        self.fill_hands(&mut setup)?;
        if let Some(side) = self.side {
            setup.side = side;
        }
        if let Some(n) = self.move_number {
            setup.move_number = n;
        }
        Ok(setup)
    }

    /// How many moves were played before the position, as `手数＝N` says (0 when unsaid).
    pub fn moves_before(&self) -> u32 {
        self.move_number.map_or(0, |n| n - 1)
    }

    /// The line where the position is described, for errors about the position as a whole.
    pub fn position_line(&self) -> usize {
        self.rows.first().map(|r| r.0).or(self.handicap.as_ref().map(|h| h.0)).unwrap_or(1)
    }

    fn board_cells(&self, variant: Variant) -> Result<Vec<Option<Piece>>, FormatError> {
        let size = variant.size();
        if self.rows.len() != size {
            let last = self.rows.last().map_or(1, |r| r.0);
            let kind = if matches!(self.board, BoardState::Open(_)) && self.rows.len() < size {
                ErrorKind::BoardCut { found: self.rows.len(), expected: size }
            } else {
                ErrorKind::BoardSize { found: self.rows.len(), expected: size, variant }
            };
            return Err(FormatError::at(last, 1, kind));
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
            if let Some(p) = cells.iter().flatten().find(|p| variant.set_count(p.role) == 0) {
                return Err(FormatError::at(*no, 1, ErrorKind::NotInVariant { role: p.role, variant }));
            }
            board.extend_from_slice(cells);
        }
        Ok(board)
    }

    fn fill_hands(&self, setup: &mut Setup) -> Result<(), FormatError> {
        let variant = setup.variant;
        let mut rest_for = None;
        for color in Color::ALL {
            let Some((no, spec)) = &self.hands[color.index()] else { continue };
            match spec {
                HandSpec::Rest => rest_for = Some(color),
                HandSpec::Pieces(list) => {
                    let hand = &mut setup.hands[color.index()];
                    *hand = [0; 7];
                    for &(role, count) in list {
                        if variant.set_count(role) == 0 {
                            return Err(FormatError::at(*no, 1, ErrorKind::NotInVariant { role, variant }));
                        }
                        let total = hand[role.index()] as u32 + count;
                        let max = variant.set_count(role);
                        if total > max as u32 {
                            return Err(FormatError::at(*no, 1, ErrorKind::HandCount { role, count: total, max }));
                        }
                        hand[role.index()] = total as u8;
                    }
                }
            }
        }
        if let Some(color) = rest_for {
            setup.hands[color.index()] = rest_of_set(setup, color);
        }
        Ok(())
    }
}

/// The pieces of the set that are neither on the board nor in the other side's hand.
pub(super) fn rest_of_set(setup: &Setup, color: Color) -> Hand {
    let mut hand = [0u8; 7];
    for role in Role::HAND {
        let on_board = setup.board.iter().flatten().filter(|p| p.role.unpromoted() == role).count() as u32;
        let other = setup.hands[color.opponent().index()][role.index()] as u32;
        let max = setup.variant.set_count(role) as u32;
        hand[role.index()] = max.saturating_sub(on_board + other) as u8;
    }
    hand
}

fn unexpected(no: usize, line: &str, part: &str) -> FormatError {
    FormatError::at(no, column(line, part), ErrorKind::UnexpectedLine { text: part.to_string() })
}

/// `key：value` or `key:value` (the key has no spaces and is not empty).
fn split_header(line: &str) -> Option<(&str, &str)> {
    let (i, sep) = line.char_indices().find(|&(_, c)| c == '：' || c == ':')?;
    let key = &line[..i];
    (!key.is_empty() && !key.chars().any(super::text::is_space))
        .then(|| (key, line[i + sep.len_utf8()..].trim_matches(super::text::is_space)))
}

/// Whether `key：value` reads back as an ordinary header: a key without spaces or colons
/// that names no hand, handicap, variation or move count. Writers leave other keys out
/// (a CSA `$` field can hold anything).
pub(super) fn plain_header_key(key: &str) -> bool {
    split_header(&format!("{key}：x")).is_some_and(|(k, _)| k == key)
        && hand_owner(key).is_none()
        && !["手合割", "手合", "変化", "手数"].iter().any(|w| key.starts_with(w))
        && !key.starts_with(['#', '*', '&', '|', '+'])
        && !key.starts_with(super::text::is_side_mark)
}

/// Whose hand a header key names: 先手/下手 (Sente), 後手/上手 (Gote), also with ▲△.
fn hand_owner(key: &str) -> Option<Color> {
    let who = key.strip_suffix("の持駒").or_else(|| key.strip_suffix("の持ち駒")).or_else(|| {
        key.strip_suffix("持駒").or_else(|| key.strip_suffix("持ち駒")).filter(|w| w.chars().count() == 1)
    })?;
    match who {
        "先手" | "下手" | "▲" | "☗" => Some(Color::Sente),
        "後手" | "上手" | "△" | "☖" | "▽" => Some(Color::Gote),
        _ => None,
    }
}

/// `先手番`/`後手番` (and 下手番/上手番): whose turn it is in the diagram.
fn turn_line(line: &str) -> Option<Color> {
    match line {
        "先手番" | "下手番" => Some(Color::Sente),
        "後手番" | "上手番" => Some(Color::Gote),
        _ => None,
    }
}

fn parse_hand(no: usize, line: &str, value: &str) -> Result<HandSpec, FormatError> {
    if value.is_empty() || value == "なし" {
        return Ok(HandSpec::Pieces(Vec::new()));
    }
    if value.starts_with("残り") {
        return Ok(HandSpec::Rest);
    }
    let mut pieces = Vec::new();
    for item in value.split(|c: char| super::text::is_space(c) || c == '、' || c == ',').filter(|s| !s.is_empty()) {
        let bad = || FormatError::at(no, column(line, item), ErrorKind::BadHand { text: item.to_string() });
        let first = item.chars().next().ok_or_else(bad)?;
        let role = role_from_kanji(first.encode_utf8(&mut [0; 4])).ok_or_else(|| {
            FormatError::at(no, column(line, item), ErrorKind::UnknownPiece { text: first.to_string() })
        })?;
        if !Role::HAND.contains(&role) {
            return Err(bad());
        }
        let count_text = &item[first.len_utf8()..];
        let count = if count_text.is_empty() { 1 } else { parse_count(count_text).ok_or_else(bad)? };
        if count == 0 {
            return Err(bad());
        }
        pieces.push((role, count));
    }
    Ok(HandSpec::Pieces(pieces))
}

/// The `手合割` line for a variant whose diagram alone would not say which game it is (as
/// lishogi writes it), or `None` for shogi.
pub(super) fn variant_line(variant: Variant) -> Option<String> {
    match variant {
        Variant::Shogi => None,
        Variant::Minishogi => Some(format!("手合割：{MINISHOGI_NAME}")),
        Variant::Annan => Some(format!("手合割：{ANNAN_NAME}")),
    }
}

/// The `手合割` name of a shogi start position without a diagram (平手 or a handicap).
pub(super) fn handicap_name(pos: &Position) -> Option<&'static str> {
    if pos.variant() != Variant::Shogi {
        return None;
    }
    let sfen = pos.to_sfen();
    if sfen == Variant::Shogi.startpos() {
        return Some("平手");
    }
    HANDICAPS.iter().find(|(_, s)| *s == sfen).map(|(n, _)| *n)
}

/// One hand as the diagram writes it: `飛二　角　歩三` in rook-to-pawn order, or `なし`.
fn hand_text(hand: &Hand) -> String {
    let items: Vec<String> = HAND_ROLES_SFEN_ORDER
        .iter()
        .filter(|r| hand[r.index()] > 0)
        .map(|r| {
            let n = hand[r.index()] as u32;
            if n == 1 {
                r.kanji().to_string()
            } else {
                format!("{}{}", r.kanji(), kanji_count(n))
            }
        })
        .collect();
    if items.is_empty() {
        "なし".to_string()
    } else {
        format!("{}　", items.join("　"))
    }
}

/// The diagram of a position: Gote's hand, the framed board, Sente's hand, `手数＝N` when
/// N moves were played before it (an SFEN's move number N + 1: where Kakinoki's diagram
/// says so, and what the reader takes back; a KIF record numbers the moves after it from
/// N + 1, as Kakinoki's do), and `後手番` when Gote is to move. Every line ends with a newline.
pub(super) fn write_diagram(pos: &Position) -> String {
    let g = pos.geometry();
    let w = g.width;
    let mut s = String::new();
    s.push_str(&format!("後手の持駒：{}\n", hand_text(pos.hand(Color::Gote))));
    s.push(' ');
    for f in (1..=w).rev() {
        s.push(' ');
        s.push(full_digit(f));
    }
    s.push('\n');
    let frame = format!("+{}+\n", "-".repeat(3 * w));
    s.push_str(&frame);
    for rank in 1..=w {
        s.push('|');
        for file in (1..=w).rev() {
            let piece = g.square(file, rank).and_then(|sq| pos.piece_at(sq));
            match piece {
                None => s.push_str(" ・"),
                Some(p) => {
                    s.push(if p.color == Color::Gote { 'v' } else { ' ' });
                    s.push(p.role.kanji());
                }
            }
        }
        s.push('|');
        s.push(kanji_digit(rank));
        s.push('\n');
    }
    s.push_str(&frame);
    s.push_str(&format!("先手の持駒：{}\n", hand_text(pos.hand(Color::Sente))));
    if pos.move_number() > 1 {
        s.push_str(&format!("手数＝{}\n", pos.move_number() - 1));
    }
    if pos.side_to_move() == Color::Gote {
        s.push_str("後手番\n");
    }
    s
}

/// A BOD: the variant line where one is needed, then the diagram.
pub(super) fn write_bod(pos: &Position) -> String {
    let mut s = variant_line(pos.variant()).map(|l| l + "\n").unwrap_or_default();
    s.push_str(&write_diagram(pos));
    s
}

/// The position lines of a KIF or KI2 file: `手合割：平手` (or a handicap name) when that says
/// it all, otherwise the variant line and the diagram.
pub(super) fn write_start(pos: &Position) -> String {
    match handicap_name(pos) {
        Some(name) => format!("手合割：{name}\n"),
        None => write_bod(pos),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(text: &str) -> Header {
        let mut h = Header::default();
        for (no, line) in super::super::text::numbered_lines(text) {
            assert!(h.feed(no, line).unwrap(), "line {no} not taken: {line}");
        }
        h
    }

    #[test]
    fn hands_in_kanji_with_counts() {
        let h = header("後手の持駒：飛二　角　金四　歩十八\n先手の持駒：なし\n");
        let s = h.setup(Some(Variant::Shogi)).unwrap();
        assert_eq!(s.hands[1][Role::Rook.index()], 2);
        assert_eq!(s.hands[1][Role::Pawn.index()], 18);
        assert_eq!(s.hands[0], [0; 7]);
    }

    #[test]
    fn a_hand_beyond_the_set_is_an_error() {
        let h = header("先手の持駒：金五\n");
        let e = h.setup(Some(Variant::Shogi)).unwrap_err();
        assert_eq!(e.kind, ErrorKind::HandCount { role: Role::Gold, count: 5, max: 4 });
        assert_eq!(e.line, 1);
    }

    #[test]
    fn the_rest_goes_to_the_named_side() {
        let h = header("後手の持駒：残り全部\n  ５ ４ ３ ２ １\n+---------------+\n|v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ 玉|五\n+---------------+\n先手の持駒：金\n");
        let s = h.setup(None).unwrap();
        assert_eq!(s.variant, Variant::Minishogi);
        assert_eq!(s.hands[1][Role::Gold.index()], 1);
        assert_eq!(s.hands[1][Role::Rook.index()], 2);
        assert_eq!(s.hands[1][Role::Lance.index()], 0);
    }

    #[test]
    fn an_unknown_board_piece_says_where() {
        let mut h = Header::default();
        let e = h.row(3, "| ・v象 ・|").unwrap_err();
        assert_eq!((e.line, e.column), (3, 5));
        assert_eq!(e.kind, ErrorKind::UnknownPiece { text: "象".to_string() });
    }
}
