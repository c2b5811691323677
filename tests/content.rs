//! The embedded lessons and quiz questions: every file passes the same checks as
//! `annan check`, the course is as large as promised, and the checks catch what they promise
//! to catch: a move step whose stated `accepts` differ from what its goal accepts, a text
//! without all four languages, and a question about check that nothing verifies, each
//! reported with file:line:col. The texts themselves do not say again the turn line of the
//! board above them, and say who Sente and Gote are where the course first names them.

mod common;
use annan::content::lesson::{embedded_lessons, embedded_questions};
use annan::content::validate::check_files;
use annan::content::{yaml_files, ContentError, LESSONS};
use assert_cmd::Command;
use common::scratch;
use std::path::Path;

const CHECKMATE: &str = include_str!("../lessons/annan/annan-checkmate.yaml");
const CHECKMATE_PATH: &str = "lessons/annan/annan-checkmate.yaml";
const FAQ: &str = include_str!("../lessons/quiz/annan-faq.yaml");

fn embedded() -> Vec<(String, String)> {
    yaml_files(&LESSONS, "lessons").into_iter().map(|(f, t)| (f, t.to_string())).collect()
}

/// The problems `check_files` finds in one file.
fn check_one(path: &str, text: &str) -> Vec<ContentError> {
    check_files(&[(path.to_string(), text.to_string())])
}

/// `text` with its first `from` replaced by `to`, which must be there.
fn edited(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "`{from}` is not in the file");
    text.replacen(from, to, 1)
}

/// 1-based line and column of the first `needle` in `text`.
fn spot(text: &str, needle: &str) -> (usize, usize) {
    let (i, line) = text.lines().enumerate().find(|(_, l)| l.contains(needle)).unwrap();
    (i + 1, line[..line.find(needle).unwrap()].chars().count() + 1)
}

#[test]
fn every_embedded_file_passes_the_checks() {
    let errors = check_files(&embedded());
    let listing: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{}", listing.join("\n"));
}

#[test]
fn at_least_thirty_four_lessons_and_thirty_questions() {
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(lessons.len() >= 34, "{} lessons", lessons.len());
    assert!(questions.len() >= 30, "{} questions", questions.len());
}

/// A learner who picks a wrong option is told why that option is wrong: every lesson choice
/// and every quiz question, in every part of the course, gives each wrong option a reason.
#[test]
fn every_wrong_option_of_every_question_has_a_reason() {
    let (lessons, _) = embedded_lessons();
    let (questions, _) = embedded_questions();
    let choices = lessons.iter().flat_map(|l| {
        l.steps.iter().enumerate().filter_map(move |(i, s)| {
            s.choice.as_ref().map(|c| (format!("{} step {}", l.id, i + 1), c.options.len(), c.answer, &c.reasons))
        })
    });
    let quiz = questions.iter().map(|q| (q.id.clone(), q.options.len(), q.answer, &q.reasons));
    let mut asked = 0;
    let mut missing = Vec::new();
    for (name, options, answer, reasons) in choices.chain(quiz) {
        asked += 1;
        let given = |i: usize| reasons.as_ref().is_some_and(|r| r.get(i).is_some_and(Option::is_some));
        missing.extend((0..options).filter(|&i| i != answer && !given(i)).map(|i| format!("{name}: option {}", i + 1)));
    }
    assert!(asked >= 144, "{asked} questions");
    assert!(missing.is_empty(), "wrong options without a reason:\n{}", missing.join("\n"));
}

/// A learner who cannot tell must not be able to pick the answer by its length: in no
/// language is the answer the longest option (strictly, in characters) of more than nine
/// questions in twenty, nor the shortest. With two to four options chance alone makes each
/// about one in three; as first written the answer was the longest of more than half
/// (English 78 of 144, Tagalog 84).
#[test]
fn the_answer_is_neither_the_longest_nor_the_shortest_option_too_often() {
    let (lessons, _) = embedded_lessons();
    let (questions, _) = embedded_questions();
    let choices = lessons.iter().flat_map(|l| l.steps.iter().filter_map(|s| s.choice.as_ref()));
    let asked: Vec<_> = choices
        .map(|c| (&c.options, c.answer))
        .chain(questions.iter().map(|q| (&q.options, q.answer)))
        .filter(|(options, _)| options.len() > 1)
        .collect();
    for lang in ["en", "es", "pt", "tl"] {
        let count = |beats: fn(usize, usize) -> bool| {
            let by = |(options, answer): &&(&Vec<annan::content::text::Text>, usize)| {
                let len = |i: usize| options[i].get(lang).chars().count();
                (0..options.len()).filter(|i| i != answer).all(|i| beats(len(*answer), len(i)))
            };
            asked.iter().filter(by).count()
        };
        let (longest, shortest) = (count(|a, b| a > b), count(|a, b| a < b));
        let total = asked.len();
        assert!(longest * 20 <= total * 9, "{lang}: the answer is the longest option in {longest} of {total}");
        assert!(shortest * 20 <= total * 9, "{lang}: the answer is the shortest option in {shortest} of {total}");
    }
}

