# Mate puzzles: their titles and hints, the player, and the puzzle commands.

## Titles and hints. Puzzle files name these messages with their arguments: $theme is a
## tag (backer-check, discovered-backer, discovered, drop, sacrifice, promotion) or none,
## $length the mate's length in plies, $piece a piece type, $square a square, $move a move.

puzzle-title = { $theme ->
    [backer-check] Borrowed power
    [discovered-backer] A new backer
    [discovered] Open the line
    [drop] From the hand
    [sacrifice] Give it away
    [promotion] Promote to mate
   *[none] Tsume
}: mate in { $length }
puzzle-hint-idea = { $theme ->
    [backer-check] One of your pieces gives check with a movement borrowed from the piece behind it.
    [discovered-backer] Change what stands behind one of your pieces.
    [discovered] A check comes from moving a piece out of the way of another.
    [drop] { $left ->
        [1] The mate is a piece dropped from your hand.
       *[other] The mate needs a piece from your hand, though not necessarily at once.
    }
    [sacrifice] One of your pieces will be taken, and that is the point.
    [promotion] A promotion makes the difference.
   *[none] Every move must check: look for the one that takes away the last escape square.
}
puzzle-hint-piece = Move the { $piece ->
    [pawn] pawn
    [lance] lance
    [knight] knight
    [silver] silver
    [gold] gold
    [bishop] bishop
    [rook] rook
    [king] king
    [tokin] tokin
    [promoted-lance] promoted lance
    [promoted-knight] promoted knight
    [promoted-silver] promoted silver
    [horse] horse
    [dragon] dragon
   *[other] piece
} on { $square }.
puzzle-hint-drop = Drop a { $piece ->
    [pawn] pawn
    [lance] lance
    [knight] knight
    [silver] silver
    [gold] gold
    [bishop] bishop
    [rook] rook
   *[other] piece
}.
puzzle-hint-move = Play { $move }.

## Playing a puzzle.

puzzle-header = { $title } ({ $variant }, { $id })
puzzle-task = { $side } to play and mate in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies (your moves and the replies both count)
}. Each of your moves must give check.
puzzle-help = Type a move in USI ({ $usi }), western ({ $western }) or Japanese ({ $japanese }) notation, or its number from the { keyword-moves } list. You can also type { $words }. Typing { keyword-solution } shows the whole solution, and the puzzle then counts as missed.
puzzle-help-again = Type your move, or { keyword-help } to see what else you can type.
puzzle-conventions = As in mate problems, the defender holds every piece that is neither on the board nor in your hand, and may drop any of them to block a check; the attacker usually has no king.
puzzle-prompt = Your move
puzzle-hint = Hint { $number }: { $hint }
puzzle-hint-names-move-next = The next hint names the move, and the puzzle would then count as a miss. Type { keyword-hint } again to see it.
puzzle-hint-revealed = This hint names the move: the puzzle now counts as a miss, even if you solve it.
puzzle-no-more-hints = No more hints: type { keyword-solution } to see the whole solution.
puzzle-wrong-no-check = { $move } does not give check: in a mate problem every attacker move must check. This try does not count.
puzzle-wrong-no-check-moves-like = { $move } does not give check: { $why }. In a mate problem every attacker move must check. This try does not count.
puzzle-promotion-mark = { $move } does not give check, but { $promoted }, the same move promoting, does: type that to play it. This try does not count.
puzzle-wrong-no-mate = Not this one. { $move } gives check, but { $plies ->
    [one] it is not mate
   *[other] it does not force mate in the { $plies } plies left
}.
puzzle-refutation = { $side } answers { $move } and escapes.
puzzle-taken-back-first = Your move is taken back; try again. After a wrong try the puzzle counts as a miss, even if you solve it.
puzzle-taken-back = Your move is taken back; try again.
puzzle-also-mates = { $move } also mates (the composed solution plays { $composed }); carrying on with your line.
puzzle-no-defence = The solver could not decide on a defence.
puzzle-answers = { $side } answers { $move }.
puzzle-checkmate-futile = Checkmate as composers count it: { $side } could only drop a piece in the way, to be taken at once with the mate unchanged (a futile interposition, 無駄合).
# Said once in a puzzle where a move that only its dead-piece setting allows is played or
# named, and under a solution that has one. $setting is backer or free.
puzzle-setting-note = { $setting ->
    [free] Under the dead-piece setting “always allow”, a pawn, lance or knight may be dropped or left unpromoted on the last ranks whatever stands behind it; under “prohibit by original type”, as in shogi, it may not.
   *[backer] Under the default dead-piece setting, “allow if the backer gives movement”, a pawn, lance or knight may be dropped or left unpromoted on the last ranks when the piece behind it gives it a move there; under “prohibit by original type”, as in shogi, it may not.
}
puzzle-backers-recap = The backers in the solution:
puzzle-solution = Solution (mate in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}):

## After a puzzle: how the attempt counts (always what is saved), the rating, what next.

