//! "Why is it mate?": the check a king is in, taken apart by the rules core
//! ([`CheckAnatomy`]), in a few sentences (`locales/<lang>/mate.ftl`) and as JSON. Who gives
//! check; which piece covers each square the king could step to, squares covered by the same
//! pieces said together; why nothing takes the checker or comes between; and, in Annan, which
//! of those pieces move as the piece behind them (the point of an Annan mate).

use crate::i18n::capitalise;
use crate::i18n::rules as words;
use crate::rules::{
    squares, BackerReason, Capture, CheckAnatomy, Geometry, Illegal, Move, MovementExplanation, Position, Square, Stop,
    Taker,
};
use crate::t;
use serde_json::{json, Value};

/// The check the side to move is in, in words ([`why`]), wrapped with its lines after the
/// first indented; `None` out of check.
pub fn paragraph(pos: &Position) -> Option<String> {
    pos.check_anatomy().map(|a| crate::ui::wrap::hanging(&why(pos, &a), 2))
}

/// The check in words, one paragraph (unwrapped): why it is mate, or, when the king has a
/// way out, the check and that way.
pub fn why(pos: &Position, a: &CheckAnatomy) -> String {
    let geo = pos.geometry();
    let mut said = Said::default();
    let checkers = and_list(&a.checkers.iter().map(|c| said.piece(geo, c)).collect::<Vec<_>>());
    let mut out = vec![if a.is_mate() {
        t!("mate-why", checkers = checkers, attackers = a.checkers.len())
    } else {
        t!("mate-check", side = words::side(pos.side_to_move()), checkers = checkers, attackers = a.checkers.len())
    }];
    said.note(&a.king);
    out.extend(steps(pos, a, &mut said));
    for c in &a.captures {
        out.extend(capture(pos, a, c, &mut said));
    }
    for b in &a.backer_captures {
        let Some(checker) = a.checkers.iter().find(|c| Some(c.square) == b.lends_to) else { continue };
        let (backer, checker) = (words::piece_on(geo, b.piece.role, b.square), said.piece(geo, checker));
        for taker in &b.takers {
            let piece = said.piece(geo, &taker.movement);
            out.push(match refusal(geo, taker, b.square) {
                None => t!("mate-backer-taker", piece = piece, backer = backer.as_str(), checker = checker.as_str()),
                Some(reason) => t!(
                    "mate-backer-refused",
                    piece = piece,
                    backer = backer.as_str(),
                    checker = checker.as_str(),
                    reason = reason
                ),
            });
        }
    }
    if let Some(block) = &a.block {
        let names = |bb| squares(bb).map(|s| geo.square_name(s)).collect::<Vec<_>>();
        let landing = block.moves.iter().fold(0, |bb, m| bb | crate::rules::bit(m.to()));
        out.push(match block.moves.is_empty() {
            true => t!("mate-no-block", squares = words::or_list(&names(block.squares))),
            false => t!("mate-block", squares = words::or_list(&names(landing))),
        });
    }
    out.extend(said.notes(geo));
    out.into_iter().map(|s| capitalise(&s)).collect::<Vec<_>>().join(" ")
}

/// The sentence on the king's steps (the checkers' squares left to [`capture`]), and its
/// free squares. Each covered square is said with one piece that covers it: the piece that
/// covers most of the squares left, the checker first among equals, so that "the gold on 2b
/// covers them" is not "the gold covers 1a; the gold and the knight cover 1b".
fn steps(pos: &Position, a: &CheckAnatomy, said: &mut Said) -> Vec<String> {
    let geo = pos.geometry();
    let is_checker = |sq: Square| a.checkers.iter().any(|c| c.square == sq);
    let mut own = Vec::new();
    let mut free = Vec::new();
    let mut left: Vec<(Square, &[MovementExplanation])> = Vec::new();
    for s in a.steps.iter().filter(|s| !is_checker(s.square)) {
        match &s.stop {
            Stop::Own(_) => own.push(geo.square_name(s.square)),
            Stop::Free => free.push(geo.square_name(s.square)),
            Stop::Covered(by) => {
                said.after_step(pos, s.square, by);
                left.push((s.square, by));
            }
        }
    }
    let covered: Vec<String> = left.iter().map(|&(sq, _)| geo.square_name(sq)).collect();
    let mut groups: Vec<(&MovementExplanation, Vec<String>)> = Vec::new();
    while let Some(best) = left.iter().flat_map(|(_, by)| by.iter()).max_by_key(|e| {
        (left.iter().filter(|(_, by)| by.iter().any(|b| b.square == e.square)).count(), is_checker(e.square))
    }) {
        let (mine, rest) = left.into_iter().partition(|(_, by)| by.iter().any(|b| b.square == best.square));
        let mine: Vec<(Square, &[MovementExplanation])> = mine;
        groups.push((best, mine.iter().map(|&(sq, _)| geo.square_name(sq)).collect()));
        left = rest;
    }
    let own_phrase = (!own.is_empty()).then(|| t!("mate-own", squares = and_list(&own), count = own.len()));
    let mut out = Vec::new();
    if covered.is_empty() {
        // With a free square, that is what matters; without, that its own pieces hem it in.
        // A king whose movement reaches only the checkers' squares: taking them is what the
        // next sentences say ("reaches no square" read wrong before "it cannot take the gold").
        let reaches_checkers = a.steps.iter().any(|s| is_checker(s.square));
        out.extend(match own_phrase {
            _ if !free.is_empty() => None,
            Some(own) => Some(t!("mate-hemmed", own = own)),
            None if reaches_checkers => None,
            None => Some(t!("mate-no-step")),
        });
    } else {
        let mut why: Vec<String> = match groups.as_slice() {
            [(piece, sqs)] => vec![t!("mate-covers-them", piece = said.piece(geo, piece), count = sqs.len())],
            _ => groups
                .iter()
                .map(|(piece, sqs)| t!("mate-covers", piece = said.piece(geo, piece), squares = and_list(sqs)))
                .collect(),
        };
        why.extend(own_phrase);
        out.push(t!("mate-steps", squares = words::or_list(&covered), why = why.join("; ")));
    }
    if !free.is_empty() {
        out.push(t!("mate-escape", squares = words::or_list(&free)));
    }
    out
}

