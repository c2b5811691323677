//! Scripted USI sessions against the engine loop: the handshake, options, mates found and
//! printed as `checkmate`, `nomate`, `stop` answered quickly, bad lines survived.

mod common;

use annan::rules::{Move, Position, Rules, Variant};
use std::io::{BufRead, BufReader, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long any answer may take before the test calls the engine stuck.
const PATIENCE: Duration = Duration::from_secs(30);

/// One engine at a time: the stop test measures a delay that other tests' searches, running
/// on the same cores, would lengthen.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// An engine running `annan::usi::run` on a thread, fed and read through pipes.
struct Engine {
    input: Option<std::io::PipeWriter>,
    lines: Receiver<(Instant, String)>,
    thread: Option<JoinHandle<std::io::Result<()>>>,
    _turn: MutexGuard<'static, ()>,
}

impl Engine {
    fn start() -> Engine {
        let turn = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let (in_read, in_write) = std::io::pipe().unwrap();
        let (out_read, out_write) = std::io::pipe().unwrap();
        let thread = std::thread::spawn(move || annan::usi::run(BufReader::new(in_read), out_write));
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out_read).lines() {
                let Ok(line) = line else { break };
                if tx.send((Instant::now(), line)).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine { input: Some(in_write), lines, thread: Some(thread), _turn: turn };
        engine.send("setoption name USI_Hash value 16");
        engine
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        let input = self.input.as_mut().expect("input still open");
        input.write_all(bytes).unwrap();
        input.flush().unwrap();
    }

    /// The next line, with the moment it was read.
    fn next(&self) -> (Instant, String) {
        match self.lines.recv_timeout(PATIENCE) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => panic!("no answer within {PATIENCE:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the engine closed its output"),
        }
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let (_, line) = self.next();
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// The `checkmate` answer to `go mate <limit>`.
    fn go_mate(&mut self, limit: &str) -> String {
        self.send(&format!("go mate {limit}"));
        self.until("checkmate").pop().unwrap()
    }

    /// Whatever the engine says between now and its answer to `isready`.
    fn say_between(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.until("readyok");
        lines.pop();
        lines
    }

    /// Closes the input and waits for the engine to end.
    fn finish(mut self) -> Vec<String> {
        self.input = None;
        self.thread.take().unwrap().join().unwrap().unwrap();
        let mut rest = Vec::new();
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok((_, line)) => rest.push(line),
                Err(RecvTimeoutError::Disconnected) => return rest,
                Err(RecvTimeoutError::Timeout) => panic!("the output stays open after the engine ended"),
            }
        }
    }
}