puzzle-verdict-clean = Solved cleanly: it counts as a solve.
puzzle-verdict-solved-after-mistakes = Solved, but after { $count ->
    [one] a wrong try
   *[other] { $count } wrong tries
}: it counts as a miss.
puzzle-verdict-solved-after-reveal = Solved, but a hint named the move: it counts as a miss.
puzzle-verdict-gave-up = You asked for the solution: it counts as a miss.
puzzle-verdict-left-after-mistakes = You left the puzzle after { $count ->
    [one] a wrong try
   *[other] { $count } wrong tries
}: it counts as a miss.
puzzle-verdict-left-after-reveal = You left the puzzle after a hint named the move: it counts as a miss.
puzzle-verdict-left-uncounted = You left the puzzle before any wrong try: this attempt does not count.
puzzle-rating-change = Your puzzle rating: { $before } → { $after } ({ $change }).
puzzle-rating-change-provisional = Your puzzle rating: { $before } → { $after } ({ $change }). It is provisional: it moves a lot over your first puzzles, then settles.
puzzle-input-ended = Input ended; your progress is saved.
puzzle-input-ended-unsaved = Input ended; your progress could not be saved (the reason is above).
puzzle-session-unsaved = Your progress could not be saved (the reason is above).
puzzle-totals = Puzzles solved: { $solved }; missed, to try again: { $missed }; streak: { $streak } (best { $best }).
puzzle-next-question = What next?
puzzle-next = Next puzzle
puzzle-stop = Stop here
puzzle-no-more = You have played every puzzle of the collection in this session.
puzzle-file-not-recorded = A puzzle from a file is not rated and not recorded: your rating and totals are the collection's.
puzzle-replay-not-rated = You had played this puzzle before: only the first attempt is rated and counts toward the streak.
puzzle-daily-played = You have played today's puzzle already: this attempt is not rated again. Tomorrow (UTC) brings a new one.
puzzle-file-done = That was the last puzzle of the file.

## The list.

puzzle-your-rating = Your puzzle rating: { $rating } (± { $deviation }).
# $tagged: how many themes $tags names (0: none, and then no separator either).
puzzle-list-row = { $id } { $variant } mate { $mate } rating { $rating } { $status }{ $tagged ->
    [0] {""}
   *[other] {" "}· { $tags }
}
# A theme of a puzzle's solution, as the puzzle list shows it (`--tag` takes the names between brackets).
puzzle-tag = { $tag ->
    [backer-check] borrowed check
    [discovered-backer] new backer
    [discovered] discovered check
    [drop] drop
    [sacrifice] sacrifice
    [promotion] promotion
    [annan-only] Annan only
   *[other] { $tag }
}
puzzle-status-new = new
puzzle-status-missed = missed
puzzle-status-solved = solved
puzzle-list-count = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}

# `puzzles --mate N` that lists nothing: why (a mate takes an odd number of plies, or no
# puzzle the other filters keep has that length), then the lengths there are.
puzzle-list-even-mate = no puzzle is a mate in { $mate } plies: a mate takes an odd number of plies, as the attacker moves first and last
puzzle-list-no-mate-length = no puzzle here is a mate in { $mate }
puzzle-list-lengths = lengths to ask for with --mate: { $lengths }

puzzle-exported = { $count ->
    [one] { $count } puzzle written to { $folder }
   *[other] { $count } puzzles written to { $folder }
}

## Generating.

puzzle-generate-examined = { $count ->
    [one] { $count } candidate
   *[other] { $count } candidates
}
puzzle-generate-none = no puzzle found among { $candidates ->
    [one] { $candidates } candidate
   *[other] { $candidates } candidates
}; nothing was written
puzzle-generate-fewer = found { $found } of { $count } puzzles among { $candidates ->
    [one] { $candidates } candidate
   *[other] { $candidates } candidates
}

## Errors of the puzzle commands.

puzzle-error-none = there are no puzzles
puzzle-error-no-such-length = no puzzle of the collection is a mate in { $mate ->
    [one] { $mate } ply
   *[other] { $mate } plies
}: their lengths are { $lengths }
puzzle-error-none-of-game = { $file } has no { $variant } puzzle: leave out --variant, or name the game of its puzzles
puzzle-error-unknown-id = there is no puzzle '{ $id }' (`annan puzzles` lists them)
puzzle-error-read = cannot read { $file }: { $reason }
puzzle-error-write = cannot write { $file }: { $reason }
puzzle-error-not-puzzle-file = { $file } is not a puzzle file (puzzles in YAML, as `annan generate` writes them), nor a KIF, KI2, CSA, BOD, SFEN or USI record:
    { $reasons }