/// The sentences on taking the checker `c`: by the king (what guards it), by the other
/// pieces (whether they may), and, in Annan, why the pieces next to it cannot.
fn capture(pos: &Position, a: &CheckAnatomy, c: &Capture, said: &mut Said) -> Vec<String> {
    let geo = pos.geometry();
    let Some(checker_e) = a.checkers.iter().find(|e| e.square == c.square) else { return Vec::new() };
    let checker = said.piece(geo, checker_e);
    let mut out = Vec::new();
    match &c.king {
        Some(Stop::Covered(guards)) => {
            said.after_step(pos, c.square, guards);
            let names: Vec<String> = guards.iter().map(|e| said.piece(geo, e)).collect();
            out.push(t!(
                "mate-king-guarded",
                checker = checker.as_str(),
                guards = and_list(&names),
                attackers = names.len()
            ));
        }
        Some(_) => out.push(t!("mate-king-takes", checker = checker.as_str())),
        None => {}
    }
    for taker in &c.takers {
        let piece = said.piece(geo, &taker.movement);
        out.push(match refusal(geo, taker, c.square) {
            None => t!("mate-taker", piece = piece, checker = checker.as_str()),
            Some(reason) => t!("mate-taker-refused", piece = piece, checker = checker.as_str(), reason = reason),
        });
    }
    let taken = c.king == Some(Stop::Free) || c.takers.iter().any(|t| t.verdict.is_ok());
    if c.king.is_none() && c.takers.is_empty() {
        out.push(t!("mate-no-taker", checker = checker.as_str()));
    }
    if !taken && pos.variant().has_backers() {
        // A piece beside the checker does not take it because of how it moves now, which
        // the piece behind it decides (or its own, with nothing behind): said of one, one
        // whose movement is borrowed first.
        if let Some(e) = c.near.iter().min_by_key(|e| !is_backed(e)) {
            let square = geo.square_name(c.square);
            out.push(t!(
                "mate-near",
                piece = words::piece_on(geo, e.piece.role, e.square),
                square = square,
                how = how(geo, e)
            ));
        }
    }
    out
}

/// Why `taker` may not take on `to`, or `None` when it may.
fn refusal(geo: &Geometry, taker: &Taker, to: Square) -> Option<String> {
    let why = taker.verdict.as_ref().err()?;
    let from = taker.movement.square;
    Some(match why {
        Illegal::ExposesKing { attacker } | Illegal::StaysInCheck { attacker } => {
            t!("mate-taker-exposes", attacker = words::piece_on(geo, attacker.piece.role, attacker.square))
        }
        other => words::illegal(geo, Move::normal(from, to, false), other),
    })
}

/// "with the rook on 3c behind it, it moves like a rook".
fn how(geo: &Geometry, e: &MovementExplanation) -> String {
    let like = words::role_a(e.moves_like);
    match e.reason {
        BackerReason::Backed { square, piece } => {
            t!("mate-how-backed", backer = words::piece_on(geo, piece.role, square), like = like)
        }
        BackerReason::EnemyBehind(square, piece) => {
            t!("mate-how-enemy", enemy = words::piece_on(geo, piece.role, square), like = like)
        }
        _ => t!("mate-how-alone", like = like),
    }
}

/// Whether a piece moves as the piece behind it, and so not as itself.
fn is_backed(e: &MovementExplanation) -> bool {
    matches!(e.reason, BackerReason::Backed { .. }) && e.moves_like.movement() != e.piece.role.movement()
}

