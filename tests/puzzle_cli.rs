//! The puzzle commands through the binary: playing with piped input (a wrong move, a hint,
//! the solution, an alternative mate, end of input, nonsense), progress saved, the list,
//! and the generator's determinism across `--jobs` and `--shard`.

mod common;
use annan::content::puzzle::{check_file, collection, parse_file, Located, Phrase, Tag};
use annan::rules::{DeadPiece, Move, Notation, Variant};
use assert_cmd::Command;
use common::scratch;
use std::path::Path;

fn annan(data: &Path) -> Command {
    let mut cmd = Command::cargo_bin("annan").unwrap();
    cmd.env("ANNAN_DATA_DIR", data).env("ANNAN_LANG", "en").env("NO_COLOR", "1").arg("--color").arg("never");
    cmd
}

fn run(data: &Path, args: &[&str], input: &str) -> (String, String, i32) {
    let out = annan(data).args(args).write_stdin(input).output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (text(&out.stdout), text(&out.stderr), out.status.code().unwrap_or(-1))
}

fn annan_mate_in_3() -> Located {
    collection().unwrap().into_iter().find(|l| l.puzzle.variant == Variant::Annan && l.puzzle.mate == 3).unwrap()
}

/// A legal move of the puzzle's start position that gives no check.
fn quiet_move(l: &Located) -> String {
    let pos = l.puzzle.position().unwrap();
    let mv: Move = pos.legal_move_list().iter().copied().find(|&m| !pos.gives_check(m)).unwrap();
    mv.usi(pos.geometry())
}

/// A move that gives no check breaks the genre's rule, not the puzzle's idea: it is told so
/// and not counted, as an illegal move is not (a playtester's slip lost a puzzle). A clean
/// solve after it is a solve.
#[test]
fn a_move_that_gives_no_check_is_told_and_not_counted() {
    let data = scratch("no-check");
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    let quiet = quiet_move(&l);
    let (out, err, code) =
        run(&data, &["puzzle", &p.id], &format!("{quiet}\n{}\n{}\n", p.main_line[0], p.main_line[2]));
    assert_eq!(code, 0, "{err}");
    let told = flat(&out);
    assert!(told.contains(" does not give check: ") && told.contains("This try does not count."), "{out}");
    assert!(!out.contains("taken back"), "{out}");
    assert_eq!(progress(&data)["puzzles"][&p.id]["solved"], 1, "{out}");
    // Left after it: no wrong try, so the attempt does not count at all.
    let data = scratch("no-check-quit");
    let (out, _, _) = run(&data, &["puzzle", &p.id], &format!("{quiet}\nquit\n"));
    assert!(out.contains("You left the puzzle before any wrong try: this attempt does not count."), "{out}");
}

/// In Annan a move that gives no check is told why, where the reason is most often the piece
/// behind it: a bishop on the king's diagonal that moves like the lance behind it (a
/// playtester saw only "does not give check"). Shogi keeps the plain sentence.
#[test]
fn an_annan_move_that_gives_no_check_is_told_what_its_piece_moves_like() {
    use annan::rules::BackerReason;
    // An Annan puzzle and a move from its start that gives no check with a borrowed movement.
    let (l, mv, backer) = collection()
        .unwrap()
        .into_iter()
        .filter(|l| l.puzzle.variant == Variant::Annan)
        .find_map(|l| {
            let pos = l.puzzle.position().unwrap();
            let found = pos.legal_move_list().iter().copied().find_map(|m| {
                let after = pos.after(m);
                let e = after.explain_movement(m.to())?;
                match e.reason {
                    BackerReason::Backed { square, .. }
                        if !after.is_check() && e.moves_like.movement() != e.piece.role.movement() =>
                    {
                        Some((m, square))
                    }
                    _ => None,
                }
            });
            let (m, square) = found?;
            let g = pos.geometry();
            Some((l.clone(), m.usi(g), g.square_name(square)))
        })
        .expect("an Annan puzzle with a quiet move that borrows a movement");
    let data = scratch("no-check-annan");
    let (out, err, code) = run(&data, &["puzzle", &l.puzzle.id], &format!("{mv}\nquit\n"));
    assert_eq!(code, 0, "{err}");
    let told = flat(&out);
    let why = told.split(" does not give check: ").nth(1).unwrap_or_else(|| panic!("{out}"));
    let why = &why[..why.find(". In a mate problem").unwrap_or_else(|| panic!("{out}"))];
    assert!(why.contains(&format!("on {backer} behind it, so it moves like")), "{why}");
}

/// The line after the board's turn line that says the mate ("Gote is checkmated. Last
/// move: …") and why it is mate (a paragraph, its lines after the first indented): what the
/// puzzle says of the attempt, the mate said once.
fn after_the_mate(out: &str) -> Option<&str> {
    let lines: Vec<&str> = out.lines().collect();
    let mated = lines.iter().position(|l| l.contains("is checkmated"))?;
    lines[mated + 1..].iter().copied().find(|l| !l.starts_with("Why it is mate: ") && !l.starts_with("  "))
}

/// The paragraph that says why the final position is mate, unwrapped.
fn why_mate(out: &str) -> Option<String> {
    let lines: Vec<&str> = out.lines().collect();
    let first = lines.iter().position(|l| l.starts_with("Why it is mate: "))?;
    let more = lines[first + 1..].iter().take_while(|l| l.starts_with("  "));
    Some(flat(&std::iter::once(lines[first]).chain(more.copied()).collect::<Vec<_>>().join(" ")))
}

/// A solve is followed, under the final board and before the verdict, by why it is mate;
/// the solution shown after giving up ends with it too. In another language, in its words.
#[test]
fn a_solve_and_the_solution_say_why_the_last_position_is_mate() {
    let shogi = collection().unwrap().into_iter().find(|l| l.puzzle.variant == Variant::Shogi).unwrap();
    for l in [shogi, annan_mate_in_3()] {
        let p = &l.puzzle;
        let data = scratch("why-mate");
        let moves: String = p.main_line.iter().step_by(2).map(|m| format!("{m}\n")).collect();
        let (out, err, code) = run(&data, &["puzzle", &p.id, "--notation", "usi"], &moves);
        assert_eq!(code, 0, "{err}");
        let why = why_mate(&out).expect(&out);
        let mut end = p.position().unwrap();
        for mv in p.line(&end).unwrap() {
            end.play(mv);
        }
        let a = end.check_anatomy().unwrap();
        let checker = &a.checkers[0];
        let named = annan::i18n::rules::piece_on(end.geometry(), checker.piece.role, checker.square);
        assert!(why.starts_with(&format!("Why it is mate: {named}")), "{why}");
        assert!(why.contains("The king cannot step to") || why.contains("no square to step to"), "{why}");
        let (mated, verdict) = (out.find("is checkmated").unwrap(), out.find("Solved cleanly").expect(&out));
        let at = out.find("Why it is mate: ").unwrap();
        assert!(mated < at && at < verdict, "{out}");
        assert_eq!(after_the_mate(&out), Some("Solved cleanly: it counts as a solve."), "{out}");
        // Given up: the solution's rows, then why its last position is mate.
        let (out, _, _) = run(&data, &["puzzle", &p.id, "--notation", "usi"], "solution\n");
        let last_row = out.find(&format!("{}. {}", p.mate, p.main_line.last().unwrap())).expect(&out);
        assert!(out[last_row..].contains("Why it is mate: "), "{out}");
        assert_eq!(why_mate(&out).as_deref(), Some(why.as_str()), "{out}");
        let (es, _, _) = run(&data, &["--lang", "es", "puzzle", &p.id], "solución\n");
        assert!(es.contains("Por qué es mate: "), "{es}");
    }
}

fn progress(data: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(data.join("progress.json")).unwrap()).unwrap()
}

