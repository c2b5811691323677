//! The main menu `annan` opens on a terminal. Each entry runs the same command a person
//! could type (parsed by clap from the words below), so the menu has no logic of its own
//! beyond telling a typed position's SFEN from a file's name and from the moves after it, and
//! checking them before going on (the rules core reads and judges the moves).

use crate::commands::game::{GameArgs, SfenProblem};
use crate::commands::{self, show, Command};
use crate::explain::{self, Asked};
use crate::i18n::{self, Lang};
use crate::rules::{is_list_number, Geometry, Position, Rules, Variant};
use crate::t;
use crate::tutor::course::Standing;
use crate::ui::store::{Progress, Store};
use crate::ui::{BoardView, Keyword, PieceStyle, Prompter};
use clap::{FromArgMatches, Subcommand, ValueEnum};

const VARIANTS: [Variant; 3] = [Variant::Annan, Variant::Shogi, Variant::Minishogi];

/// Shows the menu until Quit or end of input.
pub fn main_menu(p: &mut dyn Prompter) {
    // Whether the person was told the progress file cannot be read: once is enough, the
    // menu shows again after every command.
    let mut told = false;
    // The entry taken last: the cursor comes back to it (a learner going from puzzle to
    // puzzle, or explaining position after position, went down the list each time). An
    // entry left with Esc or Ctrl-D leaves the menu as it was, its cursor too.
    let mut last = None;
    loop {
        let (learn, progress) = learn_entry(p, &mut told);
        let entries = vec![
            learn,
            t!("menu-quiz"),
            t!("menu-puzzles"),
            t!("menu-explain"),
            t!("menu-solve"),
            t!("menu-language"),
            t!("menu-pieces"),
            t!("menu-quit"),
        ];
        // An entry left with Esc or Ctrl-D takes back what it printed from here on.
        let mark = p.mark();
        let Some(choice) = p.choose_from(&t!("menu-question"), &entries, last) else { break };
        let words = match choice {
            0 => learn_words(p, &progress),
            1 => quiz_words(p),
            2 => puzzle_words(p, &progress),
            // The board first, as Solve shows it: the square or the move asked for is read off
            // it (it asked for one on a board not seen yet).
            3 => {
                let explained = position_words(p, "explain").is_some_and(|(w, position)| {
                    p.say(&board(&position));
                    // In check, why it is mate (or the way out) before any question: it showed
                    // only where nothing was asked (a reviewer's Explain of a mated position).
                    if let Some(why) = crate::mate::paragraph(&position) {
                        p.say(&why);
                    }
                    explain_position(p, w, &position)
                });
                match explained {
                    true => last = Some(choice),
                    false => p.take_back(mark),
                }
                continue;
            }
            // The board first: the answer alone (a mate's moves) is hard to follow without it.
            // The moves in western notation, as the puzzles write them for people.
            4 => position_words(p, "solve").and_then(|(mut w, position)| {
                run_words(p, [&["show".to_string()], &w[1..]].concat());
                w.extend(["--notation".to_string(), "western".to_string()]);
                defender_words(p, &position).map(|more| [w, more].concat())
            }),
            5 | 6 => {
                let chosen = if choice == 5 { choose_language(p) } else { choose_pieces(p) };
                match chosen {
                    Some(_) => last = Some(choice),
                    None => p.take_back(mark),
                }
                continue;
            }
            // Quit.
            _ => break,
        };
        // Esc in a list, or Ctrl-D at a typed prompt, leaves that entry: back to the menu as
        // it was before (at the end of a piped input the menu's own question then ends it).
        let Some(words) = words else {
            p.take_back(mark);
            continue;
        };
        last = Some(choice);
        let answered = run_words(p, words);
        // A solution and its board are taller than the menu leaves room for on a 24-row
        // terminal: they stay until read (Enter, or Ctrl-D, goes back). So does the quiz's
        // score, which the menu drawn under it made easy to miss (a playtest).
        if answered && matches!(choice, 1 | 4) && p.scrolls_away() {
            p.line(&t!("menu-press-enter"));
        }
    }
}

/// Runs the command the words name, as typed on the command line: whether it ran to its end.
/// A mistake (or Ctrl-C during a search) is told, and the menu goes on.
fn run_words(p: &mut dyn Prompter, words: Vec<String>) -> bool {
    let mut command = match parse(words) {
        Ok(command) => command,
        Err(e) => {
            p.say(&format!("annan: {}", crate::commands::usage::describe(&e)));
            return false;
        }
    };
    // The menu asks what the defender holds ([`defender_words`]): the solver's note on it
    // names an option, for the command line.
    if let Command::Solve(args) = &mut command {
        args.hand_asked = true;
    }
    match commands::run(&command) {
        Ok(()) => true,
        Err(e) => {
            p.tell(&format!("annan: {}", e.message));
            false
        }
    }
}

/// The Learn entry with the learner's standing in the course in short ("3/34 done · 8/102
/// ★", so the entry fits a 60-column list), and the progress it is read from, afresh each
/// time the menu shows, since a lesson just taken changes it.
/// A damaged progress file is reported here, where it is first read; so is one that cannot
/// be read (a folder, no permission), in the words `learn --list` stops with, unless `told`
/// already: the entry then counts nothing done, and the menu goes on (a lesson taken from it
/// says it goes on unsaved).
fn learn_entry(p: &mut dyn Prompter, told: &mut bool) -> (String, Progress) {
    let (progress, note) = match Store::open_default().and_then(|s| s.load()) {
        Ok(loaded) => loaded,
        Err(e) => {
            if !std::mem::replace(told, true) {
                p.tell(&format!("annan: {e}"));
            }
            Default::default()
        }
    };
    if let Some(note) = note {
        p.tell(&format!("annan: {note}"));
    }
    let entry = match commands::learn::lessons() {
        Ok(lessons) => {
            let s = Standing::of(&lessons, &progress);
            t!(
                "menu-learn-standing",
                done = s.done,
                lessons = s.lessons,
                stars = s.stars,
                max = s.max_stars,
                // In plain mode in words, as a lesson's stars (see `star_string`).
                words = if crate::ui::plain::on() { "yes" } else { "no" }
            )
        }
        Err(_) => t!("menu-learn"),
    };
    (entry, progress)
}

