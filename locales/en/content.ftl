# Lessons, quiz questions and puzzle files: what validation (`annan check`, `cargo test`)
# tells authors, and why a lesson step refuses a learner's move. Words in backticks
# (`sfen`, `accepts`, `moves_like`) are keys of the files and stay as they are; so do squares
# (5e), moves (7g7f, G*7c), Sente and Gote.

## Texts in four languages

content-text-missing-languages = every text needs all of { $known }; this one lacks { $count ->
        [one] one of them: { $missing }
       *[other] { $count } of them: { $missing }
    }
content-text-unknown-language = `{ $code }` is not a language annan speaks; the codes are { $known }

## Reading the files

content-yaml-unknown-key = unknown field `{ $key }`; the fields here are { $expected }
content-yaml-missing-key = missing field `{ $key }`
content-yaml-duplicate-key = `{ $key }` is given twice here; keep one
content-not-content = not a lesson, quiz or puzzle file (a lesson has `steps:`, a quiz file `questions:`, a puzzle `mate:`)

## Lessons and questions

content-id-not-file-name = the id `{ $id }` must equal the file name `{ $stem }`
content-id-not-kebab = the id `{ $id }` must be kebab-case: lower-case letters and digits joined by '-'
content-id-twice-in-file = the id `{ $id }` is used twice in this file
content-lesson-id-reused = the lesson id `{ $id }` is also used in { $other }
content-question-id-reused = the question id `{ $id }` is also used in { $other }
content-puzzle-id-reused = the puzzle id `{ $id }` is also used at { $other }
content-order-reused = the order { $order } is also used in { $other }
content-variant-not-folder = a lesson in { $folder }/ must have variant { $folder }
content-dead-piece-variant = dead_piece applies to annan only, not { $variant }
content-step-count = a lesson has { $min } to { $max } steps, this one has { $count ->
        [one] { $count } step
       *[other] { $count } steps
    }
content-first-step-sfen = the first step needs an `sfen`
content-step-dead-piece-needs-sfen = a step with its own `dead_piece` needs its own `sfen`
content-bad-sfen = sfen: { $reason }
content-sfen-fields = an SFEN has four fields (board, side, hands, move number), this one has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }
content-move-and-choice = a step has a `move` or a `choice`, not both
content-next-step-needs-sfen = the next step has no `sfen`, but this goal accepts moves that lead to different positions; give the next step its own `sfen`
content-highlight = highlight: { $reason }
content-options-few = a question needs at least two options, this one has { $count ->
        [one] { $count } option
       *[other] { $count } options
    }
content-answer-not-option = answer { $answer } is not an option: they are numbered 0 to { $last }
content-reasons-count = `reasons` needs one entry per option ({ $options }), `null` for the answer; this list has { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    }
content-reason-on-answer = option { $answer } is the answer, so its entry in `reasons` must be `null`: a reason says why a wrong option is wrong
content-not-a-square = `{ $name }` is not a square on the { $size }x{ $size } board (like 5e: file digit, rank letter)
content-move-illegal = { $usi } is not legal: { $reason }
content-reply-illegal = reply after { $usi }: { $reason }

## Goals: why a move is refused (learners read these), and goals that cannot work

