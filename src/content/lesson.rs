//! The lesson and quiz schema of `lessons/SCHEMA.md`, read with serde. Every struct denies
//! unknown fields, so a misspelled key is an error with a line number instead of a silently
//! missing hint. Squares and moves stay text here because their meaning depends on the
//! board size; the methods that read them return sentences, never panic, and
//! [`validate`](super::validate) runs every one of them on every file.

use super::{yaml_files, ContentError, Text, LESSONS};
use crate::rng::SplitMix;
use crate::rules::{bit, Bitboard, DeadPiece, Geometry, Move, Numbering, Position, Rules, Square, Variant};
use crate::t;
use serde::Deserialize;

/// One lesson file: a few steps teaching one idea.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    pub title: Text,
    pub variant: Variant,
    #[serde(default)]
    pub dead_piece: Option<DeadPiece>,
    /// Position in the course list.
    pub order: u32,
    pub summary: Text,
    /// Whether the lesson teaches the kanji themselves: its boards show them whatever the
    /// learner chose, since its texts and answers name the kanji on the board ("the 飛 on
    /// 2h"), which a board drawn in letters did not show.
    #[serde(default)]
    pub kanji: bool,
    pub steps: Vec<Step>,
}

/// A position and a text, with a move to find, a question to answer, or neither.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// When absent, the step continues from where the previous one ended.
    #[serde(default)]
    pub sfen: Option<String>,
    #[serde(default)]
    pub highlight: Vec<String>,
    /// Annan only, with an `sfen`: this step's position is played under this dead-piece
    /// setting instead of the lesson's, so one lesson can compare the settings on real
    /// positions. Steps that continue from it keep its setting.
    #[serde(default)]
    pub dead_piece: Option<DeadPiece>,
    pub text: Text,
    #[serde(default, rename = "move")]
    pub task: Option<MoveTask>,
    #[serde(default)]
    pub choice: Option<Choice>,
}

/// A move to find. `accepts` states what `goal` means in this position, so the texts can be
/// read against it: validation recomputes the set from the goal and fails on any difference,
/// and `success` must be true of every move listed.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveTask {
    #[serde(with = "serde_yaml::with::singleton_map")]
    pub goal: Goal,
    /// Every move (USI) the goal accepts in the step's position, no more, no fewer.
    pub accepts: Vec<String>,
    pub hint: Text,
    pub success: Text,
    /// The opponent's answer (USI), played after a move that meets the goal.
    #[serde(default)]
    pub reply: Option<String>,
}

/// What a move must achieve (exactly one key in the file).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Goal {
    /// Any of these exact moves (USI).
    Moves(Vec<String>),
    /// Any move that gives check.
    Check(bool),
    /// Any move that checkmates.
    Mate(bool),
    /// Any move that captures the piece on this square.
    Capture(String),
    /// The piece on `from` moving to one of `to`.
    Reach { from: String, to: Vec<String> },
    /// A check that forces mate within this many plies.
    MateIn(u16),
}

/// A multiple-choice question, answered from the step's position.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Choice {
    pub question: Text,
    pub options: Vec<Text>,
    /// Index of the right option, from 0.
    pub answer: usize,
    pub explanation: Text,
    /// Why each wrong option is wrong, parallel to `options` (`null` for the answer, and for
    /// a wrong option without a reason): said after a wrong pick of that option.
    #[serde(default)]
    pub reasons: Option<Vec<Option<Text>>>,
    #[serde(default, with = "serde_yaml::with::singleton_map_recursive")]
    pub verify: Vec<Assertion>,
    /// The question asks whether the side to move is in check or checkmated: the board
    /// above it keeps that back, which its turn line otherwise says ("Gote to move (in
    /// check)" above "Is Gote in check?" gave the answer away).
    #[serde(default)]
    pub about_check: bool,
}

/// A fact about a position that the tests recompute, so a stated answer cannot drift from the
/// rules.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Assertion {
    Legal(String),
    Illegal(String),
    MovesLike { square: String, role: String },
    Backer { square: String, from: String },
    NoBacker(String),
    InCheck(bool),
    Checkmate(bool),
    Destinations { square: String, to: Vec<String> },
}

/// A quiz file: a group of questions.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuizFile {
    pub questions: Vec<Question>,
}

