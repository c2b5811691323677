# annan bench --set: solving a set of mate problems with a time limit each.

bench-set-bad-row = { $file }:{ $line }: { $reason }
bench-set-columns = expected variant, dead-piece setting, id, SFEN and length, separated by tabs
bench-set-summary = proved { $proved }/{ $total } within { $limit } ({ $found } more with a mate found but not proven shortest; { $early } stopped before the time limit; { $wrong } main lines that do not replay to mate); median { $median }, worst proved { $worst }; { $nps } nodes/s
bench-set-limit-time = { $seconds } s each
bench-set-limit-nodes = { $nodes } nodes each
