//! The lesson runner and the quiz, driven through the library with scripted and piped
//! answers: every lesson can be finished; wrong and illegal moves get their reasons and a
//! retry; a wrong option is explained and asked again; every wrong try and every revealing
//! hint costs stars, once, and is handed to the caller to save at once.

mod common;

use annan::content::lesson::{embedded_lessons, embedded_questions, Goal, Lesson};
use annan::rules::{bit, squares, Move, Notation, Position};
use annan::t;
use annan::tutor::quiz;
use annan::tutor::script::{demo_answers, ScriptPrompter};
use annan::tutor::{Finish, Run, Runner};
use annan::ui::{Keyword, LinePrompter, PieceStyle};

fn lessons() -> Vec<Lesson> {
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    lessons
}

fn lesson(id: &str) -> Lesson {
    lessons().into_iter().find(|l| l.id == id).unwrap_or_else(|| panic!("no lesson {id}"))
}

/// Whitespace made single spaces, so wrapped output can be searched for a sentence.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Runs `lesson` from `run` with `input` piped as lines; returns the finish, the output
/// (flattened) and every run state handed over for saving.
fn piped_from(lesson: &Lesson, run: Run, input: &str) -> (Finish, String, Vec<Run>) {
    let mut out = Vec::new();
    let mut saved = Vec::new();
    let finish = {
        let mut p = LinePrompter::new(input.as_bytes(), &mut out);
        Runner::run(lesson, run, &mut p, PieceStyle::Letters, &mut |r: &Run| saved.push(r.clone())).unwrap()
    };
    (finish, flat(&String::from_utf8(out).unwrap()), saved)
}

fn piped(lesson: &Lesson, input: &str) -> (Finish, String) {
    let (finish, out, _) = piped_from(lesson, Run::default(), input);
    (finish, out)
}

/// A legal move that misses `goal`, if the position has one.
fn wrong_move(pos: &Position, goal: &Goal) -> Option<Move> {
    pos.numbered_moves().into_iter().find(|&m| goal.judge(pos, m).is_err())
}

/// A board move of one of the learner's pieces that the rules refuse.
fn illegal_move(pos: &Position) -> Option<Move> {
    let g = pos.geometry();
    let own = squares(pos.pieces_of(pos.side_to_move()));
    own.flat_map(|from| (0..g.squares as u8).map(move |to| Move::normal(from, to, false)))
        .find(|&m| m.from() != Some(m.to()) && pos.check_move(m).is_err())
}

/// The steps that ask something (a move or a question).
fn tasks(lesson: &Lesson) -> usize {
    lesson.steps.iter().filter(|s| s.task.is_some() || s.choice.is_some()).count()
}

#[test]
fn no_hint_names_a_move_its_step_accepts() {
    // A hint guides; the `solution` keyword shows the move (lessons/SCHEMA.md). A hint that
    // ended on the move made the two the same.
    let mut hints = 0;
    for lesson in lessons() {
        let starts = lesson.start_positions().unwrap();
        for (i, step) in lesson.steps.iter().enumerate() {
            let Some(task) = &step.task else { continue };
            let pos = &starts[i];
            hints += 1;
            for usi in &task.accepts {
                let mv = Move::parse_usi(usi, pos.geometry()).unwrap();
                let spellings =
                    [Notation::Usi, Notation::Western, Notation::Japanese].map(|n| pos.format_move(mv, n, None));
                for lang in ["en", "es", "pt", "tl"] {
                    let hint = task.hint.get(lang);
                    for s in &spellings {
                        assert!(
                            !hint.contains(s.as_str()),
                            "{} step {}: the {lang} hint names {s}: {hint}",
                            lesson.id,
                            i + 1
                        );
                    }
                }
            }
        }
    }
    assert!(hints > 50, "only {hints} move steps");
}

#[test]
fn every_lesson_plays_in_demo_with_full_stars() {
    let right = flat(&t!("tutor-choice-right", explanation = ""));
    let yes = flat(&t!("tutor-move-right", success = ""));
    for lesson in lessons() {
        let answers = demo_answers(&lesson, 0).unwrap();
        let mut out = Vec::new();
        let mut prompter = ScriptPrompter::new(answers, &mut out);
        let finish = Runner::run(&lesson, Run::default(), &mut prompter, PieceStyle::Kanji, &mut |_| ()).unwrap();
        assert_eq!(finish, Finish::Completed { mistakes: 0, helps: 0, stars: 3 }, "{}", lesson.id);
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.matches(&right).count() + text.matches(&yes).count(), tasks(&lesson), "{}", lesson.id);
        assert!(!text.contains("Not quite"), "{}", lesson.id);
    }
}