fn fixture_sfen(file: &str, id: &str) -> String {
    let text = std::fs::read_to_string(format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let row = text.lines().find(|l| l.split('\t').nth(2) == Some(id)).unwrap_or_else(|| panic!("{id} in {file}"));
    row.split('\t').nth(3).unwrap().to_string()
}

/// Whether the moves of a `checkmate` answer are legal from `sfen` and end in checkmate.
fn mates(rules: Rules, sfen: &str, answer: &str) -> bool {
    let pos = Position::from_sfen(rules, sfen).unwrap();
    let line: Vec<Move> = answer
        .strip_prefix("checkmate ")
        .unwrap()
        .split(' ')
        .map(|text| Move::parse_usi(text, pos.geometry()).unwrap())
        .collect();
    common::mates(&pos, &line)
}

#[test]
fn handshake_names_the_engine_and_its_options() {
    let mut e = Engine::start();
    e.send("usi");
    let lines = e.until("usiok");
    assert!(lines[0].starts_with("id name annan "), "{lines:?}");
    assert!(lines[1].starts_with("id author "), "{lines:?}");
    let options: Vec<&String> = lines.iter().filter(|l| l.starts_with("option name ")).collect();
    assert_eq!(options.len(), 4, "{lines:?}");
    assert!(options[0].starts_with("option name USI_Variant type combo default shogi"), "{lines:?}");
    assert!(options[0].contains(" var minishogi") && options[0].contains(" var annan"), "{lines:?}");
    assert!(options[1].starts_with("option name DeadPiece type combo"), "{lines:?}");
    assert!(options[2].starts_with("option name USI_Hash type spin"), "{lines:?}");
    assert!(options[3].starts_with("option name Threads type spin"), "{lines:?}");
    assert_eq!(lines.len(), 7, "id name, id author, four options, usiok: {lines:?}");
    e.send("isready");
    assert_eq!(e.next().1, "readyok");
    e.send("quit");
    assert!(e.finish().is_empty());
}

#[test]
fn options_are_set_or_refused_with_a_reason() {
    let mut e = Engine::start();
    e.send("setoption name USI_Ponder value false");
    e.send("setoption name usi_variant value MiniShogi");
    e.send("setoption name DeadPiece value original");
    e.send("setoption name threads value 2");
    assert!(e.say_between().is_empty(), "accepted options say nothing");
    e.send("setoption name Threads value 0");
    e.send("setoption name USI_Hash value lots");
    e.send("setoption name USI_Variant value chess");
    e.send("setoption USI_Hash 16");
    let said = e.say_between();
    assert_eq!(said.len(), 4, "{said:?}");
    assert!(said.iter().all(|l| l.starts_with("info string setoption")), "{said:?}");
    assert!(said[0].contains("Threads"), "{said:?}");
    // Minishogi is still in force: its start position is the one `startpos` means.
    e.send("position startpos moves 5e4d");
    assert!(e.say_between().is_empty());
}

/// A table larger than the machine's memory is neither promised (and then killed mid-search)
/// nor taken in part: `setoption` refuses it with an `info string`, the table stays at the
/// size it had, and the next search answers with it.
#[test]
fn a_hash_beyond_the_machine_is_refused_and_the_table_kept() {
    // SAFETY: sysconf only reads system constants.
    let machine_mib =
        unsafe { libc::sysconf(libc::_SC_PHYS_PAGES) as u64 * libc::sysconf(libc::_SC_PAGESIZE) as u64 } >> 20;
    let mut e = Engine::start();
    e.send("setoption name USI_Hash value 65536");
    let said = e.say_between();
    let refused = ["info string USI_Hash 65536 MiB is more than this machine can give: the table stays at 16 MiB"];
    match machine_mib < 65536 {
        true => assert_eq!(said, refused, "{machine_mib} MiB"),
        false => assert!(said.is_empty(), "{said:?}"),
    }
    e.send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1");
    e.send("go mate 5000");
    let said = e.until("checkmate");
    assert_eq!(said.last().map(String::as_str), Some("checkmate G*5b"), "{said:?}");
    assert!(!said.iter().any(|l| l.contains("USI_Hash")), "said once, at setoption: {said:?}");
    // A size the machine has is taken without a word.
    e.send("setoption name USI_Hash value 32");
    assert!(e.say_between().is_empty());
}

/// `quit` while `go mate` searches stops the search and ends the session at once (within
/// seconds of a minute's search), with the input still open (as a GUI leaves it), whatever
/// time the search was given.
#[test]
fn quit_during_a_search_ends_the_session_at_once() {
    let long_search = fixture_sfen("tsume_zukou100.tsv", "zukou-100");
    for threads in ["1", "2"] {
        let mut e = Engine::start();
        e.send(&format!("setoption name Threads value {threads}"));
        e.send(&format!("position sfen {long_search}"));
        e.send("go mate 60000");
        // Searching: its progress is reported.
        e.until("info time");
        let asked = Instant::now();
        e.send("quit");
        let session = e.thread.as_ref().unwrap();
        while !session.is_finished() && asked.elapsed() < PATIENCE {
            std::thread::sleep(Duration::from_millis(5));
        }
        let waited = asked.elapsed();
        eprintln!("{threads} thread(s): the session ended {waited:?} after quit");
        // Seconds, not the search's minute: the bound leaves room for a loaded machine
        // running other tests beside this one.
        assert!(waited < Duration::from_secs(5), "{threads} thread(s): {waited:?}");
        e.finish();
    }
}

#[test]
fn mates_are_answered_with_the_main_line() {
    let mut e = Engine::start();
    e.send("usinewgame");
    e.send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assert_eq!(e.go_mate("5000"), "checkmate G*5b");

    // Mate in 3 from the fixtures (G*5c 5b6a G*6b): the `info` line before the answer
    // carries the statistics and the same line as `pv`.
    let sfen = fixture_sfen("tsume_shogi.tsv", "antma-tsume3-03");
    e.send(&format!("position sfen {sfen}"));
    // Two threads answer as one does.
    e.send("setoption name Threads value 2");
    e.send("go mate infinite");
    let lines = e.until("checkmate");
    let answer = lines.last().unwrap();
    assert_eq!(answer.split(' ').count(), 4, "{lines:?}");
    assert!(mates(Rules::new(Variant::Shogi), &sfen, answer), "{answer}");
    let info = &lines[lines.len() - 2];
    assert!(info.starts_with("info time "), "{lines:?}");
    assert!(info.contains(" nodes "), "{info}");
    // No rate from under a millisecond (see `the_rate_is_never_made_up_from_no_time`).
    assert_eq!(info.contains(" nps "), !info.starts_with("info time 0 "), "{info}");
    assert!(info.ends_with(&format!(" pv {}", answer.strip_prefix("checkmate ").unwrap())), "{info}");

    // The same problem reached by moves from a position one move earlier.
    e.send("position sfen 4k4/9/9/9/9/9/4P4/9/9 b G 1 moves 5g5f 5a5b 5f5e 5b5a 5e5d 5a4a 5d5c+ 4a5a");
    assert!(mates(Rules::new(Variant::Shogi), "4k4/9/4+P4/9/9/9/9/9/9 b G 1", &e.go_mate("5000")));
}

#[test]
fn nomate_when_the_attack_runs_out() {
    let mut e = Engine::start();
    // One gold against a bare king: every check is answered by capture or escape.
    e.send("position sfen 4k4/9/9/9/9/9/9/9/9 b G 1");
    assert_eq!(e.go_mate("5000"), "checkmate nomate");
    // The start position has no check at all.
    e.send("position startpos");
    assert_eq!(e.go_mate("1000"), "checkmate nomate");
}

#[test]
fn the_variant_option_changes_the_rules() {
    let mut e = Engine::start();
    e.send("setoption name USI_Variant value minishogi");
    e.send("position sfen 2k2/5/2P2/5/2K2 b G 1");
    assert_eq!(e.go_mate("5000"), "checkmate G*3b");

    // An Annan-only mate in one from the fixtures: under shogi rules S*2d does not mate.
    let sfen = fixture_sfen("tsume_annan.tsv", "annan-rand-m1-04");
    e.send("setoption name USI_Variant value annan");
    e.send(&format!("position sfen {sfen}"));
    assert_eq!(e.go_mate("5000"), "checkmate S*2d");
    e.send("setoption name USI_Variant value shogi");
    assert_ne!(e.go_mate("5000"), "checkmate S*2d");
    // A 5x5 board is minishogi under any USI_Variant: no other game has it (it was refused,
    // "shogi needs 9 ranks"); the next 9x9 position is the variant's again.
    e.send("position sfen 2k2/5/2P2/5/2K2 b G 1");
    assert_eq!(e.go_mate("5000"), "checkmate G*3b");
    e.send("setoption name USI_Variant value annan");
    e.send("position sfen 2k2/5/2P2/5/2K2 b G 1 moves G*3b");
    assert!(e.say_between().is_empty(), "the move is legal on the 5x5 board");
    e.send(&format!("position sfen {sfen}"));
    assert_eq!(e.go_mate("5000"), "checkmate S*2d");
}

#[test]
fn stop_ends_an_infinite_search_within_100_ms() {
    let mut e = Engine::start();
    let mut waits = Vec::new();
    let mut next_answers = Vec::new();
    let mut infos = 0;
    // Kotobuki, a mate in 611: far beyond what any machine proves in the 800 ms it is given,
    // so the answer can only come from `stop`.
    let long_search = fixture_sfen("tsume_zukou100.tsv", "zukou-100");
    for _ in 0..5 {
        e.send(&format!("position sfen {long_search}"));
        e.send("go mate infinite");
        std::thread::sleep(Duration::from_millis(800));
        let asked = Instant::now();
        e.send("stop");
        let answered = loop {
            let (at, line) = e.next();
            if line.starts_with("checkmate") {
                assert!(at >= asked, "the search ended by itself before stop: {line}");
                assert_eq!(line, "checkmate timeout");
                break at;
            }
            assert!(line.starts_with("info "), "{line}");
            infos += usize::from(line.starts_with("info time ") && line.contains(" hashfull "));
        };
        waits.push(answered - asked);
        // The next problem at once: it waits for the stopped search to hand over the solver,
        // and nothing of the stopped search is printed after its answer.
        let asked = Instant::now();
        e.send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1");
        let lines = {
            e.send("go mate 5000");
            e.until("checkmate")
        };
        assert_eq!(lines.last().unwrap(), "checkmate G*5b", "{lines:?}");
        assert!(lines.iter().all(|l| l.ends_with(" pv G*5b") || l.starts_with("checkmate")), "{lines:?}");
        next_answers.push(asked.elapsed());
    }
    assert!(infos > 0, "progress is reported while searching");
    waits.sort();
    next_answers.sort();
    eprintln!("stop answered after {waits:?}; the next problem after {next_answers:?}");
    assert!(waits[4] < Duration::from_millis(100), "{waits:?}");
}

#[test]
fn bad_lines_are_answered_and_survived() {
    let mut e = Engine::start();
    e.send("hello there");
    e.send_bytes(b"\xff\xfe\x00garbage\n");
    e.send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1 moves 1a1b");
    e.send("position sfen 4k4/9/4P4/9/10 b G 1");
    e.send("position");
    e.send("go mate soon");
    e.send("stop");
    e.send("");
    let said = e.say_between();
    assert_eq!(said.len(), 7, "{said:?}");
    // A `go mate` that cannot be read is answered all the same: a GUI waits for that line.
    assert_eq!(said[6], "checkmate timeout", "{said:?}");
    assert!(said.iter().filter(|l| !l.starts_with("checkmate")).all(|l| l.starts_with("info string ")), "{said:?}");
    assert!(said[0].contains("hello there"), "{said:?}");
    assert!(said[2].contains("move 1 `1a1b`"), "{said:?}");
    // After a bad position there is none to solve: the answer says so and stays inconclusive.
    let lines = {
        e.send("go mate 1000");
        e.until("checkmate")
    };
    assert_eq!(lines.last().unwrap(), "checkmate timeout", "{lines:?}");
    assert!(lines[0].starts_with("info string "), "{lines:?}");
    // The engine still works.
    e.send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assert_eq!(e.go_mate("5000"), "checkmate G*5b");
}

#[test]
fn ordinary_play_is_declined() {
    let mut e = Engine::start();
    e.send("position startpos moves 7g7f");
    e.send("go btime 60000 wtime 60000 byoyomi 10000");
    let lines = e.until("bestmove");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("info string ") && lines[0].contains("mate engine"), "{lines:?}");
    assert_eq!(lines[1], "bestmove resign");
}

