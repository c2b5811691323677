# annan bench --set: resolver um conjunto de problemas de mate com um limite de tempo cada.

bench-set-bad-row = { $file }:{ $line }: { $reason }
bench-set-columns = esperava-se variante, regra de peça morta, id, SFEN e comprimento, separados por tabulações
bench-set-summary = provados { $proved }/{ $total } em { $limit } ({ $found } a mais com um mate encontrado sem provar que é o mais curto; { $early } interrompidos antes do limite de tempo; { $wrong } linhas principais que não terminam em mate); mediana { $median }, pior provado { $worst }; { $nps } nós/s
bench-set-limit-time = { $seconds } s cada
bench-set-limit-nodes = { $nodes } nós cada