content-goal-other-move = { $usi } is legal, but it is not the move this step is looking for
content-near-unpromoted = { $usi } goes to the right square, but without promoting, and this step wants the piece promoted
content-near-promoted = { $usi } goes to the right square, but it promotes, and this step wants the piece to stay unpromoted
content-near-other-piece = { $usi } goes to the right square, but with a different piece from the one this step wants
content-near-on-board = { $usi } goes to the right square, but with a piece from the board, and this step wants a piece dropped there from the hand
content-near-dropped = { $usi } goes to the right square, but with a piece dropped from the hand, and this step wants a piece on the board moved there
content-near-other-checker = { $usi } gives check, but not with the piece this step wants to give it
content-near-moved-elsewhere = { $usi } moves the right piece, but this step wants it on another square
content-near-dropped-elsewhere = { $usi } drops the right piece, but this step wants it on another square
content-near-not-a-drop = { $usi } moves a piece on the board, but this step wants a piece dropped from the hand
content-near-not-a-move = { $usi } drops a piece from the hand, but this step wants a piece on the board moved
content-near-other-drop = { $usi } drops another piece than the one this step wants
content-near-other-mover = { $usi } is legal, but this step wants another of your pieces to move
content-goal-no-check = { $usi } is legal, but it does not give check
content-goal-no-capture = { $usi } is legal, but it does not capture the piece on { $square }
content-goal-nothing-to-capture = there is no piece on { $square } to capture
content-goal-other-piece = { $usi } is legal, but this step is about moving the piece on { $square }
content-goal-other-square = { $usi } is legal, but this step wants that piece on { $count ->
        [one] { $squares }
       *[other] one of { $squares }
    }
content-goal-not-even-check = { $usi } does not even give check
content-goal-escape = { $usi } gives check, but { $side } can answer { $reply }
content-mate-in-no-check = { $usi } does not give check, and every move of this mate must give one
content-mate-in-unknown = could not work out in time whether { $usi } mates
content-mate-in-escape = { $usi } gives check, but after { $reply } there is no mate within { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
content-goal-problem = goal: { $reason }
content-goal-unmet = no legal move meets this goal
content-moves-empty = `moves` lists no move
content-goal-false = a goal of `false` asks for nothing; write `true`
content-capture-not-enemy = capture: { $square } does not hold a piece of { $side }
content-reach-not-own = reach: { $square } does not hold a piece of { $side }
content-reach-unreachable = reach: the piece on { $from } cannot move to { $to }
content-mate-in-even = mate_in: { $plies } is even; a mate takes an odd number of plies

## The moves a step accepts

content-accepts-problem = accepts: { $reason }
content-accepts-twice = accepts: { $usi } is listed twice
content-accepts-refused = accepts: the goal refuses a listed move: { $reason }
content-accepts-missing = accepts: the goal also accepts { $moves }; list { $count ->
        [one] it, and make the texts true of it too
       *[other] them, and make the texts true of them too
    }

## Facts a question rests on (`verify:`)

content-verify-not-legal = legal: { $usi } is not legal: { $reason }
content-verify-legal = illegal: { $usi } is legal here
content-verify-unknown-role = `{ $role }` is not a role (pawn, lance, knight, silver, gold, bishop, rook, king, tokin, promoted-lance, promoted-knight, promoted-silver, horse, dragon)
content-verify-moves-like = moves_like: { $movement }, not like a { $role }
content-verify-backer = backer: { $movement }
content-verify-no-backer = no_backer: { $movement }
content-verify-in-check = in_check: { $side } is in check
content-verify-not-in-check = in_check: { $side } is not in check
content-verify-checkmated = checkmate: { $side } is checkmated
content-verify-not-checkmated = checkmate: { $side } is not checkmated
content-verify-also-reaches = it can also go to { $squares }
content-verify-cannot-reach = it cannot go to { $squares }
content-verify-destinations = destinations: the piece on { $square }: { $differences } ({ $movement })
content-verify-empty = { $square } is empty
content-about-check-unverified = about_check: the board keeps back whether the side to move is in check, so `verify` needs an `in_check` or `checkmate` entry that works the answer out

content-yaml-unknown-value = `{ $value }` is not allowed here; the values here are { $expected }
content-yaml-wrong-type = the value is of the wrong kind: found { $found }, expected { $expected }
content-yaml-wrong-value = { $found } is not allowed here: expected { $expected }
content-yaml-kind-whole = a whole number
content-yaml-kind-whole-up-to = a whole number from 0 to { $max }
content-yaml-kind-text = text
content-yaml-kind-decimal = a decimal number
content-yaml-kind-boolean = true or false
content-yaml-kind-list = a list
content-yaml-kind-map = a mapping (key: value lines)
content-expecting-language-map = a map from language code (en, es, pt, tl) to text