#[test]
fn every_lesson_completes_through_piped_answers_with_wrong_and_illegal_tries() {
    let mut retried = 0;
    for lesson in lessons() {
        let starts = lesson.start_positions().unwrap();
        let mut lines = demo_answers(&lesson, 0).unwrap();
        let mut wrong = 0;
        // Before the last task's answer: an illegal move and a legal one that misses, or
        // a wrong option.
        let Some(i) = lesson.steps.iter().rposition(|s| s.task.is_some() || s.choice.is_some()) else { continue };
        let pos = &starts[i];
        let mut tries = Vec::new();
        let mut missed = None;
        if let Some(task) = &lesson.steps[i].task {
            if let Some(m) = illegal_move(pos) {
                tries.push(m.usi(pos.geometry()));
            }
            if let Some(m) = wrong_move(pos, &task.goal) {
                // The reason names the move as it was typed (western here), not in USI.
                let western = pos.western(m);
                let why = task.judge_as(pos, m, &western).unwrap_err();
                let usi = m.usi(pos.geometry());
                assert!(!why.contains(&usi) || western.contains(&usi), "{}: {why}", lesson.id);
                missed = Some(flat(&t!("tutor-move-missed", reason = why, hint = "hint")));
                tries.push(western);
                wrong = 1;
            }
        } else if let Some(choice) = &lesson.steps[i].choice {
            tries.push(((choice.answer + 1) % choice.options.len() + 1).to_string());
            wrong = 1;
        }
        lines.splice(i..i, tries);
        retried += wrong;
        let input = lines.join("\n") + "\n";
        let (finish, out) = piped(&lesson, &input);
        let expected = Finish::Completed { mistakes: wrong, helps: 0, stars: if wrong == 0 { 3 } else { 2 } };
        assert_eq!(finish, expected, "{}\n{out}", lesson.id);
        if let Some(missed) = missed {
            assert!(out.contains(&missed), "{}: {missed}\n{out}", lesson.id);
        }
        if lesson.steps[i].choice.is_some() {
            assert!(
                out.contains("Not quite: “")
                    && out.contains(flat(&t!("tutor-choice-right-now", explanation = "")).as_str()),
                "{}: {out}",
                lesson.id
            );
        }
    }
    assert!(retried >= 20, "only {retried} lessons were tried with a mistake");
}

#[test]
fn commands_at_the_move_prompt_answer_and_only_revealing_help_costs() {
    let lesson = lesson("annan-behind");
    // Step 1 is a question; step 2 asks for 5e1e.
    let rook = common::behind_places().1;
    let input = format!(
        "{rook}\n\nhelp\nhint\nHINT\nmoves\nboard\nlegend\nnonsense\n99999\n同歩\n5e5a\n5e4d\nsolution\nsolution\n5e1e\n"
    );
    let (finish, out, saved) = piped_from(&lesson, Run::default(), &input);
    assert_eq!(finish, Finish::Stopped { step: 2 }, "{out}");
    assert!(out.contains("Hint: Look at the piece right behind your silver"), "{out}");
    assert!(out.contains("1. Sx1e 2. S-2e"), "moves numbers the legal moves in western notation: {out}");
    assert!(out.contains("`nonsense` is not a move"), "{out}");
    assert!(out.contains("Type “help” to see how moves are written, or “moves” to list them by number."), "{out}");
    assert!(out.contains("not a move number here"), "{out}");
    assert!(out.contains("5e4d is not legal: the silver on 5e has the rook on 5f behind it"), "{out}");
    assert!(out.contains("The move is 5e1e (Sx1e)."), "{out}");
    assert!(out.contains("Yes! A silver that slides!"), "{out}");
    assert!(out.contains(&flat(&t!("tutor-legend-title"))), "{out}");
    // `board` shows the step again, its task with it.
    let task = flat(lesson.steps[1].text.local());
    assert_eq!(out.matches(&task).count(), 2, "{out}");
    // 5e5a misses the goal; hint and solution count once each however often they are asked.
    let last = saved.last().unwrap();
    assert_eq!((last.step, last.mistakes), (2, 3), "{saved:?}");
    assert!(last.helped.is_empty(), "the help counted belongs to step 2: {saved:?}");
    let on_step_two: Vec<&Run> = saved.iter().filter(|r| r.step == 1).collect();
    assert_eq!(on_step_two.last().unwrap().helped, vec![Keyword::Hint, Keyword::Solution]);
}