/// One quiz question on a real position.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub id: String,
    pub variant: Variant,
    #[serde(default)]
    pub dead_piece: Option<DeadPiece>,
    pub sfen: String,
    #[serde(default)]
    pub highlight: Vec<String>,
    pub question: Text,
    pub options: Vec<Text>,
    pub answer: usize,
    pub explanation: Text,
    /// Why each wrong option is wrong, parallel to `options` (`null` for the answer, and for
    /// a wrong option without a reason): said after a wrong pick of that option.
    #[serde(default)]
    pub reasons: Option<Vec<Option<Text>>>,
    #[serde(default, with = "serde_yaml::with::singleton_map_recursive")]
    pub verify: Vec<Assertion>,
    /// The question asks whether the side to move is in check or checkmated: the board
    /// above it keeps that back, which its turn line otherwise says ("Gote to move (in
    /// check)" above "Is Gote in check?" gave the answer away).
    #[serde(default)]
    pub about_check: bool,
}

/// The rules a lesson or question is played under.
pub fn rules_for(variant: Variant, dead_piece: Option<DeadPiece>) -> Rules {
    Rules::new(variant).with_dead_piece(dead_piece.unwrap_or_default())
}

/// A square named in a content file, on the board of `pos`.
pub fn square(pos: &Position, name: &str) -> Result<Square, String> {
    let g = pos.geometry();
    g.parse_square(name).ok_or_else(|| t!("content-not-a-square", name = name, size = g.width))
}

/// A USI move named in a content file, checked for legality in `pos`.
pub fn legal_move(pos: &Position, usi: &str) -> Result<Move, String> {
    let mv = Move::parse_usi(usi, pos.geometry()).map_err(|e| e.to_string())?;
    pos.check_move(mv).map_err(|why| {
        t!("content-move-illegal", usi = usi, reason = crate::i18n::rules::illegal(pos.geometry(), mv, &why))
    })?;
    Ok(mv)
}

/// Squares named in a content file, as a bitboard.
pub fn squares_of(geo: &Geometry, names: &[String]) -> Bitboard {
    names.iter().filter_map(|n| geo.parse_square(n)).fold(0, |bb, sq| bb | bit(sq))
}

impl Lesson {
    pub fn rules(&self) -> Rules {
        rules_for(self.variant, self.dead_piece)
    }

    /// The rules step `i`'s own SFEN is read under: the step's dead-piece setting, else the
    /// lesson's.
    pub fn step_rules(&self, i: usize) -> Rules {
        rules_for(self.variant, self.steps[i].dead_piece.or(self.dead_piece))
    }

    /// Each step's starting position: its own SFEN, or where the previous step ended after
    /// the lesson's own answer and the scripted reply. `Err((step index, reason))`.
    pub fn start_positions(&self) -> Result<Vec<Position>, (usize, String)> {
        let mut out: Vec<Position> = Vec::with_capacity(self.steps.len());
        for (i, step) in self.steps.iter().enumerate() {
            let pos = match (&step.sfen, out.last()) {
                (Some(sfen), _) => Position::from_sfen(self.step_rules(i), sfen).map_err(|e| (i, bad_sfen(&e)))?,
                (None, None) => return Err((i, t!("content-first-step-sfen"))),
                (None, Some(prev)) => self.steps[i - 1].end_position(prev).map_err(|e| (i - 1, e))?,
            };
            out.push(pos);
        }
        Ok(out)
    }
}

impl Step {
    /// Where this step ends when started from `start` and answered with the lesson's own
    /// answer (see [`MoveTask::demo_move`]), the scripted reply included.
    pub fn end_position(&self, start: &Position) -> Result<Position, String> {
        let Some(task) = &self.task else {
            return Ok(start.clone());
        };
        let mv = task.demo_move(start)?;
        task.after(start, mv)
    }
}

/// A refused move that comes close to one the step accepts.
///
/// None of them says which piece the step wants: with the square
/// the learner has found (or the check), the piece that goes there is the answer itself,
/// which the step keeps for `solution` (and counts as help). Lesson hints keep the same rule
/// (SCHEMA.md: never the destination together with the piece that goes there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NearMiss {
    /// The move of an accepted move without its promotion.
    Unpromoted,
    /// The move of an accepted move, promoting where the step wants it unpromoted.
    Promoted,
    /// An accepted move's destination, reached by another piece or by a drop of another
    /// role.
    OtherPiece,
    /// An accepted move's destination, reached by a piece on the board where every accepted
    /// move there is a drop: "another piece" was wrong where the learner moved a gold and the
    /// step wants the gold in hand dropped (shogi-pawn-drop-mate).
    OnBoard,
    /// An accepted move's destination, reached by a drop where every accepted move there is
    /// a move of a piece on the board.
    Dropped,
    /// A check, where every accepted move checks too, but by other pieces than any of
    /// theirs (the lance dropped to check itself, where the step wants it to back the pawn
    /// that checks). A piece is the same wherever it went: a gold dropped to check from 1b
    /// where the step wants it on 2b, or the bishop that moved off to check where the step
    /// wants the gold in front of it to uncover its check, are not other pieces.
    OtherChecker,
    /// The piece an accepted move moves (or a drop of the role one drops), gone to another
    /// square: the learner has found the piece and needs only its square.
    OtherSquare,
    /// A move of a piece on the board where every accepted move is a drop.
    NotADrop,
    /// A drop where every accepted move is a move of a piece on the board.
    NotAMove,
    /// A drop where every accepted move is a drop, each of another role.
    OtherDrop,
    /// A move of another piece on the board than the one (or ones) every accepted move moves.
    OtherMover,
}

