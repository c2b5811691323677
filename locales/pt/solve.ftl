# annan solve: a resposta a um problema de mate e os erros antes da busca.

solve-mate = Mate em { $length ->
    [1] { $length } jogada
   *[other] { $length } jogadas
}:
solve-also-mates = Na jogada { $ply } { $count ->
    [1] também dá mate
   *[other] também dão mate
}: { $moves }
solve-unique = A solução é única: em cada ponto da linha só uma jogada dá mate.
solve-no-check = { $side } não pode dar xeque: não há mate.
solve-no-mate-at-all = Não há mate, por mais longo que seja: o defensor escapa sempre.
solve-no-mate = Não há mate em { $plies ->
    [1] { $plies } jogada
   *[other] { $plies } jogadas ou menos
}.
solve-unknown = Desconhecido ({ $limit ->
    [time] o tempo acabou
    [nodes] o limite de nós foi atingido
    [stopped] interrompido
   *[memory] a tabela é pequena demais
}).
solve-unknown-found = Desconhecido ({ $limit ->
    [time] o tempo acabou
    [nodes] o limite de nós foi atingido
    [stopped] interrompido
   *[memory] a tabela é pequena demais
}): um mate em { $length } foi encontrado, sem provar que é o mais curto.
solve-unknown-shortest = Mate em { $length }, provado como o mais curto; a linha principal ficou por decidir ({ $limit ->
    [time] o tempo acabou
    [nodes] o limite de nós foi atingido
    [stopped] interrompido
   *[memory] a tabela é pequena demais
}), por isso a linha abaixo é um mate em { $length } jogadas ou menos cuja defesa talvez não seja sempre a mais longa.
solve-stats = { $nodes ->
    [1] { $nodes } nó
   *[other] { $nodes } nós
}, { $millis } ms
solve-progress = { $nodes } nós, { $nps } nós/s
solve-interrupted = interrompido com Ctrl-C, ainda sem resposta
solve-interrupted-found = interrompido com Ctrl-C: um mate em { $length } foi encontrado, sem provar que é o mais curto
solve-note-defender-empty = { $side } não tem nada na mão, como diz a posição; num problema de mate, o defensor tem todas as outras peças: --defender-rest
solve-error-game-over = o lado que joga não tem jogadas legais: a partida já acabou, não há nada a resolver
solve-error-no-king = o defensor não tem rei: não há a quem dar mate
solve-error-hash = --hash { $mib }: esta máquina não pode dar uma tabela de { $mib } MiB