/// The pieces named so far whose movement needs a sentence of its own: those a backer makes
/// move as another kind, and those a king's capture changes ("once the silver is taken, the
/// gold moves like a gold"), each once, in the order named.
#[derive(Default)]
struct Said {
    notes: Vec<Note>,
}

#[derive(PartialEq)]
enum Note {
    Borrowed(MovementExplanation),
    AfterTaking { taken: Square, taken_role: crate::rules::Role, movement: MovementExplanation },
}

impl Said {
    /// "the gold on 2b", noting its movement when a backer changes it.
    fn piece(&mut self, geo: &Geometry, e: &MovementExplanation) -> String {
        self.note(e);
        words::piece_on(geo, e.piece.role, e.square)
    }

    fn note(&mut self, e: &MovementExplanation) {
        let note = Note::Borrowed(e.clone());
        if is_backed(e) && !self.notes.contains(&note) {
            self.notes.push(note);
        }
    }

    /// Pieces (`by`, explained after the king stepped to `to`) that move otherwise once the
    /// king has taken the piece on `to` than they do now: the capture took a backer.
    fn after_step(&mut self, pos: &Position, to: Square, by: &[MovementExplanation]) {
        let Some(taken) = pos.piece_at(to).filter(|p| p.color != pos.side_to_move()) else { return };
        for e in by {
            if pos.moves_like(e.square).is_some_and(|now| now.movement() != e.moves_like.movement()) {
                let note = Note::AfterTaking { taken: to, taken_role: taken.role, movement: e.clone() };
                if !self.notes.contains(&note) {
                    self.notes.push(note);
                }
            }
        }
    }

    fn notes(&self, geo: &Geometry) -> Vec<String> {
        self.notes
            .iter()
            .map(|n| match n {
                Note::Borrowed(e) => t!("mate-borrowed", movement = words::movement(geo, e)),
                Note::AfterTaking { taken, taken_role, movement: e } => t!(
                    "mate-after-taking",
                    taken = words::piece_on(geo, *taken_role, *taken),
                    piece = words::piece_on(geo, e.piece.role, e.square),
                    like = words::role_a(e.moves_like)
                ),
            })
            .collect()
    }
}

/// "the gold on 2b and the knight on 3d", in the reader's language.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!("mate-and", rest = rest.join(", "), last = last.as_str()),
    }
}

/// The check as JSON: `{"king", "checkers", "steps", "captures", "backer_captures", "block",
/// "mate", "text"}`, pieces as `{"square", "piece", "moves_like", "backer"}` (their movement
/// where it counts: after the king's step for the pieces that cover a square).
pub fn json(pos: &Position, a: &CheckAnatomy) -> Value {
    let g = pos.geometry();
    let piece = |e: &MovementExplanation| {
        let backer = match e.reason {
            BackerReason::Backed { square, piece } => {
                json!({ "square": g.square_name(square), "piece": piece.role.name() })
            }
            _ => Value::Null,
        };
        json!({
            "square": g.square_name(e.square),
            "piece": e.piece.role.name(),
            "moves_like": e.moves_like.name(),
            "backer": backer,
        })
    };
    let stop = |s: &Stop| match s {
        Stop::Own(p) => json!({ "own": p.role.name() }),
        Stop::Covered(by) => json!({ "covered_by": by.iter().map(piece).collect::<Vec<_>>() }),
        Stop::Free => json!({ "free": true }),
    };
    let capture = |c: &Capture| {
        json!({
            "square": g.square_name(c.square),
            "piece": c.piece.role.name(),
            "king": c.king.as_ref().map(stop),
            "takers": c.takers.iter().map(|t| json!({
                "piece": piece(&t.movement),
                "legal": t.verdict.is_ok(),
                "reason": refusal(g, t, c.square),
            })).collect::<Vec<_>>(),
        })
    };
    json!({
        "mate": a.is_mate(),
        "king": piece(&a.king),
        "checkers": a.checkers.iter().map(piece).collect::<Vec<_>>(),
        "steps": a.steps.iter().map(|s| {
            let mut v = stop(&s.stop);
            v["square"] = json!(g.square_name(s.square));
            v
        }).collect::<Vec<_>>(),
        "captures": a.captures.iter().map(capture).collect::<Vec<_>>(),
        "backer_captures": a.backer_captures.iter().map(|b| {
            let mut v = capture(b);
            v["lends_to"] = json!(b.lends_to.map(|s| g.square_name(s)));
            v
        }).collect::<Vec<_>>(),
        "block": a.block.as_ref().map(|b| json!({
            "squares": squares(b.squares).map(|s| g.square_name(s)).collect::<Vec<_>>(),
            "moves": b.moves.iter().map(|m| m.usi(g)).collect::<Vec<_>>(),
        })),
        "text": why(pos, a),
    })
}