/// How close the legal move `mv` comes to one of `accepted` (legal moves in `pos`, `mv` not
/// among them), read from the moves and the rules alone, so every step gets it without a word
/// from its author. The closest first: the same move but for its promotion, the same square
/// reached from the board where the step wants a drop there (or the other way round) or
/// with another piece, then a check given by another piece where every accepted move checks,
/// then the right piece gone elsewhere, a move where the step wants a drop (or the other way
/// round), another piece dropped, and another piece moved.
pub fn near_miss(pos: &Position, accepted: &[Move], mv: Move) -> Option<NearMiss> {
    let same_path = |a: &&Move| a.from().is_some() && a.from() == mv.from() && a.to() == mv.to();
    if let Some(a) = accepted.iter().filter(same_path).find(|a| a.promotes() != mv.promotes()) {
        return Some(if a.promotes() { NearMiss::Unpromoted } else { NearMiss::Promoted });
    }
    let onto: Vec<&Move> = accepted.iter().filter(|a| a.to() == mv.to()).collect();
    if !onto.is_empty() {
        let drops = onto.iter().filter(|a| a.is_drop()).count();
        return Some(match (mv.is_drop(), drops) {
            (false, d) if d == onto.len() => NearMiss::OnBoard,
            (true, 0) => NearMiss::Dropped,
            _ => NearMiss::OtherPiece,
        });
    }
    let theirs = checking_pieces(pos, mv);
    let all_check = !accepted.is_empty() && accepted.iter().all(|&a| !checking_pieces(pos, a).is_empty());
    if !theirs.is_empty() && all_check && accepted.iter().all(|&a| checking_pieces(pos, a) != theirs) {
        return Some(NearMiss::OtherChecker);
    }
    let same_piece = |a: &Move| match mv.from() {
        Some(from) => a.from() == Some(from),
        None => a.is_drop() && a.drop_role() == mv.drop_role(),
    };
    if accepted.iter().any(same_piece) {
        return Some(NearMiss::OtherSquare);
    }
    let drops = accepted.iter().filter(|a| a.is_drop()).count();
    match (mv.is_drop(), drops) {
        (_, _) if accepted.is_empty() => None,
        (false, d) if d == accepted.len() => Some(NearMiss::NotADrop),
        (true, d) if d == accepted.len() => Some(NearMiss::OtherDrop),
        (true, 0) => Some(NearMiss::NotAMove),
        (false, 0) => Some(NearMiss::OtherMover),
        _ => None,
    }
}

/// The pieces that give check after `mv`, each named by where it stood before the move (the
/// moved piece by its square of departure, a dropped one by its role), sorted: the same
/// piece checking from another square is the same piece.
fn checking_pieces(pos: &Position, mv: Move) -> Vec<u16> {
    /// Past every square: a dropped piece's name is this plus its role's index.
    const DROPPED: u16 = 128;
    let mut named: Vec<u16> = crate::rules::squares(pos.after(mv).checkers())
        .map(|sq| match (sq == mv.to(), mv.from(), mv.drop_role()) {
            (true, Some(from), _) => u16::from(from),
            (true, None, Some(role)) => DROPPED + role.index() as u16,
            _ => u16::from(sq),
        })
        .collect();
    named.sort_unstable();
    named
}

/// How many moves a step refuses that its `moves` list must hold beside the ones it accepts
/// (see [`MoveTask::numbering`]): with fewer, the list all but names the answer.
const REFUSED_LISTED: usize = 3;

impl MoveTask {
    /// The answer the demo plays: the first listed move, or the first accepted move in the
    /// numbered (USI) order.
    pub fn demo_move(&self, pos: &Position) -> Result<Move, String> {
        if let Goal::Moves(list) = &self.goal {
            return list.first().ok_or_else(|| t!("content-moves-empty")).and_then(|m| legal_move(pos, m));
        }
        self.goal.accepted(pos).first().copied().ok_or_else(|| t!("content-goal-unmet"))
    }

