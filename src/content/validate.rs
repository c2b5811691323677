//! Checks lesson and quiz files against the rules core and the solver, reporting each
//! problem as `file:line:col: reason`. `cargo test` runs these on the embedded files and
//! `annan check FILE` on an author's copy, so both see the same errors.

use super::lesson::{
    bad_sfen, legal_move, parse_lesson, parse_quiz, square, Assertion, Choice, Lesson, MoveTask, Question, Step,
};
use super::locate::Locator;
use super::{ContentError, Text};
use crate::rules::{Move, Position, Variant};
use crate::t;
use std::collections::BTreeMap;
use std::ops::Range;

/// How many steps a lesson has: enough to teach one idea, few enough for three minutes.
const STEPS: std::ops::RangeInclusive<usize> = 3..=8;

/// Problems in one file, located.
struct Report<'a> {
    file: &'a str,
    loc: Locator<'a>,
    errors: Vec<ContentError>,
}

impl<'a> Report<'a> {
    fn new(file: &'a str, text: &'a str) -> Report<'a> {
        Report { file, loc: Locator::new(text), errors: Vec::new() }
    }

    /// Reports `message` at the first line of `within` containing all `needles`, or at the
    /// start of `within` when none does.
    fn at(&mut self, within: &Range<usize>, needles: &[&str], message: impl Into<String>) {
        let spot = self.loc.find(within.clone(), needles).unwrap_or_else(|| self.loc.start(within));
        self.at_spot(spot, message);
    }

    /// Reports `message` at a known (line, column).
    fn at_spot(&mut self, (line, column): (usize, usize), message: impl Into<String>) {
        self.errors.push(ContentError { file: self.file.to_string(), line, column, message: message.into() });
    }
}

/// What a lesson file teaches, parsed and checked. The lesson is `None` when it did not parse.
pub fn check_lesson_text(file: &str, text: &str) -> (Option<Lesson>, Vec<ContentError>) {
    let lesson = match parse_lesson(file, text) {
        Ok(l) => l,
        Err(e) => return (None, vec![e]),
    };
    let mut r = Report::new(file, text);
    let all = r.loc.all();
    check_id(&mut r, &all, &lesson.id);
    let stem = std::path::Path::new(file).file_stem().and_then(|s| s.to_str()).unwrap_or("");
    if stem != lesson.id {
        r.at(&all, &["id:"], t!("content-id-not-file-name", id = &lesson.id, stem = stem));
    }
    let topic = std::path::Path::new(file).parent().and_then(|p| p.file_name()).and_then(|s| s.to_str());
    if let Some(topic) = topic.filter(|t| Variant::from_name(t).is_some()) {
        if topic != lesson.variant.name() {
            r.at(&all, &["variant:"], t!("content-variant-not-folder", folder = topic));
        }
    }
    check_dead_piece(&mut r, &all, lesson.variant, lesson.dead_piece.is_some());
    if !STEPS.contains(&lesson.steps.len()) {
        r.at(
            &all,
            &["steps:"],
            t!("content-step-count", min = *STEPS.start(), max = *STEPS.end(), count = lesson.steps.len()),
        );
    }
    let ranges = r.loc.items("steps");
    let mut previous_end: Option<Position> = None;
    for (i, step) in lesson.steps.iter().enumerate() {
        let range = ranges.get(i).cloned().unwrap_or(all.clone());
        check_dead_piece(&mut r, &range, lesson.variant, step.dead_piece.is_some());
        if let Some(choice) = &step.choice {
            check_about_check(&mut r, &range, choice.about_check, &choice.verify);
        }
        let start = step_start(&mut r, &range, &lesson, i, previous_end.take());
        previous_end = start.as_ref().and_then(|pos| check_step(&mut r, &range, step, pos, lesson.steps.get(i + 1)));
    }
    (Some(lesson), r.errors)
}

/// The position step `i` starts from, reporting why there is none.
fn step_start(
    r: &mut Report,
    range: &Range<usize>,
    lesson: &Lesson,
    i: usize,
    previous_end: Option<Position>,
) -> Option<Position> {
    match &lesson.steps[i].sfen {
        Some(sfen) => position(r, range, sfen, lesson.step_rules(i)),
        None if lesson.steps[i].dead_piece.is_some() => {
            r.at(range, &["dead_piece:"], t!("content-step-dead-piece-needs-sfen"));
            None
        }
        None if i == 0 => {
            r.at(range, &[], t!("content-first-step-sfen"));
            None
        }
        None => previous_end,
    }
}

