//! Reading moves typed by people. Western and Japanese input is matched against the legal
//! moves' own spellings from [`Position::format_move`], so what a person may type can never
//! disagree with what the board shows. Only when nothing matches is the text taken apart, to
//! find the move that was meant and say which rule forbids it.

use super::japanese_name;
use crate::rules::geometry::{squares, Square};
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::types::Role;

/// How a move was written, for echoing alternatives back in the same notation.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Written {
    Western,
    Japanese,
}

/// The move a piece of text describes, before legality: enough to ask the rules why not.
struct Intent {
    written: Written,
    role: Role,
    from: Option<Square>,
    to: Square,
    /// `Some(true)` for a drop, `Some(false)` for a board move, `None` when the text does
    /// not say (Japanese without 打).
    drop: Option<bool>,
    promote: bool,
}

const KANJI_DIGITS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

impl Position {
    /// The legal moves in the order people pick them by number: sorted by USI.
    pub fn numbered_moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = self.legal_move_list().to_vec();
        moves.sort_by_cached_key(|m| m.usi(self.geo));
        moves
    }

    /// Reads a move as a person types it: USI (`7g7f`, `P*5e`), western (`P-7f`, `Sx3c+`,
    /// `S-3c=`, `G6i-5h`), Japanese (`７六歩`, `76歩`, `同歩`, `５五歩打`, `３三銀成`,
    /// `３三銀不成`), or the number of a move in [`Position::numbered_moves`]. Leaving out the
    /// promotion mark (`S-3c`, `３三銀`) means not promoting. `previous_to` is where the last
    /// move went, which Japanese 同 refers to. The error is one sentence for the person: the
    /// rule the move breaks, the moves an ambiguous text could mean, or what was not understood.
    pub fn parse_move(&self, text: &str, previous_to: Option<Square>) -> Result<Move, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err("type a move, like 7g7f, P-7f or ７六歩".to_string());
        }
        if text.bytes().all(|b| b.is_ascii_digit()) {
            return self.numbered(text);
        }
        if let Ok(mv) = Move::parse_usi(text, self.geo) {
            return self
                .check_move(mv)
                .map(|()| mv)
                .map_err(|why| format!("{text} is not legal: {}", why.describe(self, mv)));
        }
        let wanted = normalize(text);
        let found: Vec<Move> = self
            .legal_move_list()
            .iter()
            .copied()
            .filter(|&mv| self.spellings(mv, previous_to).iter().any(|s| normalize(s) == wanted))
            .collect();
        match found.as_slice() {
            [mv] => Ok(*mv),
            [] => Err(self.why_not(text, previous_to)),
            several => {
                Err(format!("{text} could mean {}: say which", self.list(several, Written::Western, previous_to)))
            }
        }
    }

    fn numbered(&self, text: &str) -> Result<Move, String> {
        let moves = self.numbered_moves();
        match text.parse::<usize>() {
            Ok(n) if (1..=moves.len()).contains(&n) => Ok(moves[n - 1]),
            _ if moves.is_empty() => Err("there is no legal move in this position".to_string()),
            _ => Err(format!("{text} is not a move number here: the legal moves are numbered 1 to {}", moves.len())),
        }
    }

    /// Every way of writing `mv` this parser accepts (compared after [`normalize`]).
    fn spellings(&self, mv: Move, previous_to: Option<Square>) -> Vec<String> {
        let mut out = vec![self.western(mv), self.western_spelling(mv, true), self.japanese(mv, None)];
        if previous_to == Some(mv.to()) {
            out.push(self.japanese(mv, previous_to));
        }
        if mv.is_drop() {
            out.extend(
                out.iter()
                    .filter(|s| !s.is_ascii() && !s.ends_with('打'))
                    .map(|s| format!("{s}打"))
                    .collect::<Vec<_>>(),
            );
        }
        let declined: Vec<String> = out
            .iter()
            .filter_map(|s| s.strip_suffix('=').or_else(|| s.strip_suffix("不成")))
            .map(str::to_string)
            .collect();
        out.extend(declined);
        out
    }

    fn list(&self, moves: &[Move], written: Written, previous_to: Option<Square>) -> String {
        let names: Vec<String> = moves
            .iter()
            .map(|&m| match written {
                Written::Western => self.western(m),
                Written::Japanese => self.japanese(m, previous_to),
            })
            .collect();
        names.join(" or ")
    }

    /// Why no legal move matches `text`: the rule broken by the move it describes, the legal
    /// moves it could mean, or what was not understood.
    fn why_not(&self, text: &str, previous_to: Option<Square>) -> String {
        let intent = match self.western_intent(text).or_else(|| self.japanese_intent(text, previous_to)) {
            Some(Ok(intent)) => intent,
            Some(Err(message)) => return format!("{text}: {message}"),
            None => {
                return format!("`{text}` is not a move: write it like 7g7f, P*5e, P-7f or ７六歩, or give its number")
            }
        };
        let us = self.side;
        let mut tries: Vec<Move> = Vec::new();
        let in_hand = Role::HAND.contains(&intent.role) && self.hands[us.index()][intent.role.index()] > 0;
        if intent.drop == Some(true) && Role::HAND.contains(&intent.role) || intent.drop.is_none() && in_hand {
            tries.push(Move::drop(intent.role, intent.to));
        }
        if intent.drop != Some(true) {
            let origins = match intent.from {
                Some(from) => vec![from],
                None => squares(self.pieces(us, intent.role)).collect(),
            };
            tries.extend(origins.into_iter().map(|from| Move::normal(from, intent.to, intent.promote)));
        }
        let legal: Vec<Move> = tries.iter().copied().filter(|&m| self.is_legal(m)).collect();
        if !legal.is_empty() {
            return format!("{text} could mean {}: say which", self.list(&legal, intent.written, previous_to));
        }
        let role = intent.role;
        match tries.as_slice() {
            [] if intent.drop == Some(true) => format!("{text} is not legal: a {role} cannot be dropped"),
            [] => format!("{text} is not legal: you have no {role} on the board"),
            [mv] => self.check_move(*mv).err().map_or_else(
                || format!("{text} is not legal here"),
                |why| format!("{text} is not legal: {}", why.describe(self, *mv)),
            ),
            several => {
                let reasons: Vec<String> =
                    several.iter().filter_map(|&m| self.check_move(m).err().map(|why| why.describe(self, m))).collect();
                format!("{text} is not legal: {}", reasons.join("; "))
            }
        }
    }

    /// `P-7f`, `+Bx5e`, `G6i-5h`, `S-3c=`, `P*5e`: `None` when the text is not western.
    fn western_intent(&self, text: &str) -> Option<Result<Intent, String>> {
        let (promoted, rest) = match text.strip_prefix('+') {
            Some(r) => (true, r),
            None => (false, text),
        };
        let mut chars = rest.chars();
        let base = chars.next().filter(char::is_ascii_alphabetic).and_then(Role::from_letter)?;
        let rest = chars.as_str();
        let sep = rest.find(['-', 'x', 'X', '*'])?;
        let (origin, tail) = (&rest[..sep], &rest[sep + 1..]);
        let drop = &rest[sep..sep + 1] == "*";
        let (dest, promote) = match tail.strip_suffix('+') {
            Some(d) => (d, true),
            None => (tail.strip_suffix('=').unwrap_or(tail), false),
        };
        let role = if promoted {
            match base.promoted() {
                Some(r) => r,
                None => return Some(Err(format!("a {base} has no promoted form"))),
            }
        } else {
            base
        };
        let Some(to) = self.geo.parse_square(dest) else {
            return Some(Err(self.not_a_square(dest)));
        };
        let from = match origin {
            "" => None,
            o => match self.geo.parse_square(o) {
                Some(sq) => Some(sq),
                None => return Some(Err(self.not_a_square(o))),
            },
        };
        Some(Ok(Intent { written: Written::Western, role, from, to, drop: Some(drop), promote }))
    }

    /// `７六歩`, `76歩`, `同歩`, `５五歩打`, `３三銀成`, `５八金右`: `None` when not Japanese.
    fn japanese_intent(&self, text: &str, previous_to: Option<Square>) -> Option<Result<Intent, String>> {
        let t = normalize(text);
        let (to, rest) = if let Some(rest) = t.strip_prefix('同') {
            match previous_to {
                Some(sq) => (sq, rest),
                None => return Some(Err("同 means the square of the last move, and there is none yet".to_string())),
            }
        } else {
            let mut chars = t.chars();
            let file = chars.next()?.to_digit(10)? as usize;
            let rank = chars.next()?.to_digit(10)? as usize;
            let rest = chars.as_str();
            match self.geo.square(file, rank) {
                Some(sq) => (sq, rest),
                None => return Some(Err(format!("there is no square {file}{rank} on this board"))),
            }
        };
        // Longest names first, so 成銀 (promoted silver) is not read as 成 + 銀.
        let mut roles: Vec<Role> = Role::ALL.to_vec();
        roles.sort_by_key(|r| std::cmp::Reverse(japanese_name(*r).chars().count()));
        let role = roles.into_iter().find(|r| rest.starts_with(japanese_name(*r)))?;
        let marks = &rest[japanese_name(role).len()..];
        let drop = marks.contains('打').then_some(true);
        let promote = marks.ends_with('成') && !marks.ends_with("不成");
        Some(Ok(Intent { written: Written::Japanese, role, from: None, to, drop, promote }))
    }

    fn not_a_square(&self, s: &str) -> String {
        let w = self.geo.width;
        format!("`{s}` is not a square on this board (files 1-{w}, ranks a-{})", (b'a' + w as u8 - 1) as char)
    }
}