/// The Learn entry's command words: `learn` and the lesson picked from the course, asked
/// here as `annan learn` asks it, so that the menu knows when Esc left the course (as it
/// knows of Explain's position); `learn` alone when the lessons do not load, for the command
/// to say why. `None` on Esc or Ctrl-D.
fn learn_words(p: &mut dyn Prompter, progress: &Progress) -> Option<Vec<String>> {
    let mut words = vec!["learn".to_string()];
    if let Ok(lessons) = commands::learn::lessons() {
        let pick = commands::learn::pick_lesson(&lessons, progress, p)?;
        words.push(lessons[pick.index].id.clone());
        if pick.start_over {
            words.push("--reset".to_string());
        }
    }
    Some(words)
}

/// Which puzzle to play: the next one near the player's rating (first, so Enter plays on as
/// before), today's (the same for everyone that day), the next of one game, or those of a
/// file. The command line reached these (`--daily`, `--variant`, `--file`); the menu only the
/// first. `None` when the list is left with nothing chosen. The first says the player's
/// rating (a player sitting down to train did not see it before playing, a playtest).
fn puzzle_words(p: &mut dyn Prompter, progress: &Progress) -> Option<Vec<String>> {
    let rating = crate::puzzle::record::player_rating(progress).rating.round() as i64;
    let mut entries = vec![t!("menu-puzzle-next", rating = rating), t!("menu-puzzle-daily")];
    entries.extend(VARIANTS.iter().map(|v| t!("menu-puzzle-game", variant = v.name())));
    entries.push(t!("menu-puzzle-from-file"));
    let words = match p.choose_from(&t!("menu-puzzle-question"), &entries, Some(0))? {
        0 => vec!["puzzle"],
        1 => vec!["puzzle", "--daily"],
        i if i < 2 + VARIANTS.len() => vec!["puzzle", "--variant", VARIANTS[i - 2].name()],
        _ => return puzzle_file_words(p),
    };
    Some(words.into_iter().map(str::to_string).collect())
}

/// `puzzle --file` and the path asked for: a teacher's generated set, or a problem's record,
/// played as the command plays it (in order, not rated). Pupils who use the menu alone could
/// not load it (a playtest). The path is asked again until it names a file; an empty answer,
/// Esc or the end of input goes back (`None`).
fn puzzle_file_words(p: &mut dyn Prompter) -> Option<Vec<String>> {
    loop {
        let typed = p.line(&t!("menu-puzzle-file"))?;
        let path = typed.trim();
        if path.is_empty() {
            return None;
        }
        if std::path::Path::new(path).is_file() {
            // `=`: a path that starts with `-` is not taken for an option.
            return Some(vec!["puzzle".to_string(), format!("--file={path}")]);
        }
        p.tell(&t!("menu-error-no-file", file = i18n::excerpt(path)));
    }
}

/// What the defender holds, asked where the position gives it nothing while pieces are
/// missing: every other piece, as in mate problems (first, so Enter takes it), or nothing,
/// as the position says. A problem typed as books print it, with the attacker's hand alone,
/// was solved with an empty defender hand, and its eight mating drops read as a broken
/// problem (a playtest). The words to add (`--defender-rest` or none); `None` on Esc.
fn defender_words(p: &mut dyn Prompter, position: &Position) -> Option<Vec<String>> {
    if crate::solver::defender_hand(position) != crate::solver::DefenderHand::Empty {
        return Some(Vec::new());
    }
    let side = i18n::rules::side(position.side_to_move().opponent());
    let entries = [t!("menu-defender-rest"), t!("menu-defender-nothing")];
    match p.choose_from(&t!("menu-defender-question", side = side.as_str()), &entries, Some(0))? {
        0 => Some(vec!["--defender-rest".to_string()]),
        _ => Some(Vec::new()),
    }
}

/// Which questions the quiz asks: every game's (first, so Enter plays on as before), or one
/// game's. A beginner halfway through the shogi course met Annan's dead-piece settings first
/// (a playtest). `None` when the list is left with nothing chosen.
fn quiz_words(p: &mut dyn Prompter) -> Option<Vec<String>> {
    let mut entries = vec![t!("menu-quiz-all")];
    entries.extend(VARIANTS.iter().map(|v| t!("menu-quiz-game", variant = v.name())));
    let words = match p.choose_from(&t!("menu-quiz-question"), &entries, Some(0))? {
        0 => vec!["quiz"],
        i => vec!["quiz", "--variant", VARIANTS[i - 1].name()],
    };
    Some(words.into_iter().map(str::to_string).collect())
}

/// Asks for a language (the list starts at the one in use), switches to it, and remembers it
/// in the progress file for the next sessions, saying when `ANNAN_LANG` will choose instead.
/// `None` when the list is left with nothing chosen.
fn choose_language(p: &mut dyn Prompter) -> Option<()> {
    let names: Vec<String> = Lang::ALL.iter().map(|l| l.name()).collect();
    let now = Lang::ALL.iter().position(|&l| l == i18n::current());
    let i = p.choose_from(&t!("menu-language-question"), &names, now)?;
    let lang = Lang::ALL[i];
    let env = i18n::switch(lang);
    if remember(p, |progress| progress.language = Some(lang.code().to_string())) {
        p.tell(&language_saved(lang));
    }
    if let Some(code) = env {
        p.tell(&t!("menu-language-env", code = code));
    }
    Some(())
}

/// The line that says `lang` is chosen, in that language: its name mid-sentence is written as
/// the language writes it there ("en español", where the list shows "Español").
fn language_saved(lang: Lang) -> String {
    i18n::message_in(lang, "menu-language-saved", &[("language", i18n::arg(lang.name_in_sentence()))])
}