    /// `Ok` when the legal move `mv` meets the goal in `pos`, otherwise what the learner is
    /// told: a near miss ([`near_miss`](Self::near_miss)) when it is one, else the goal's
    /// reason ([`Goal::judge_as`]); `name` is the move as typed.
    pub fn judge_as(&self, pos: &Position, mv: Move, name: &str) -> Result<(), String> {
        let Err(why) = self.goal.judge_as(pos, mv, name) else { return Ok(()) };
        Err(match self.near_miss(pos, mv) {
            Some(NearMiss::Unpromoted) => t!("content-near-unpromoted", usi = name),
            Some(NearMiss::Promoted) => t!("content-near-promoted", usi = name),
            // A goal that names the piece to move says more than "another piece" or "a
            // piece on the board" does.
            Some(NearMiss::OtherPiece | NearMiss::Dropped) if matches!(self.goal, Goal::Reach { .. }) => why,
            Some(NearMiss::OtherPiece) => t!("content-near-other-piece", usi = name),
            Some(NearMiss::OnBoard) => t!("content-near-on-board", usi = name),
            Some(NearMiss::Dropped) => t!("content-near-dropped", usi = name),
            // The goals other than a list of moves say why in their own terms ("it does not
            // give check", "Gote can answer K-4a"), which tells more than which piece checks
            // or where the piece went.
            Some(
                NearMiss::OtherChecker
                | NearMiss::OtherSquare
                | NearMiss::NotADrop
                | NearMiss::NotAMove
                | NearMiss::OtherDrop
                | NearMiss::OtherMover,
            ) if !matches!(self.goal, Goal::Moves(_)) => why,
            Some(NearMiss::OtherChecker) => t!("content-near-other-checker", usi = name),
            Some(NearMiss::OtherSquare) if mv.is_drop() => t!("content-near-dropped-elsewhere", usi = name),
            Some(NearMiss::OtherSquare) => t!("content-near-moved-elsewhere", usi = name),
            Some(NearMiss::NotADrop) => t!("content-near-not-a-drop", usi = name),
            Some(NearMiss::NotAMove) => t!("content-near-not-a-move", usi = name),
            Some(NearMiss::OtherDrop) => t!("content-near-other-drop", usi = name),
            Some(NearMiss::OtherMover) => t!("content-near-other-mover", usi = name),
            None => why,
        })
    }

    /// How close the legal move `mv`, which the goal refuses, comes to a move of `accepts`.
    pub fn near_miss(&self, pos: &Position, mv: Move) -> Option<NearMiss> {
        near_miss(pos, &self.accepted(pos), mv)
    }

    /// The moves a learner's `moves` lists at this step in `pos`, which a typed number picks
    /// from: those from and onto the `marked` squares (the ones its text points at), where
    /// that list holds a move the step accepts among at least [`REFUSED_LISTED`] it refuses;
    /// else those from and onto the marked squares and the squares around them, on the same
    /// terms; else every legal move. The step is about those squares, and all its legal moves
    /// could not be read on a 24-row window (annan-checkmate's first step: 23 such moves of
    /// 257, which took 44 rows); but a list without a move the step wants sends the learner
    /// looking in the wrong place (minishogi-results marks the king's squares and asks for the
    /// gold on 3c to go to 3b), and a list of the answer alone gave it away, where `moves` is
    /// not counted as help (shogi-drops' second step marks 3b, and the one silver in hand
    /// had one move onto it).
    pub fn numbering(&self, pos: &Position, marked: Bitboard) -> Numbering {
        let accepted = self.accepted(pos);
        [Numbering::Touching(marked), Numbering::Around(marked)]
            .into_iter()
            .find(|&numbering| {
                let listed = pos.numbered_by(numbering);
                let wanted = listed.iter().filter(|m| accepted.contains(m)).count();
                wanted > 0 && listed.len() - wanted >= REFUSED_LISTED
            })
            .unwrap_or(Numbering::Legal)
    }

    /// The moves of `accepts` (the goal's whole set in `pos`, checked by validation, so no
    /// solver is asked here).
    fn accepted(&self, pos: &Position) -> Vec<Move> {
        self.accepts.iter().filter_map(|m| legal_move(pos, m).ok()).collect()
    }

    /// The position after the learner's `mv` and the scripted reply.
    pub fn after(&self, pos: &Position, mv: Move) -> Result<Position, String> {
        let mut next = pos.after(mv);
        if let Some(reply) = &self.reply {
            let r = legal_move(&next, reply)
                .map_err(|e| t!("content-reply-illegal", usi = mv.usi(pos.geometry()), reason = e))?;
            next.play(r);
        }
        Ok(next)
    }

