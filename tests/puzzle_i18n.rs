//! The puzzle commands in Spanish, Portuguese and Tagalog: a puzzle played through piped
//! input, the list and an error read with no line left in English (a line identical to the
//! English run's is allowed only on a board), and no message id shown instead of a message.

mod common;
use annan::content::puzzle::{collection, Located};
use annan::rules::Variant;
use assert_cmd::Command;
use common::scratch;

/// stdout and stderr of `annan ARGS` in `lang` with `input`, each run with fresh progress.
fn run(lang: &str, args: &[&str], input: &str) -> (String, String) {
    let data = scratch(lang);
    let out = Command::cargo_bin("annan")
        .unwrap()
        .env("ANNAN_DATA_DIR", &data)
        .env("ANNAN_LANG", lang)
        .env("NO_COLOR", "1")
        // Unwrapped, so a paragraph is one line in every language and lines pair up.
        .env("COLUMNS", "100000")
        .args(["--color", "never"])
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

/// The indices of the lines that belong to a drawn board (its frame, the file numbers above
/// it, the hands and the caption up to the empty line after it): the board's own module
/// speaks for those.
fn board_lines(lines: &[&str]) -> Vec<usize> {
    let mut marked = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if !line.starts_with("+-") {
            continue;
        }
        let top = lines.get(i + 1).is_some_and(|l| l.starts_with('|'));
        if top {
            marked.extend(i.saturating_sub(2)..=i);
        } else {
            let end = (i..lines.len()).find(|&j| lines[j].is_empty()).unwrap_or(lines.len());
            marked.extend(i..end);
        }
    }
    marked.extend(lines.iter().enumerate().filter(|(_, l)| l.starts_with('|')).map(|(i, _)| i));
    marked
}

/// Lines of `other` identical to the same line of `english`, boards and blank lines aside.
fn still_english(english: &str, other: &str) -> Vec<String> {
    let (en, xx): (Vec<&str>, Vec<&str>) = (english.lines().collect(), other.lines().collect());
    assert_eq!(en.len(), xx.len(), "the same session has the same lines:\n{english}\n---\n{other}");
    let boards = board_lines(&en);
    (0..en.len())
        .filter(|i| !boards.contains(i) && !en[*i].trim().is_empty() && en[*i] == xx[*i])
        .map(|i| xx[i].to_string())
        .collect()
}

fn annan_mate_in_3() -> Located {
    collection().unwrap().into_iter().find(|l| l.puzzle.variant == Variant::Annan && l.puzzle.mate == 3).unwrap()
}

#[test]
fn a_puzzle_the_list_and_errors_speak_each_language() {
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    let pos = p.position().unwrap();
    let quiet = pos.legal_move_list().iter().copied().find(|&m| !pos.gives_check(m)).unwrap().usi(pos.geometry());
    let wrong = common::wrong_check(p);
    // Every hint, a move that gives no check (not counted), a wrong one, the right one, then
    // quit: a miss.
    let input = format!("{}{quiet}\n{wrong}\n{}\nquit\n", "hint\n".repeat(p.hints.len()), p.main_line[0]);
    let play = ["puzzle", p.id.as_str()];
    let list = ["puzzles", "--variant", "annan", "--mate", "3"];
    let error = ["puzzle", "no-such-puzzle"];
    let (en_play, _) = run("en", &play, &input);
    let (en_list, en_count) = run("en", &list, "");
    let (_, en_error) = run("en", &error, "");
    assert!(en_play.contains("You left the puzzle after a wrong try"), "{en_play}");
    for lang in ["es", "pt", "tl"] {
        let (xx_play, _) = run(lang, &play, &input);
        let (xx_list, xx_count) = run(lang, &list, "");
        let (_, xx_error) = run(lang, &error, "");
        for (en, xx) in [(&en_play, &xx_play), (&en_list, &xx_list), (&en_count, &xx_count), (&en_error, &xx_error)] {
            let same = still_english(en, xx);
            assert!(same.is_empty(), "{lang}: lines still in English: {same:?}");
            assert!(!xx.contains("puzzle-"), "{lang}: a message id instead of its text:\n{xx}");
        }
    }
}

#[test]
fn a_minishogi_puzzles_help_writes_its_example_moves_on_the_5x5_board() {
    let l = collection().unwrap().into_iter().find(|l| l.puzzle.variant == Variant::Minishogi).unwrap();
    for lang in ["en", "es", "pt", "tl"] {
        // The help on the first page, and again when asked for.
        let (out, _) = run(lang, &["puzzle", l.puzzle.id.as_str()], "help\nquit\n");
        assert_eq!(out.matches("(5d5c)").count(), 2, "{lang}:\n{out}");
        assert_eq!(out.matches("(P-5c)").count(), 2, "{lang}:\n{out}");
        assert_eq!(out.matches("(５三歩)").count(), 2, "{lang}:\n{out}");
        assert!(!out.contains("7g7f") && !out.contains("P-7f") && !out.contains("７六歩"), "{lang}:\n{out}");
    }
}

#[test]
fn the_word_the_help_uses_for_the_solution_shows_it_as_the_keyword_does() {
    let id = annan_mate_in_3().puzzle.id;
    // Portuguese asks for `resposta` and says "vês a solução"; Tagalog asks for `sagot` and
    // says "makikita mo ang buong solusyon".
    for (lang, keyword, said) in
        [("pt", "resposta", "solução"), ("pt", "resposta", "Solucao"), ("tl", "sagot", "solusyon")]
    {
        let (by_keyword, _) = run(lang, &["puzzle", id.as_str()], &format!("{keyword}\n2\n"));
        let (by_word, _) = run(lang, &["puzzle", id.as_str()], &format!("{said}\n2\n"));
        assert_eq!(by_word, by_keyword, "{lang}: `{said}`");
    }
}

#[test]
fn a_file_that_is_no_puzzle_and_no_record_is_said_so_without_serdes_words() {
    let data = scratch("bad-kif");
    let file = data.join("bad.kif");
    std::fs::write(&file, "hola\n").unwrap();
    let file = file.display().to_string();
    for (lang, said) in [
        (
            "en",
            "is not a puzzle file (puzzles in YAML, as `annan generate` writes them), nor a KIF, KI2, CSA, BOD, SFEN or USI record:",
        ),
        ("es", "no es un archivo de problemas (problemas en YAML, como los escribe `annan generate`) ni un registro"),
    ] {
        let (_, err) = run(lang, &["puzzle", "--file", file.as_str()], "");
        assert!(err.contains(said), "{lang}: {err}");
        let reason = [
            "this is not a puzzle: a puzzle is a set of keys (`id:`, `sfen:`, `mate:`…)",
            "esto no es un problema: un problema es un conjunto de claves (`id:`, `sfen:`, `mate:`…)",
        ];
        assert!(reason.iter().any(|r| err.contains(&format!("bad.kif:1:1: {r}"))), "{lang}: {err}");
        assert!(!err.contains("struct") && !err.contains("Puzzle"), "{lang}: {err}");
    }
}