#[test]
fn end_of_input_lets_a_timed_search_finish_and_stops_an_endless_one() {
    let mut e = Engine::start();
    e.send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1");
    e.send("go mate 5000");
    let after = e.finish();
    assert_eq!(after.last().map(String::as_str), Some("checkmate G*5b"), "{after:?}");

    let mut e = Engine::start();
    e.send(&format!("position sfen {}", fixture_sfen("tsume_zukou100.tsv", "zukou-100")));
    e.send("go mate infinite");
    e.send("isready");
    assert_eq!(e.until("readyok").last().unwrap(), "readyok", "isready is answered while searching");
    let after = e.finish();
    assert_eq!(after.last().map(String::as_str), Some("checkmate timeout"), "{after:?}");
}

#[test]
fn annan_usi_serves_stdin_until_its_end() {
    let script = "usi\nsetoption name USI_Hash value 16\nisready\nposition sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1\n\
                  go mate 5000\n";
    let out = assert_cmd::Command::cargo_bin("annan").unwrap().arg("usi").write_stdin(script).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.contains(&"usiok") && lines.contains(&"readyok"), "{text}");
    assert_eq!(lines.last(), Some(&"checkmate G*5b"), "{text}");
}

#[test]
fn a_copy_named_annan_usi_is_the_engine_without_arguments() {
    let dir = std::env::temp_dir().join(format!("annan-usi-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let binary = assert_cmd::cargo::cargo_bin("annan");
    let copy = dir.join(format!("annan-usi{}", std::env::consts::EXE_SUFFIX));
    // A hard link, not a copy, where the file system allows: a copied file is open for
    // writing while it is made, and a process another test forks meanwhile inherits that
    // handle, so running the copy failed now and then with "Text file busy" (CI, stop 33).
    std::fs::hard_link(&binary, &copy).or_else(|_| std::fs::copy(&binary, &copy).map(|_| ())).unwrap();
    let spawn = || {
        std::process::Command::new(&copy)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
    };
    // The same race with a copy: the handle goes once the forked process has started.
    let mut started = spawn();
    for _ in 0..50 {
        match &started {
            Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy => {
                std::thread::sleep(std::time::Duration::from_millis(20));
                started = spawn();
            }
            _ => break,
        }
    }
    let out = started
        .and_then(|mut child| {
            child.stdin.take().unwrap().write_all(b"usi\nquit\n")?;
            child.wait_with_output()
        })
        .unwrap();
    std::fs::remove_dir_all(&dir).ok();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success() && text.ends_with("usiok\n"), "{text}");
}

/// `nps` is nodes per second of the time the line states: from "0 ms" there is no rate to
/// give (it said `info time 0 nodes 1 nps 1000`), and from 1 ms on it is never more than the
/// nodes over the whole milliseconds printed.
#[test]
fn the_rate_is_never_made_up_from_no_time() {
    let mut e = Engine::start();
    let mut infos = Vec::new();
    e.send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1");
    infos.extend({
        e.send("go mate 5000");
        e.until("checkmate").into_iter().filter(|l| l.starts_with("info time "))
    });
    e.send("position sfen 4k4/9/9/9/9/9/9/9/9 b G 1");
    infos.extend({
        e.send("go mate 5000");
        e.until("checkmate").into_iter().filter(|l| l.starts_with("info time "))
    });
    let sfen = fixture_sfen("tsume_shogi.tsv", "antma-tsume3-03");
    e.send(&format!("position sfen {sfen}"));
    infos.extend({
        e.send("go mate 5000");
        e.until("checkmate").into_iter().filter(|l| l.starts_with("info time "))
    });
    assert!(!infos.is_empty());
    for info in &infos {
        let words: Vec<&str> = info.split(' ').collect();
        let field = |name: &str| words.iter().position(|w| *w == name).map(|i| words[i + 1].parse::<u64>().unwrap());
        let (time, nodes) = (field("time").unwrap(), field("nodes").unwrap());
        match field("nps") {
            None => assert_eq!(time, 0, "{info}"),
            Some(nps) => assert!(time > 0 && nps <= nodes * 1000 / time, "{info}"),
        }
    }
}

/// One scripted session of `annan usi` in `lang` (the flag, or `ANNAN_LANG` when `by_env`),
/// as its lines.
fn session_in(lang: &str, by_env: bool, script: &str) -> Vec<String> {
    let data = common::scratch("usi-lang");
    let mut command = assert_cmd::Command::cargo_bin("annan").unwrap();
    command.env_remove("ANNAN_LANG").env("ANNAN_DATA_DIR", &data);
    if by_env {
        command.env("ANNAN_LANG", lang).arg("usi");
    } else {
        command.args(["--lang", lang, "usi"]);
    }
    let out = command.write_stdin(script).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_string).collect()
}