    /// The reply move, if any, in the position after `mv`.
    pub fn reply_move(&self, after: &Position) -> Result<Option<Move>, String> {
        self.reply.as_deref().map(|r| legal_move(after, r)).transpose()
    }
}

impl Question {
    pub fn rules(&self) -> Rules {
        rules_for(self.variant, self.dead_piece)
    }

    pub fn position(&self) -> Result<Position, String> {
        Position::from_sfen(self.rules(), &self.sfen).map_err(|e| bad_sfen(&e))
    }
}

/// Why an SFEN of a content file gives no position.
pub fn bad_sfen(e: &crate::rules::ParseError) -> String {
    t!("content-bad-sfen", reason = e.to_string())
}

/// Reads a lesson file's text.
pub fn parse_lesson(file: &str, text: &str) -> Result<Lesson, ContentError> {
    let text = crate::input::strip_bom(text);
    ContentError::screen(file, text)?;
    serde_yaml::from_str(text).map_err(|e| ContentError::from_yaml(file, text, &e))
}

/// Reads a quiz file's text.
pub fn parse_quiz(file: &str, text: &str) -> Result<QuizFile, ContentError> {
    let text = crate::input::strip_bom(text);
    ContentError::screen(file, text)?;
    serde_yaml::from_str(text).map_err(|e| ContentError::from_yaml(file, text, &e))
}

/// The embedded lessons (outside `lessons/quiz/`) in course order, with the errors of files
/// that do not parse.
pub fn embedded_lessons() -> (Vec<Lesson>, Vec<ContentError>) {
    let mut lessons = Vec::new();
    let mut errors = Vec::new();
    for (file, text) in yaml_files(&LESSONS, "lessons").into_iter().filter(|(f, _)| !is_quiz_path(f)) {
        match parse_lesson(&file, text) {
            Ok(l) => lessons.push(with_options_shuffled(l)),
            Err(e) => errors.push(e),
        }
    }
    lessons.sort_by_key(|l| l.order);
    (lessons, errors)
}

/// `lesson` with each question's options in an order fixed by the lesson and the step: as
/// written, the answer was the second option of 68 questions in 89, and the course taught
/// where to look. (`annan check` reads a file as written, and speaks of its options by their
/// place in it.)
fn with_options_shuffled(mut lesson: Lesson) -> Lesson {
    for (i, step) in lesson.steps.iter_mut().enumerate() {
        if let Some(c) = &mut step.choice {
            let mut rng = SplitMix::new(SplitMix::from_text(&lesson.id).next_u64() ^ i as u64);
            shuffle_options(&mut c.options, &mut c.answer, &mut c.reasons, &mut rng);
        }
    }
    lesson
}

/// Puts a question's `options` in the order `rng` gives, its `answer` and its `reasons`
/// going with them.
pub fn shuffle_options(
    options: &mut Vec<Text>,
    answer: &mut usize,
    reasons: &mut Option<Vec<Option<Text>>>,
    rng: &mut SplitMix,
) {
    let mut order: Vec<usize> = (0..options.len()).collect();
    rng.shuffle(&mut order);
    *options = order.iter().map(|&i| options[i].clone()).collect();
    *answer = order.iter().position(|&i| i == *answer).unwrap_or(*answer);
    if let Some(reasons) = reasons {
        *reasons = order.iter().map(|&i| reasons.get(i).cloned().flatten()).collect();
    }
}

/// A question's options, answer and reasons, as [`shuffle_options`] takes them.
#[cfg(test)]
type Asked<'a> = (&'a [Text], usize, &'a Option<Vec<Option<Text>>>);

/// Asserts that `shown` is `written` in another order: the same options, the same answer, each
/// reason with its option (`place` names the question in the message).
#[cfg(test)]
pub(crate) fn assert_reordered(shown: Asked, written: Asked, place: &str) {
    let reason = |(_, _, reasons): Asked, i: usize| reasons.as_ref().and_then(|r| r.get(i).cloned().flatten());
    assert_eq!(shown.0.len(), written.0.len(), "{place}");
    assert_eq!(shown.0[shown.1], written.0[written.1], "{place}");
    for (i, option) in shown.0.iter().enumerate() {
        let at = written.0.iter().position(|o| o == option).unwrap_or_else(|| panic!("{place}: {option:?}"));
        assert_eq!(reason(shown, i), reason(written, at), "{place}");
    }
}