#[test]
fn a_solve_after_a_wrong_try_is_a_miss_and_a_clean_one_a_solve() {
    let data = scratch("play");
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    let start = p.position().unwrap();
    let input = format!("hint\n{}\n{}\n{}\n", common::wrong_check(&l.puzzle), p.main_line[0], p.main_line[2]);
    let (out, err, code) = run(&data, &["puzzle", &p.id], &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("Hint 1: {}", p.hints[0].render(&start, Notation::Western, p.mate))), "{out}");
    assert!(out.contains("Not this one.") && out.contains("gives check, but"), "{out}");
    assert!(
        flat(&out).contains(
            "Your move is taken back; try again. After a wrong try the puzzle counts as a miss, even if you solve it."
        ),
        "{out}"
    );
    assert!(out.contains("Solved, but after a wrong try: it counts as a miss."), "{out}");
    assert!(out.contains("Puzzles solved: 0; missed, to try again: 1; streak: 0"), "{out}");
    let saved = progress(&data);
    assert_eq!(saved["puzzles"][&p.id]["failed"], 1);
    assert_eq!(saved["puzzles"][&p.id]["solved"], 0);
    let after_miss = saved["puzzle_rating"]["rating"].as_f64().unwrap();
    assert!(after_miss < 1500.0, "a miss lowers a new player's rating: {after_miss}");
    // A new player's first swing is said to be provisional (a learner felt punished by it).
    assert!(
        flat(&out).contains("). It is provisional: it moves a lot over your first puzzles, then settles."),
        "{out}"
    );

    // The same solution typed in western notation, with no wrong try: a clean solve, but of
    // a puzzle already played, so not rated again (its solution was seen) and the streak
    // stays; the puzzle counts as solved, no longer as missed.
    let mut pos = start.clone();
    let line = p.line(&pos).unwrap();
    let first = pos.format_move(line[0], Notation::Western, None);
    pos.play(line[0]);
    pos.play(line[1]);
    let third = pos.format_move(line[2], Notation::Western, None);
    let (out, _, code) = run(&data, &["puzzle", &p.id], &format!("{first}\n{third}\n"));
    assert_eq!(code, 0);
    assert_eq!(after_the_mate(&out), Some("Solved cleanly: it counts as a solve."), "{out}");
    assert!(out.contains(" answers "), "{out}");
    assert!(out.contains("Puzzles solved: 1; missed, to try again: 0; streak: 0 (best 0)."), "{out}");
    assert!(!out.contains("Your puzzle rating:"), "{out}");
    let replay = "You had played this puzzle before: only the first attempt is rated and counts toward the streak.";
    assert!(flat(&out).contains(replay), "{out}");
    let saved = progress(&data);
    assert_eq!(
        (saved["puzzles"][&p.id]["solved"].as_u64(), saved["puzzles"][&p.id]["failed"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(saved["streak"], 0);
    assert_eq!(saved["puzzle_rating"]["rating"].as_f64().unwrap(), after_miss);

    let (out, err, _) = run(&data, &["puzzles", "--unsolved", "--variant", "annan", "--mate", "3"], "");
    assert!(!out.contains(&p.id), "a solved puzzle is not listed as unsolved");
    assert!(err.starts_with(&format!("Your puzzle rating: {} (± ", after_miss.round())), "{err}");
}

#[test]
fn a_solve_after_the_hint_that_names_the_move_is_not_clean() {
    let data = scratch("hinted");
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    assert!(p.hints.last().unwrap().names_the_move());
    // Every hint of the file, the last one naming the move (asked twice: the first time
    // warns), then the solution.
    let hints = "hint\n".repeat(p.hints.len() + 1);
    let (out, err, code) = run(&data, &["puzzle", &p.id], &format!("{hints}{}\n{}\n", p.main_line[0], p.main_line[2]));
    assert_eq!(code, 0, "{err}");
    let warning = "The next hint names the move, and the puzzle would then count as a miss. Type hint again to see it.";
    assert!(flat(&out).contains(warning), "{out}");
    assert!(out.contains("This hint names the move: the puzzle now counts as a miss, even if you solve it."), "{out}");
    assert_eq!(after_the_mate(&out), Some("Solved, but a hint named the move: it counts as a miss."), "{out}");
    assert!(out.contains("Puzzles solved: 0; missed, to try again: 1; streak: 0"), "{out}");
    let saved = progress(&data);
    assert_eq!(saved["puzzles"][&p.id]["solved"], 0);
    assert_eq!(saved["puzzles"][&p.id]["failed"], 1);
    assert!(saved["puzzle_rating"]["rating"].as_f64().unwrap() < 1500.0);

    // The hints before it (the idea, the piece), and the warning, keep a solve clean.
    let vague = "hint\n".repeat(p.hints.len());
    let (out, _, _) = run(&data, &["puzzle", &p.id], &format!("{vague}{}\n{}\n", p.main_line[0], p.main_line[2]));
    assert!(flat(&out).contains(warning) && !out.contains("This hint names the move"), "{out}");
    assert!(out.contains("Solved cleanly: it counts as a solve."), "{out}");
    assert_eq!(progress(&data)["puzzles"][&p.id]["solved"], 1);
}

#[test]
fn the_idea_of_a_drop_says_not_necessarily_at_once_and_is_passed_over_in_a_mate_in_one() {
    // "though not necessarily at once" was false of a mate in one (a playtest).
    let idea = |id: &str, first: &str| {
        let data = scratch(&format!("idea-{id}"));
        let (out, err, code) = run(&data, &["puzzle", id], &format!("hint\n{first}\n"));
        assert_eq!(code, 0, "{err}");
        flat(&out)
    };
    // In a mate in one titled "From the hand" that idea is the title's: passed over.
    let in_one = idea("annan-m1-s1-000013", "G*7b");
    assert!(!in_one.contains("The mate is a piece dropped from your hand"), "{in_one}");
    assert!(in_one.contains("Hint 1: Drop a gold."), "{in_one}");
    // The first puzzle of a session says the mate problems' convention (Gote's hand of every
    // other piece puzzled a beginner).
    assert!(in_one.contains("As in mate problems, the defender holds every piece"), "{in_one}");
    let longer = collection()
        .unwrap()
        .into_iter()
        .find(|l| l.puzzle.mate > 1 && l.puzzle.hints.first() == Some(&Phrase::Idea { theme: Some(Tag::Drop) }))
        .expect("a longer puzzle whose idea is a drop");
    let text = idea(&longer.puzzle.id, "quit");
    assert!(text.contains("The mate needs a piece from your hand, though not necessarily at once."), "{text}");
}

#[test]
fn a_player_who_has_met_three_puzzles_gets_the_rating_not_the_whole_introduction() {
    // The seven lines of help and convention above every session's first board, every day,
    // pushed the board into its compact form (a playtest).
    let data = scratch("intro");
    let ones: Vec<_> = collection().unwrap().into_iter().filter(|l| l.puzzle.mate == 1).take(4).collect();
    let convention = "As in mate problems, the defender holds every piece";
    for (n, l) in ones.iter().enumerate() {
        let (out, err, code) = run(&data, &["puzzle", &l.puzzle.id], &format!("{}\n", l.puzzle.main_line[0]));
        assert_eq!(code, 0, "{err}");
        let first_page = flat(&out[..out.find("Your move:").unwrap()]);
        assert_eq!(first_page.contains(convention), n < 3, "puzzle {n}: {first_page}");
        assert_eq!(first_page.contains("Your puzzle rating:"), n >= 3, "puzzle {n}: {first_page}");
    }
}

#[test]
fn a_mate_in_one_from_a_hand_of_one_kind_has_no_hint_short_of_the_move() {
    // "From the hand: mate in 1", then "The mate is a piece dropped from your hand", then
    // "Drop a lance" with lances alone in hand: nothing new until the move (a playtest).
    let l = collection()
        .unwrap()
        .into_iter()
        .find(|l| {
            let pos = l.puzzle.position().unwrap();
            l.puzzle.mate == 1
                && l.puzzle.title == Phrase::Title { theme: Some(Tag::Drop), length: 1 }
                && pos.hand(pos.side_to_move()).iter().filter(|&&n| n > 0).count() == 1
        })
        .expect("a mate in one from a hand of one kind");
    let data = scratch("one-kind");
    let (out, err, code) = run(&data, &["puzzle", &l.puzzle.id], &format!("hint\nhint\n{}\n", l.puzzle.main_line[0]));
    assert_eq!(code, 0, "{err}");
    let text = flat(&out);
    let warned = text.find("The next hint names the move").expect(&text);
    let named = text.find("Hint 1: Play ").expect(&text);
    assert!(warned < named && !text.contains("Drop a"), "{text}");
}

#[test]
fn a_solve_says_what_the_backers_did_and_the_solution_notes_only_borrowed_movement() {
    // A clean solve of an Annan puzzle never said why the lance on 5a mates; the solution
    // said "moves like a rook" beside a rook, burying the row that mattered (a playtest).
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    let data = scratch("recap");
    let (out, err, code) =
        run(&data, &["puzzle", &p.id, "--notation", "usi"], &format!("{}\n{}\n", p.main_line[0], p.main_line[2]));
    assert_eq!(code, 0, "{err}");
    let recap = out.split("The backers in the solution:\n").nth(1).expect(&out);
    let rows: Vec<&str> = recap.lines().take_while(|l| l.starts_with("  ")).collect();
    assert!(!rows.is_empty() && rows.iter().all(|r| r.contains("so it moves like a")), "{out}");
    assert!(
        !rows.iter().any(|r| r.contains(&format!("1. {}", p.main_line[0]))),
        "the first move borrows nothing: {out}"
    );
    // The whole solution, shown on leaving after a wrong try: a note only where a backer
    // changes a movement.
    let data = scratch("recap-quit");
    let (out, _, _) =
        run(&data, &["puzzle", &p.id, "--notation", "usi"], &format!("{}\nquit\n", common::wrong_check(&l.puzzle)));
    let first = out.lines().find(|r| r.starts_with(&format!("  1. {}", p.main_line[0]))).expect(&out);
    assert_eq!(first.trim(), format!("1. {}", p.main_line[0]), "{out}");
    assert!(out.lines().any(|r| r.starts_with(&format!("  3. {}: ", p.main_line[2]))), "{out}");
}

#[test]
fn mate_keeps_to_puzzles_of_that_length() {
    // A club player got mostly mates in one and could not ask for longer ones (a playtest).
    let data = scratch("mate-length");
    let (out, err, code) = run(&data, &["puzzle", "--mate", "5"], "quit\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().next().is_some_and(|l| l.contains(": mate in 5 (")), "{out}");
    let (_, err, code) = run(&data, &["puzzle", "--mate", "4"], "");
    assert_eq!(code, 2);
    assert!(err.contains("no puzzle of the collection is a mate in 4 plies: their lengths are 1, 3, 5"), "{err}");
}

#[test]
fn a_western_move_that_may_promote_is_asked_about_without_its_mark_and_not_counted() {
    // `R-3b` was read as `R-3b=` and lost a puzzle whose mate is `R-3b+` (a playtest).
    let found = collection().unwrap().into_iter().find_map(|l| {
        let pos = l.puzzle.position().unwrap();
        let mv = l.puzzle.line(&pos).unwrap()[0];
        let twin = Move::normal(mv.from()?, mv.to(), false);
        (mv.promotes() && pos.is_legal(twin)).then(|| (l, pos.format_move(mv, Notation::Western, None)))
    });
    let (l, marked) = found.expect("a puzzle whose first move promotes by choice");
    let bare = marked.trim_end_matches('+').to_string();
    let data = scratch("unmarked");
    let rest: Vec<&String> = l.puzzle.main_line.iter().skip(2).step_by(2).collect();
    let input = format!(
        "{bare}\n{}\n{}\n",
        l.puzzle.main_line[0],
        rest.iter().map(|m| m.as_str()).collect::<Vec<_>>().join("\n")
    );
    let (out, err, code) = run(&data, &["puzzle", &l.puzzle.id], &input);
    assert_eq!(code, 0, "{err}");
    let text = flat(&out);
    assert!(text.contains(&format!("{bare} could mean {marked} or {bare}=: say which (in western notation")), "{text}");
    assert_eq!(after_the_mate(&out), Some("Solved cleanly: it counts as a solve."), "{out}");
}

#[test]
fn quit_leaves_a_puzzle_and_counts_only_after_a_wrong_try() {
    let data = scratch("quit");
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    // `quit` ends the command: the move typed after it is never read.
    let (out, err, code) = run(&data, &["puzzle", &p.id], &format!("quit\n{}\n", p.main_line[0]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("You left the puzzle before any wrong try: this attempt does not count."), "{out}");
    assert_eq!(out.matches("Your move:").count(), 1, "{out}");
    assert!(!out.contains("answers") && !out.contains("What next?"), "{out}");
    assert!(!data.join("progress.json").exists(), "an attempt that does not count is not saved");

    let (out, _, code) = run(&data, &["puzzle", &p.id], &format!("{}\nQUIT\n", common::wrong_check(&l.puzzle)));
    assert_eq!(code, 0);
    assert!(out.contains("You left the puzzle after a wrong try: it counts as a miss."), "{out}");
    assert_eq!(progress(&data)["puzzles"][&p.id]["failed"], 1);
}

/// Whitespace made single spaces, so wrapped output can be compared with unwrapped.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `annan` in `lang` with `columns` columns, on `input`: stdout.
fn at_width(data: &Path, lang: &str, columns: &str, args: &[&str], input: &str) -> String {
    let out = annan(data).env("ANNAN_LANG", lang).env("COLUMNS", columns).args(args).write_stdin(input).output();
    let out = out.unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_player_takes_the_lessons_keywords_in_the_learners_language_and_fits_the_terminal() {
    let data = scratch("keywords");
    let l = annan_mate_in_3();
    let id = l.puzzle.id.as_str();
    // Spanish words, the English `legend` (understood in every language), then `salir`.
    let input = "ayuda\nleyenda\nlegend\ntablero\njugadas\npista\nsalir\n7g7f\n";
    let narrow = at_width(&data, "es", "60", &["puzzle", id], input);
    // The help line names the legend with the other words, in Spanish.
    assert!(
        flat(&narrow)
            .contains("También puedes escribir pista, jugadas, tablero, piezas, leyenda, solución, salir, ayuda."),
        "{narrow}"
    );
    assert_eq!(narrow.matches("Qué símbolo es cada pieza").count(), 2, "{narrow}");
    assert!(narrow.contains("龍 +R dragón"), "{narrow}");
    assert!(narrow.contains("Pista 1: "), "{narrow}");
    // `tablero` shows the board again; `jugadas` lists the moves, the checks alone.
    assert_eq!(narrow.matches("Mano de Gote:").count(), 2, "{narrow}");
    assert!(flat(&narrow).contains("Tus jugadas que dan jaque"), "{narrow}");
    // `salir` left the puzzle: nothing typed after it was read, nothing counted.
    assert!(flat(&narrow).contains("Dejaste el problema antes de fallar ninguna jugada"), "{narrow}");
    assert_eq!(narrow.matches("Tu jugada:").count(), 7, "{narrow}");
    assert!(!data.join("progress.json").exists());
    // Everything fits in 60 columns (boards included), and wrapping split no word.
    for line in narrow.lines() {
        assert!(console::measure_text_width(line) <= 60, "wider than 60 columns:\n{line}");
    }
    assert_eq!(flat(&narrow), flat(&at_width(&data, "es", "100000", &["puzzle", id], input)));
}

/// Piped, the list is one line per puzzle whatever the width asked, so that grep finds a
/// puzzle's themes on its line (`drop, sacrifice,` then `    promotion` at 80 columns), and
/// nothing else (the player's rating goes to stderr, as the count does).
/// On a terminal it fits the window: see `tests/pty.rs`.
#[test]
fn the_puzzle_list_is_one_line_a_puzzle_when_piped() {
    let data = scratch("list-piped");
    let all = collection().unwrap();
    for columns in ["60", "80"] {
        let out = at_width(&data, "en", columns, &["puzzles"], "");
        let rows: Vec<&str> = out.lines().collect();
        assert_eq!(rows.len(), all.len(), "{out}");
        for l in &all {
            let row = rows.iter().find(|r| r.split_whitespace().next() == Some(l.puzzle.id.as_str())).expect(&out);
            let word = |tag: &str| {
                annan::i18n::message_in(annan::i18n::Lang::En, "puzzle-tag", &[("tag", annan::i18n::arg(tag))])
            };
            let mut themes: Vec<String> = l.puzzle.tags.iter().map(|t| word(t.name())).collect();
            if l.puzzle.annan_only {
                themes.push(word("annan-only"));
            }
            match themes.is_empty() {
                true => assert!(!row.contains(" · "), "{row}"),
                false => assert!(row.ends_with(&format!(" · {}", themes.join(", "))), "{row}"),
            }
        }
    }
}

#[test]
fn after_a_puzzle_the_next_one_near_the_rating_is_offered() {
    let data = scratch("next");
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    let input = format!("{}\n{}\n1\nquit\n", p.main_line[0], p.main_line[2]);
    let (out, err, code) = run(&data, &["puzzle", &p.id], &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("What next?\n  1. Next puzzle\n  2. Stop here"), "{out}");
    let headers: Vec<&str> = out.lines().filter(|line| line.ends_with(')') && line.contains(": mate in ")).collect();
    assert_eq!(headers.len(), 2, "{out}");
    assert!(!headers[1].contains(&p.id), "the next puzzle is another one: {headers:?}");
    assert!(out.contains("You left the puzzle before any wrong try"), "{out}");
    // All that can be typed is said with the first puzzle; the next one says where it is.
    let after_first = &out[out.find(headers[1]).unwrap()..];
    assert_eq!(flat(&out).matches("You can also type").count(), 1, "{out}");
    assert!(!flat(after_first).contains("You can also type"), "{out}");
    assert!(flat(after_first).contains("Type your move, or help to see what else you can type."), "{out}");

    // Choosing to stop ends the command.
    let (out, _, code) = run(&data, &["puzzle", &p.id], &format!("{}\n{}\n2\n", p.main_line[0], p.main_line[2]));
    assert_eq!(code, 0);
    assert_eq!(out.matches(": mate in ").count(), 1, "{out}");
}

#[test]
fn a_new_player_starts_with_an_easy_puzzle() {
    let data = scratch("first");
    for _ in 0..3 {
        let (out, err, code) = run(&data, &["puzzle"], "");
        assert_eq!(code, 0, "{err}");
        let header = out.lines().next().unwrap();
        assert!(header.contains(": mate in 1 ("), "a new player (1500) meets a mate in 1: {header}");
    }
    let (_, err, _) = run(&data, &["puzzles"], "");
    assert!(err.starts_with("Your puzzle rating: 1500 (± 350)."), "{err}");
}

#[test]
fn a_check_that_does_not_mate_is_refuted_in_words_and_taken_back() {
    let data = scratch("refute");
    let mut solver = annan::solver::Solver::new(16);
    let opts = annan::solver::SolveOptions { max_plies: 2, ..Default::default() };
    // The first Annan mate in 3 with a check that does not mate (the solver says which).
    let (l, wrong, western) = collection()
        .unwrap()
        .into_iter()
        .filter(|l| l.puzzle.variant == Variant::Annan && l.puzzle.mate == 3)
        .find_map(|l| {
            let pos = l.puzzle.position().unwrap();
            let wrong = pos
                .legal_move_list()
                .iter()
                .copied()
                .filter(|&m| pos.gives_check(m))
                .find(|&m| solver.solve_after(&pos.after(m), &opts).status != annan::solver::Status::Mate)?;
            Some((l, wrong.usi(pos.geometry()), pos.format_move(wrong, annan::rules::Notation::Western, None)))
        })
        .expect("some mate in 3 has a check that does not mate");
    let (out, _, code) = run(&data, &["puzzle", &l.puzzle.id], &format!("{wrong}\n"));
    assert_eq!(code, 0);
    // The move as the player reads moves (western by default).
    assert!(out.contains(&format!("{western} gives check, but it does not force mate in the 3 plies left")), "{out}");
    assert!(out.contains("answers") && out.contains("and escapes."), "{out}");
    // The defence in words, then the position to play from again: one board, the first one,
    // so that on a 24-row terminal the explanation stays in sight.
    let (before, after) = out.split_once("Your move is taken back").expect("taken back");
    let rows = |text: &str| text.lines().filter(|l| l.starts_with('|')).map(str::to_string).collect::<Vec<_>>();
    let (first, last) = (rows(before), rows(after));
    assert!(first.len() == 9 && last.len() == 9, "{out}");
    assert_eq!(first, last, "{out}");
    assert!(out.contains("You left the puzzle after a wrong try: it counts as a miss."), "{out}");
    assert!(out.contains("Input ended; your progress is saved."), "{out}");
}

#[test]
fn a_check_that_does_not_mate_in_one_is_called_no_mate() {
    let data = scratch("refute-one");
    // The first mate in 1 with a check that is not mate (no plies are left after it).
    let (l, wrong) = collection()
        .unwrap()
        .into_iter()
        .filter(|l| l.puzzle.mate == 1)
        .find_map(|l| {
            let pos = l.puzzle.position().unwrap();
            let wrong =
                pos.legal_move_list().iter().copied().find(|&m| pos.gives_check(m) && !pos.after(m).is_checkmate())?;
            Some((l, pos.format_move(wrong, annan::rules::Notation::Western, None)))
        })
        .expect("some mate in 1 has a check that is not mate");
    let (out, _, code) = run(&data, &["puzzle", &l.puzzle.id], &format!("{wrong}\n"));
    assert_eq!(code, 0);
    assert!(out.contains(&format!("{wrong} gives check, but it is not mate.")), "{out}");
}

#[test]
fn giving_up_shows_the_solution_with_backers_explained() {
    let data = scratch("solution");
    let l = annan_mate_in_3();
    let (out, _, code) = run(&data, &["puzzle", &l.puzzle.id], "solution\n");
    assert_eq!(code, 0);
    assert!(out.contains("Solution (mate in 3 plies):"), "{out}");
    assert!(out.contains("so it moves like a"), "{out}");
    assert!(out.contains("You asked for the solution: it counts as a miss."), "{out}");
    assert_eq!(progress(&data)["puzzles"][&l.puzzle.id]["failed"], 1);
}

#[test]
fn an_alternative_mate_is_accepted_from_a_file() {
    let data = scratch("alternative");
    let file = common::two_golds_puzzle(&data);
    let (out, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap()], "G*2b\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("G*2b also mates (the composed solution plays G*1b)"), "{out}");
    assert!(out.contains("Solved cleanly"), "{out}");
}

#[test]
fn nonsense_input_and_end_of_input_end_cleanly() {
    let data = scratch("nonsense");
    let l = annan_mate_in_3();
    let input = "xyzzy\n999\n0\nP*\n9a9a\n\u{1F600}\nmoves\nhelp\nhint\nhint\nhint\nhint\nhint\n";
    let (out, err, code) = run(&data, &["puzzle", &l.puzzle.id], input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("is not a move number here"), "{out}");
    // Each refusal is a sentence of its own, ended as a lesson ends it.
    assert!(flat(&out).contains("P-7f or ７六歩, or give its number. "), "{out}");
    // The checks alone, so none is marked.
    assert!(out.contains("Your moves that give check (in a mate problem every move must):"), "{out}");
    assert!(!out.contains('†'), "{out}");
    assert!(out.contains("No more hints"), "{out}");
    assert!(out.contains("Input ended"), "{out}");
    let (_, _, code) = run(&data, &["puzzle", "--daily"], "");
    assert_eq!(code, 0);
    let (_, _, code) = run(&data, &["puzzle", "--random"], "");
    assert_eq!(code, 0);
}

#[test]
fn files_that_are_not_puzzles_and_unknown_ids_are_bad_input() {
    let data = scratch("bad");
    let file = data.join("lesson.yaml");
    std::fs::write(&file, "id: x\nsteps: []\n").unwrap();
    let (_, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.contains("is not a puzzle file") && err.lines().count() >= 1, "{err}");
    let (_, err, code) = run(&data, &["puzzle", "--file", data.join("missing.yaml").to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.starts_with("annan: cannot read"), "{err}");
    let (_, err, code) = run(&data, &["puzzle", "no-such-puzzle"], "");
    assert_eq!(code, 2);
    assert!(err.contains("there is no puzzle 'no-such-puzzle'"), "{err}");
}

#[test]
fn the_list_filters_and_prints_json() {
    let data = scratch("list");
    let (out, _, code) = run(&data, &["puzzles", "--json"], "");
    assert_eq!(code, 0);
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    assert_eq!(items.len(), collection().unwrap().len());
    let (out, _, _) = run(&data, &["puzzles", "--json", "--variant", "minishogi", "--mate", "3", "--tag", "drop"], "");
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    assert!(!items.is_empty());
    assert!(items.iter().all(|i| i["variant"] == "minishogi" && i["mate"] == 3));
    assert!(items.iter().all(|i| i["tags"].as_array().unwrap().iter().any(|t| t == "drop")));
    // Each puzzle's position and solution, as its file has them: a script can set it up.
    let (out, _, _) = run(&data, &["puzzles", "--json"], "");
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    for l in collection().unwrap() {
        let p = &l.puzzle;
        let item = items.iter().find(|i| i["id"] == p.id.as_str()).unwrap();
        assert_eq!(item["sfen"], p.sfen.as_str(), "{}", p.id);
        assert_eq!(item["main_line"], serde_json::json!(p.main_line), "{}", p.id);
        assert_eq!(p.main_line.len(), p.mate as usize, "{}", p.id);
        // Its rules as `puzzle` plays it: the dead-piece setting for `--dead-piece`, in
        // Annan only; and its rating as the list shows it, a whole number.
        let dead_piece = p.variant.has_backers().then(|| p.dead_piece.unwrap_or_default().name());
        assert_eq!(item["dead_piece"], serde_json::json!(dead_piece), "{}", p.id);
        assert!(item["rating"].is_i64(), "{}: {}", p.id, item["rating"]);
    }
    assert!(items.iter().any(|i| i["dead_piece"] == "backer") && items.iter().any(|i| i["dead_piece"].is_null()));
}

/// `--mate` with a length no puzzle has lists none, and says why on stderr: an even length
/// is no mate's (the attacker gives the first check and the mate), or no puzzle the other
/// filters keep has it; then the lengths they keep.
#[test]
fn a_mate_length_that_lists_nothing_says_why_and_which_there_are() {
    let data = scratch("list-length");
    let lengths = |variant: Option<Variant>| {
        let all: Vec<String> = collection()
            .unwrap()
            .into_iter()
            .filter(|l| variant.is_none_or(|v| l.puzzle.variant == v))
            .map(|l| l.puzzle.mate)
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .map(|m| m.to_string())
            .collect();
        format!("annan: lengths to ask for with --mate: {}", all.join(", "))
    };
    let (out, err, code) = run(&data, &["puzzles", "--mate", "4"], "");
    assert_eq!((code, out.as_str()), (0, ""));
    let said: Vec<&str> = err.lines().collect();
    assert_eq!(
        said,
        [
            "Your puzzle rating: 1500 (± 350).",
            "annan: no puzzle is a mate in 4 plies: a mate takes an odd number of plies, as the attacker moves first and last",
            &lengths(None),
            "0 puzzles"
        ]
    );
    let (_, err, _) = run(&data, &["puzzles", "--mate", "4001", "--variant", "minishogi", "--json"], "");
    let said: Vec<&str> = err.lines().collect();
    assert_eq!(said, ["annan: no puzzle here is a mate in 4001", &lengths(Some(Variant::Minishogi))]);
    // A length there is says nothing more than its list.
    let (_, err, _) = run(&data, &["puzzles", "--mate", "3"], "");
    assert!(!err.contains("--mate"), "{err}");
}

#[test]
fn the_list_names_the_themes_in_the_readers_language() {
    let data = scratch("list-lang");
    // `--tag` takes the themes' names; the rows say them in Spanish.
    let (out, _, code) = run(&data, &["--lang", "es", "puzzles", "--variant", "minishogi", "--tag", "drop"], "");
    assert_eq!(code, 0);
    // A row too long for the terminal goes on under its id, indented.
    let mut rows: Vec<String> = Vec::new();
    for line in out.lines() {
        match (line.strip_prefix("    "), rows.last_mut()) {
            (Some(rest), Some(row)) => *row = format!("{row} {}", rest.trim()),
            _ if line.starts_with("minishogi-") => rows.push(line.to_string()),
            _ => {}
        }
    }
    assert!(!rows.is_empty(), "{out}");
    assert!(rows.iter().all(|r| r.contains("reingreso") && !r.contains("drop")), "{out}");
    // The themes stand apart from the status ("nuevo · ..."), which a theme may repeat.
    assert!(rows.iter().all(|r| r.contains(" · ")), "{out}");
    // The word the list shows picks the same puzzles, in any of the languages.
    for word in ["reingreso", "Reintrodução", "paglalagay"] {
        let (same, _, code) = run(&data, &["--lang", "es", "puzzles", "--variant", "minishogi", "--tag", word], "");
        assert_eq!((code, &same), (0, &out), "{word}");
    }
    let (out, _, _) = run(&data, &["--lang", "es", "puzzles", "--variant", "annan"], "");
    assert!(out.contains("solo Annan") && !out.contains("annan-only"), "{out}");
}

fn generate(data: &Path, extra: &[&str]) -> String {
    let mut args = vec!["generate", "--variant", "minishogi", "--mate", "3", "--seed", "5"];
    args.extend_from_slice(extra);
    let (out, err, code) = run(data, &args, "");
    assert_eq!(code, 0, "{err}");
    out
}

fn ids(yaml: &str) -> Vec<String> {
    let mut v: Vec<String> = parse_file("out.yaml", yaml).unwrap().into_iter().map(|l| l.puzzle.id).collect();
    v.sort();
    v
}

#[test]
fn generation_is_the_same_whatever_the_jobs_and_shards_add_up() {
    let data = scratch("generate");
    let one = generate(&data, &["--count", "6", "--jobs", "1"]);
    let two = generate(&data, &["--count", "6", "--jobs", "2"]);
    assert_eq!(one, two);
    assert_eq!(ids(&one).len(), 6);
    check_file("out.yaml", &one).unwrap();

    let whole = generate(&data, &["--count", "1000", "--candidates", "300"]);
    let mut parts: Vec<String> = ["1/3", "2/3", "3/3"]
        .iter()
        .flat_map(|s| ids(&generate(&data, &["--count", "1000", "--candidates", "300", "--shard", s])))
        .collect();
    parts.sort();
    assert!(!parts.is_empty());
    assert_eq!(ids(&whole), parts);
}

#[test]
fn a_generated_file_plays_through() {
    let data = scratch("generated");
    let file = data.join("g.yaml");
    let out = generate(&data, &["--count", "1", "--jobs", "1"]);
    std::fs::write(&file, &out).unwrap();
    let l = &parse_file("g.yaml", &out).unwrap()[0];
    let input = format!("{}\n{}\n", l.puzzle.main_line[0], l.puzzle.main_line[2]);
    let (out, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap()], &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Solved cleanly"), "{out}");
    let (_, err, code) = run(&data, &["generate", "--variant", "shogi", "--mate", "4", "--count", "1"], "");
    assert_eq!(code, 2, "{err}");
    let (_, err, code) = run(&data, &["generate", "--mate", "3", "--count", "1", "--shard", "3/2"], "");
    assert_eq!(code, 2, "{err}");
    // A KIF or BOD file holds one record: two would read back as one and garbage.
    let kif = data.join("g.kif");
    for format in ["kif", "bod"] {
        let args = ["generate", "--mate", "3", "--count", "2", "--format", format, "--out", kif.to_str().unwrap()];
        let (_, err, code) = run(&data, &args, "");
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("holds one puzzle") && err.contains("--out-dir"), "{err}");
    }
    assert!(!kif.exists());
    let args = ["generate", "--variant", "minishogi", "--mate", "3", "--seed", "5", "--count", "1", "--jobs", "1"];
    let (_, err, code) = run(&data, &[&args[..], &["--format", "kif", "--out", kif.to_str().unwrap()]].concat(), "");
    assert_eq!(code, 0, "{err}");
    let (_, err, code) = run(&data, &["convert", "--to", "sfen", kif.to_str().unwrap()], "");
    assert_eq!(code, 0, "one record in the file reads back: {err}");
}

/// Without `--seed` a seed is drawn and said, with the command that repeats the run: the old
/// default, 1, gave back the collection's own puzzles to a teacher who wanted new ones (a
/// playtest). The help says which seeds made the collection; a seed given is not said again.
#[test]
fn generate_without_a_seed_draws_a_new_one_and_says_how_to_repeat_the_run() {
    let data = scratch("drawn-seed");
    let (out, err, code) = run(&data, &["generate", "--variant", "minishogi", "--mate", "1", "--count", "2"], "");
    assert_eq!(code, 0, "{err}");
    let command = err.split('`').nth(1).unwrap_or_else(|| panic!("no command: {err}"));
    let seed = command.rsplit(' ').next().unwrap();
    assert!(seed.len() == 6 && seed.parse::<u64>().is_ok(), "{err}");
    let said = format!("annan: seed {seed} (the collection's puzzles were generated with seeds 1 to 3); `");
    assert!(err.starts_with(&said) && err.contains("` generates the same puzzles again"), "{err}");
    assert_eq!(command, format!("annan generate --variant minishogi --mate 1 --count 2 --seed {seed}"));
    let collection: Vec<String> = collection().unwrap().into_iter().map(|l| l.puzzle.id).collect();
    let found = ids(&out);
    assert_eq!(found.len(), 2, "{out}");
    assert!(found.iter().all(|id| id.contains(&format!("-s{seed}-")) && !collection.contains(id)), "{found:?}");
    let words: Vec<&str> = command.split_whitespace().skip(1).collect();
    let (again, err, code) = run(&data, &words, "");
    assert_eq!((code, again), (0, out), "{err}");
    assert!(!err.contains("seed"), "a seed given is not said: {err}");
    let (help, _, _) = run(&data, &["generate", "--help"], "");
    assert!(flat(&help).contains("The collection's puzzles were generated with seeds 1 to 3"), "{help}");
    assert!(!help.contains("default: 1]"), "{help}");
}

/// A move that only the default dead-piece setting allows (`L*5a`, a lance on the last rank
/// in front of its rook) is told the setting once, where it is played: the first page would
/// point at it. The solution says it too; a puzzle without such a move says nothing of it.
#[test]
fn a_move_only_the_default_setting_allows_is_told_where_it_is_played() {
    let data = scratch("setting-note");
    let all = collection().unwrap();
    let p = &all.iter().find(|l| l.puzzle.id == "annan-m3-s1-000058").unwrap().puzzle;
    assert_eq!(p.main_line, ["R*5b", "5a6a", "L*5a"]);
    let note = "Under the default dead-piece setting, “allow if the backer gives movement”, a pawn, lance or knight";
    let (out, err, code) = run(&data, &["puzzle", &p.id], &format!("{}\n{}\n", p.main_line[0], p.main_line[2]));
    assert_eq!(code, 0, "{err}");
    let out = flat(&out);
    assert_eq!(out.matches(note).count(), 1, "{out}");
    let (before, after) = out.split_once(note).unwrap();
    assert!(before.contains("Gote answers K-6a.") && !before.contains("Last move: L*5a"), "{out}");
    assert!(after.contains("Solved cleanly"), "{out}");
    let (out, _, _) = run(&data, &["puzzle", &p.id], "solution\n");
    assert!(flat(&out).contains(note), "{out}");
    let plain = all
        .iter()
        .find(|l| {
            let start = l.puzzle.position().unwrap();
            l.puzzle.variant == Variant::Annan
                && annan::content::puzzle::plies_needing_setting(&start, &l.puzzle.line(&start).unwrap()).is_empty()
        })
        .unwrap();
    let (out, _, _) = run(&data, &["puzzle", &plain.puzzle.id], "solution\n");
    assert!(out.contains("Solution (mate in") && !flat(&out).contains("dead-piece setting"), "{out}");
}

/// `generate --dead-piece original` finds puzzles that hold under shogi's restriction, for a
/// teacher whose pupils learnt it, and records the setting in each puzzle (and its id and
/// origin); the command said for a drawn seed keeps it. The other games refuse it.
#[test]
fn generate_takes_the_dead_piece_setting_and_records_it() {
    let data = scratch("generate-original");
    let args = ["generate", "--variant", "annan", "--mate", "3", "--count", "2", "--seed", "1", "--jobs", "1"];
    let (out, err, code) = run(&data, &[&args[..], &["--dead-piece", "original"]].concat(), "");
    assert_eq!(code, 0, "{err}");
    check_file("out.yaml", &out).unwrap();
    let found = parse_file("out.yaml", &out).unwrap();
    assert_eq!(found.len(), 2);
    for l in &found {
        let p = &l.puzzle;
        assert_eq!(p.dead_piece, Some(DeadPiece::Original), "{}", l.text);
        assert!(p.id.starts_with("annan-original-m3-s1-"), "{}", p.id);
        assert!(p.origin.contains("--seed 1 --dead-piece original"), "{}", p.origin);
    }
    assert!(out.contains("dead_piece: original"), "{out}");
    let (out, err, code) = run(&data, &["generate", "--mate", "1", "--count", "1", "--dead-piece", "original"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("`annan generate --variant annan --mate 1 --count 1 --dead-piece original --seed "), "{err}");
    assert!(out.contains("dead_piece: original"), "{out}");
    let shogi = ["generate", "--variant", "shogi", "--mate", "1", "--count", "1", "--dead-piece", "original"];
    let (_, err, code) = run(&data, &shogi, "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--dead-piece is an Annan rule"), "{err}");
}

/// A record whose problem gives the defender nothing (as books print a problem) is played as
/// a mate problem, the defender given every other piece, with a note: it was refused, with
/// an SFEN to copy (a playtest). A defender's hand given in part is still refused.
#[test]
fn a_record_with_an_empty_defender_hand_is_played_with_the_rest_given() {
    let data = scratch("empty-hand");
    let file = data.join("mi_problema.sfen");
    std::fs::write(&file, "8k/9/8G/9/9/9/9/9/9 b R 1\n").unwrap();
    let (out, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap(), "--pieces", "letters"], "R*1b\n");
    assert_eq!(code, 0, "{err}");
    let note = "mi_problema.sfen: Gote holds nothing in hand; as in mate problems, Gote is given every piece that is \
        neither on the board nor in the attacker's hand";
    assert!(err.contains(note), "{err}");
    assert!(out.contains("l4 p18") && out.contains("Solved cleanly"), "{out}");
    std::fs::write(&file, "8k/9/8G/9/9/9/9/9/9 b Rp 1\n").unwrap();
    let (_, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap()], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("is not a playable puzzle") && err.contains("the defender must hold every piece"), "{err}");
}

#[test]
fn check_reads_puzzle_files_and_gives_the_reason() {
    let data = scratch("check");
    let l = annan_mate_in_3();
    let good = data.join("good.yaml");
    std::fs::write(&good, &l.text).unwrap();
    let (out, err, code) = run(&data, &["check", good.to_str().unwrap()], "");
    assert_eq!(code, 0, "{out}{err}");
    let bad = data.join("bad.yaml");
    std::fs::write(&bad, l.text.replace("mate: 3", "mate: 5")).unwrap();
    let (out, _, code) = run(&data, &["check", bad.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(out.contains("the solver mates in 3 plies, not 5"), "{out}");
}

/// The files of a folder, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

#[test]
fn generate_out_replaces_a_file_only_when_it_found_puzzles() {
    let data = scratch("out");
    let dir = data.join("work");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("puzzles.yaml");
    std::fs::write(&file, "# an earlier run\n").unwrap();
    // No mate in 31 among three sparse minishogi positions: nothing found.
    let args =
        ["generate", "--variant", "minishogi", "--mate", "31", "--count", "1", "--seed", "1", "--candidates", "3"];
    let args = [&args[..], &["--out"]].concat();
    let (_, err, code) = run(&data, &[&args[..], &[file.to_str().unwrap()]].concat(), "");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("no puzzle found among 3 candidates; nothing was written"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "# an earlier run\n");
    assert_eq!(listing(&dir), ["puzzles.yaml"], "no temporary file is left behind");

    let args = ["generate", "--variant", "minishogi", "--mate", "3", "--seed", "5", "--count", "2", "--jobs", "1"];
    let (_, err, code) = run(&data, &[&args[..], &["--out", file.to_str().unwrap()]].concat(), "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(err.trim(), format!("2 puzzles written to {}", file.display()));
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(written, generate(&data, &["--count", "2", "--jobs", "1"]));
    assert_eq!(ids(&written).len(), 2);
    assert_eq!(listing(&dir), ["puzzles.yaml"]);
}

#[test]
fn a_huge_shard_count_examines_one_candidate_and_says_so() {
    let data = scratch("shard");
    let args = ["generate", "--variant", "minishogi", "--mate", "1", "--count", "3", "--seed", "1"];
    let (out, err, code) = run(&data, &[&args[..], &["--shard", "2/18446744073709551615"]].concat(), "");
    // Candidate 1 is the only index of this shard: at most one puzzle, never a wrap to 0.
    assert!(err.contains("among 1 candidate"), "{err}");
    match code {
        0 => assert!(ids(&out).iter().all(|id| id.ends_with("-000001")), "{out}"),
        1 => assert!(out.is_empty() && err.contains("no puzzle found"), "{err}"),
        _ => panic!("exit status {code}: {err}"),
    }
}

#[test]
fn a_dead_piece_setting_outside_annan_is_an_error() {
    let data = scratch("dead");
    for variant in ["shogi", "minishogi"] {
        let (_, err, code) = run(&data, &["moves", "--variant", variant, "--dead-piece", "original"], "");
        assert_eq!(code, 2, "{variant}: {err}");
        assert!(err.contains("--dead-piece") && err.lines().count() == 1, "{err}");
    }
    let (_, err, code) = run(&data, &["moves", "--variant", "annan", "--dead-piece", "original"], "");
    assert_eq!(code, 0, "{err}");
    // A minishogi record played as a puzzle: the setting is refused before any solving.
    let record = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/formats/minishogi-m3.kif");
    let (out, err, code) = run(&data, &["puzzle", "--file", record, "--dead-piece", "free"], "");
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("--dead-piece is an Annan rule; minishogi has no backers"), "{err}");
    let (_, err, code) = run(&data, &["moves", "--variant", "shogi"], "");
    assert_eq!(code, 0, "{err}");
    // A puzzle file's puzzles keep their own setting: asked for another, it is refused, not
    // ignored.
    let file = data.join("one.yaml");
    std::fs::write(
        &file,
        &collection().unwrap().into_iter().find(|l| l.puzzle.variant == Variant::Annan).unwrap().text,
    )
    .unwrap();
    let (out, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap(), "--dead-piece", "free"], "");
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("is a puzzle file: each of its puzzles keeps its own dead-piece rule"), "{err}");
}

#[test]
fn four_sessions_solving_at_once_record_every_solve() {
    let data = scratch("concurrent");
    let mates_in_1: Vec<Located> = collection().unwrap().into_iter().filter(|l| l.puzzle.mate == 1).collect();
    std::thread::scope(|s| {
        for session in 0..4 {
            let (data, mates_in_1) = (&data, &mates_in_1);
            s.spawn(move || {
                for k in 0..25 {
                    let p = &mates_in_1[(session * 25 + k) % mates_in_1.len()].puzzle;
                    // Solve, then stop instead of taking the next puzzle.
                    let (out, err, code) = run(data, &["puzzle", &p.id], &format!("{}\n2\n", p.main_line[0]));
                    assert_eq!(code, 0, "{err}");
                    assert!(out.contains("Solved cleanly"), "{out}");
                }
            });
        }
    });
    let saved = progress(&data);
    let solves: u64 = saved["puzzles"].as_object().unwrap().values().map(|r| r["solved"].as_u64().unwrap()).sum();
    assert_eq!(solves, 100);
}

/// `sfen` as a position file in `data`, for `annan puzzle --file`: the puzzle is the
/// solver's plain solution, futile interpositions and all.
fn position_file(data: &Path, sfen: &str) -> String {
    let file = data.join("position.sfen");
    std::fs::write(&file, format!("{sfen}\n")).unwrap();
    file.to_string_lossy().into_owned()
}

/// The defender's replies the player printed, in order.
fn answers(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.contains(" answers ")).collect()
}

#[test]
fn the_defender_never_drops_a_piece_only_to_lose_it() {
    use annan::rules::{Position, Rules};
    use annan::solver::{solve, SolveOptions};
    // Formerly annan-m9-s1-004838. Plain counting's longest defences include futile
    // interpositions (P*3c after 5d4d, P*4c after 6c5d+: which of the equally long ones its
    // main line shows is the solver's choice); the player answers with the king's steps.
    let sfen = "6k2/4G4/3B3P1/7G1/9/9/9/9/9 b 2rb2g4s4n4l17p 1";
    let pos = Position::from_sfen(Rules::new(Variant::Annan), sfen).unwrap();
    let opts = SolveOptions::default();
    let plain = solve(&pos, &opts, None);
    let futile = annan::solver::Solver::new(64).futile_interpositions(&pos, &plain.main_line, &opts).unwrap();
    assert!(!futile.is_empty(), "plain counting's main line has a futile interposition: {:?}", plain.main_line);
    let data = scratch("futile");
    let file = position_file(&data, sfen);
    let (out, err, code) = run(&data, &["puzzle", "--variant", "annan", "--file", &file], "5b4a\n6c5d+\n5d4d\n2c2b+\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(answers(&out), ["Gote answers K-2a.", "Gote answers K-1a.", "Gote answers K-2a."], "{out}");
    // An SFEN file names no game: Annan, as for the position commands.
    let (again, err, _) = run(&data, &["puzzle", "--file", &file], "5b4a\n6c5d+\n5d4d\n2c2b+\n");
    assert_eq!(answers(&again), answers(&out), "{again}{err}");
    assert_eq!(after_the_mate(&out), Some("Solved cleanly: it counts as a solve."), "{out}");
}

#[test]
fn a_defender_left_only_futile_interpositions_is_mated_as_composers_count() {
    use annan::rules::{Move, Position, Rules};
    // Formerly annan-m3-s2-001530: after 4d4b Gote can only drop a piece on 4a, which the
    // dragon takes with mate.
    let sfen = "2sk1S3/9/4+p4/5+R3/9/9/9/9/9 b LPr2b4g2s4n3l16p 1";
    let pos = Position::from_sfen(Rules::new(Variant::Annan), sfen).unwrap();
    let after = pos.after(Move::parse_usi("4d4b", pos.geometry()).unwrap());
    let replies = after.legal_move_list();
    assert!(!replies.is_empty() && replies.iter().all(|m| m.is_drop()), "only drops are left");
    let data = scratch("futile-mate");
    let file = position_file(&data, sfen);
    let (out, err, code) = run(&data, &["puzzle", "--variant", "annan", "--file", &file], "4d4b\n");
    assert_eq!(code, 0, "{err}");
    assert!(answers(&out).is_empty(), "{out}");
    let told = "Checkmate as composers count it: Gote could only drop a piece in the way, to be taken at once \
        with the mate unchanged (a futile interposition, 無駄合). Solved cleanly: it counts as a solve.";
    assert!(flat(&out).contains(told), "{out}");
    // A file's puzzle is not the collection's: nothing is recorded, and the player is told.
    assert!(out.contains("A puzzle from a file is not rated and not recorded"), "{out}");
    assert!(!data.join("progress.json").exists(), "{out}");
}

#[test]
fn a_huge_line_typed_at_a_prompt_is_quoted_back_short() {
    let data = scratch("huge-line");
    let l = annan_mate_in_3();
    let input = format!("{}\nquit\n", "x".repeat(200_000));
    let (out, err, code) = run(&data, &["puzzle", &l.puzzle.id], &input);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("…` is not a move"), "{}", &out[..out.len().min(2000)]);
    assert!(out.len() < 20_000, "{} bytes of output", out.len());
}

#[test]
fn a_record_that_is_no_puzzle_says_why_before_any_long_search() {
    let data = scratch("record-no-puzzle");
    let file = data.join("p.sfen");
    // The defender holds some of the pieces off the board, not all: refused at once, the full
    // position named (a defender given none is given the rest: see above).
    std::fs::write(&file, "4k4/9/4G4/9/9/9/9/9/9 b Gp 1\n").unwrap();
    let (_, err, code) = run(&data, &["puzzle", "--variant", "shogi", "--file", file.to_str().unwrap()], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the position would be 4k4/9/4G4/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1"), "{err}");
    // No check at all: no mate, and within how many plies is said.
    std::fs::write(&file, "4k4/9/9/9/9/9/9/9/9 b 2r2b4g4s4n4l18p 1\n").unwrap();
    let (_, err, code) = run(&data, &["puzzle", "--variant", "shogi", "--file", file.to_str().unwrap()], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("there is no mate within 255 plies"), "{err}");
}

#[test]
fn a_negative_seed_or_count_is_refused_with_what_is_allowed_not_as_no_number() {
    let data = scratch("negative-seed");
    let seed_range = "expected a whole number from 0 to 18446744073709551615";
    for (args, said) in [
        (&["generate", "--mate", "3", "--count", "1", "--seed", "-1"][..], format!("--seed -1: {seed_range}")),
        (&["quiz", "--seed", "-1"], format!("--seed -1: {seed_range}")),
        (&["quiz", "--seed", "18446744073709551616"], format!("--seed 18446744073709551616: {seed_range}")),
        (&["generate", "--mate", "3", "--count", "-1"], "--count -1: expected a whole number of at least 1".into()),
    ] {
        let (out, err, code) = run(&data, args, "");
        assert_eq!((code, out.as_str(), err.trim()), (2, "", format!("annan: {said}").as_str()), "{args:?}");
    }
}

#[test]
fn a_progress_file_that_cannot_be_read_is_said_once_and_the_puzzle_is_played_all_the_same() {
    let data = scratch("progress-folder");
    // A folder in place of progress.json: it can be neither read nor replaced.
    std::fs::create_dir(data.join("progress.json")).unwrap();
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    let input = format!("{}\n{}\n{}\n", common::wrong_check(&l.puzzle), p.main_line[0], p.main_line[2]);
    let (out, err, code) = run(&data, &["puzzle", &p.id], &input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err.lines().count(), 1, "said once: {err}");
    assert!(err.starts_with("annan: progress will not be saved: "), "{err}");
    assert!(err.contains("progress.json") && err.contains("folder"), "{err}");
    // Played through, the attempt counted in this session's totals.
    assert!(out.contains("Solved, but after a wrong try: it counts as a miss."), "{out}");
    assert!(out.contains("Puzzles solved: 0; missed, to try again: 1; streak: 0"), "{out}");
    assert!(data.join("progress.json").is_dir(), "the folder is left as it was");
}

#[test]
fn a_save_that_fails_is_said_once_in_a_session_not_after_every_puzzle() {
    let data = scratch("lock-folder");
    // The progress file can be read, but no lock can be taken to save it.
    std::fs::create_dir(data.join("progress.json.lock")).unwrap();
    // Two puzzles given up (each a counted attempt, so each tries to save), then stop.
    let (out, err, code) = run(&data, &["puzzle"], "solution\n1\nsolution\n2\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("counts as a miss").count(), 2, "{out}");
    assert!(out.contains("Puzzles solved: 0; missed, to try again: 2;"), "the session keeps both: {out}");
    let said: Vec<&str> = err.lines().filter(|l| l.contains("progress")).collect();
    assert_eq!(said.len(), 1, "said once: {err}");
    assert!(said[0].starts_with("annan: could not save progress: ") && said[0].contains("progress.json.lock"), "{err}");
}

/// The checks of `pos` in the order a person picks them by number, found here from the
/// legal moves (the puzzle's list must be these, not every legal move).
fn checks_by_usi(pos: &annan::rules::Position) -> Vec<Move> {
    let mut checks: Vec<Move> = pos.legal_move_list().iter().copied().filter(|&m| pos.gives_check(m)).collect();
    checks.sort_by_key(|m| m.usi(pos.geometry()));
    checks
}

#[test]
fn moves_in_a_puzzle_lists_the_checks_alone_and_a_number_picks_from_that_list() {
    let data = scratch("moves-checks");
    // A shogi mate in 1 with 170 legal moves, of which 22 check: the whole list took a
    // 24-row window and scrolled its heading away.
    let l = collection().unwrap().into_iter().find(|l| l.puzzle.id == "shogi-m1-s1-000143").unwrap();
    let pos = l.puzzle.position().unwrap();
    let checks = checks_by_usi(&pos);
    assert!(checks.len() < pos.legal_move_list().len(), "some legal move gives no check");
    let mate = pos.parse_move(&l.puzzle.main_line[0], None).unwrap();
    let number = checks.iter().position(|&m| m == mate).unwrap() + 1;
    let (out, err, code) = run(&data, &["puzzle", &l.puzzle.id], &format!("moves\n{number}\n"));
    assert_eq!(code, 0, "{err}");
    let heading = out.lines().position(|line| line.starts_with("Your moves that give check")).expect(&out);
    let listed: Vec<&str> = out.lines().skip(heading + 1).take_while(|line| !line.starts_with("Your move:")).collect();
    let cells: Vec<String> =
        listed.iter().flat_map(|row| row.split_whitespace()).map(str::to_string).collect::<Vec<_>>();
    let names: Vec<String> = checks.iter().map(|&m| pos.format_move(m, Notation::Western, None)).collect();
    let expected: Vec<String> =
        names.iter().enumerate().flat_map(|(i, name)| [format!("{}.", i + 1), name.clone()]).collect();
    assert_eq!(cells, expected, "{out}");
    assert!(!out.contains('†'), "every move listed checks: no mark needed\n{out}");
    // The number typed picks the list's move: the mate.
    assert!(out.contains(&format!("Last move: {}", names[number - 1])), "{out}");
    assert!(after_the_mate(&out).is_some(), "{out}");
    // A number past the list says how far the checks go.
    let (out, _, _) = run(&data, &["puzzle", &l.puzzle.id], &format!("{}\n", checks.len() + 1));
    let said = format!(
        "{} is not a move number here: the moves that give check are numbered 1 to {}",
        checks.len() + 1,
        checks.len()
    );
    assert!(out.contains(&said), "{out}");
}

/// The rows of the solution `out` shows: from its heading to the verdict.
fn solution_rows(out: &str) -> Vec<&str> {
    out.lines().skip_while(|l| !l.starts_with("Solution (")).skip(1).take_while(|l| l.starts_with(' ')).collect()
}

#[test]
fn the_solution_names_each_move_once_with_its_usi_form_only_where_it_differs() {
    let data = scratch("solution-notation");
    let l = annan_mate_in_3();
    let pos = l.puzzle.position().unwrap();
    let line = l.puzzle.line(&pos).unwrap();
    let usi: Vec<String> = line.iter().map(|m| m.usi(pos.geometry())).collect();
    // USI: each move once, no parenthesis.
    let (out, _, _) = run(&data, &["puzzle", &l.puzzle.id, "--notation", "usi"], "solution\n");
    let rows = solution_rows(&out);
    for (i, mv) in usi.iter().enumerate() {
        let row = rows.iter().find(|r| r.trim_start().starts_with(&format!("{}. ", i + 1))).expect(&out);
        assert_eq!(row.matches(mv.as_str()).count(), 1, "{row}\n{out}");
        assert!(!row.contains(&format!("({mv})")), "{row}\n{out}");
    }
    // Japanese: each move in Japanese, its USI form beside it.
    let (out, _, _) = run(&data, &["puzzle", &l.puzzle.id, "--notation", "japanese"], "solution\n");
    let mut before = pos.clone();
    let mut previous = None;
    for (i, &mv) in line.iter().enumerate() {
        let name = before.format_move(mv, Notation::Japanese, previous);
        let row = format!("{:>3}. {name} ({})", i + 1, usi[i]);
        assert!(solution_rows(&out).iter().any(|r| r.starts_with(&row)), "{row}\n{out}");
        before.play(mv);
        previous = Some(mv.to());
    }
}

/// A learner who quits after a wrong try has missed the puzzle already and wants to see how
/// it goes: `quit` then shows the solution as `solution` shows it, before the verdict (it
/// left without it). Quit before any wrong try does not count, and keeps the puzzle unseen.
#[test]
fn quit_after_a_wrong_try_shows_the_solution_as_solution_does() {
    let data = scratch("quit-solution");
    let l = annan_mate_in_3();
    let p = &l.puzzle;
    let (given_up, _, _) = run(&data, &["puzzle", &p.id], "solution\n");
    let shown = solution_rows(&given_up);
    for ply in 1..=3 {
        assert!(shown.iter().any(|row| row.starts_with(&format!("  {ply}. "))), "{given_up}");
    }
    let (out, err, code) = run(&data, &["puzzle", &p.id], &format!("{}\nquit\n", common::wrong_check(&l.puzzle)));
    assert_eq!(code, 0, "{err}");
    assert_eq!(solution_rows(&out), shown, "{out}");
    let solution = out.find("Solution (mate in 3 plies):").expect(&out);
    let verdict = out.find("You left the puzzle after a wrong try: it counts as a miss.").expect(&out);
    assert!(solution < verdict, "{out}");
    let (out, _, code) = run(&data, &["puzzle", &p.id], "quit\n");
    assert_eq!(code, 0);
    assert!(out.contains("You left the puzzle before any wrong try"), "{out}");
    assert!(!out.contains("Solution ("), "{out}");
    // The input ending after a wrong try (Ctrl-D) leaves as quit does: with the solution.
    let (out, err, code) = run(&data, &["puzzle", &p.id], &format!("{}\n", common::wrong_check(&l.puzzle)));
    assert_eq!(code, 0, "{err}");
    assert_eq!(solution_rows(&out), shown, "{out}");
}

#[test]
fn a_puzzle_without_themes_is_listed_without_a_separator() {
    let data = scratch("list-untagged");
    let all = collection().unwrap();
    let bare = all.iter().find(|l| l.puzzle.tags.is_empty() && !l.puzzle.annan_only).expect("a puzzle with no theme");
    let tagged = all.iter().find(|l| !l.puzzle.tags.is_empty()).expect("a puzzle with a theme");
    let (out, _, code) = run(&data, &["puzzles"], "");
    assert_eq!(code, 0);
    let row = |id: &str| out.lines().find(|l| l.starts_with(&format!("{id} "))).expect(&out).to_string();
    assert!(row(&bare.puzzle.id).ends_with(" new"), "{}", row(&bare.puzzle.id));
    assert!(row(&tagged.puzzle.id).contains(" new · "), "{}", row(&tagged.puzzle.id));
}

#[test]
fn a_reply_to_the_next_square_is_marked_readably_and_the_legend_explains_the_marks() {
    let data = scratch("marks");
    // After R*5b the king steps from 5a to 6a: the two squares side by side.
    let (out, err, code) = run(&data, &["puzzle", "annan-m3-s1-000058"], "R*5b\nlegend\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Gote answers K-6a."), "{out}");
    assert!(out.lines().any(|l| l == "|  ・   ・   ・ >v王   ・<  ・   ・   ・   ・ | 一 a"), "{out}");
    assert!(!out.contains("<>"), "{out}");
    assert!(flat(&out).contains("On the board, the marks > < enclose the squares of the last move"), "{out}");
}

/// A promotion typed without its mark (`8c7d` for `8c7d+`) reads as not promoting; where
/// only the promotion checks, the player says so and the try does not count: the puzzle is
/// still solved cleanly.
#[test]
fn a_promotion_typed_without_its_mark_is_pointed_out_and_not_counted() {
    let data = scratch("promotion-mark");
    let found = collection().unwrap().into_iter().find_map(|l| {
        let mut pos = l.puzzle.position().unwrap();
        let line = l.puzzle.line(&pos).unwrap();
        for (ply, &mv) in line.iter().enumerate() {
            if ply % 2 == 0 && mv.promotes() {
                let twin = Move::normal(mv.from().unwrap(), mv.to(), false);
                if pos.is_legal(twin) && !pos.gives_check(twin) {
                    let g = pos.geometry();
                    return Some((
                        l.puzzle.id.clone(),
                        line.iter().map(|m| m.usi(g)).collect::<Vec<_>>(),
                        ply,
                        twin.usi(g),
                    ));
                }
            }
            pos.play(mv);
        }
        None
    });
    let (id, line, ply, twin) = found.expect("the collection has a puzzle that mates by promoting");
    let mut input: Vec<String> = line.iter().step_by(2).cloned().collect();
    input.insert(ply / 2, twin.clone());
    let (out, err, code) = run(&data, &["puzzle", &id, "--notation", "usi"], &(input.join("\n") + "\n"));
    assert_eq!(code, 0, "{err}");
    let said = flat(&out);
    assert!(
        said.contains(&format!("{twin} does not give check, but {}, the same move promoting, does", line[ply])),
        "{out}"
    );
    assert!(said.contains("This try does not count."), "{out}");
    assert_eq!(after_the_mate(&out), Some("Solved cleanly: it counts as a solve."), "{out}");
}

/// `puzzle --variant` plays that game's puzzles only, the next near the rating or at random,
/// and the session's next puzzle stays in that game (the menu's "A minishogi puzzle").
#[test]
fn a_game_named_keeps_the_session_to_its_puzzles() {
    let data = scratch("one-game");
    for extra in [&[][..], &["--random"]] {
        let args = [&["puzzle", "--variant", "minishogi"][..], extra].concat();
        // Give up twice: the solution, then the next puzzle's, and leave.
        let (out, err, code) = run(&data, &args, "solution\n1\nsolution\n2\n");
        assert_eq!(code, 0, "{err}");
        let games: Vec<&str> = out.lines().filter(|l| l.contains(": mate in ") && l.ends_with(')')).collect();
        assert_eq!(games.len(), 2, "{out}");
        assert!(games.iter().all(|l| l.contains("(minishogi, minishogi-")), "{games:?}");
    }
    // A file of puzzles is kept to the game as well; one with none of it says so.
    let file = data.join("mixed.yaml");
    let all = collection().unwrap();
    let of = |v: Variant| all.iter().find(|l| l.puzzle.variant == v).unwrap().text.clone();
    std::fs::write(&file, format!("{}---\n{}", of(Variant::Shogi), of(Variant::Minishogi))).unwrap();
    let file = file.to_str().unwrap();
    let (out, err, code) = run(&data, &["puzzle", "--file", file, "--variant", "minishogi"], "quit\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().next().is_some_and(|l| l.contains("(minishogi, minishogi-")), "{out}");
    let (_, err, code) = run(&data, &["puzzle", "--file", file, "--variant", "annan"], "");
    assert_eq!(code, 2, "{err}");
    assert!(flat(&err).contains("has no annan puzzle: leave out --variant"), "{err}");
}

/// Each game has a puzzle of the day: `--daily --variant annan` is an Annan puzzle (a
/// player training Annan every day was refused the two together and got a shogi one).
#[test]
fn each_game_has_its_puzzle_of_the_day() {
    let data = scratch("daily-game");
    for game in ["annan", "shogi", "minishogi"] {
        let (out, err, code) = run(&data, &["puzzle", "--daily", "--variant", game], "quit\n");
        assert_eq!(code, 0, "{game}: {err}");
        let first = out.lines().find(|l| l.contains(&format!("({game}, {game}-"))).unwrap_or_default();
        assert!(!first.is_empty(), "{game}: {out}");
    }
}

/// Today's puzzle played again the same day says so: that attempt is not rated again.
#[test]
fn the_daily_puzzle_played_again_says_it_is_not_rated_again() {
    let data = scratch("daily-again");
    let again = "You have played today's puzzle already";
    let (out, err, code) = run(&data, &["puzzle", "--daily"], "solution\n");
    assert_eq!(code, 0, "{err}");
    assert!(!flat(&out).contains(again), "{out}");
    let (out, err, code) = run(&data, &["puzzle", "--daily"], "quit\n");
    assert_eq!(code, 0, "{err}");
    assert!(flat(&out).contains(&format!("{again}: this attempt is not rated again.")), "{out}");
}

/// `pieces` at the move prompt names each side's pieces and their squares, for a player who
/// cannot see the board (a blind player counted dots by ear to find a piece's file, a
/// playtest): free, and without the board again. The help names it with the other words.
#[test]
fn pieces_names_each_sides_pieces_at_the_move_prompt_and_costs_nothing() {
    let data = scratch("pieces");
    let file = common::two_golds_puzzle(&data);
    let (out, err, code) = run(&data, &["puzzle", "--file", file.to_str().unwrap()], "pieces\nhelp\npiezas\nG*1b\n");
    assert_eq!(code, 0, "{err}");
    let said = flat(&out);
    // A mate problem's attacker has no king; the defender holds every other piece.
    let pieces = "Sente: gold 2c. In hand: gold. Gote: king 1a. In hand: 2 rooks, 2 bishops, 2 golds, \
                  4 silvers, 4 knights, 4 lances, 18 pawns.";
    // The Spanish word is understood in English only as a move: refused, not a list.
    assert_eq!(said.matches(pieces).count(), 1, "{out}");
    assert!(said.contains("You can also type hint, moves, board, pieces, legend, solution, quit, help."), "{out}");
    // One board before the mate's: none came with the list.
    assert_eq!(out.lines().filter(|l| l.starts_with("+---")).count(), 4, "{out}");
    assert!(out.contains("Solved cleanly"), "{out}");
}
