//! Reading files people give us (lessons, puzzles, positions, records) without trusting
//! them: a size cap before anything is parsed, a UTF-8 byte-order mark accepted, and YAML
//! screened for the constructs that make parsers blow up (deep nesting, anchors and aliases)
//! in one linear pass before serde sees it.

use crate::t;
use saphyr_parser::{Event, Parser};
use std::io::Read;
use std::path::Path;

/// The largest content or position file we read: far above any real lesson, puzzle
/// collection or game record, far below what could exhaust memory.
pub const FILE_LIMIT: u64 = 4 << 20;

/// The deepest nesting of YAML collections we accept; lessons need about six.
pub const YAML_DEPTH_LIMIT: usize = 64;

/// Why an input file was refused; `Display` is [`InputError::message`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    Unreadable { path: String, reason: String },
    TooLarge { path: String, limit: u64 },
    NotUtf8 { path: String, offset: usize },
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl InputError {
    /// One line for the person, in their language.
    pub fn message(&self) -> String {
        match self {
            InputError::Unreadable { path, reason } => t!("input-unreadable", path = path, reason = reason),
            InputError::TooLarge { path, limit } => t!("input-too-large", path = path, mib = limit / (1 << 20)),
            InputError::NotUtf8 { path, offset } => t!("input-not-utf8", path = path, offset = *offset),
        }
    }
}

/// Why reading or writing a file failed, in the reader's language: the common causes in our
/// words, any other with the system's own (English) description after ours.
pub fn io_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind as Kind;
    match e.kind() {
        Kind::NotFound => t!("input-reason-not-found"),
        Kind::PermissionDenied => t!("input-reason-permission"),
        Kind::IsADirectory => t!("input-reason-directory"),
        Kind::NotADirectory => t!("input-reason-not-directory"),
        Kind::AlreadyExists => t!("input-reason-exists"),
        Kind::StorageFull => t!("input-reason-full"),
        Kind::ReadOnlyFilesystem => t!("input-reason-read-only"),
        // What `io::Error::other` wraps: a reason we worded already.
        Kind::Other => e.to_string(),
        _ => t!("input-reason-other", detail = e.to_string()),
    }
}

/// How an error names `path`: `-` is standard input, in words.
pub fn display_name(path: &Path) -> String {
    if path == Path::new("-") {
        t!("input-stdin")
    } else {
        path.display().to_string()
    }
}

/// The bytes of `path` (`-` is standard input), at most `limit` of them.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    let name = display_name(path);
    let unreadable = |e: std::io::Error| InputError::Unreadable { path: name.clone(), reason: io_reason(&e) };
    let mut bytes = Vec::new();
    if path == Path::new("-") {
        std::io::stdin().lock().take(limit + 1).read_to_end(&mut bytes).map_err(unreadable)?;
    } else {
        let file = std::fs::File::open(path).map_err(unreadable)?;
        file.take(limit + 1).read_to_end(&mut bytes).map_err(unreadable)?;
    }
    if bytes.len() as u64 > limit {
        return Err(InputError::TooLarge { path: name, limit });
    }
    Ok(bytes)
}

/// The text of `path` (`-` is standard input): at most `limit` bytes of UTF-8, without a
/// leading byte-order mark.
pub fn read_text(path: &Path, limit: u64) -> Result<String, InputError> {
    let bytes = read_bytes(path, limit)?;
    let text = String::from_utf8(bytes)
        .map_err(|e| InputError::NotUtf8 { path: display_name(path), offset: e.utf8_error().valid_up_to() })?;
    Ok(strip_bom(&text).to_string())
}

/// `text` without a leading UTF-8 byte-order mark (editors on Windows add one).
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// A YAML construct we refuse, with its place (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlRefusal {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// Screens YAML before it is deserialised: nesting deeper than [`YAML_DEPTH_LIMIT`], anchors
/// and aliases (which let a small file expand to gigabytes) are refused, and so is what this
/// scanner cannot read (the real parser would fail there too, possibly slowly).
pub fn screen_yaml(text: &str) -> Result<(), YamlRefusal> {
    let mut depth = 0usize;
    for event in Parser::new_from_str(strip_bom(text)) {
        let (event, span) = event.map_err(|e| YamlRefusal {
            line: e.marker().line(),
            column: e.marker().col() + 1,
            message: t!("input-yaml-malformed", detail = e.info()),
        })?;
        let refuse = |message: String| YamlRefusal { line: span.start.line(), column: span.start.col() + 1, message };
        match event {
            Event::Alias(_) => return Err(refuse(t!("input-yaml-alias"))),
            Event::Scalar(_, _, anchor, _) if anchor != 0 => return Err(refuse(t!("input-yaml-alias"))),
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                if anchor != 0 {
                    return Err(refuse(t!("input-yaml-alias")));
                }
                depth += 1;
                if depth > YAML_DEPTH_LIMIT {
                    return Err(refuse(t!("input-yaml-too-deep", limit = YAML_DEPTH_LIMIT)));
                }
            }
            Event::SequenceEnd | Event::MappingEnd => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn an_alias_bomb_is_refused_before_it_expands() {
        let mut text = String::from("a: &a [\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"]\n");
        for i in 0..30 {
            text.push_str(&format!("b{i}: [*a, *a, *a, *a, *a, *a, *a, *a]\n"));
        }
        let e = screen_yaml(&text).unwrap_err();
        assert_eq!((e.line, e.column), (1, 4), "{e:?}");
    }

    #[test]
    fn deep_nesting_is_refused_quickly() {
        let start = Instant::now();
        assert!(screen_yaml(&"[".repeat(1_000_000)).is_err());
        assert!(start.elapsed().as_secs_f64() < 1.0);
        let e = screen_yaml(&format!("{}{}", "[".repeat(100), "]".repeat(100))).unwrap_err();
        assert!(e.message.contains("64"), "{e:?}");
        assert!(screen_yaml(&format!("{}{}", "[".repeat(60), "]".repeat(60))).is_ok());
    }

    #[test]
    fn ordinary_files_pass_and_a_bom_is_accepted() {
        assert!(screen_yaml("\u{feff}id: x\nsteps:\n  - {text: {en: \"G*7c\"}}\n").is_ok());
        assert_eq!(strip_bom("\u{feff}id: x"), "id: x");
    }

    #[test]
    fn reading_stops_at_the_limit() {
        let e = read_bytes(Path::new("/dev/zero"), 1 << 16).unwrap_err();
        assert_eq!(e, InputError::TooLarge { path: "/dev/zero".into(), limit: 1 << 16 });
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("latin1.yaml");
        std::fs::write(&path, b"id: caf\xe9\n").unwrap();
        assert!(matches!(read_text(&path, FILE_LIMIT), Err(InputError::NotUtf8 { offset: 7, .. })));
        std::fs::write(&path, "\u{feff}id: x\n").unwrap();
        assert_eq!(read_text(&path, FILE_LIMIT).unwrap(), "id: x\n");
    }
}