/// A lesson that teaches the kanji shows them to a learner who chose letters: its texts and
/// answers name the kanji on the board ("the 飛 on 2h"), which letters did not show. Other
/// lessons keep the learner's choice.
#[test]
fn a_lesson_about_the_kanji_shows_them_whatever_the_learner_chose() {
    let reading = lesson("shogi-reading-board");
    assert!(reading.kanji);
    // piped_from runs with letters, the learner's choice here.
    // The board's own rows: Gote's back rank in kanji, empty squares as ・, not as `.`.
    let (_, out) = piped(&reading, "");
    assert!(out.contains("| v香 v桂 v銀 v金 v王 v金 v銀 v桂 v香 |") && out.contains(" ・ "), "{out}");
    let (_, out) = piped(&lesson("annan-behind"), "");
    assert!(!out.contains('・') && out.contains(" . "), "{out}");
}

/// `solution` names a move once where USI and western notation write it alike (every drop:
/// "The move is G*5b (G*5b)." said it twice), and both where they differ.
#[test]
fn the_solution_names_a_drop_once() {
    let mut drops = 0;
    for lesson in lessons() {
        let starts = lesson.start_positions().unwrap();
        for (i, step) in lesson.steps.iter().enumerate() {
            let Some(task) = &step.task else { continue };
            let mv = task.demo_move(&starts[i]).unwrap();
            let usi = mv.usi(starts[i].geometry());
            let run = Run { step: i, ..Run::default() };
            let (_, out, _) = piped_from(&lesson, run, "solution\n");
            let western = starts[i].format_move(mv, Notation::Western, None);
            if mv.is_drop() {
                drops += 1;
                assert!(out.contains(&format!("The move is {usi}.")), "{} step {}: {out}", lesson.id, i + 1);
            } else if western != usi {
                assert!(
                    out.contains(&format!("The move is {usi} ({western}).")),
                    "{} step {}: {out}",
                    lesson.id,
                    i + 1
                );
            }
        }
    }
    assert!(drops >= 5, "only {drops} drop steps");
}

/// The list `moves` printed in `out` (flattened) under `heading`, up to the next move
/// prompt: the moves' names in order, check marks left out, each checked to follow its
/// number.
fn listed_after(out: &str, heading: &str) -> Vec<String> {
    let start = out.find(heading).unwrap_or_else(|| panic!("no {heading:?} in {out}")) + heading.len();
    let list = &out[start..];
    let list = &list[..list.find(&t!("tutor-your-move")).unwrap()];
    let tokens: Vec<&str> =
        list.split_whitespace().map(|t| t.trim_end_matches('†')).filter(|t| !t.is_empty()).collect();
    tokens
        .chunks(2)
        .enumerate()
        .map(|(i, cell)| {
            assert_eq!(cell[0], format!("{}.", i + 1), "{list}");
            cell[1].to_string()
        })
        .collect()
}