/// What a person reads in the GUI's engine log is in their language; what the GUI reads is
/// the protocol's, word for word, whatever the language.
#[test]
fn info_strings_are_in_the_persons_language_and_protocol_lines_are_not() {
    let script = "usi\nsetoption name USI_Hash value 16\nhello there\nsetoption name USI_Hash value lots\n\
                  setoption name MultiPV value 4\nisready\nposition\ngo mate 1000\n\
                  position sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1\ngo mate 5000\n";
    // (No `quit`: it would stop the last search; the end of input lets it finish.)
    let es = session_in("es", false, script);
    assert_eq!(es[1], "id author los desarrolladores de annan", "{es:#?}");
    for expected in [
        "info string orden desconocida: hello there",
        "info string setoption USI_Hash: `lots` no está permitido (de 1 a 1048576 MiB)",
        "info string setoption: no existe la opción `MultiPV` (opciones: USI_Variant, DeadPiece, USI_Hash, Threads)",
        "info string go mate: no hay ninguna posición válida; envía antes una orden position",
    ] {
        assert!(es.iter().any(|l| l == expected), "{expected:?} not in {es:#?}");
    }
    for english in ["unknown", "not allowed", "there is no option", "no valid position", "expected", "found"] {
        assert!(es.iter().all(|l| !l.contains(english)), "{english:?} in {es:#?}");
    }

    // The same session in English: the same protocol lines, in the same order. Only the
    // texts after `info string` and `id author` and the statistics (times) differ.
    let en = session_in("en", false, script);
    let protocol = |lines: &[String]| -> Vec<String> {
        lines
            .iter()
            .filter(|l| !l.starts_with("info string ") && !l.starts_with("id author ") && !l.starts_with("info time "))
            .cloned()
            .collect()
    };
    let es_protocol = protocol(&es);
    assert_eq!(es_protocol, protocol(&en), "{es:#?}\n{en:#?}");
    assert!(es_protocol[0].starts_with("id name annan "), "{es:#?}");
    assert!(es_protocol[1].starts_with("option name USI_Variant type combo default shogi var shogi"), "{es:#?}");
    let tail = ["usiok", "readyok", "checkmate timeout", "checkmate G*5b"];
    assert_eq!(es_protocol[es_protocol.len() - 4..], tail, "{es:#?}");
    assert!(es.iter().any(|l| l.starts_with("info time ") && l.ends_with(" pv G*5b")), "{es:#?}");
    let count = |lines: &[String]| lines.iter().filter(|l| l.starts_with("info string ")).count();
    assert_eq!(count(&es), count(&en), "one info string each: {es:#?}\n{en:#?}");
}

/// `ANNAN_LANG` chooses the language too, and a malformed command is explained in it.
#[test]
fn annan_lang_chooses_the_language_of_the_info_strings() {
    let said = session_in("pt", true, "go mate soon\nposition startpos moves zzzz\nquit\n");
    assert_eq!(
        said,
        [
            "info string go mate: esperava-se um tempo em milissegundos ou `infinite` e encontrou-se `soon`",
            "checkmate timeout",
            "info string position: jogada 1 `zzzz`: `zzzz` não é uma jogada: `zz` não é uma casa deste tabuleiro \
             (colunas 1-9, filas a-i)",
        ]
    );
}
