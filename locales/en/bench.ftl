# annan bench --set: solving a set of mate problems with a time limit each.

bench-set-bad-row = { $file }:{ $line }: { $reason }
bench-set-columns = expected variant, dead-piece setting, id, SFEN and length, separated by tabs
bench-set-variant = '{ $found }' in the first column is not a game: shogi, minishogi or annan
bench-set-dead-piece = '{ $found }' in the second column is not a dead-piece rule: backer, original, free, or - for none
bench-set-empty = { $file } has no problems: after its first line (the column names), one problem a line
bench-set-none-match = no problem of { $file } has an id containing '{ $only }'
bench-set-summary = proved { $proved }/{ $total } within { $limit } ({ $found } more with a mate found but not proven shortest; { $early } stopped before the time limit; { $wrong } main lines that do not replay to mate); median { $median }, worst proved { $worst }; { $nps } nodes/s
bench-set-limit-time = { $seconds } s each
bench-set-limit-nodes = { $nodes } nodes each

# annan bench: the tables of move-generation and solver speed. "ms" and "id" stay as they are.
bench-perft-title = move generation (perft, bulk-counted, one thread)
bench-solver-title = mate solver (df-pn, exact length and main line, one thread)
bench-column-position = position
bench-column-depth = depth
bench-column-nodes = nodes
bench-column-speed = nodes/s
bench-column-problem = problem
bench-column-result = result
bench-column-recorded = recorded
bench-total = total
bench-result-mate = mate { $length }
bench-result-no-mate = no mate
bench-result-unknown = unknown ({ $limit ->
    [time] time
    [nodes] nodes
    [stopped] stopped
   *[memory] memory
})
bench-result-unknown-found = unknown ({ $limit ->
    [time] time
    [nodes] nodes
    [stopped] stopped
   *[memory] memory
}) <= { $length }
bench-set-lengths = { $counting }: { $same } of { $proved } proven lengths equal the recorded ones; shorter: { $shorter }; longer: { $longer }
bench-counting-plain = plain counting
bench-counting-classical = classical counting