#[test]
fn a_move_the_goal_accepts_but_the_step_leaves_out_is_an_error() {
    // `mate: true` there is met by a gold and by a silver drop behind the bishop.
    let text = edited(CHECKMATE, "accepts: [G*7c, S*7c]", "accepts: [G*7c]");
    let errors = check_one(CHECKMATE_PATH, &text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    let (line, column) = spot(&text, "accepts: [G*7c]");
    assert_eq!((errors[0].line, errors[0].column), (line, column), "{}", errors[0]);
    assert!(errors[0].message.contains("the goal also accepts S*7c"), "{}", errors[0]);
}

#[test]
fn a_listed_move_the_goal_refuses_is_an_error_at_its_place_in_the_list() {
    let text = edited(CHECKMATE, "accepts: [G*7c, S*7c]", "accepts: [G*7c, S*7c, B*7c, G*7c]");
    let errors = check_one(CHECKMATE_PATH, &text);
    let (line, start) = spot(&text, "accepts: [G*7c, S*7c, B*7c");
    let at = |e: &ContentError| (e.line, e.column);
    let refused = errors.iter().find(|e| e.message.contains("B*7c")).expect("B*7c reported");
    assert_eq!(at(refused), (line, start + "accepts: [G*7c, S*7c, ".len()), "{refused}");
    assert!(refused.message.contains("B*7c does not even give check"), "{refused}");
    let twice = errors.iter().find(|e| e.message.contains("listed twice")).expect("the repeat reported");
    assert_eq!(at(twice), (line, start + "accepts: [G*7c, S*7c, B*7c, ".len()), "{twice}");
    assert_eq!(errors.len(), 2, "{errors:?}");
}

#[test]
fn a_narrower_goal_makes_the_stated_moves_wrong() {
    // The file says the step accepts both drops; a goal that names only one now disagrees.
    let text = edited(
        CHECKMATE,
        "goal: {mate: true}\n      accepts: [G*7c, S*7c]",
        "goal: {moves: [G*7c]}\n      accepts: [G*7c, S*7c]",
    );
    let errors = check_one(CHECKMATE_PATH, &text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].message.contains("S*7c is legal, but it is not the move this step is looking for"),
        "{}",
        errors[0]
    );
}

#[test]
fn a_move_step_without_accepts_is_an_error() {
    let text = edited(CHECKMATE, "      accepts: [G*7c, S*7c]\n", "");
    let errors = check_one(CHECKMATE_PATH, &text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].message.contains("missing field `accepts`"), "{}", errors[0]);
}

#[test]
fn a_text_missing_a_language_is_an_error_with_its_line() {
    // The success text of the first move step, without Portuguese.
    let pt = "        pt: \"Xeque-mate. O bispo move-se agora como o seu apoio";
    let line_of_pt = spot(CHECKMATE, pt).0;
    let text: String = CHECKMATE.lines().filter(|l| !l.starts_with(pt)).map(|l| format!("{l}\n")).collect();
    let errors = check_one(CHECKMATE_PATH, &text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    // The map starts at its `en:` line, two lines above where `pt:` was.
    assert_eq!((errors[0].line, errors[0].column), (line_of_pt - 2, 9), "{}", errors[0]);
    assert!(errors[0].message.ends_with("lacks one of them: pt"), "{}", errors[0]);

    // The same in a quiz file, and an unknown code instead of a language.
    let first_tl = FAQ.lines().find(|l| l.trim_start().starts_with("tl: ")).unwrap();
    let unknown = first_tl.replacen("tl: ", "tg: ", 1);
    let text = edited(FAQ, first_tl, &unknown);
    let errors = check_one("lessons/quiz/annan-faq.yaml", &text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].message.contains("`tg` is not a language annan speaks"), "{}", errors[0]);
    assert_eq!(errors[0].line, spot(&text, unknown.trim_start()).0 - 3, "{}", errors[0]);
}