/// The embedded quiz questions of every file in `lessons/quiz/`, with the errors of files
/// that do not parse.
pub fn embedded_questions() -> (Vec<Question>, Vec<ContentError>) {
    let mut questions = Vec::new();
    let mut errors = Vec::new();
    for (file, text) in yaml_files(&LESSONS, "lessons").into_iter().filter(|(f, _)| is_quiz_path(f)) {
        match parse_quiz(&file, text) {
            Ok(q) => questions.extend(q.questions),
            Err(e) => errors.push(e),
        }
    }
    (questions, errors)
}

/// Whether a path names a quiz file (`lessons/quiz/...`).
pub fn is_quiz_path(path: &str) -> bool {
    path.split(['/', '\\']).any(|part| part == "quiz")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The course's questions as shown: each option with its reason, the same answer, and no
    /// place that holds most answers (as written, the second held 68 of 89).
    #[test]
    fn the_courses_options_come_in_an_order_where_the_answers_place_says_nothing() {
        let (shown, errors) = embedded_lessons();
        assert!(errors.is_empty(), "{errors:?}");
        let mut places = std::collections::BTreeMap::<usize, usize>::new();
        let mut asked = 0;
        for (file, text) in yaml_files(&LESSONS, "lessons").into_iter().filter(|(f, _)| !is_quiz_path(f)) {
            let written = parse_lesson(&file, text).unwrap();
            let lesson = shown.iter().find(|l| l.id == written.id).unwrap();
            for (a, b) in written.steps.iter().zip(&lesson.steps) {
                let (Some(w), Some(c)) = (&a.choice, &b.choice) else { continue };
                assert_reordered((&c.options, c.answer, &c.reasons), (&w.options, w.answer, &w.reasons), &file);
                *places.entry(c.answer).or_default() += 1;
                asked += 1;
            }
        }
        assert!(asked > 50, "{asked} questions");
        assert!(places.values().all(|&n| n * 2 < asked), "{places:?} of {asked}");
    }

    /// A text in the four languages, as every text must be.
    const T: &str = "{en: t, es: t, pt: t, tl: t}";

    /// `near_miss` in `sfen` (`variant`) for `typed` where `accepted` are wanted (all USI).
    fn near(variant: Variant, sfen: &str, accepted: &[&str], typed: &str) -> Option<NearMiss> {
        let pos = Position::from_sfen(Rules::new(variant), sfen).unwrap();
        let mv = |m: &str| Move::parse_usi(m, pos.geometry()).unwrap();
        let accepted: Vec<Move> = accepted.iter().map(|m| mv(m)).collect();
        near_miss(&pos, &accepted, mv(typed))
    }

    #[test]
    fn a_near_miss_is_read_from_the_moves() {
        use Variant::{Annan, Shogi};
        // A silver on 5d and a gold on 6d below Gote's king on 5a; a gold and a silver in hand.
        let board = "4k4/9/9/3GS4/9/9/9/9/4K4 b GS 1";
        assert_eq!(near(Shogi, board, &["5d4c+"], "5d4c"), Some(NearMiss::Unpromoted));
        assert_eq!(near(Shogi, board, &["5d4c"], "5d4c+"), Some(NearMiss::Promoted));
        assert_eq!(near(Shogi, board, &["6d5c"], "5d5c"), Some(NearMiss::OtherPiece));
        assert_eq!(near(Shogi, board, &["G*5e"], "S*5e"), Some(NearMiss::OtherPiece));
        assert_eq!(near(Shogi, board, &["G*4e"], "5d4e"), Some(NearMiss::OnBoard));
        assert_eq!(near(Shogi, board, &["6d5c"], "G*5c"), Some(NearMiss::Dropped));
        // Where the square is reached both ways among the accepted moves, only the piece differs.
        assert_eq!(near(Shogi, board, &["6d5c", "G*5c"], "S*5c"), Some(NearMiss::OtherPiece));
        // Elsewhere: the right piece, a move where a drop is wanted (or the other way round),
        // another piece.
        assert_eq!(near(Shogi, board, &["6d5c"], "6d6c"), Some(NearMiss::OtherSquare));
        assert_eq!(near(Shogi, board, &["G*5e"], "G*6e"), Some(NearMiss::OtherSquare));
        assert_eq!(near(Shogi, board, &["G*4b"], "5d4c"), Some(NearMiss::NotADrop));
        assert_eq!(near(Shogi, board, &["6d5c"], "S*4e"), Some(NearMiss::NotAMove));
        assert_eq!(near(Shogi, board, &["6d5c"], "5d4c"), Some(NearMiss::OtherMover));
        // Neither way where the accepted moves go both ways.
        assert_eq!(near(Shogi, board, &["6d5c", "G*4b"], "S*4e"), None);
        // Another role dropped where only drops are wanted.
        assert_eq!(near(Shogi, board, &["G*5e"], "S*5f"), Some(NearMiss::OtherDrop));
        // The same piece checking from another square is the same checker: a gold dropped on
        // 6b for one on 4b; annan-giving-check's bishop moved off to check where the gold in
        // front of it should uncover the bishop's check.
        assert_eq!(near(Shogi, board, &["G*4b"], "G*6b"), Some(NearMiss::OtherSquare));
        let uncover = "7k1/9/5B3/5G3/9/9/9/9/K8 b - 1";
        assert_eq!(near(Annan, uncover, &["4d5c", "4d3c", "4d5d", "4d3d", "4d4e"], "4c3b"), Some(NearMiss::OtherMover));
        // annan-giving-check: the lance should back the pawn on 2d, which then checks; dropped
        // on 2b it checks by itself.
        let lance = "7k1/9/9/7P1/9/9/9/9/K8 b L 1";
        assert_eq!(near(Annan, lance, &["L*2e"], "L*2b"), Some(NearMiss::OtherChecker));
        assert_eq!(near(Annan, lance, &["L*2e"], "L*5e"), Some(NearMiss::OtherSquare));
        // A check is no near miss where the accepted move does not check.
        assert_eq!(near(Shogi, board, &["6d6c", "S*9i"], "G*5b"), None);
    }

    /// A mate step tells a check that lets the king out by the reply that escapes ("Gote can
    /// answer ..."), not by which piece checks or where it went.
    #[test]
    fn a_mate_step_keeps_its_reason_for_a_check_that_does_not_mate() {
        let (lessons, _) = embedded_lessons();
        let lesson = lessons.iter().find(|l| l.id == "shogi-checkmate").unwrap();
        let task = lesson.steps[0].task.as_ref().unwrap();
        assert!(matches!(task.goal, Goal::Mate(true)));
        let pos = lesson.start_positions().unwrap()[0].clone();
        let mv = legal_move(&pos, "G*1b").unwrap();
        assert!(task.near_miss(&pos, mv).is_some());
        assert_eq!(task.judge_as(&pos, mv, "G*1b"), task.goal.judge_as(&pos, mv, "G*1b"));
    }

    #[test]
    fn a_goal_that_names_the_piece_keeps_its_reason_for_another_piece() {
        // minishogi-setup: "bring your silver forward" (reach from 3e); the gold's 4e4d reaches
        // one of the silver's squares, and the goal's own reason names the piece to move.
        let (lessons, _) = embedded_lessons();
        let lesson = lessons.iter().find(|l| l.id == "minishogi-setup").unwrap();
        let (i, task) = lesson
            .steps
            .iter()
            .enumerate()
            .find_map(|(i, s)| s.task.as_ref().filter(|t| matches!(t.goal, Goal::Reach { .. })).map(|t| (i, t)))
            .unwrap();
        let pos = lesson.start_positions().unwrap()[i].clone();
        let mv = legal_move(&pos, "4e4d").unwrap();
        assert_eq!(task.near_miss(&pos, mv), Some(NearMiss::OtherPiece));
        assert_eq!(task.judge_as(&pos, mv, "4e4d"), task.goal.judge_as(&pos, mv, "4e4d"));
    }

    #[test]
    fn a_misspelled_key_is_an_error_with_its_line() {
        let text = format!(
            "id: x\ntitle: {T}\nvariant: shogi\norder: 1\nsummary: {T}\nsteps:\n  - sfen: startpos\n    txt: {T}\n"
        );
        let e = parse_lesson("x.yaml", &text).unwrap_err();
        assert_eq!((e.file.as_str(), e.line), ("x.yaml", 8), "{e}");
        assert!(e.message.contains("txt"), "{e}");
    }

    #[test]
    fn a_text_without_every_language_is_an_error_with_its_line() {
        let text = format!("id: x\ntitle: {T}\nvariant: shogi\norder: 1\nsummary: {{en: S, es: S}}\nsteps: []\n");
        let e = parse_lesson("x.yaml", &text).unwrap_err();
        assert_eq!(e.line, 5, "{e}");
        assert!(e.message.starts_with("summary: ") && e.message.ends_with("lacks 2 of them: pt, tl"), "{e}");
    }

    #[test]
    fn a_quiz_question_gives_one_reason_per_option_and_none_to_its_answer() {
        let question = |reasons: &str| {
            format!(
                "questions:\n  - id: q\n    variant: annan\n    sfen: \"k8/9/9/9/9/9/9/9/4K4 b P 1\"\n    question: {T}\n    options: [{T}, {T}, {T}]\n    answer: 1\n    explanation: {T}\n{reasons}    verify: [legal: \"P*5e\"]\n"
            )
        };
        let check = |reasons: &str| super::super::validate::check_quiz_text("q.yaml", &question(reasons)).1;
        assert!(check("").is_empty());
        assert!(check(&format!("    reasons:\n      - {T}\n      - null\n      - null\n")).is_empty());
        // Two entries for three options: at `reasons:` (line 9).
        let errors = check(&format!("    reasons:\n      - {T}\n      - null\n"));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].line, 9, "{errors:?}");
        assert!(errors[0].message.contains("one entry per option (3)"), "{errors:?}");
        // A reason for the answer: at its entry (line 11).
        let errors = check(&format!("    reasons:\n      - null\n      - {T}\n      - null\n"));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].line, 11, "{errors:?}");
        assert!(errors[0].message.contains("option 1 is the answer"), "{errors:?}");
        // An empty list is a list of the wrong length too.
        assert_eq!(check("    reasons: []\n").len(), 1);
        // A reason without its Tagalog: at its line (12), as any text.
        let errors = check("    reasons:\n      - null\n      - null\n      - {en: a, es: b, pt: c}\n");
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].line, 12, "{errors:?}");
        assert!(errors[0].message.contains("lacks one of them: tl"), "{errors:?}");
    }

    #[test]
    fn a_move_step_states_what_it_accepts() {
        let text = format!(
            "id: x\ntitle: {T}\nvariant: shogi\norder: 1\nsummary: {T}\nsteps:\n  - sfen: startpos\n    text: {T}\n    move: {{goal: {{check: true}}, hint: {T}, success: {T}}}\n"
        );
        let e = parse_lesson("x.yaml", &text).unwrap_err();
        assert_eq!(e.line, 9, "{e}");
        assert!(e.message.contains("missing field `accepts`"), "{e}");
    }

    #[test]
    fn goals_have_exactly_one_key() {
        let goal = |yaml: &str| -> Result<Goal, serde_yaml::Error> {
            serde_yaml::with::singleton_map::deserialize(serde_yaml::Deserializer::from_str(yaml))
        };
        assert!(matches!(goal("{reach: {from: 5e, to: [5a]}}"), Ok(Goal::Reach { .. })));
        assert!(goal("{check: true, mate: true}").is_err());
        assert!(goal("{checks: true}").is_err());
        assert!(goal("{reach: {from: 5e, too: [5a]}}").is_err());
    }

    #[test]
    fn a_step_without_sfen_continues_after_the_answer_and_the_reply() {
        let text = format!(
            "id: x\ntitle: {T}\nvariant: shogi\norder: 1\nsummary: {T}\nsteps:
  - sfen: startpos
    text: {T}
    move: {{goal: {{moves: [7g7f]}}, accepts: [7g7f], hint: {T}, success: {T}, reply: 3c3d}}
  - text: {T}
"
        );
        let lesson = parse_lesson("x.yaml", &text).unwrap();
        let positions = lesson.start_positions().unwrap();
        assert_eq!(positions[1].to_sfen(), "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
    }

    #[test]
    fn a_step_may_set_its_own_dead_piece_rule() {
        let lesson = |step_setting: &str| {
            format!(
                "id: x\ntitle: {T}\nvariant: annan\norder: 1\nsummary: {T}\nsteps:
  - sfen: \"k8/9/9/9/9/9/9/9/4K4 b P 1\"
    text: {T}
    choice: {{question: {T}, options: [{T}, {T}], answer: 1, explanation: {T}, verify: [illegal: \"P*5a\"]}}
  - sfen: \"k8/9/9/9/9/9/9/9/4K4 b P 1\"
{step_setting}    text: {T}
    choice: {{question: {T}, options: [{T}, {T}], answer: 0, explanation: {T}, verify: [legal: \"P*5a\"]}}
  - text: {T}
"
            )
        };
        let (_, errors) = super::super::validate::check_lesson_text("x.yaml", &lesson("    dead_piece: free\n"));
        assert!(errors.is_empty(), "{errors:?}");
        let (_, errors) = super::super::validate::check_lesson_text("x.yaml", &lesson(""));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].line, 12, "{errors:?}");
        let without_sfen = lesson("    dead_piece: free\n").replacen(
            &format!("  - text: {T}"),
            &format!("  - dead_piece: free\n    text: {T}"),
            1,
        );
        let (_, errors) = super::super::validate::check_lesson_text("x.yaml", &without_sfen);
        assert!(errors.iter().any(|e| e.message.contains("needs its own `sfen`")), "{errors:?}");
    }
}