/// An SFEN of the file under `rules`, reporting why it does not give a legal position.
fn position(r: &mut Report, range: &Range<usize>, sfen: &str, rules: crate::rules::Rules) -> Option<Position> {
    let keyword = matches!(sfen.trim(), "startpos" | "traditional");
    let fields = sfen.split_whitespace().count();
    if !keyword && fields != 4 {
        r.at(range, &["sfen"], t!("content-sfen-fields", count = fields));
    }
    match Position::from_sfen(rules, sfen) {
        Ok(p) => Some(p),
        Err(e) => {
            r.at(range, &["sfen"], bad_sfen(&e));
            None
        }
    }
}

/// Checks one step started from `pos`; returns where it ends when that is known.
fn check_step(
    r: &mut Report,
    range: &Range<usize>,
    step: &Step,
    pos: &Position,
    next: Option<&Step>,
) -> Option<Position> {
    check_highlights(r, range, &step.highlight, pos);
    if let Some(choice) = &step.choice {
        if step.task.is_some() {
            r.at(range, &["choice:"], t!("content-move-and-choice"));
        }
        check_choice(r, range, choice, pos);
    }
    let Some(task) = &step.task else {
        return Some(pos.clone());
    };
    let problems = task.goal.problems(pos);
    for p in &problems {
        r.at(range, &["goal:"], t!("content-goal-problem", reason = p));
    }
    if !problems.is_empty() {
        return None;
    }
    let accepted = task.goal.accepted(pos);
    check_accepts(r, range, task, pos, &accepted);
    let mut ends: Vec<Position> = Vec::new();
    for mv in accepted {
        match task.after(pos, mv) {
            Ok(end) => ends.push(end),
            Err(e) => r.at(range, &["reply:"], e),
        }
    }
    ends.dedup_by_key(|p| p.key());
    let keys: std::collections::BTreeSet<u64> = ends.iter().map(Position::key).collect();
    if keys.len() > 1 && next.is_some_and(|s| s.sfen.is_none()) {
        r.at(range, &["goal:"], t!("content-next-step-needs-sfen"));
    }
    task.demo_move(pos).ok().and_then(|mv| task.after(pos, mv).ok())
}

/// Holds the step's `accepts` list to the moves its goal accepts in `pos` (`accepted`): a
/// listed move the goal refuses is reported at its place in the list with the goal's reason,
/// an accepted move the list leaves out at the list. The texts are written for the listed
/// moves, so this is what keeps them true of every move a learner can be praised for.
fn check_accepts(r: &mut Report, range: &Range<usize>, task: &MoveTask, pos: &Position, accepted: &[Move]) {
    let list = r.loc.find(range.clone(), &["accepts:"]).unwrap_or_else(|| r.loc.start(range));
    let spots = r.loc.flow_items(range.clone(), "accepts").filter(|s| s.len() == task.accepts.len());
    let mut listed: Vec<Move> = Vec::new();
    for (i, usi) in task.accepts.iter().enumerate() {
        let spot = spots.as_ref().map_or(list, |s| s[i]);
        match legal_move(pos, usi) {
            Err(why) => r.at_spot(spot, t!("content-accepts-problem", reason = why)),
            Ok(mv) if listed.contains(&mv) => r.at_spot(spot, t!("content-accepts-twice", usi = usi)),
            Ok(mv) => {
                if let Err(why) = task.goal.judge(pos, mv) {
                    r.at_spot(spot, t!("content-accepts-refused", reason = why));
                }
                listed.push(mv);
            }
        }
    }
    let missing: Vec<String> = accepted.iter().filter(|m| !listed.contains(m)).map(|m| m.usi(pos.geometry())).collect();
    if !missing.is_empty() {
        r.at_spot(list, t!("content-accepts-missing", moves = missing.join(", "), count = missing.len()));
    }
}

fn check_highlights(r: &mut Report, range: &Range<usize>, names: &[String], pos: &Position) {
    for name in names {
        if let Err(e) = square(pos, name) {
            r.at(range, &["highlight", name], t!("content-highlight", reason = e));
        }
    }
}