/// The form spellings are compared in: no spaces, ASCII digits (`７` and `七` become `7`),
/// one kanji per piece name (竜 = 龍, 王 = 玉, 全 = 成銀, ...), `x` = `-`, upper case.
fn normalize(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            c if c.is_whitespace() => {}
            '０'..='９' => out.push(char::from(b'0' + (c as u32 - '０' as u32) as u8)),
            '竜' => out.push('龍'),
            '王' => out.push('玉'),
            '全' => out.push_str("成銀"),
            '圭' => out.push_str("成桂"),
            '杏' => out.push_str("成香"),
            'x' | 'X' => out.push('-'),
            c => match KANJI_DIGITS.iter().position(|&k| k == c) {
                Some(i) => out.push(char::from(b'1' + i as u8)),
                None => out.push(c.to_ascii_uppercase()),
            },
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::rules::{Move, Position, Rules, Variant};

    fn pos(variant: Variant, sfen: &str) -> Position {
        Position::from_sfen(Rules::new(variant), sfen).unwrap()
    }

    fn usi(p: &Position, text: &str, previous: Option<&str>) -> Result<String, String> {
        let previous_to = previous.map(|s| p.geometry().parse_square(s).unwrap());
        p.parse_move(text, previous_to).map(|m| m.usi(p.geometry()))
    }

    #[test]
    fn opening_pawn_in_every_notation_and_by_number() {
        let p = Position::startpos(Rules::new(Variant::Shogi));
        for text in ["7g7f", "P-7f", "p-7f", "P7g-7f", "７六歩", "76歩", "7六歩", " ７ 六 歩 "] {
            assert_eq!(usi(&p, text, None).as_deref(), Ok("7g7f"), "{text}");
        }
        let numbered = p.numbered_moves();
        let n = numbered.iter().position(|m| m.usi(p.geometry()) == "7g7f").unwrap() + 1;
        assert_eq!(usi(&p, &n.to_string(), None).as_deref(), Ok("7g7f"));
        assert!(usi(&p, "0", None).unwrap_err().contains("numbered 1 to 30"));
        assert!(usi(&p, "31", None).is_err());
    }

    #[test]
    fn promotion_marks_and_declining() {
        let p = pos(Variant::Shogi, "4k4/9/6p2/5S3/9/9/9/9/4K4 b - 1");
        assert_eq!(usi(&p, "Sx3c+", None).as_deref(), Ok("4d3c+"));
        assert_eq!(usi(&p, "S-3c+", None).as_deref(), Ok("4d3c+"));
        assert_eq!(usi(&p, "Sx3c=", None).as_deref(), Ok("4d3c"));
        assert_eq!(usi(&p, "Sx3c", None).as_deref(), Ok("4d3c"));
        assert_eq!(usi(&p, "３三銀成", None).as_deref(), Ok("4d3c+"));
        assert_eq!(usi(&p, "３三銀不成", None).as_deref(), Ok("4d3c"));
        assert_eq!(usi(&p, "33銀", None).as_deref(), Ok("4d3c"));
        assert_eq!(usi(&p, "同銀成", Some("3c")).as_deref(), Ok("4d3c+"));
        assert_eq!(usi(&p, "同　銀不成", Some("3c")).as_deref(), Ok("4d3c"));
    }

    #[test]
    fn drops_with_and_without_uchi() {
        let p = pos(Variant::Shogi, "4k4/9/9/9/9/9/9/9/4K3G b GP 1");
        assert_eq!(usi(&p, "P*5e", None).as_deref(), Ok("P*5e"));
        assert_eq!(usi(&p, "５五歩", None).as_deref(), Ok("P*5e"));
        assert_eq!(usi(&p, "５五歩打", None).as_deref(), Ok("P*5e"));
        // The gold on 1i can also go to 1h: 打 tells the drop from the board move.
        assert_eq!(usi(&p, "１八金打", None).as_deref(), Ok("G*1h"));
        assert_eq!(usi(&p, "１八金", None).as_deref(), Ok("1i1h"));
        assert_eq!(usi(&p, "G*1h", None).as_deref(), Ok("G*1h"));
        assert_eq!(usi(&p, "G-1h", None).as_deref(), Ok("1i1h"));
    }

    #[test]
    fn two_golds_need_the_origin_or_a_japanese_marker() {
        let p = pos(Variant::Shogi, "4k4/9/9/9/9/9/9/9/3GKG3 b - 1");
        assert_eq!(usi(&p, "G6i-5h", None).as_deref(), Ok("6i5h"));
        assert_eq!(usi(&p, "５八金右", None).as_deref(), Ok("4i5h"));
        let err = usi(&p, "G-5h", None).unwrap_err();
        assert!(err.contains("G6i-5h") && err.contains("G4i-5h") && err.contains("say which"), "{err}");
        let err = usi(&p, "５八金", None).unwrap_err();
        assert!(err.contains("５八金左") && err.contains("５八金右"), "{err}");
    }

    #[test]
    fn illegal_moves_get_the_rule_in_every_notation() {
        let p = pos(Variant::Annan, "8k/9/9/9/4S4/9/9/9/K8 b - 1");
        for text in ["5e5a", "S-5a", "S5e-5a", "５一銀"] {
            let err = usi(&p, text, None).unwrap_err();
            assert!(
                err.contains("has no friendly piece behind it") && err.contains("cannot reach 5a"),
                "{text}: {err}"
            );
        }
        let p = pos(Variant::Shogi, "4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
        for text in ["P*5e", "５五歩打", "５五歩"] {
            let err = usi(&p, text, None).unwrap_err();
            assert!(err.contains("nifu"), "{text}: {err}");
        }
        let p = pos(Variant::Shogi, "4k4/8P/9/9/9/9/9/9/4K4 b - 1");
        let err = usi(&p, "P-1a", None).unwrap_err();
        assert!(err.contains("must promote"), "{err}");
    }

    #[test]
    fn nonsense_gets_a_sentence_not_a_panic() {
        let p = Position::startpos(Rules::new(Variant::Minishogi));
        for text in ["", "hello", "S-9z", "同歩", "99歩", "+K-5d", "x", "*", "-", "+", "歩", "同", "５", "K*3c"] {
            let err = p.parse_move(text, None).unwrap_err();
            assert!(!err.is_empty(), "{text}");
        }
        assert!(p.parse_move("同歩", None).unwrap_err().contains("last move"));
        assert!(p.parse_move("S-9z", None).unwrap_err().contains("not a square"));
        assert!(p.parse_move("R-3c", None).unwrap_err().contains("rook"));
        assert_eq!(p.parse_move("5e4d", None).unwrap(), Move::parse_usi("5e4d", p.geometry()).unwrap());
    }

    proptest::proptest! {
        #[test]
        fn any_text_gives_a_move_or_a_sentence(text in "[0-9a-iPLNSGBRKx*+=同一二三五九０７歩銀成不打右上竜 -]{0,8}") {
            let p = Position::from_sfen(Rules::new(Variant::Annan), "k8/9/9/9/4S4/4R4/9/9/4K4 b GP 1").unwrap();
            let to = p.geometry().parse_square("5e");
            match p.parse_move(&text, to) {
                Ok(mv) => proptest::prop_assert!(p.is_legal(mv)),
                Err(e) => proptest::prop_assert!(!e.is_empty()),
            }
        }
    }
}