/// Asks how boards show pieces (the list starts at the style in use) and remembers it in the
/// progress file: every command takes it where `--pieces` does not say, and the menu's
/// entries pass no `--pieces` (the legend's advice to add `--pieces letters` could not be
/// followed from the menu). `None` when the list is left with nothing chosen.
fn choose_pieces(p: &mut dyn Prompter) -> Option<()> {
    let styles = [PieceStyle::Kanji, PieceStyle::Letters];
    let names = vec![t!("menu-pieces-kanji"), t!("menu-pieces-letters")];
    let now = styles.iter().position(|&s| s == PieceStyle::or_remembered(None));
    let i = p.choose_from(&t!("menu-pieces-question"), &names, now)?;
    let style = styles[i].to_possible_value().map(|v| v.get_name().to_string()).unwrap_or_default();
    if remember(p, |progress| progress.pieces = Some(style.clone())) {
        p.tell(&t!("menu-pieces-saved", style = style.as_str()));
    }
    Some(())
}

/// Saves a choice of the menu in the progress file: whether it was saved. A failure is said,
/// and so is a damaged file set aside on the way, saved or not (the note is the only word of
/// where it went).
fn remember(p: &mut dyn Prompter, change: impl FnOnce(&mut Progress)) -> bool {
    let (saved, note) = match Store::open_default() {
        Ok(store) => store.update(change),
        Err(e) => (Err(e), None),
    };
    if let Some(note) = note {
        p.tell(&format!("annan: {note}"));
    }
    match saved {
        Ok(_) => true,
        Err(e) => {
            p.tell(&t!("progress-not-saved", reason = e.to_string()));
            false
        }
    }
}

/// The command the words name, parsed by the same clap definitions as the command line.
fn parse(words: Vec<String>) -> Result<Command, clap::Error> {
    let cli = Command::augment_subcommands(clap::Command::new("annan").subcommand_required(true));
    let matches = cli.try_get_matches_from(std::iter::once("annan".to_string()).chain(words))?;
    Command::from_arg_matches(&matches)
}

/// Asks for a game and a position, as SFEN or as the path of a file (a problem copied from a
/// forum or a book is a KIF or BOD file more often than SFEN), and any moves after it: the
/// command words so far and the position, or `None` at end of input. The position is read at
/// once, and asked again while it is wrong: a mistyped file name was taken for an SFEN,
/// refused as one only after the square to explain had been asked, and the menu started over.
fn position_words(p: &mut dyn Prompter, command: &str) -> Option<(Vec<String>, Position)> {
    let variants: Vec<String> = VARIANTS.iter().map(|v| v.name().to_string()).collect();
    let variant = VARIANTS[p.choose(&t!("menu-which-game"), &variants)?];
    loop {
        let typed = p.line(&t!("menu-sfen"))?;
        match reached(variant, typed.trim()) {
            Ok((words, position)) => {
                let words = [vec![command.to_string(), "--variant".into(), variant.name().into()], words].concat();
                return Some((words, position));
            }
            // Said at the prompt that asks again, not as the program's last words: without
            // the command line's `annan: `.
            Err(why) => p.tell(&why),
        }
    }
}

/// The command's words for the position `typed` names in `variant` with the moves typed
/// after it played, and the position reached; or why there is none, in the menu's words. A
/// beginner typed `start` then `7g7f 3c3d` to reach a position (a playtest). With moves, the
/// words name the position reached by its SFEN: the commands take one position, not moves.
fn reached(variant: Variant, typed: &str) -> Result<(Vec<String>, Position), String> {
    let (named, moves) = split_answer(variant, typed);
    // A puzzle of the collection by its id: a beginner typed one here (a playtest).
    let answer = match puzzle_position(&named) {
        Some((sfen, game)) if game == variant => sfen,
        Some((_, game)) => return Err(t!("menu-error-puzzle-game", id = named, variant = game.name())),
        None => named,
    };
    let (game, words) = position_answer(variant, &answer);
    let start = typed_position(&game, &answer)?;
    if moves.is_empty() {
        return Ok((words, start));
    }
    let end = show::play_typed(&start, &moves)?.end;
    Ok((vec!["--sfen".to_string(), end.to_sfen()], end))
}

/// `typed` split into the position it names and the moves after it (one a word, as `show
/// --moves` takes them). Moves follow the word `moves` (USI's `startpos moves 7g7f`, an SFEN's
/// `... moves 7g7f`), a word for the start (`start 7g7f`, `traditional 7g7f`) or a puzzle's
/// id, or come alone from the start position (`7g7f 3c3d`). USI's leading `position` is left
/// out, as `--sfen` leaves it. A file that exists is a position whatever its name holds.
fn split_answer(variant: Variant, typed: &str) -> (String, Vec<String>) {
    if std::path::Path::new(typed).is_file() {
        return (typed.to_string(), Vec::new());
    }
    let mut words: Vec<&str> = typed.split_ascii_whitespace().collect();
    if words.len() > 1 && words[0].eq_ignore_ascii_case("position") {
        words.remove(0);
    }
    let (named, moves) = match (words.iter().position(|w| w.eq_ignore_ascii_case("moves")), words.first()) {
        (Some(i), _) => (&words[..i], &words[i + 1..]),
        (None, Some(first)) if is_start_word(first) => words.split_at(1),
        (None, Some(first)) if !typed.contains('/') && reads_as_a_move(variant, first) => words.split_at(0),
        (None, Some(first)) if words.len() > 1 && puzzle_position(first).is_some() => words.split_at(1),
        _ => return (typed.to_string(), Vec::new()),
    };
    let moves: Vec<String> = moves.iter().map(|w| w.to_string()).collect();
    (named.join(" "), show::split_moves(&moves))
}

/// Whether `word` names the start position: `start` (a beginner's word for it), USI's
/// `startpos`, or Annan's `traditional` setup; in any case.
fn is_start_word(word: &str) -> bool {
    ["start", "startpos", "traditional"].iter().any(|w| word.eq_ignore_ascii_case(w))
}

