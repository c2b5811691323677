# The USI engine (`annan usi`). Its protocol lines are machine output and stay in English; the
# texts here are what a person reads in the GUI's engine log (`info string …`). USI commands,
# option names and values (`go mate`, `position`, USI_Hash, `startpos`) stay as the protocol
# spells them.

usi-error-io = the USI session ended because reading commands or writing answers failed: { $error }
# After `id author`.
usi-author = the annan developers
usi-unknown-command = unknown command: { $line }
usi-line-too-long = a line longer than { $bytes } bytes was ignored
usi-position-start = position: expected `startpos` or `sfen <sfen>`, found `{ $found }`
usi-position-start-nothing = position: expected `startpos` or `sfen <sfen>`, found nothing
usi-position-sfen-missing = position: `sfen` is not followed by a position
usi-position-after-startpos = position: unexpected `{ $found }` after startpos (moves follow the word `moves`)
usi-position-sfen = position: { $reason }
usi-position-move = position: move { $number } `{ $text }`: { $reason }
usi-setoption-syntax = setoption: expected `setoption name <id> [value <x>]`
usi-setoption-unknown = setoption: there is no option `{ $name }` (options: { $options })
usi-setoption-missing-value = setoption { $name }: a value is needed ({ $expected })
usi-setoption-bad-value = setoption { $name }: `{ $value }` is not allowed ({ $expected })
# What an option accepts, in brackets after the two messages above.
usi-expected-mib = MiB from { $min } to { $max }
usi-expected-threads = threads from { $min } to { $max }
usi-expected-choice = one of { $choices }
usi-go-mate-limit = go mate: expected a time in milliseconds or `infinite`, found `{ $found }`
usi-go-mate-busy = go mate: a search is running; send stop first
usi-go-mate-no-position = go mate: no valid position; send a position command first
usi-go-play = annan is a mate engine: it answers `go mate`, and resigns any game
usi-hash-capped = USI_Hash { $asked } MiB is more than this machine can give: the table has { $given } MiB
usi-hash-refused = USI_Hash { $asked } MiB is more than this machine can give: the table stays at { $kept } MiB
usi-mate-not-shortest = a mate in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}, not proven shortest
usi-mate-found-not-shortest = a mate in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
} was found but not proven shortest
usi-table-too-small = the table is too small to hold this proof: raise USI_Hash
