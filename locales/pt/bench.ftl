# annan bench --set: resolver um conjunto de problemas de mate com um limite de tempo cada.

bench-set-bad-row = { $file }:{ $line }: { $reason }
bench-set-columns = esperava-se variante, regra de peças imóveis, id, SFEN e comprimento, separados por tabulações
bench-set-variant = '{ $found }' na primeira coluna não é um jogo: shogi, minishogi ou annan
bench-set-dead-piece = '{ $found }' na segunda coluna não é uma regra de peças imóveis: backer, original, free, ou - para nenhuma
bench-set-empty = { $file } não tem problemas: depois da primeira linha (os nomes das colunas), um problema por linha
bench-set-none-match = nenhum problema de { $file } tem um id que contenha '{ $only }'
bench-set-summary = provados { $proved }/{ $total } em { $limit } ({ $found } a mais com um mate encontrado sem provar que é o mais curto; { $early } interrompidos antes do limite de tempo; { $wrong } linhas principais que não terminam em mate); mediana { $median }, pior provado { $worst }; { $nps } nós/s
bench-set-limit-time = { $seconds } s cada
bench-set-limit-nodes = { $nodes } nós cada

# annan bench: as tabelas de velocidade da geração de jogadas e do solucionador. "ms" e "id" não mudam.
bench-perft-title = geração de jogadas (perft, contagem em bloco, um só fio de execução)
bench-solver-title = solucionador de mates (df-pn, comprimento exato e linha principal, um só fio de execução)
bench-column-position = posição
bench-column-depth = prof.
bench-column-nodes = nós
bench-column-speed = nós/s
bench-column-problem = problema
bench-column-result = resultado
bench-column-recorded = registado
bench-total = total
bench-result-mate = mate { $length }
bench-result-no-mate = sem mate
bench-result-unknown = desconhecido ({ $limit ->
    [time] tempo
    [nodes] nós
    [stopped] interrompido
   *[memory] memória
})
bench-result-unknown-found = desconhecido ({ $limit ->
    [time] tempo
    [nodes] nós
    [stopped] interrompido
   *[memory] memória
}) <= { $length }
bench-set-lengths = { $counting }: { $same } de { $proved } comprimentos provados coincidem com os registados; mais curtos: { $shorter }; mais longos: { $longer }
bench-counting-plain = contagem simples
bench-counting-classical = contagem clássica