#[test]
fn moves_at_a_step_lists_the_moves_of_its_marked_squares_and_a_number_picks_from_that_list() {
    // annan-checkmate's first step marks 7a, 7b and 7c and wants a gold or a silver dropped
    // on 7c: of its 257 legal moves (44 rows of 80 columns), those from and onto the marks.
    let mating = lesson("annan-checkmate");
    let pos = mating.start_positions().unwrap().remove(0);
    let g = pos.geometry();
    let marked: Vec<_> = ["7a", "7b", "7c"].iter().map(|s| g.parse_square(s).unwrap()).collect();
    let mut moves: Vec<Move> = pos
        .legal_move_list()
        .iter()
        .copied()
        .filter(|m| marked.contains(&m.to()) || m.from().is_some_and(|f| marked.contains(&f)))
        .collect();
    moves.sort_by_key(|m| m.usi(g));
    let names: Vec<String> = moves.iter().map(|&m| pos.format_move(m, Notation::Western, None)).collect();
    assert!(pos.legal_move_list().len() > 250 && names.len() < 30, "{names:?}");
    let gold = moves.iter().position(|m| m.usi(g) == "G*7c").unwrap() + 1;
    let too_far = names.len() + 1;
    let (finish, out) = piped(&mating, &format!("moves\n{too_far}\n{gold}\n"));
    let heading = flat(&t!("board-marked-moves", mark = "†"));
    assert_eq!(listed_after(&out, &heading), names);
    assert!(
        out.contains(&format!("the moves from and onto the squares in [ ] are numbered 1 to {}", names.len())),
        "{out}"
    );
    assert!(out.contains("Checkmate. The bishop now moves like its backer"), "number {gold} plays G*7c: {out}");
    assert_eq!(finish, Finish::Stopped { step: 1 }, "{out}");

    // minishogi-results marks the king's squares and asks for the gold on 3c to go to 3b:
    // a list of the marks' moves would not hold it, so the squares around them count too.
    let results = lesson("minishogi-results");
    let pos = results.start_positions().unwrap().remove(1);
    let (_, out, _) = piped_from(&results, Run { step: 1, ..Run::default() }, "moves\n99\n");
    let g = pos.geometry();
    // The step's marks and the squares a king's step from one of them.
    let marked = ["1a", "2a", "2b", "1b"].map(|s| g.parse_square(s).unwrap());
    let around = marked.iter().fold(0, |acc, &sq| acc | bit(sq) | g.king_attacks(sq));
    let near = |m: &Move| (bit(m.to()) | m.from().map_or(0, bit)) & around != 0;
    let expected: Vec<String> =
        pos.numbered_moves().iter().filter(|m| near(m)).map(|&m| pos.format_move(m, Notation::Western, None)).collect();
    let listed = listed_after(&out, &flat(&t!("board-around-moves", mark = "†")));
    assert_eq!(listed, expected);
    assert!(listed.contains(&"G-3b".to_string()) && listed.len() < pos.numbered_moves().len(), "{listed:?}");
    let beyond = format!("the moves from, onto and next to the squares in [ ] are numbered 1 to {}", listed.len());
    assert!(flat(&out).contains(&beyond), "{out}");
}

#[test]
fn moves_at_a_step_never_lists_the_answer_alone() {
    // `moves` is no help counted against the stars: a list of the answer and a move or two
    // besides all but named it (shogi-drops' second step listed S*3b alone).
    for lesson in lessons() {
        let starts = lesson.start_positions().unwrap();
        for (i, step) in lesson.steps.iter().enumerate() {
            let Some(task) = &step.task else { continue };
            let pos = &starts[i];
            let g = pos.geometry();
            let marked = step.highlight.iter().map(|s| g.parse_square(s).unwrap()).fold(0, |acc, sq| acc | bit(sq));
            let listed = pos.numbered_by(task.numbering(pos, marked));
            let accepted = task.accepts.iter().filter_map(|m| Move::parse_usi(m, g).ok()).collect::<Vec<_>>();
            let refused = listed.iter().filter(|m| !accepted.contains(m)).count();
            let legal = pos.legal_move_list().len();
            assert!(
                refused >= 3 || listed.len() == legal,
                "{} step {}: {} moves listed, {refused} of them refused",
                lesson.id,
                i + 1,
                listed.len()
            );
        }
    }
}

#[test]
fn each_mistake_is_handed_over_for_saving_as_it_happens() {
    let lesson = lesson("annan-behind");
    let (silver, rook, both) = common::behind_places();
    let (_, _, saved) = piped_from(&lesson, Run::default(), &format!("{silver}\n{both}\n{rook}\n"));
    let counts: Vec<u32> = saved.iter().map(|r| r.mistakes).collect();
    assert_eq!(counts, vec![0, 1, 2, 2], "saved at the step's start, after each wrong option, at the next step");
}

