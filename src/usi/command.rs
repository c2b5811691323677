//! One line from the GUI turned into a [`Command`]. Parsing never fails: a line that names no
//! command becomes [`Command::Unknown`], a known command with arguments that make no sense
//! becomes [`Command::Malformed`], so the engine loop only has to match.

use crate::t;

/// Words that start a command. USI asks an engine to skip unknown tokens before one of
/// these (`joho debug on` is `debug on`), so the parser looks for the first of them.
const COMMAND_WORDS: [&str; 12] = [
    "usi",
    "isready",
    "setoption",
    "usinewgame",
    "position",
    "go",
    "stop",
    "ponderhit",
    "gameover",
    "quit",
    "debug",
    "register",
];

/// What the GUI asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Usi,
    IsReady,
    /// `setoption name <id> [value <x>]`; the value keeps its inner spaces.
    SetOption {
        name: String,
        value: Option<String>,
    },
    UsiNewGame,
    /// `position startpos|sfen <sfen> [moves <m1> ...]`; moves stay text until the engine
    /// knows the board they are played on.
    Position {
        start: Start,
        moves: Vec<String>,
    },
    /// `go mate <ms>|infinite`.
    GoMate(MateLimit),
    /// Any other `go`: a request to play a move, which a mate engine declines.
    GoPlay,
    Stop,
    /// `ponderhit`, `gameover`, `debug`, `register`: nothing for a mate engine to do.
    Ignored,
    Quit,
    /// A known command whose arguments cannot be understood.
    Malformed(Malformed),
    /// A line without any command word.
    Unknown(String),
    /// A blank line.
    Empty,
}

/// Where a `position` command starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The variant's start position.
    StartPos,
    /// The SFEN fields as sent (board, side, hands, optional move number).
    Sfen(String),
}

/// How long `go mate` may search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MateLimit {
    Millis(u64),
    Infinite,
}

/// Why a known command could not be read; `Display` says it in the person's language
/// (`locales/<lang>/usi.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Malformed {
    PositionStart { found: Option<String> },
    SfenMissing,
    AfterStartpos(String),
    SetOptionName,
    MateLimit(String),
}

impl std::fmt::Display for Malformed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::i18n::excerpt;
        let text = match self {
            Malformed::PositionStart { found: Some(found) } => t!("usi-position-start", found = excerpt(found)),
            Malformed::PositionStart { found: None } => t!("usi-position-start-nothing"),
            Malformed::SfenMissing => t!("usi-position-sfen-missing"),
            Malformed::AfterStartpos(found) => t!("usi-position-after-startpos", found = excerpt(found)),
            Malformed::SetOptionName => t!("usi-setoption-syntax"),
            Malformed::MateLimit(found) => t!("usi-go-mate-limit", found = excerpt(found)),
        };
        f.write_str(&text)
    }
}

impl Malformed {
    /// Whether this was meant as a `position` command (so the old position no longer holds).
    pub fn is_position(&self) -> bool {
        matches!(self, Malformed::PositionStart { .. } | Malformed::SfenMissing | Malformed::AfterStartpos(_))
    }
}

/// Reads one line (without its line ending).
pub fn parse(line: &str) -> Command {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    if tokens.is_empty() {
        return Command::Empty;
    }
    let Some(start) = tokens.iter().position(|t| COMMAND_WORDS.contains(t)) else {
        return Command::Unknown(line.trim().to_string());
    };
    let args = &tokens[start + 1..];
    match tokens[start] {
        "usi" => Command::Usi,
        "isready" => Command::IsReady,
        "setoption" => parse_setoption(args),
        "usinewgame" => Command::UsiNewGame,
        "position" => parse_position(args),
        "go" => parse_go(args),
        "stop" => Command::Stop,
        "quit" => Command::Quit,
        _ => Command::Ignored,
    }
}