/// A one-question quiz on a board where Gote is in check, marked `about_check`, with `verify`.
fn about_check_quiz(verify: &str) -> String {
    let text = |s: &str| format!("{{en: \"{s}\", es: \"{s}\", pt: \"{s}\", tl: \"{s}\"}}");
    format!(
        "questions:\n  - id: hidden-check\n    variant: shogi\n    sfen: \"4k4/9/4R4/9/9/9/9/9/4K4 w - 1\"\n    \
         about_check: true\n    question: {}\n    options: [{}, {}]\n    answer: 0\n    explanation: {}\n    \
         verify:\n      - {verify}\n",
        text("Q"),
        text("A"),
        text("B"),
        text("E"),
    )
}

#[test]
fn a_question_about_check_needs_a_verify_entry_that_computes_check() {
    let path = "lessons/quiz/hidden.yaml";
    for verify in ["in_check: true", "checkmate: false"] {
        let errors = check_one(path, &about_check_quiz(verify));
        assert!(errors.is_empty(), "{verify}: {errors:?}");
    }

    // Only a legal move is verified: nothing computes whether Gote is in check.
    let unverified = about_check_quiz("legal: \"5a4a\"");
    let (line, column) = spot(&unverified, "about_check: true");
    let errors = check_one(path, &unverified);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!((errors[0].line, errors[0].column), (line, column), "{}", errors[0]);
    assert!(errors[0].message.contains("needs an `in_check` or `checkmate` entry"), "{}", errors[0]);

    // A lesson's question about mate, its `verify` gone.
    let text = edited(CHECKMATE, "      verify:\n        - in_check: true\n        - checkmate: true\n", "");
    let errors = check_one(CHECKMATE_PATH, &text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!((errors[0].line, errors[0].column), spot(&text, "about_check: true"), "{}", errors[0]);

    // `annan check` says so in the reader's language, with the file and line.
    let dir = scratch("about-check");
    let file = dir.join("hidden.yaml");
    std::fs::write(&file, &unverified).unwrap();
    let out = annan("es", &dir).arg("check").arg(&file).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    let expected = format!("{}:{line}:{column}: about_check: el tablero no dice", file.display());
    assert!(stdout.starts_with(&expected), "{stdout}");
    std::fs::write(&file, about_check_quiz("in_check: true")).unwrap();
    let out = annan("es", &dir).arg("check").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
}

fn annan(lang: &str, data: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_annan"));
    c.env("NO_COLOR", "1").env("ANNAN_DATA_DIR", data).env("ANNAN_LANG", lang).env_remove("RUST_BACKTRACE");
    c
}

#[test]
fn annan_check_passes_every_lesson_folder_and_fails_a_broken_copy() {
    let dir = scratch("check");
    let lessons = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let out = annan("en", &dir).arg("check").arg(&lessons).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    let files = embedded().len();
    assert!(stdout.contains(&format!("{files} files checked, no problems")), "{stdout}");

    // A copy of the course where one step leaves out a move its goal accepts, and another
    // states nothing.
    let copy = dir.join("lessons");
    let board = "lessons/shogi/shogi-board.yaml";
    for (path, text) in embedded() {
        let target = copy.join(path.trim_start_matches("lessons/"));
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        let text = match path.as_str() {
            CHECKMATE_PATH => edited(&text, "[G*7c, S*7c]", "[G*7c]"),
            p if p == board => edited(&text, "      accepts: [7g7f]\n", ""),
            _ => text,
        };
        std::fs::write(target, text).unwrap();
    }
    let (line, column) = spot(CHECKMATE, "accepts: [G*7c, S*7c]");
    let checkmate = copy.join("annan").join("annan-checkmate.yaml").display().to_string();
    let board = copy.join("shogi").join("shogi-board.yaml").display().to_string();
    for (lang, left_out, missing) in [
        ("en", "the goal also accepts S*7c", "missing field `accepts`"),
        ("es", "el objetivo también acepta S*7c", "falta la clave `accepts`"),
    ] {
        let out = annan(lang, &dir).arg("check").arg(&copy).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(2), "{stdout}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 2, "{stdout}");
        assert!(lines[0].starts_with(&format!("{checkmate}:{line}:{column}: accepts: {left_out}")), "{stdout}");
        assert!(lines[1].starts_with(&format!("{board}:")) && lines[1].ends_with(missing), "{stdout}");
    }
}

/// annan is a terminal program: no lesson or quiz text may speak of "the site" (the seeds'
/// web pages) in any language.
#[test]
fn no_text_speaks_of_a_site() {
    for (file, text) in embedded() {
        for (n, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).collect();
            assert!(
                !words.iter().any(|w| matches!(*w, "site" | "sites" | "sitio" | "sitios"))
                    && !lower.contains("this table"),
                "{file}:{}: {line}",
                n + 1
            );
        }
    }
}