#[test]
fn a_resumed_run_keeps_its_mistakes_and_the_help_already_counted() {
    let lesson = lesson("annan-behind");
    let run = Run { step: 1, mistakes: 2, helps: 1, helped: vec![Keyword::Hint] };
    let answers = demo_answers(&lesson, 1).unwrap();
    let input = format!("hint\n{}\n", answers.join("\n"));
    let (finish, out, _) = piped_from(&lesson, run, &input);
    assert_eq!(finish, Finish::Completed { mistakes: 2, helps: 1, stars: 2 }, "{out}");
}

#[test]
fn quit_and_end_of_input_stop_at_the_current_step() {
    let lesson = lesson("shogi-board");
    assert_eq!(piped(&lesson, "").0, Finish::Stopped { step: 0 });
    assert_eq!(piped(&lesson, "\n\nquit\n").0, Finish::Stopped { step: 2 });
    // A word of another language is not quit: it goes on, as any text at a pause does.
    let (finish, out) = piped(&lesson, "\nsalir\n");
    assert_eq!(finish, Finish::Stopped { step: 2 }, "{out}");
    // Resuming at a step without its own SFEN starts from where the lesson had got to.
    let answers = demo_answers(&lesson, 5).unwrap();
    let mut out = Vec::new();
    let mut began = Vec::new();
    let mut prompter = ScriptPrompter::new(answers, &mut out);
    let run = Run { step: 5, ..Run::default() };
    let finish =
        Runner::run(&lesson, run, &mut prompter, PieceStyle::Letters, &mut |r: &Run| began.push(r.step)).unwrap();
    assert!(matches!(finish, Finish::Completed { .. }));
    assert_eq!(began, vec![5]);
    assert!(String::from_utf8(out).unwrap().contains("step 6/6"));
}

#[test]
fn other_text_at_a_pause_goes_on_as_enter_does() {
    // "Just press Enter to go on" scolded a learner for what they typed there.
    let lesson = lesson("shogi-board");
    let (finish, out) = piped(&lesson, "next please\n");
    assert_eq!(finish, Finish::Stopped { step: 1 }, "{out}");
    assert!(!out.contains(&flat(&t!("tutor-enter-again", quit = "quit"))), "{out}");
    // `legend` is explained, and the pause waits again.
    let (finish, out) = piped(&lesson, "legend\n\n");
    assert_eq!(finish, Finish::Stopped { step: 1 }, "{out}");
    assert!(out.contains(&flat(&t!("tutor-legend-gote"))), "{out}");
    assert_eq!(out.matches("step 1/6").count(), 1, "{out}");
    // `board` goes on to what follows, the board or the next step's.
    let (finish, out) = piped(&lesson, "board\n");
    assert_eq!(finish, Finish::Stopped { step: 1 }, "{out}");
}

#[test]
fn a_wrong_answer_is_asked_again_and_the_explanation_waits_for_the_right_one() {
    let lesson = lesson("annan-behind");
    let (silver, rook, _) = common::behind_places();
    let (finish, out) = piped(&lesson, &format!("{silver}\n{rook}\n"));
    assert_eq!(finish, Finish::Stopped { step: 1 });
    // The explanation gives the answer away: shown after a wrong pick, the next try was a
    // formality. It comes once, with the right pick.
    // The option's own reason, from the lesson, comes between the two sentences.
    let choice = lesson.steps[0].choice.as_ref().unwrap();
    let reason = choice.reasons.as_ref().and_then(|r| r[silver - 1].as_ref()).expect("a reason for the silver");
    let wrong = format!("Not quite: “Like a silver” is not the answer. {} Try again.", flat(reason.get("en")));
    assert!(out.contains(&wrong), "{out}");
    let right = out.find("Right, that's it! The silver takes the rook's movement").expect(&out);
    assert_eq!(out.matches("The silver takes the rook's movement").count(), 1, "{out}");
    assert!(out.find("Not quite").unwrap() < right, "{out}");
    assert_eq!(out.matches("How does the silver move?").count(), 2, "{out}");
    // Asked again, the option refused is marked.
    assert!(out.contains(&format!("{silver}. ✗ Like a silver")), "{out}");
}

