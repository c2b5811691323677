//! Bytes to text and back (UTF-8 or Shift_JIS), and the small vocabulary the Japanese
//! formats share: digits in three scripts, kanji numbers, piece names, squares.

use super::error::{ErrorKind, FormatError};
use crate::rules::Role;

/// Inputs larger than this are refused before decoding: a game record with comments is a
/// few tens of kilobytes, so 4 MiB leaves room for long annotated files and stops a wrong
/// file (an image, a database) from being decoded and scanned line by line.
pub const MAX_INPUT: usize = 4 << 20;

/// How a file's bytes were (or will be) written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    ShiftJis,
}

/// Decodes a record: a UTF-8 byte-order mark or valid UTF-8 means UTF-8; anything else must
/// be well-formed Shift_JIS (what `.kif` files from older GUIs use). The content decides,
/// not the file name: `.kif` files saved as UTF-8 exist too.
pub fn decode(bytes: &[u8]) -> Result<(String, Encoding), FormatError> {
    if bytes.len() > MAX_INPUT {
        return Err(FormatError::whole(ErrorKind::TooLarge { size: bytes.len(), limit: MAX_INPUT }));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok((text.to_string(), Encoding::Utf8));
    }
    encoding_rs::SHIFT_JIS
        .decode_without_bom_handling_and_without_replacement(bytes)
        .map(|text| (text.into_owned(), Encoding::ShiftJis))
        .ok_or_else(|| FormatError::whole(ErrorKind::Encoding))
}

/// Encodes text for a file. Shift_JIS cannot hold every character; the first one it cannot
/// is an error rather than a silent substitution.
pub fn encode(text: &str, encoding: Encoding) -> Result<Vec<u8>, FormatError> {
    match encoding {
        Encoding::Utf8 => Ok(text.as_bytes().to_vec()),
        Encoding::ShiftJis => {
            let (bytes, _, unmappable) = encoding_rs::SHIFT_JIS.encode(text);
            if unmappable {
                let bad = text.chars().find(|c| {
                    let mut buf = [0u8; 4];
                    encoding_rs::SHIFT_JIS.encode(c.encode_utf8(&mut buf)).2
                });
                return Err(FormatError::whole(ErrorKind::Unencodable { ch: bad.unwrap_or('?') }));
            }
            Ok(bytes.into_owned())
        }
    }
}

/// The lines of a text with their 1-based numbers, line ends (`\n`, `\r\n`, `\r`) removed.
pub fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).enumerate().map(|(i, l)| (i + 1, l))
}

/// 1-based column (in characters) of `part` inside `line`, when `part` is a slice of it.
pub fn column(line: &str, part: &str) -> usize {
    let offset = (part.as_ptr() as usize).saturating_sub(line.as_ptr() as usize).min(line.len());
    line.get(..offset).map_or(1, |s| s.chars().count() + 1)
}

const KANJI_DIGITS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULL_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// A file digit as KIF writes it (full-width `７`) or as people type it (`7`).
pub fn file_digit(c: char) -> Option<usize> {
    FULL_DIGITS.iter().position(|&d| d == c).map(|i| i + 1).or_else(|| ascii_digit(c))
}

/// A rank as KIF writes it (kanji `六`) or as a digit.
pub fn rank_digit(c: char) -> Option<usize> {
    KANJI_DIGITS.iter().position(|&d| d == c).map(|i| i + 1).or_else(|| file_digit(c))
}

fn ascii_digit(c: char) -> Option<usize> {
    c.to_digit(10).filter(|d| (1..=9).contains(d)).map(|d| d as usize)
}

pub fn full_digit(n: usize) -> char {
    FULL_DIGITS[(n.clamp(1, 9)) - 1]
}

pub fn kanji_digit(n: usize) -> char {
    KANJI_DIGITS[(n.clamp(1, 9)) - 1]
}

/// A count written in kanji (`二`, `十`, `十八`) or digits (`2`, `１８`), up to 99.
pub fn parse_count(s: &str) -> Option<u32> {
    if s.is_empty() {
        return None;
    }
    if s.chars().all(|c| c.is_ascii_digit() || FULL_DIGITS.contains(&c) || c == '０') {
        return s.chars().try_fold(0u32, |n, c| {
            let d = if c == '０' { 0 } else { file_digit(c).map(|d| d as u32).or_else(|| c.to_digit(10))? };
            n.checked_mul(10)?.checked_add(d).filter(|&v| v < 100)
        });
    }
    let kanji = |c: char| KANJI_DIGITS.iter().position(|&d| d == c).map(|i| i as u32 + 1);
    let chars: Vec<char> = s.chars().collect();
    match chars.as_slice() {
        [c] if *c == '十' => Some(10),
        [c] => kanji(*c),
        ['十', u] => kanji(*u).map(|u| 10 + u),
        [t, '十'] => kanji(*t).map(|t| t * 10),
        [t, '十', u] => Some(kanji(*t)? * 10 + kanji(*u)?),
        _ => None,
    }
}