/// Whether `word` is meant as a move in `variant`'s start position, legal or not, rather
/// than as a position: the rules core's reader takes it for one. A square off the board is
/// none (a shogi puzzle's id reads as `S-` and such a square), nor is a number (no list of
/// moves is shown to pick from, and a menu entry's number is the likelier meaning).
fn reads_as_a_move(variant: Variant, word: &str) -> bool {
    let start = Position::startpos(Rules::new(variant));
    start.parse_move(word, None).map_or_else(|e| e.reads_as_a_move(), |_| !is_list_number(word))
}

/// The position `answer` gives, or why not in the menu's words: the learner typed no
/// `--sfen` (the command line's wording names it, and `--variant`), and text that is neither
/// an SFEN nor a file there is told what the prompt takes, not that no such file exists.
fn typed_position(game: &GameArgs, answer: &str) -> Result<Position, String> {
    match &game.file {
        None => game.sfen_position().map_err(|problem| match problem {
            SfenProblem::Traditional(variant) => t!("menu-error-traditional", variant = variant.name()),
            SfenProblem::Unreadable(e) => e.to_string(),
        }),
        Some(path) if !path.exists() => {
            let [usi, ..] = crate::i18n::rules::move_examples(Geometry::get(game.rules().variant.size()));
            Err(t!("menu-error-not-a-position", text = i18n::excerpt(answer), usi = usi))
        }
        // The menu shows the record's first position, as the commands do, without their note
        // on stderr, which would land in the middle of the screen.
        Some(_) => game.position_and_moves().map(|(position, _)| position).map_err(|e| e.message),
    }
}

/// `position` drawn as `show` draws it, in the pieces chosen (through the prompter, so that
/// an entry left takes it back with the rest).
fn board(position: &Position) -> String {
    let view = BoardView { pieces: PieceStyle::or_remembered(None), ..BoardView::default() };
    crate::ui::render(position, &view).trim_end().to_string()
}

/// Explains square after square and move after move of `position` (`words` name it), until
/// an empty answer, Esc or the end of input: a learner asks about several pieces of one
/// position, which was typed once (the entry answered one question, then went back to the
/// menu, and the position had to be typed again for the next). The first answer may be empty:
/// every piece a backer changes, in Annan; shogi and minishogi have no backers, and there an
/// empty answer goes back as it does later (it answered that no piece's movement changes).
/// Whether anything was explained.
fn explain_position(p: &mut dyn Prompter, words: Vec<String>, position: &Position) -> bool {
    let backers = position.variant().has_backers();
    let prompt = if backers { t!("menu-explain-square") } else { t!("menu-explain-square-plain") };
    let Some(first) = explain_words(p, &prompt, words.clone(), position, !backers) else {
        return false;
    };
    run_words(p, first);
    while let Some(next) = explain_words(p, &t!("menu-explain-again"), words.clone(), position, true) {
        run_words(p, next);
    }
    true
}

/// Adds to `words` what to explain in `position`, asked with `prompt` until it is read: a
/// square (`2G` as `2g`), a move (explained as a move, legal or why not), `pieces` (each
/// side's pieces in words), or nothing (every piece a backer changes; `None` where
/// `empty_leaves`); `None` at Esc or the end of input. A mistyped square is said and asked
/// again, as the position is: the game and the position were typed already.
fn explain_words(
    p: &mut dyn Prompter,
    prompt: &str,
    mut words: Vec<String>,
    position: &Position,
    empty_leaves: bool,
) -> Option<Vec<String>> {
    loop {
        let answer = p.line(prompt)?;
        let answer = answer.trim();
        match explain::square_or_move(position, answer) {
            _ if answer.is_empty() && empty_leaves => return None,
            _ if answer.is_empty() => {}
            // Each side's pieces in words (`explain --describe`): a blind player asked for
            // them here, and was told `pieces` is neither a square nor a move (a playtest).
            _ if Keyword::parse(answer) == Some(Keyword::Pieces) => words.push("--describe".to_string()),
            Ok(Asked::Square(square)) => words.push(position.geometry().square_name(square)),
            // `=`: a move written with a leading `-` is not taken for an option.
            Ok(Asked::Move) => words.push(format!("--move={answer}")),
            // The prompt takes a move too: the square's own message ("not a square on this
            // board") left a mistyped move unexplained.
            Err(_) => {
                let [usi, _, western, _, _] = crate::i18n::rules::move_examples(position.geometry());
                let text = i18n::excerpt(answer);
                p.tell(&t!("menu-error-not-square-or-move", text = text, usi = usi, western = western));
                continue;
            }
        }
        return Some(words);
    }
}

/// The start position and game of the collection's puzzle whose id is `id`, if there is one
/// (the collection is read only for a single word without `/`: an SFEN or a path is none).
fn puzzle_position(id: &str) -> Option<(String, Variant)> {
    if id.is_empty() || id.contains(['/', '\\', ' ']) {
        return None;
    }
    let all = commands::puzzles::the_collection().ok()?;
    all.into_iter().find(|l| l.puzzle.id == id).map(|l| (l.puzzle.sfen, l.puzzle.variant))
}