/// Spanish and Portuguese name a lesson's stage "etapa" and keep "paso"/"passo" for a piece's
/// one-square step (docs/GLOSSARY.md), as Tagalog keeps "yugto" apart from "hakbang": no lesson
/// or quiz text in those languages may call the stage it is on a step.
#[test]
fn spanish_and_portuguese_call_a_lesson_stage_etapa_not_a_step() {
    let stage_as_step = [
        "este paso",
        "ese paso",
        "paso siguiente",
        "pasos siguientes",
        "siguiente paso",
        "este passo",
        "esse passo",
        "passo seguinte",
        "passos seguintes",
        "próximo passo",
    ];
    for (file, text) in embedded() {
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start().trim_start_matches("- ");
            if !(t.starts_with("es:") || t.starts_with("pt:")) {
                continue;
            }
            let lower = t.to_lowercase();
            assert!(!stage_as_step.iter().any(|p| lower.contains(p)), "{file}:{}: {line}", n + 1);
        }
    }
}

/// The program and the game share a name: "annan starts Annan from the usual shogi position"
/// read as a stutter. No sentence of a lesson or quiz text names both: the program (lowercase
/// `annan`, outside a command in backticks) and the game (`Annan`).
#[test]
fn no_sentence_names_both_the_program_and_the_game() {
    for (file, text) in embedded() {
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start().trim_start_matches("- ");
            if t.starts_with("id:") || t.starts_with("variant:") {
                continue;
            }
            // Commands in backticks (`annan show --sfen traditional`) are left out.
            let prose: String = t.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            for sentence in prose.split(['.', '!', '?', ';']) {
                let words: Vec<&str> = sentence.split(|c: char| !(c.is_alphanumeric() || c == '-')).collect();
                let program = words.contains(&"annan");
                let game = words.contains(&"Annan");
                assert!(!(program && game), "{file}:{}: {sentence}", n + 1);
            }
        }
    }
}

/// The program's name, lowercase, reads as the game's to a learner: the lesson "Jugar al
/// shogi en annan" was taken for shogi inside Annan Shogi, and "annan rechaza las jugadas
/// ilegales" at the start of a sentence the same (a teacher's playtest). Lesson and quiz
/// texts call it "this program", "este programa", "este programa", "programang ito": outside
/// a command in backticks no text names it `annan`.
#[test]
fn no_text_calls_the_program_annan() {
    for (file, text) in embedded() {
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start().trim_start_matches("- ");
            if !["en:", "es:", "pt:", "tl:"].iter().any(|lang| t.starts_with(lang)) {
                continue;
            }
            let prose: String = t.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            let words: Vec<&str> = prose.split(|c: char| !(c.is_alphanumeric() || c == '-')).collect();
            assert!(!words.contains(&"annan"), "{file}:{}: {line}", n + 1);
        }
    }
}

/// The board prints whose turn it is right above a step's text and question ("Gote to
/// move", "Juega Gote", "É a vez de Gote", "Turno ng Gote", as locales/*/board.ftl word it,
/// and so begins the line in check or after a move): a text that says it again under it only
/// repeats it ("É a vez de Gote." under "É a vez de Gote"), in the line's words or in the
/// other words each language has for it ("It is Gote's turn", "Le toca a Gote"). That holds
/// where the side to move has no legal move too: the line says whose turn it is there as
/// well (minishogi-results and shogi-checkmate said it again, a player's report).
#[test]
fn no_text_under_a_board_says_its_turn_line_again() {
    use annan::content::Text;
    use annan::i18n::{arg, message_in, Lang};
    use annan::rules::Position;
    let (mut read, mut again) = (0, Vec::new());
    let mut check = |place: String, pos: &Position, texts: &[&Text]| {
        read += 1;
        for lang in Lang::ALL {
            let side = message_in(lang, "rules-side", &[("side", arg(pos.side_to_move().name().to_string()))]);
            let line = message_in(lang, "board-turn", &[("side", arg(side.clone()))]).to_lowercase();
            let other = match lang {
                Lang::En => format!("{side}'s turn"),
                Lang::Es => format!("le toca a {side}"),
                Lang::Pt => format!("joga {side}"),
                Lang::Tl => format!("titira ang {side}"),
            }
            .to_lowercase();
            for said in texts.iter().map(|text| text.get(lang.code())) {
                if let Some(turn) = [&line, &other].into_iter().find(|turn| said.to_lowercase().contains(turn.as_str()))
                {
                    again.push(format!("{place} ({}) says `{turn}` again: {said}", lang.code()));
                }
            }
        }
    };
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    for lesson in &lessons {
        let starts = lesson.start_positions().unwrap();
        for (i, step) in lesson.steps.iter().enumerate() {
            let mut texts = vec![&step.text];
            texts.extend(step.choice.as_ref().map(|c| &c.question));
            check(format!("{} step {}", lesson.id, i + 1), &starts[i], &texts);
        }
    }
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty(), "{errors:?}");
    for q in &questions {
        check(q.id.clone(), &q.position().unwrap(), &[&q.question]);
    }
    assert!(again.is_empty(), "{}", again.join("\n"));
    assert!(read > 200, "only {read} boards read");
}