fn parse_setoption(args: &[&str]) -> Command {
    let Some(("name", rest)) = args.split_first().map(|(first, rest)| (*first, rest)) else {
        return Command::Malformed(Malformed::SetOptionName);
    };
    let (name, value) = match rest.iter().position(|t| *t == "value") {
        Some(i) => (&rest[..i], Some(rest[i + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() {
        return Command::Malformed(Malformed::SetOptionName);
    }
    Command::SetOption { name: name.join(" "), value }
}

fn parse_position(args: &[&str]) -> Command {
    let (fields, moves) = match args.iter().position(|t| *t == "moves") {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let moves = moves.iter().map(|m| m.to_string()).collect();
    match fields.split_first() {
        Some((&"startpos", [])) => Command::Position { start: Start::StartPos, moves },
        Some((&"startpos", [extra, ..])) => Command::Malformed(Malformed::AfterStartpos(extra.to_string())),
        Some((&"sfen", [])) => Command::Malformed(Malformed::SfenMissing),
        Some((&"sfen", sfen)) => Command::Position { start: Start::Sfen(sfen.join(" ")), moves },
        other => Command::Malformed(Malformed::PositionStart { found: other.map(|(first, _)| first.to_string()) }),
    }
}

/// `go` with a `mate` token is a mate search; its limit is the next token, and a bare
/// `go mate` searches until `stop`.
fn parse_go(args: &[&str]) -> Command {
    let Some(i) = args.iter().position(|t| *t == "mate") else {
        return Command::GoPlay;
    };
    match args.get(i + 1) {
        None | Some(&"infinite") => Command::GoMate(MateLimit::Infinite),
        Some(ms) => match ms.parse() {
            Ok(ms) => Command::GoMate(MateLimit::Millis(ms)),
            Err(_) => Command::Malformed(Malformed::MateLimit(ms.to_string())),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(start: Start, moves: &[&str]) -> Command {
        Command::Position { start, moves: moves.iter().map(|m| m.to_string()).collect() }
    }

    #[test]
    fn handshake_and_simple_commands() {
        assert_eq!(parse("usi"), Command::Usi);
        assert_eq!(parse("  isready \r"), Command::IsReady);
        assert_eq!(parse("usinewgame"), Command::UsiNewGame);
        assert_eq!(parse("stop"), Command::Stop);
        assert_eq!(parse("quit"), Command::Quit);
        assert_eq!(parse("gameover win"), Command::Ignored);
        assert_eq!(parse("ponderhit"), Command::Ignored);
        assert_eq!(parse(""), Command::Empty);
        assert_eq!(parse(" \t "), Command::Empty);
    }

    #[test]
    fn unknown_words_before_a_command_are_skipped() {
        assert_eq!(parse("joho debug on"), Command::Ignored);
        assert_eq!(parse("hello isready"), Command::IsReady);
        assert_eq!(parse("hello world"), Command::Unknown("hello world".into()));
        assert_eq!(parse("USI"), Command::Unknown("USI".into()), "command words are case-sensitive");
    }

    #[test]
    fn setoption_keeps_spaces_in_values() {
        assert_eq!(
            parse("setoption name USI_Hash value 64"),
            Command::SetOption { name: "USI_Hash".into(), value: Some("64".into()) }
        );
        assert_eq!(
            parse("setoption name BookFile value C:\\My Books\\a.db"),
            Command::SetOption { name: "BookFile".into(), value: Some("C:\\My Books\\a.db".into()) }
        );
        assert_eq!(parse("setoption name Clear_Hash"), Command::SetOption { name: "Clear_Hash".into(), value: None });
        assert_eq!(parse("setoption USI_Hash 64"), Command::Malformed(Malformed::SetOptionName));
        assert_eq!(parse("setoption name value 3"), Command::Malformed(Malformed::SetOptionName));
    }

    #[test]
    fn positions() {
        assert_eq!(parse("position startpos"), position(Start::StartPos, &[]));
        assert_eq!(parse("position startpos moves 7g7f 3c3d"), position(Start::StartPos, &["7g7f", "3c3d"]));
        assert_eq!(
            parse("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1 moves G*5b"),
            position(Start::Sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1".into()), &["G*5b"])
        );
        assert_eq!(parse("position sfen"), Command::Malformed(Malformed::SfenMissing));
        assert_eq!(parse("position sfen moves 7g7f"), Command::Malformed(Malformed::SfenMissing));
        assert_eq!(parse("position"), Command::Malformed(Malformed::PositionStart { found: None }));
        assert_eq!(parse("position fen x"), Command::Malformed(Malformed::PositionStart { found: Some("fen".into()) }));
        assert_eq!(parse("position startpos 7g7f"), Command::Malformed(Malformed::AfterStartpos("7g7f".into())));
    }

    #[test]
    fn go_commands() {
        assert_eq!(parse("go mate 1000"), Command::GoMate(MateLimit::Millis(1000)));
        assert_eq!(parse("go mate infinite"), Command::GoMate(MateLimit::Infinite));
        assert_eq!(parse("go mate"), Command::GoMate(MateLimit::Infinite));
        assert_eq!(parse("go mate soon"), Command::Malformed(Malformed::MateLimit("soon".into())));
        assert_eq!(parse("go mate -5"), Command::Malformed(Malformed::MateLimit("-5".into())));
        assert_eq!(parse("go btime 1000 wtime 1000 byoyomi 1000"), Command::GoPlay);
        assert_eq!(parse("go infinite"), Command::GoPlay);
    }

    #[test]
    fn malformed_commands_say_what_is_wrong() {
        let Command::Malformed(m) = parse("go mate soon") else { panic!() };
        assert_eq!(m.to_string(), "go mate: expected a time in milliseconds or `infinite`, found `soon`");
        let Command::Malformed(m) = parse("position") else { panic!() };
        assert_eq!(m.to_string(), "position: expected `startpos` or `sfen <sfen>`, found nothing");
    }
}