puzzle-error-dead-piece-puzzle-file = { $file } is a puzzle file: each of its puzzles keeps its own dead-piece rule (its solution holds under that rule only), so --dead-piece is for record files
# A record's problem gives the defender ($side) nothing: it is given the rest, and played.
puzzle-note-defender-rest = { $file }: { $side } holds nothing in hand; as in mate problems, { $side } is given every piece that is neither on the board nor in the attacker's hand
puzzle-error-not-playable = { $file } is not a playable puzzle:
    { $reasons }
puzzle-error-damaged = the embedded puzzle { $file } is damaged: { $reason }
puzzle-error-collection-damaged = the embedded puzzles are damaged:
    { $reasons }
puzzle-error-shard = '{ $found }' is not a shard: expected I/N with 1 ≤ I ≤ N, for example 2/4
puzzle-error-mate-length = '{ $found }' is not a mate length: an odd number of plies from 1 to 31
puzzle-error-annan-only = --annan-only needs --variant annan
puzzle-error-one-per-file = a { $format } file holds one puzzle, and --count asks for { $count }: write them with --out-dir (a file each) or as --format yaml
puzzle-error-piece-name = '{ $found }' is not a piece; one of { $known }
puzzle-error-export-format = --export { $found }: expected one of sfen, usi, kif, ki2, csa, bod

## What `annan check` finds wrong in a puzzle file.

puzzle-check-empty-file = no puzzle in this file
puzzle-check-not-keys = this is not a puzzle: a puzzle is a set of keys (`id:`, `sfen:`, `mate:`…), as in the collection's files under puzzles/
puzzle-check-id = id '{ $id }' must be kebab-case (a-z, 0-9, -)
puzzle-check-dead-piece = dead_piece is an Annan rule; remove it for this variant
puzzle-check-annan-only-variant = annan_only is only meaningful for Annan puzzles
puzzle-check-mate-even = mate is { $mate } plies; a mate problem has an odd length
puzzle-check-difficulty = difficulty { $difficulty } is not between 1 and 5
puzzle-check-sfen = sfen: { $reason }
puzzle-check-over = the game is already over: the side to move has no legal move
puzzle-check-defender-hand = the defender must hold every piece that is not on the board or in the attacker's hand (classical convention): the position would be { $sfen }
puzzle-check-illegal-move = { $move } is not legal: { $reason }
puzzle-check-ply = main_line ply { $ply }: { $reason }
puzzle-check-line-length = main_line has { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} but mate says { $mate ->
    [one] { $mate } ply
   *[other] { $mate } plies
}
puzzle-check-no-check = main_line ply { $ply }: { $move } does not give check
puzzle-check-no-checkmate = the main line does not end in checkmate
puzzle-check-length = the solver mates in { $found ->
    [one] { $found } ply
   *[other] { $found } plies
}, not { $mate }
puzzle-check-no-mate = the solver finds no mate within { $mate ->
    [one] { $mate } ply
   *[other] { $mate } plies
}
puzzle-check-undecided = the solver could not decide within { $nodes } nodes whether this mates in { $mate }
puzzle-check-ply-undecided = ply { $ply }: the solver could not decide within its limits
puzzle-check-escape = ply { $ply }: after { $move } the defender escapes with { $escape }: no mate in the plies left
puzzle-check-not-longest = ply { $ply }: { $move } is not the longest defence: { $better } holds out { $plies ->
    [one] { $plies } more ply
   *[other] { $plies } more plies
}
puzzle-check-not-unique = the solution is not unique: at ply { $ply } besides { $move } also { $others } { $count ->
    [one] mates
   *[other] mate
} within { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
puzzle-check-futile = main_line ply { $ply }: { $move } is a futile interposition (無駄合): the piece is dropped in the way only to be taken at once, and the mate goes on as before without it
puzzle-check-classical-length = counted as composers count (futile interpositions left out, and defences only two plies longer that leave pieces over) the mate takes { $classical ->
    [one] { $classical } ply
   *[other] { $classical } plies
}, counted plainly { $plain }: the two must agree
puzzle-check-classical-undecided = the solver could not decide within its limits whether the main line has a futile interposition
puzzle-check-annan-only-illegal = annan_only: under shogi rules the position is illegal ({ $reason })
puzzle-check-annan-only-mates = annan_only: under shogi rules it also mates in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
} ({ $line })
puzzle-check-annan-only-undecided = annan_only: the shogi-rules solve did not finish
puzzle-check-tags = tags are [{ $tags }] but the main line shows [{ $shown }]
puzzle-check-title-id = the title must be a puzzle-title message
puzzle-check-hint-id = a hint cannot be a puzzle-title message
puzzle-check-title-length = the title says mate in { $length }, but the puzzle is a mate in { $mate }
puzzle-check-theme = the theme { $theme } is not among the puzzle's tags
puzzle-check-hint-first-move = this hint does not describe the first move of the main line, { $move }

# $seed is the seed drawn, as text; $command the whole command that repeats the run.
puzzle-generate-seed = seed { $seed } (the collection's puzzles were generated with seeds 1 to 3); `{ $command }` generates the same puzzles again
puzzle-generate-time-left = time left