/// What a typed position names, as the command's `--sfen` or `--file` words and the game they
/// give: empty (or `start`, in any case) is the start position; an SFEN has ranks split by `/`
/// and fields by spaces (or is one of the words `startpos` and `traditional`); anything else
/// is a file's path.
fn position_answer(variant: Variant, answer: &str) -> (GameArgs, Vec<String>) {
    let sfen = match answer.to_ascii_lowercase().as_str() {
        "" | "start" | "startpos" => Some("startpos"),
        "traditional" => Some("traditional"),
        _ if answer.contains('/') && answer.contains(' ') && !std::path::Path::new(answer).is_file() => Some(answer),
        _ => None,
    };
    let game = GameArgs {
        variant: Some(variant),
        dead_piece: None,
        sfen: sfen.unwrap_or("startpos").to_string(),
        file: sfen.is_none().then(|| answer.into()),
    };
    let words = match sfen {
        Some(sfen) => ["--sfen", sfen],
        None => ["--file", answer],
    };
    (game, words.map(String::from).to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::LinePrompter;

    /// The words `position_words` gives for the game 2 (shogi) and `answers`, and what it said.
    fn words(answers: &str) -> (Option<Vec<String>>, String) {
        let input = format!("2\n{answers}");
        let mut out = Vec::new();
        let words = position_words(&mut LinePrompter::new(input.as_bytes(), &mut out), "solve").map(|(w, _)| w);
        (words, String::from_utf8(out).unwrap())
    }

    /// A puzzle's id where the position is asked gives its position, in its own game only.
    #[test]
    fn a_puzzles_id_typed_for_the_position_gives_its_start() {
        let all = commands::puzzles::the_collection().unwrap();
        let shogi = all.iter().find(|l| l.puzzle.variant == Variant::Shogi).unwrap();
        let (given, _) = words(&format!("{}\n", shogi.puzzle.id));
        assert_eq!(given.unwrap()[3..], ["--sfen".to_string(), shogi.puzzle.sfen.clone()]);
        let annan = all.iter().find(|l| l.puzzle.variant == Variant::Annan).unwrap();
        let (given, said) = words(&format!("{}\n", annan.puzzle.id));
        assert!(given.is_none() && said.contains("is an Annan puzzle: pick annan as the game"), "{said}");
    }

    /// Shogi after 7g7f 3c3d.
    const AFTER_TWO: &str = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";

    /// Moves after the position reach the position the command is given, typed as a beginner
    /// typed them (`start`, then the moves; a playtest), as USI writes them, or alone.
    #[test]
    fn start_and_moves_typed_for_the_position_give_the_position_they_reach() {
        let given = |answer: &str| words(&format!("{answer}\n")).0.unwrap();
        let after_two = ["solve", "--variant", "shogi", "--sfen", AFTER_TWO];
        for answer in [
            "start 7g7f 3c3d",
            "START 7g7f 3c3d",
            "7g7f 3c3d",
            "startpos moves 7g7f 3c3d",
            "position startpos moves 7g7f 3c3d",
            "P-7f P-3d",
            "７六歩 ３四歩",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 3c3d",
        ] {
            assert_eq!(given(answer), after_two, "{answer}");
        }
        let after_one = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
        assert_eq!(given("startpos moves 7g7f"), ["solve", "--variant", "shogi", "--sfen", after_one]);
        // Without moves the words are as before: `start` is the start position.
        assert_eq!(given("start"), ["solve", "--variant", "shogi", "--sfen", "startpos"]);
        // Annan's traditional setup and a minishogi move, each in its own game.
        let (words, position) = reached(Variant::Annan, "traditional 7g7f").unwrap();
        assert_eq!(words[1], position.to_sfen());
        assert_eq!(position.side_to_move(), crate::rules::Color::Gote);
        let (words, _) = reached(Variant::Minishogi, "5d5c").unwrap();
        assert_eq!(words, ["--sfen", "rbsgk/4p/P4/5/KGSBR w - 2"]);
    }

    /// A move that cannot be read or played is said with its number in the list, and the
    /// position is asked again; one left ambiguous says what it could mean.
    #[test]
    fn a_wrong_move_after_the_position_is_said_and_asked_again() {
        let (given, said) = words("start 7g7f 3c3x\n7g7f 3c3e\n7g7f 3c3d B-2b\n7g7f 3c3d\n");
        assert_eq!(given.unwrap(), ["solve", "--variant", "shogi", "--sfen", AFTER_TWO], "{said}");
        assert_eq!(said.matches(&t!("menu-sfen")).count(), 4, "{said}");
        // Said at the prompt, without the command line's `annan: ` before them.
        assert!(!said.contains("annan: "), "{said}");
        let errors: Vec<&str> = said.lines().filter(|l| l.starts_with("move ")).collect();
        assert_eq!(errors.len(), 3, "{said}");
        assert!(errors[0].starts_with("move 2 (3c3x): `3c3x` is not a move"), "{said}");
        assert!(errors[1].starts_with("move 2 (3c3e): 3c3e is not legal"), "{said}");
        assert!(errors[2].starts_with("move 3 (B-2b): B-2b could mean Bx2b+ or Bx2b="), "{said}");
        // A move of the big board is off the small one, said as such after a position; alone,
        // the text is no position, and the moves of this board are shown.
        let why = reached(Variant::Minishogi, "start 7g7f").unwrap_err();
        assert!(why.starts_with("move 1 (7g7f): 7g7f: `7g` is not a square"), "{why}");
        let why = reached(Variant::Minishogi, "7g7f").unwrap_err();
        assert_eq!(why, t!("menu-error-not-a-position", text = "7g7f", usi = "5d5c"));
    }

    /// Moves after a puzzle's id are played from the puzzle's start.
    #[test]
    fn moves_after_a_puzzles_id_are_played_from_its_start() {
        let all = commands::puzzles::the_collection().unwrap();
        let puzzle = &all.iter().find(|l| l.puzzle.variant == Variant::Shogi).unwrap().puzzle;
        let mut position = Position::from_sfen(Rules::new(Variant::Shogi), &puzzle.sfen).unwrap();
        let first = position.numbered_moves()[0];
        let usi = first.usi(position.geometry());
        position.play(first);
        for answer in [format!("{} {usi}", puzzle.id), format!("{} moves {usi}", puzzle.id)] {
            let (given, said) = words(&format!("{answer}\n"));
            assert_eq!(given.unwrap()[3..], ["--sfen".to_string(), position.to_sfen()], "{said}");
        }
    }

    /// The menu's Learn picks a lesson left midway and says whether to start it over: the
    /// words then carry `--reset`, which the menu's learner has no other way to give.
    #[test]
    fn a_lesson_left_midway_may_be_started_over_from_the_menu() {
        let lessons = commands::learn::lessons().unwrap();
        let number = lessons.iter().position(|l| l.id == "annan-behind").unwrap() + 1;
        let mut progress = Progress::default();
        progress.lessons.entry("annan-behind".to_string()).or_default().next_step = 2;
        let pick = |answer: &str| {
            let input = format!("{number}\n{answer}\n");
            let mut out = Vec::new();
            let words = learn_words(&mut LinePrompter::new(input.as_bytes(), &mut out), &progress);
            (words, String::from_utf8(out).unwrap())
        };
        let (words, said) = pick("2");
        assert_eq!(words.unwrap(), ["learn", "annan-behind", "--reset"], "{said}");
        assert!(said.contains(&t!("tutor-resume-question")), "{said}");
        assert_eq!(pick("1").0.unwrap(), ["learn", "annan-behind"]);
        // A lesson not begun asks nothing more.
        let fresh = if number == 1 { 2 } else { 1 };
        let mut out = Vec::new();
        let words = learn_words(&mut LinePrompter::new(format!("{fresh}\n").as_bytes(), &mut out), &progress);
        assert_eq!(words.unwrap().len(), 2);
    }

    #[test]
    fn the_position_may_be_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("problem.sfen");
        std::fs::write(&path, "4k4/9/9/9/9/9/9/9/4K4 b G 1\n").unwrap();
        let file = path.display().to_string();
        let given = |answer: &str| words(&format!("{answer}\n")).0.unwrap();
        assert_eq!(given(&file), ["solve", "--variant", "shogi", "--file", file.as_str()]);
        assert_eq!(given(""), ["solve", "--variant", "shogi", "--sfen", "startpos"]);
        let sfen = "4k4/9/9/9/9/9/9/9/4K4 b G 1";
        assert_eq!(given(sfen), ["solve", "--variant", "shogi", "--sfen", sfen]);
    }

    #[test]
    fn a_wrong_position_is_said_at_once_and_asked_again() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nofile.kif").display().to_string();
        let (given, said) = words(&format!("{missing}\n4k4/9/9 b G 1\n\n"));
        assert_eq!(given.unwrap(), ["solve", "--variant", "shogi", "--sfen", "startpos"]);
        assert_eq!(said.matches(&t!("menu-sfen")).count(), 3, "{said}");
        // The missing file is named as a file, not read as an SFEN; the short board is an SFEN's.
        // Each at the start of a line: said at the prompt, without the command line's `annan: `.
        assert!(said.contains(&format!("\n`{missing}` is neither")), "{said}");
        assert!(said.contains("\nSFEN board has 3 ranks"), "{said}");
        assert!(!said.contains("annan: ") && !said.contains("--sfen"), "{said}");
    }

    #[test]
    fn a_position_that_is_none_is_told_in_the_menus_words() {
        let (given, said) = words("4k4/9/9/9/9/9/9/9/4K4 x G 1\ngarbage here\ntraditional\n1\n\n");
        assert!(given.is_some(), "{said}");
        // Long lines are wrapped: compared with their words run together.
        let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        let said = flat(&said);
        // Said at the prompt that asks again, without the command line's `annan: `.
        assert!(!said.contains("annan: "), "{said}");
        assert_eq!(said.matches(&flat(&t!("menu-sfen"))).count(), 5, "{said}");
        // The typed position named no option and is no file: neither is talked about.
        assert!(!said.contains("--"), "{said}");
        assert!(said.contains("SFEN side to move is 'x'"), "{said}");
        // A number is no move here: no list of moves was shown to pick from.
        for told in [
            t!("menu-error-not-a-position", text = "garbage here", usi = "7g7f"),
            t!("menu-error-traditional", variant = "shogi"),
            t!("menu-error-not-a-position", text = "1", usi = "7g7f"),
        ] {
            assert!(said.contains(&flat(&told)), "{said}");
        }
    }

    /// The words `explain_words` gives for Annan's traditional setup and `answers`, and what
    /// it said.
    fn explained(answers: &str) -> (Option<Vec<String>>, String) {
        let pos = GameArgs { variant: Some(Variant::Annan), dead_piece: None, sfen: "traditional".into(), file: None }
            .sfen_position()
            .unwrap();
        let mut out = Vec::new();
        let prompter = &mut LinePrompter::new(answers.as_bytes(), &mut out);
        let words = explain_words(prompter, &t!("menu-explain-square"), vec![], &pos, false);
        (words, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_mistyped_square_is_said_and_asked_again() {
        let (given, said) = explained("zz\n5\n2G\n");
        assert_eq!(given.unwrap(), ["2g"], "{said}");
        assert_eq!(said.matches(&t!("menu-explain-square")).count(), 3, "{said}");
        assert!(!said.contains("annan: "), "{said}");
        let errors: Vec<&str> = said.lines().filter(|l| l.starts_with('`')).collect();
        assert_eq!(errors.len(), 2, "{said}");
        // The prompt takes a move too, and so does what it says of a mistake.
        let neither = t!("menu-error-not-square-or-move", text = "zz", usi = "7g7f", western = "P-7f");
        assert!(said.contains(&crate::ui::wrap(&neither)), "{said}");
        assert!(errors[1].contains("`5`"), "{said}");
        // Nothing is asked again after an empty answer: every piece a backer changes.
        assert_eq!(explained("\n").0.unwrap(), Vec::<String>::new());
    }

    #[test]
    fn a_move_typed_for_the_square_is_explained_as_a_move() {
        for answer in ["2g2c", "2G2C", "P-7f", "7g7f"] {
            let (given, said) = explained(&format!("{answer}\n"));
            assert_eq!(given.unwrap(), [format!("--move={answer}")], "{said}");
            assert!(!said.contains("annan: "), "{said}");
        }
    }

    #[test]
    fn pieces_typed_for_the_square_lists_each_sides_pieces() {
        // A blind player typed `pieces` here and was told it is neither a square nor a move.
        for answer in ["pieces", "Pieces"] {
            let (given, said) = explained(&format!("{answer}\n"));
            assert_eq!(given.unwrap(), ["--describe"], "{said}");
        }
    }

    /// The square's prompt takes a move too (a learner typed only squares, as it asked), and
    /// a 60-column window shows it on one row, printed above the line typed.
    #[test]
    fn the_explain_prompt_offers_a_move_on_one_row_of_60_columns() {
        for lang in Lang::ALL {
            let prompt = i18n::message_in(lang, "menu-explain-square", &[]);
            assert!(prompt.contains("5e") && prompt.contains("7g7f"), "{}: {prompt}", lang.code());
            assert!(console::measure_text_width(&prompt) <= 60, "{}: {prompt}", lang.code());
            for other in ["menu-explain-again", "menu-explain-square-plain"] {
                let prompt = i18n::message_in(lang, other, &[]);
                assert!(console::measure_text_width(&prompt) <= 60, "{}: {prompt}", lang.code());
            }
        }
    }

    /// The position's prompt, which says moves may follow it, takes two rows at most of a
    /// 60-column window, above the row typed on.
    #[test]
    fn the_position_prompt_fits_two_rows_of_60_columns() {
        for lang in Lang::ALL {
            let prompt = i18n::message_in(lang, "menu-sfen", &[]);
            let rows = crate::ui::wrap::wrap_to(&prompt, 60).lines().count();
            assert!(rows <= 2, "{}: {prompt}", lang.code());
        }
    }

    #[test]
    fn a_language_is_named_mid_sentence_as_it_writes_it() {
        assert!(language_saved(Lang::Es).contains("en español"), "{}", language_saved(Lang::Es));
        assert!(language_saved(Lang::Pt).contains("fala português"), "{}", language_saved(Lang::Pt));
        assert!(language_saved(Lang::En).contains("speaks English"), "{}", language_saved(Lang::En));
        // The list keeps the names as a list writes them.
        assert_eq!(Lang::Es.name(), "Español");
    }

    /// A menu entry whose every word is in another entry reads as the same entry: the
    /// puzzle trainer was "Problemas de mate" beside the solver's "Resolver un problema de
    /// mate". Plurals are taken as their singular.
    #[test]
    fn the_menus_entries_are_told_apart_in_every_language() {
        let ids =
            ["menu-learn", "menu-quiz", "menu-puzzles", "menu-explain", "menu-solve", "menu-language", "menu-pieces"];
        for lang in Lang::ALL {
            let words = |id: &str| -> std::collections::BTreeSet<String> {
                let text = i18n::message_in(lang, id, &[]).to_lowercase();
                text.split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .map(|w| w.strip_suffix('s').unwrap_or(w).to_string())
                    .collect()
            };
            for a in ids {
                for b in ids.iter().filter(|&&b| b != a) {
                    assert!(!words(a).is_subset(&words(b)), "{}: {a} reads as {b}", lang.code());
                }
            }
        }
    }

    /// The menu's Quiz asks every game's questions or one game's.
    #[test]
    fn the_quiz_from_the_menu_asks_every_games_questions_or_one_games() {
        let words = |input: &[u8]| {
            let mut out = Vec::new();
            quiz_words(&mut LinePrompter::new(input, &mut out)).map(|w| w.join(" "))
        };
        assert_eq!(words(b"1\n").as_deref(), Some("quiz"));
        assert_eq!(words(b"3\n").as_deref(), Some("quiz --variant shogi"));
        assert_eq!(words(b""), None);
    }

    /// The menu's Puzzles reaches what the command line does: the next puzzle, today's, or
    /// one game's.
    #[test]
    fn puzzles_from_the_menu_offer_the_next_todays_or_one_games() {
        let words = |input: &[u8]| {
            let mut out = Vec::new();
            let words = puzzle_words(&mut LinePrompter::new(input, &mut out), &Progress::default());
            (words.map(|w| w.join(" ")), String::from_utf8(out).unwrap())
        };
        let (first, said) = words(b"1\n");
        assert_eq!(first.as_deref(), Some("puzzle"));
        assert!(said.contains("Which puzzle?") && said.contains("Today's puzzle"), "{said}");
        assert!(said.contains("The next one for you (near your rating, 1500)"), "a new player's rating: {said}");
        assert_eq!(words(b"2\n").0.as_deref(), Some("puzzle --daily"));
        assert_eq!(words(b"5\n").0.as_deref(), Some("puzzle --variant minishogi"));
        assert_eq!(words(b"").0, None, "no answer, no puzzle");
    }

    /// The menu's Puzzles plays a file as `puzzle --file` does: its path is asked until it
    /// names a file, and an empty answer goes back.
    #[test]
    fn puzzles_from_the_menu_play_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("hoja de clase.yaml");
        std::fs::write(&file, "id: x\n").unwrap();
        let missing = dir.path().join("nofile.yaml").display().to_string();
        let words = |input: String| {
            let mut out = Vec::new();
            let words = puzzle_words(&mut LinePrompter::new(input.as_bytes(), &mut out), &Progress::default());
            (words, String::from_utf8(out).unwrap())
        };
        let (given, said) = words(format!("6\n{missing}\n{}\n", file.display()));
        assert_eq!(given.unwrap(), ["puzzle".to_string(), format!("--file={}", file.display())], "{said}");
        assert!(said.contains(&t!("menu-puzzle-from-file")), "{said}");
        assert_eq!(said.matches(&t!("menu-puzzle-file")).count(), 2, "{said}");
        let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat(&said).contains(&flat(&t!("menu-error-no-file", file = missing.as_str()))), "{said}");
        assert_eq!(words("6\n\n".to_string()).0, None, "an empty path goes back");
    }

    /// Find the mate asks what a defender given nothing holds, where pieces are missing:
    /// every other piece (`--defender-rest`) first, or nothing as the position says.
    #[test]
    fn find_the_mate_asks_what_a_defender_given_nothing_holds() {
        let words = |sfen: &str, input: &[u8]| {
            let position = Position::from_sfen(Rules::new(Variant::Annan), sfen).unwrap();
            let mut out = Vec::new();
            let words = defender_words(&mut LinePrompter::new(input, &mut out), &position);
            (words, String::from_utf8(out).unwrap())
        };
        let book = "8k/9/8G/9/9/9/9/9/9 b R 1";
        let (given, said) = words(book, b"\n");
        assert_eq!(given.unwrap(), ["--defender-rest"], "{said}");
        assert!(said.contains(&t!("menu-defender-question", side = "Gote")), "{said}");
        assert_eq!(words(book, b"2\n").0.unwrap(), Vec::<String>::new());
        assert_eq!(words(book, b"").0, None, "no answer, no solve");
        for sfen in ["startpos", "8k/9/8G/9/9/9/9/9/9 b Rp 1"] {
            let (given, said) = words(sfen, b"");
            assert_eq!((given.unwrap(), said), (Vec::new(), String::new()), "{sfen}");
        }
    }

    /// What the main menu says, answered with `input`'s lines.
    fn menu_said(input: &[u8]) -> String {
        let mut out = Vec::new();
        main_menu(&mut LinePrompter::new(input, &mut out));
        String::from_utf8(out).unwrap()
    }

    /// The menu comes back with its cursor on the entry taken last: on lines, an empty answer
    /// takes it again.
    #[test]
    fn the_menu_comes_back_to_the_entry_taken_last() {
        // Explain, shogi, the start position, 7g, then back to the menu, then Enter alone:
        // Explain again, which asks for the game a second time; left at once, it leaves the
        // menu as it was, and Quit ends it.
        let text = menu_said(b"4\n2\n\n7g\n\n\n2\n\n\n8\n");
        assert_eq!(text.matches(&t!("menu-which-game")).count(), 2, "{text}");
        assert_eq!(text.matches(&t!("menu-question")).count(), 3, "{text}");
    }

    /// A position in check is explained at once, before any square is asked: why it is mate.
    #[test]
    fn explain_from_the_menu_says_why_a_mate_is_one_before_asking() {
        let text = menu_said(b"4\n2\n4k4/4G4/4P4/9/9/9/9/9/9 w - 1\n5a\n\n8\n");
        let (why, asked) =
            (text.find("Why it is mate: the gold on 5b gives check."), text.find(&t!("menu-explain-square-plain")));
        assert!(why.is_some() && why < asked, "{text}");
    }

    /// The square to explain was asked with no board on screen: the board is shown first.
    #[test]
    fn explain_from_the_menu_shows_the_board_before_asking_for_a_square() {
        let text = menu_said(b"4\n2\n\n7g\n8\n");
        let start = GameArgs { variant: Some(Variant::Shogi), dead_piece: None, sfen: "startpos".into(), file: None };
        let shown = board(&start.sfen_position().unwrap());
        assert!(shown.contains(&t!("board-turn", side = "Sente")), "{shown}");
        let (board_at, asked_at) = (text.find(&shown), text.find(&t!("menu-explain-square-plain")));
        assert!(board_at.is_some() && board_at < asked_at, "{text}");
    }

    /// The board shown and explained is the one the moves typed after the position reach.
    #[test]
    fn explain_from_the_menu_shows_the_position_the_moves_reach() {
        let text = menu_said(b"4\n2\nstart 7g7f 3c3d\n8h2b+\n\n8\n");
        let reached = GameArgs { variant: Some(Variant::Shogi), dead_piece: None, sfen: AFTER_TWO.into(), file: None };
        assert!(text.contains(&board(&reached.sfen_position().unwrap())), "{text}");
        assert!(!text.contains("annan: "), "{text}");
        assert_eq!(text.matches(&t!("menu-question")).count(), 2, "{text}");
    }

    #[test]
    fn explain_from_the_menu_then_quit() {
        let text = menu_said(b"4\n2\n\n7g\n\n8\n");
        assert!(text.contains(&t!("menu-which-game")), "{text}");
        assert_eq!(text.matches(&t!("menu-question")).count(), 2, "{text}");
    }

    /// Shogi has no backers: an empty first answer goes back to the menu, as later ones do,
    /// where the Annan prompt's "every piece a backer changes" answered that none does.
    #[test]
    fn in_shogi_an_empty_first_answer_goes_back_to_the_menu() {
        let text = menu_said(b"4\n2\n\n\n8\n");
        assert_eq!(text.matches(&t!("menu-explain-square-plain")).count(), 1, "{text}");
        assert!(!text.contains(&t!("menu-explain-square")) && !text.contains(&t!("menu-explain-again")), "{text}");
        assert_eq!(text.matches(&t!("menu-question")).count(), 2, "{text}");
        // Annan's first prompt still offers the pieces a backer changes.
        let text = menu_said(b"4\n1\n\n\n8\n");
        assert_eq!(text.matches(&t!("menu-explain-square")).count(), 1, "{text}");
        assert!(text.contains(&t!("menu-explain-again")), "{text}");
    }

    /// One position, several questions: the entry asked one, then went back to the menu, and
    /// the next piece's question needed the game and the position again.
    #[test]
    fn explain_asks_again_about_the_same_position_until_an_empty_answer() {
        let text = menu_said(b"4\n2\n\n7g\nzz\n2h\n7g7f\n\n8\n");
        assert_eq!(text.matches(&t!("menu-sfen")).count(), 1, "{text}");
        assert_eq!(text.matches(&t!("menu-explain-square-plain")).count(), 1, "{text}");
        // After 7g, after zz (said), after 2h, after 7g7f: the empty answer goes back.
        assert_eq!(text.matches(&t!("menu-explain-again")).count(), 4, "{text}");
        assert!(!text.contains("annan: "), "{text}");
        let errors: Vec<&str> = text.lines().filter(|l| l.starts_with("`zz`")).collect();
        assert_eq!(errors.len(), 1, "{text}");
        assert_eq!(text.matches(&t!("menu-question")).count(), 2, "{text}");
        assert!(!text.contains(&t!("menu-press-enter")), "{text}");
    }
}