/// Tagalog names each thing one way, in Tagalog where the files have a word for it: a
/// playtester met `direksyon` and `direksiyon`, `main menu` and `pangunahing menu`, the
/// far rank as `huling hanay` (also used for one's own back rank) and a piece's own back
/// rank as `unang hanay ng sariling panig`, and English left in the middle of a sentence.
/// The far rank is `pinakamalayong hanay`, one's own back rank `hanay sa pinakalikod`.
#[test]
fn tagalog_names_each_thing_one_way() {
    let mut texts: Vec<(String, String)> = embedded()
        .into_iter()
        .flat_map(|(file, text)| {
            let lines: Vec<(String, String)> = text
                .lines()
                .filter(|l| l.trim_start().trim_start_matches("- ").starts_with("tl:"))
                .map(|l| (file.clone(), l.to_string()))
                .collect();
            lines
        })
        .collect();
    for entry in std::fs::read_dir("locales/tl").unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        texts.extend(text.lines().map(|l| (path.display().to_string(), l.to_string())));
    }
    let banned = [
        "direksyon",
        "main menu",
        "huling hanay",
        "huling dalawa",
        "unang hanay ng sariling panig",
        "discovered check",
        "Japanese (",
        "western (",
        "western notation",
        "galaw na western",
    ];
    let found: Vec<String> = texts
        .iter()
        // The option values of `--notation` are typed as they are (usi, western, japanese).
        .filter(|(_, l)| !l.contains("usi (7g7f)"))
        .flat_map(|(f, l)| banned.iter().filter(|b| l.contains(*b)).map(move |b| format!("{f}: {b}: {l}")))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The step before a question does not give its answer away: shogi-promotion said "Kings
/// and golds never promote." right above "Your gold steps into the zone. Can it promote?".
#[test]
fn the_gold_promotion_question_is_not_answered_by_its_own_step() {
    let lessons = embedded_lessons().0;
    let lesson = lessons.iter().find(|l| l.id == "shogi-promotion").unwrap();
    let step = lesson
        .steps
        .iter()
        .find(|s| s.choice.as_ref().is_some_and(|c| c.question.get("en").contains("Can it promote?")))
        .unwrap();
    for text in ["en", "es", "pt", "tl"].map(|lang| step.text.get(lang)) {
        for never in ["never", "nunca", "kailanman"] {
            assert!(!text.contains(never), "{text}");
        }
    }
}

/// "Sente" and "Gote" name the two sides all through the course: the first text that names
/// either, in course order, says who both are, in every language. The first lesson said
/// "Gote's king is written 王" and spoke of Gote's pieces while the lesson after it was the
/// one that said "You are Sente, at the bottom; Gote sits at the top" (a player's report).
#[test]
fn sente_and_gote_are_introduced_where_the_course_first_names_them() {
    use annan::content::Text;
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    for lang in ["en", "es", "pt", "tl"] {
        // Each step's texts in the order they are read: its text, its question and options,
        // then what answers them.
        let mut texts = lessons.iter().flat_map(|lesson| {
            lesson.steps.iter().enumerate().flat_map(move |(i, step)| {
                let mut texts: Vec<&Text> = vec![&step.text];
                if let Some(choice) = &step.choice {
                    texts.push(&choice.question);
                    texts.extend(&choice.options);
                    texts.push(&choice.explanation);
                }
                if let Some(task) = &step.task {
                    texts.extend([&task.hint, &task.success]);
                }
                texts.into_iter().map(move |text| (lesson.id.as_str(), i + 1, text.get(lang)))
            })
        });
        let first = texts.find(|(_, _, text)| text.contains("Sente") || text.contains("Gote"));
        let (id, step, text) = first.expect("a text names a side");
        assert!(
            text.contains("Sente") && text.contains("Gote"),
            "{id} step {step} ({lang}) names a side unexplained: {text}"
        );
    }
}
