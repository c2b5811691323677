# annan solve: the answer to a mate problem and the errors before the search.

solve-mate = Mate in { $length ->
    [one] { $length } ply
   *[other] { $length } plies
}:
solve-also-mates = At ply { $ply } { $count ->
    [one] this move mates too
   *[other] these moves mate too
}: { $moves }
solve-unique = The solution is unique: at every step of the line only one move mates.
solve-no-check = { $side } has no check to give: there is no mate.
solve-no-mate-at-all = No mate, however long: the defender always escapes.
solve-no-mate = No mate within { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}.
solve-unknown = Unknown ({ $limit ->
    [time] the time ran out
    [nodes] the node limit was reached
    [stopped] stopped
   *[memory] the table is too small
}).
solve-unknown-found = Unknown ({ $limit ->
    [time] the time ran out
    [nodes] the node limit was reached
    [stopped] stopped
   *[memory] the table is too small
}): a mate in { $length } was found but not proven shortest.
solve-unknown-shortest = Mate in { $length }, proven shortest; the main line was not settled ({ $limit ->
    [time] the time ran out
    [nodes] the node limit was reached
    [stopped] stopped
   *[memory] the table is too small
}), so the line below is a mate in at most { $length } whose defence may not always be the longest.
solve-stats = { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
}, { $millis } ms
solve-progress = { $nodes } nodes, { $nps } nodes/s
solve-interrupted = stopped with Ctrl-C, no answer yet
solve-interrupted-found = stopped with Ctrl-C: a mate in { $length } was found but not proven shortest
# The position gives the defender nothing while pieces are missing. $side is a side's name.
solve-note-defender-empty = { $side } holds nothing in hand, as the position says; a mate problem gives the defender every other piece: --defender-rest
solve-error-game-over = the side to move has no legal move: the game is already over, there is nothing to solve
solve-error-no-king = the defender has no king: there is nothing to mate
solve-error-hash = --hash { $mib }: this machine cannot give a table of { $mib } MiB