#[test]
fn the_quiz_asks_until_right_and_scores_first_tries() {
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty());
    let picked = quiz::pick(&questions, 4, 42, None);
    assert_eq!(picked.len(), 4);
    // The first question answered wrong, then right; the others right at once.
    let mut answers: Vec<String> = picked.iter().map(|q| (q.answer + 1).to_string()).collect();
    answers.insert(0, ((picked[0].answer + 1) % picked[0].options.len() + 1).to_string());
    let mut out = Vec::new();
    // What Ctrl-C would say, heard as the quiz goes: the question missed first counts as
    // asked from that miss on.
    let mut reports = Vec::new();
    let score = quiz::run(
        &picked,
        &mut LinePrompter::new((answers.join("\n") + "\n").as_bytes(), &mut out),
        PieceStyle::Letters,
        &mut |s| reports.push((s.right, s.asked, s.stopped)),
    );
    assert_eq!(score, quiz::Score { right: 3, asked: 4, stopped: false });
    assert_eq!(reports, [(0, 1, true), (0, 1, true), (1, 2, true), (2, 3, true), (3, 4, true)]);
    let text = flat(&String::from_utf8(out).unwrap());
    assert_eq!(text.matches("Not quite").count(), 1, "{text}");
    let mut out = Vec::new();
    let score =
        quiz::run(&picked, &mut LinePrompter::new(answers[1].as_bytes(), &mut out), PieceStyle::Letters, &mut |_| {});
    assert!(score.stopped);
    let score = quiz::run(
        &picked,
        &mut LinePrompter::new(b"legend\nquit\n" as &[u8], &mut out),
        PieceStyle::Letters,
        &mut |_| {},
    );
    assert_eq!(score, quiz::Score { right: 0, asked: 0, stopped: true });
    assert!(flat(&String::from_utf8(out).unwrap()).contains(&flat(&t!("tutor-legend-title"))));
    // Stopped after a wrong try: that question was asked, and missed.
    let wrong_then_quit = format!("{}\nquit\n", answers[0]);
    let score = quiz::run(
        &picked,
        &mut LinePrompter::new(wrong_then_quit.as_bytes(), &mut Vec::new()),
        PieceStyle::Letters,
        &mut |_| {},
    );
    assert_eq!(score, quiz::Score { right: 0, asked: 1, stopped: true });
}

#[test]
fn every_question_rests_on_recomputed_facts() {
    let (questions, _) = embedded_questions();
    for q in &questions {
        assert!(!q.verify.is_empty(), "{} has nothing for the rules to recompute", q.id);
        let pos = q.position().unwrap();
        for a in &q.verify {
            assert_eq!(a.check(&pos), Ok(()), "{}", q.id);
        }
    }
}

#[test]
fn a_second_wrong_move_brings_the_hint_unasked_and_costs_no_more() {
    let lesson = lesson("annan-behind");
    let hint = flat(&t!("tutor-hint", hint = lesson.steps[1].task.as_ref().unwrap().hint.local()));
    // Step 1 is a question; step 2 asks for 5e1e: 5e5a twice, then the move.
    let rook = common::behind_places().1;
    let (_, once, _) = piped_from(&lesson, Run::default(), &format!("{rook}\n\n5e5a\n5e1e\n"));
    assert!(!once.contains(&hint), "one wrong move: no hint yet\n{once}");
    let (_, twice, saved) = piped_from(&lesson, Run::default(), &format!("{rook}\n\n5e5a\n5e5a\n5e5a\nhint\n5e1e\n"));
    assert_eq!(twice.matches(&hint).count(), 2, "the hint at the second wrong move, then asked\n{twice}");
    let last = saved.iter().rfind(|r| r.step == 1).unwrap();
    assert_eq!(last.mistakes, 3, "three wrong moves; the hint given unasked, and asked again, is free: {saved:?}");
}

