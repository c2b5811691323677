//! The lesson runner and the quiz, driven through the library with scripted and piped
//! answers: every lesson can be finished, wrong and illegal moves get their reasons and a
//! retry, and stars count the tries.

use annan::content::lesson::{embedded_lessons, embedded_questions, Goal, Lesson};
use annan::rules::{squares, Move, Position};
use annan::tutor::quiz;
use annan::tutor::script::{demo_answers, ScriptPrompter};
use annan::tutor::{Finish, Runner};
use annan::ui::{LinePrompter, PieceStyle};

fn lessons() -> Vec<Lesson> {
    let (lessons, errors) = embedded_lessons();
    assert!(errors.is_empty(), "{errors:?}");
    lessons
}

/// Runs `lesson` from step 0 with `input` piped as lines; returns the finish and the output.
fn piped(lesson: &Lesson, input: &str) -> (Finish, String) {
    let mut out = Vec::new();
    let finish = {
        let mut p = LinePrompter::new(input.as_bytes(), &mut out);
        Runner::run(lesson, 0, &mut p, PieceStyle::Letters, &mut |_| ()).unwrap()
    };
    (finish, String::from_utf8(out).unwrap())
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

#[test]
fn every_lesson_plays_in_demo_with_full_stars() {
    for lesson in lessons() {
        let answers = demo_answers(&lesson, 0).unwrap();
        let mut out = Vec::new();
        let finish =
            Runner::run(&lesson, 0, &mut ScriptPrompter::new(answers, &mut out), PieceStyle::Kanji, &mut |_| ())
                .unwrap();
        let Finish::Completed { tries, par, stars } = finish else {
            panic!("{}: demo stopped: {finish:?}", lesson.id);
        };
        assert_eq!((tries, stars), (par, 3), "{}", lesson.id);
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.matches("Right! ").count() + text.matches("Yes! ").count(), par as usize, "{}", lesson.id);
        assert!(!text.contains("Not quite"), "{}", lesson.id);
    }
}

#[test]
fn every_lesson_completes_through_piped_answers_with_a_wrong_and_an_illegal_try() {
    let mut retried = 0;
    for lesson in lessons() {
        let starts = lesson.start_positions().unwrap();
        let mut lines = demo_answers(&lesson, 0).unwrap();
        // Before the first move step's answer: an illegal move, then a legal one that misses.
        let first_move = lesson.steps.iter().position(|s| s.task.is_some());
        let mut extra = 0;
        if let Some(i) = first_move {
            let pos = &starts[i];
            let goal = &lesson.steps[i].task.as_ref().unwrap().goal;
            let mut tries = Vec::new();
            if let Some(m) = illegal_move(pos) {
                tries.push(m.usi(pos.geometry()));
            }
            if let Some(m) = wrong_move(pos, goal) {
                tries.push(pos.western(m));
                extra = 1;
            }
            lines.splice(i..i, tries);
            retried += 1;
        }
        let input = lines.join("\n") + "\n";
        let (finish, out) = piped(&lesson, &input);
        let Finish::Completed { tries, par, stars } = finish else {
            panic!("{}: stopped: {finish:?}\n{out}", lesson.id);
        };
        assert_eq!(tries, par + extra, "{}", lesson.id);
        assert_eq!(stars, if extra == 0 { 3 } else { 2 }, "{}", lesson.id);
        if first_move.is_some() {
            assert!(out.contains("is not legal: "), "{}: {out}", lesson.id);
            assert!(out.replace('\n', " ").contains("Try again, or type hint."), "{}: {out}", lesson.id);
        }
    }
    assert!(retried >= 20, "only {retried} lessons have a move step");
}

#[test]
fn commands_at_the_move_prompt_answer_and_never_end_the_lesson() {
    let lesson = lessons().into_iter().find(|l| l.id == "annan-behind").unwrap();
    // Step 1 is a question (answer 2); step 2 asks for 5e1e.
    let input = "2\n\nhelp\nhint\nmoves\nboard\nnonsense\n99999\n同歩\n5e5a\n5e4d\n5e1e\n";
    let (finish, out) = piped(&lesson, input);
    assert_eq!(finish, Finish::Stopped { step: 2 }, "{out}");
    assert!(out.contains("Hint: The silver slides"), "{out}");
    assert!(out.contains("5e1e   Sx1e"), "moves lists USI and western: {out}");
    assert!(out.contains("`nonsense` is not a move"), "{out}");
    assert!(out.contains("not a move number here"), "{out}");
    assert!(out.contains("5e4d is not legal: the silver on 5e has the rook on 5f behind it"), "{out}");
    assert!(out.contains("Yes! A silver that slides!"), "{out}");
}

#[test]
fn quit_and_end_of_input_stop_at_the_current_step() {
    let lesson = lessons().into_iter().find(|l| l.id == "shogi-board").unwrap();
    assert_eq!(piped(&lesson, "").0, Finish::Stopped { step: 0 });
    assert_eq!(piped(&lesson, "\n\nquit\n").0, Finish::Stopped { step: 2 });
    // Resuming at a step without its own SFEN starts from where the lesson had got to.
    let answers = demo_answers(&lesson, 5).unwrap();
    let mut out = Vec::new();
    let mut began = Vec::new();
    let mut prompter = ScriptPrompter::new(answers, &mut out);
    let finish = Runner::run(&lesson, 5, &mut prompter, PieceStyle::Letters, &mut |i| began.push(i)).unwrap();
    assert!(matches!(finish, Finish::Completed { .. }));
    assert_eq!(began, vec![5]);
    assert!(String::from_utf8(out).unwrap().contains("step 6/6"));
}

#[test]
fn a_wrong_answer_to_a_question_names_the_right_one() {
    let lesson = lessons().into_iter().find(|l| l.id == "annan-behind").unwrap();
    let (_, out) = piped(&lesson, "1\n");
    assert!(out.contains("Not quite: the answer is \"Like a rook\"."), "{out}");
}

#[test]
fn the_quiz_scores_right_answers_and_stops_cleanly() {
    let (questions, errors) = embedded_questions();
    assert!(errors.is_empty());
    let picked = quiz::pick(&questions, 4, 42, None);
    assert_eq!(picked.len(), 4);
    let answers: Vec<String> = picked
        .iter()
        .enumerate()
        .map(|(i, q)| (if i == 0 { (q.answer + 1) % q.options.len() + 1 } else { q.answer + 1 }).to_string())
        .collect();
    let mut out = Vec::new();
    let score = quiz::run(
        &picked,
        &mut LinePrompter::new((answers.join("\n") + "\n").as_bytes(), &mut out),
        PieceStyle::Letters,
    );
    assert_eq!(score, quiz::Score { right: 3, asked: 4, stopped: false });
    let mut out = Vec::new();
    let score = quiz::run(&picked, &mut LinePrompter::new(answers[1].as_bytes(), &mut out), PieceStyle::Letters);
    assert!(score.stopped);
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