/// The parts of a multiple-choice question every file shares.
fn check_options(r: &mut Report, range: &Range<usize>, options: usize, answer: usize) {
    if options < 2 {
        r.at(range, &["options:"], t!("content-options-few", count = options));
    }
    if answer >= options {
        r.at(range, &["answer:"], t!("content-answer-not-option", answer = answer, last = options.saturating_sub(1)));
    }
}

/// A question's `reasons`, when it has them: one entry per option, none on the answer
/// (each text was held to the four languages as it was read).
fn check_reasons(
    r: &mut Report,
    range: &Range<usize>,
    reasons: Option<&[Option<Text>]>,
    options: usize,
    answer: usize,
) {
    let Some(reasons) = reasons else { return };
    if reasons.len() != options {
        r.at(range, &["reasons:"], t!("content-reasons-count", options = options, count = reasons.len()));
    }
    if reasons.get(answer).is_some_and(Option::is_some) {
        let items = r.loc.items_in(range.clone(), "reasons");
        let within = items.get(answer).cloned().unwrap_or_else(|| range.clone());
        let needles: &[&str] = if items.get(answer).is_some() { &[] } else { &["reasons:"] };
        r.at(&within, needles, t!("content-reason-on-answer", answer = answer));
    }
}

fn check_choice(r: &mut Report, range: &Range<usize>, choice: &Choice, pos: &Position) {
    check_options(r, range, choice.options.len(), choice.answer);
    check_reasons(r, range, choice.reasons.as_deref(), choice.options.len(), choice.answer);
    check_verify(r, range, &choice.verify, pos);
}

fn check_verify(r: &mut Report, range: &Range<usize>, verify: &[Assertion], pos: &Position) {
    for a in verify {
        if let Err(why) = a.check(pos) {
            let needles = assertion_needles(a);
            r.at(range, &needles, why);
        }
    }
}

/// A question marked `about_check` is shown on a board that keeps back whether the side to
/// move is in check, so its answer is that very fact: an `in_check` or `checkmate` assertion
/// must recompute it, or nothing holds the answer to the rules.
fn check_about_check(r: &mut Report, range: &Range<usize>, about_check: bool, verify: &[Assertion]) {
    let recomputed = verify.iter().any(|a| matches!(a, Assertion::InCheck(_) | Assertion::Checkmate(_)));
    if about_check && !recomputed {
        r.at(range, &["about_check:"], t!("content-about-check-unverified"));
    }
}

/// Text that finds an assertion's line: its key and the square or move it names.
fn assertion_needles(a: &Assertion) -> Vec<&str> {
    match a {
        Assertion::Legal(m) => vec!["legal:", m],
        Assertion::Illegal(m) => vec!["illegal:", m],
        Assertion::MovesLike { square, .. } => vec!["moves_like:", square],
        Assertion::Backer { square, .. } => vec!["backer:", square],
        Assertion::NoBacker(square) => vec!["no_backer:", square],
        Assertion::InCheck(_) => vec!["in_check:"],
        Assertion::Checkmate(_) => vec!["checkmate:"],
        Assertion::Destinations { square, .. } => vec!["destinations:", square],
    }
}

fn check_id(r: &mut Report, range: &Range<usize>, id: &str) {
    let kebab = !id.is_empty()
        && id
            .split('-')
            .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()));
    if !kebab {
        r.at(range, &["id:"], t!("content-id-not-kebab", id = id));
    }
}

fn check_dead_piece(r: &mut Report, range: &Range<usize>, variant: Variant, given: bool) {
    if given && !variant.has_backers() {
        r.at(range, &["dead_piece:"], t!("content-dead-piece-variant", variant = variant.name()));
    }
}