/// A board whose position is in check says so on its turn line, as `show` and the boards
/// after a move do: lesson steps and quiz questions that start in check said only "Gote to
/// move". Under a question about check itself (`about_check`) the board keeps it back, since
/// it would give the answer away.
#[test]
fn a_board_in_check_says_so_unless_its_question_is_about_check() {
    let said = |text: &str, pos: &Position| {
        text.contains(&flat(&t!("board-turn-check", side = annan::i18n::rules::side(pos.side_to_move()))))
            || text.contains(&flat(&t!("board-turn-mated", side = annan::i18n::rules::side(pos.side_to_move()))))
    };
    let mut seen = 0;
    for lesson in lessons() {
        let starts = lesson.start_positions().unwrap();
        for (i, step) in lesson.steps.iter().enumerate().filter(|(i, _)| starts[*i].is_check()) {
            let (_, out, _) = piped_from(&lesson, Run { step: i, ..Run::default() }, "quit\n");
            let quiet = step.choice.as_ref().is_some_and(|c| c.about_check);
            assert_eq!(said(&out, &starts[i]), !quiet, "{} step {}: {out}", lesson.id, i + 1);
            seen += 1;
        }
    }
    let (questions, _) = embedded_questions();
    for q in &questions {
        let pos = q.position().unwrap();
        if !pos.is_check() {
            continue;
        }
        let mut out = Vec::new();
        quiz::run(
            std::slice::from_ref(q),
            &mut LinePrompter::new(b"quit\n" as &[u8], &mut out),
            PieceStyle::Letters,
            &mut |_| {},
        );
        let out = flat(&String::from_utf8(out).unwrap());
        assert_eq!(said(&out, &pos), !q.about_check, "{}: {out}", q.id);
        seen += 1;
    }
    assert!(seen >= 10, "only {seen} boards in check");
}

/// A legal move that comes close to what the step wants says how: the promotion left out,
/// the check given by another piece, the right piece sent elsewhere, a move where a drop is
/// wanted, another piece moved. Before, all got "legal, but not the move this step is looking
/// for".
#[test]
fn a_nearly_right_move_says_what_is_missing() {
    let cases = [
        ("minishogi-promotion", 1, "3b3a", t!("content-near-unpromoted", usi = "3b3a")),
        ("annan-giving-check", 1, "L*2b", t!("content-near-other-checker", usi = "L*2b")),
        // The silver that the rook backs, slid up the file instead of along the rank.
        ("annan-behind", 1, "5e5a", t!("content-near-moved-elsewhere", usi = "5e5a")),
        ("annan-behind", 1, "5f4f", t!("content-near-other-mover", usi = "5f4f")),
        ("annan-drops", 0, "P*5e", t!("content-near-dropped-elsewhere", usi = "P*5e")),
        ("annan-drops", 0, "4h3g", t!("content-near-not-a-drop", usi = "4h3g")),
        // The bishop moved off to check, where the gold in front of it should uncover it.
        ("annan-giving-check", 2, "4c3b", t!("content-near-other-mover", usi = "4c3b")),
    ];
    for (id, step, typed, reason) in cases {
        let (_, out, _) = piped_from(&lesson(id), Run { step, ..Run::default() }, &format!("{typed}\nquit\n"));
        let missed = flat(&t!("tutor-move-missed", reason = reason, hint = Keyword::Hint.word()));
        assert!(out.contains(&missed), "{id}: {missed}\n{out}");
    }
}

/// The second miss brings the hint unasked: that miss no longer offers to type `hint`, the
/// first still does.
#[test]
fn the_miss_that_brings_the_hint_does_not_offer_it() {
    let l = lesson("annan-drops");
    let hint = l.steps[0].task.as_ref().unwrap().hint.local().to_string();
    let (_, out, _) = piped_from(&l, Run::default(), "P*5e\n4h3g\nquit\n");
    let first = t!("content-near-dropped-elsewhere", usi = "P*5e");
    let second = t!("content-near-not-a-drop", usi = "4h3g");
    assert!(out.contains(&flat(&t!("tutor-move-missed", reason = first, hint = Keyword::Hint.word()))), "{out}");
    let hinted = format!("{} {}", t!("tutor-move-missed-hint-follows", reason = second), t!("tutor-hint", hint = hint));
    assert!(out.contains(&flat(&hinted)), "{hinted}\n{out}");
}

/// A chess player's double step at the lesson's first move is refused with how a shogi pawn
/// moves, not only that it "cannot reach" the square (a playtest).
#[test]
fn a_chess_double_step_in_a_lesson_is_told_how_a_shogi_pawn_moves() {
    let (_, out, _) = piped_from(&lesson("shogi-board"), Run { step: 4, ..Run::default() }, "7g7e\nquit\n");
    let said = flat(&t!("rules-habit-pawn-two-squares"));
    assert!(out.contains(&format!("cannot reach 7e ({said})")), "{out}");
}