/// A count in kanji as hands are written (`二`, `十`, `十八`).
pub fn kanji_count(n: u32) -> String {
    let (tens, units) = (n / 10, n % 10);
    let mut s = String::new();
    if tens > 1 {
        s.push(kanji_digit(tens as usize));
    }
    if tens > 0 {
        s.push('十');
    }
    if units > 0 {
        s.push(kanji_digit(units as usize));
    }
    s
}

/// The piece a kanji name stands for, on a board or in a move: single characters
/// (`歩`, `と`, `杏`, `竜`, `王`) and the two-character promoted names (`成香`, `成銀`).
pub fn role_from_kanji(s: &str) -> Option<Role> {
    Some(match s {
        "歩" => Role::Pawn,
        "香" => Role::Lance,
        "桂" => Role::Knight,
        "銀" => Role::Silver,
        "金" => Role::Gold,
        "角" => Role::Bishop,
        "飛" => Role::Rook,
        "玉" | "王" => Role::King,
        "と" => Role::Tokin,
        "杏" | "成香" => Role::PromotedLance,
        "圭" | "成桂" => Role::PromotedKnight,
        "全" | "成銀" => Role::PromotedSilver,
        "馬" => Role::Horse,
        "龍" | "竜" => Role::Dragon,
        _ => return None,
    })
}

/// Reads a piece name at the start of `s`: the two-character promoted names first, then
/// one character. Returns the role and the rest of the text.
pub fn take_role(s: &str) -> Option<(Role, &str)> {
    let two: String = s.chars().take(2).collect();
    if two.chars().count() == 2 && two.starts_with('成') {
        if let Some(r) = role_from_kanji(&two) {
            return Some((r, &s[two.len()..]));
        }
    }
    let first = s.chars().next()?;
    role_from_kanji(first.encode_utf8(&mut [0; 4])).map(|r| (r, &s[first.len_utf8()..]))
}

/// Whether a character is one of the marks KI2 and tsume pages put before a move
/// (▲△ and the piece-shaped ☗☖, and ▽▼ some sites use).
pub fn is_side_mark(c: char) -> bool {
    matches!(c, '▲' | '△' | '☗' | '☖' | '▽' | '▼')
}

/// Full-width spaces count as spaces in every Japanese format.
pub fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{3000}'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_in_every_script() {
        for (s, n) in [("二", 2), ("十", 10), ("十八", 18), ("二十", 20), ("2", 2), ("１８", 18), ("12", 12)] {
            assert_eq!(parse_count(s), Some(n), "{s}");
        }
        for s in ["", "十十", "x", "一二三"] {
            assert_eq!(parse_count(s), None, "{s}");
        }
        for n in [1, 2, 9, 10, 11, 17, 18, 20, 38] {
            assert_eq!(parse_count(&kanji_count(n)), Some(n));
        }
    }

    #[test]
    fn shift_jis_and_utf8_are_told_apart_by_content() {
        let text = "後手の持駒：なし";
        let sjis = encode(text, Encoding::ShiftJis).unwrap();
        assert_ne!(sjis, text.as_bytes());
        assert_eq!(decode(&sjis).unwrap(), (text.to_string(), Encoding::ShiftJis));
        assert_eq!(decode(text.as_bytes()).unwrap(), (text.to_string(), Encoding::Utf8));
        let mut bom = b"\xEF\xBB\xBF".to_vec();
        bom.extend_from_slice(text.as_bytes());
        assert_eq!(decode(&bom).unwrap().0, text);
    }

    #[test]
    fn bytes_that_are_no_text_are_refused() {
        assert_eq!(decode(&[0x82, 0xff, 0xfe]).unwrap_err().kind, ErrorKind::Encoding);
        assert!(matches!(decode(&vec![b'a'; MAX_INPUT + 1]).unwrap_err().kind, ErrorKind::TooLarge { .. }));
        assert_eq!(encode("☗", Encoding::ShiftJis).unwrap_err().kind, ErrorKind::Unencodable { ch: '☗' });
    }

    #[test]
    fn piece_names() {
        assert_eq!(take_role("成銀(44)"), Some((Role::PromotedSilver, "(44)")));
        assert_eq!(take_role("銀成"), Some((Role::Silver, "成")));
        assert_eq!(take_role("竜"), Some((Role::Dragon, "")));
        assert_eq!(take_role("象"), None);
    }
}