/// A quiz file, parsed and checked.
pub fn check_quiz_text(file: &str, text: &str) -> (Vec<Question>, Vec<ContentError>) {
    let quiz = match parse_quiz(file, text) {
        Ok(q) => q,
        Err(e) => return (Vec::new(), vec![e]),
    };
    let mut r = Report::new(file, text);
    let ranges = r.loc.items("questions");
    let mut seen = BTreeMap::new();
    for (i, q) in quiz.questions.iter().enumerate() {
        let range = ranges.get(i).cloned().unwrap_or(r.loc.all());
        check_id(&mut r, &range, &q.id);
        if seen.insert(q.id.clone(), i).is_some() {
            r.at(&range, &["id:"], t!("content-id-twice-in-file", id = &q.id));
        }
        check_dead_piece(&mut r, &range, q.variant, q.dead_piece.is_some());
        check_options(&mut r, &range, q.options.len(), q.answer);
        check_reasons(&mut r, &range, q.reasons.as_deref(), q.options.len(), q.answer);
        check_about_check(&mut r, &range, q.about_check, &q.verify);
        if let Some(pos) = position(&mut r, &range, &q.sfen, q.rules()) {
            check_highlights(&mut r, &range, &q.highlight, &pos);
            check_verify(&mut r, &range, &q.verify, &pos);
        }
    }
    (quiz.questions, r.errors)
}

/// What a content file holds, told by its top-level keys.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A lesson: `steps:`.
    Lesson,
    /// A group of quiz questions: `questions:`.
    Quiz,
    /// Anything else.
    Other,
}

/// The kind of a content file, or the YAML error when it is not YAML at all.
pub fn kind_of(file: &str, text: &str) -> Result<Kind, ContentError> {
    let text = crate::input::strip_bom(text);
    ContentError::screen(file, text)?;
    let value: serde_yaml::Value = serde_yaml::from_str(text).map_err(|e| ContentError::from_yaml(file, text, &e))?;
    let has = |key: &str| value.as_mapping().is_some_and(|m| m.contains_key(key));
    Ok(if has("steps") {
        Kind::Lesson
    } else if has("questions") {
        Kind::Quiz
    } else {
        Kind::Other
    })
}

/// Remembers which file used a name first, reporting a second use.
fn note_unique(
    seen: &mut BTreeMap<String, String>,
    name: &str,
    file: &str,
    text: &str,
    needle: &str,
    message: impl FnOnce(&str) -> String,
) -> Option<ContentError> {
    let other = seen.insert(name.to_string(), file.to_string())?;
    Some(ContentError::at(file, text, needle, message(&other)))
}

/// Checks lesson, quiz and puzzle files together: each on its own, then ids (and lesson orders)
/// that two files share. `files` are (path, text).
pub fn check_files(files: &[(String, String)]) -> Vec<ContentError> {
    let mut errors = Vec::new();
    let mut lesson_ids = BTreeMap::new();
    let mut orders = BTreeMap::new();
    let mut question_ids = BTreeMap::new();
    let mut puzzle_ids = BTreeMap::new();
    for (file, text) in files {
        if super::puzzle::is_puzzle_file(file, text) {
            errors.extend(super::puzzle::check_file(file, text).err().unwrap_or_default());
            // `annan puzzle --file F ID` plays the first puzzle of an id: a second one,
            // in this file or another checked with it, could never be played.
            for p in super::puzzle::parse_file(file, text).unwrap_or_default() {
                let here = format!("{}:{}", p.file, p.first_line);
                if let Some(other) = puzzle_ids.insert(p.puzzle.id.clone(), here) {
                    errors.push(p.error("id:", t!("content-puzzle-id-reused", id = &p.puzzle.id, other = other)));
                }
            }
            continue;
        }
        match kind_of(file, text) {
            Err(e) => errors.push(e),
            Ok(Kind::Other) => errors.push(ContentError::at(file, text, "", t!("content-not-content"))),
            Ok(Kind::Quiz) => {
                let (questions, errs) = check_quiz_text(file, text);
                errors.extend(errs);
                for q in questions {
                    let needle = format!("id: {}", q.id);
                    errors.extend(note_unique(&mut question_ids, &q.id, file, text, &needle, |other| {
                        t!("content-question-id-reused", id = &q.id, other = other)
                    }));
                }
            }
            Ok(Kind::Lesson) => {
                let (lesson, errs) = check_lesson_text(file, text);
                errors.extend(errs);
                if let Some(l) = lesson {
                    errors.extend(note_unique(&mut lesson_ids, &l.id, file, text, "id:", |other| {
                        t!("content-lesson-id-reused", id = &l.id, other = other)
                    }));
                    let order = l.order.to_string();
                    errors.extend(note_unique(&mut orders, &order, file, text, "order:", |other| {
                        t!("content-order-reused", order = l.order, other = other)
                    }));
                }
            }
        }
    }
    errors
}
