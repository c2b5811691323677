# Problemas de mate: os títulos e as pistas, o jogador e os comandos de problemas.

## Títulos e pistas. Os ficheiros de problemas indicam estas mensagens com os argumentos.

puzzle-title = { $theme ->
    [backer-check] Movimento emprestado
    [discovered-backer] Um apoio novo
    [discovered] Abre a linha
    [drop] Da mão
    [sacrifice] Sacrifício
    [promotion] Promove e dá mate
   *[none] Tsume
}: mate em { $length }
puzzle-hint-idea = { $theme ->
    [backer-check] Uma das tuas peças dá xeque com um movimento emprestado pela peça que tem atrás.
    [discovered-backer] Muda o que está atrás de uma das tuas peças.
    [discovered] Um xeque surge ao tirar uma peça do caminho de outra.
    [drop] { $left ->
        [1] O mate é uma reintrodução: uma peça da tua mão.
       *[other] O mate precisa de uma peça da tua mão, mas não forçosamente agora.
    }
    [sacrifice] Vão capturar-te uma peça, e é essa a ideia.
    [promotion] Uma promoção faz a diferença.
   *[none] Cada jogada tem de dar xeque: procura a que tira a última casa de fuga.
}
puzzle-hint-piece = Move { $piece ->
    [pawn] o peão
    [lance] a lança
    [knight] o cavaleiro
    [silver] a prata
    [gold] o ouro
    [bishop] o bispo
    [rook] a torre
    [king] o rei
    [tokin] o tokin
    [promoted-lance] a lança promovida
    [promoted-knight] o cavaleiro promovido
    [promoted-silver] a prata promovida
    [horse] o bispo promovido
    [dragon] o dragão
   *[other] a peça
} de { $square }.
puzzle-hint-drop = Reintroduz { $piece ->
    [pawn] um peão
    [lance] uma lança
    [knight] um cavaleiro
    [silver] uma prata
    [gold] um ouro
    [bishop] um bispo
    [rook] uma torre
   *[other] uma peça
}.
puzzle-hint-move = Joga { $move }.

## Jogar um problema.

puzzle-header = { $title } ({ $variant }, { $id })
puzzle-task = Joga { $side } e dá mate em { $plies ->
    [1] { $plies } jogada
   *[other] { $plies } jogadas (contam também as respostas)
}. Cada jogada tua tem de dar xeque.
puzzle-help = Escreve uma jogada em USI ({ $usi }), em notação ocidental ({ $western }) ou japonesa ({ $japanese }), ou o número dela na lista de { keyword-moves }. Também podes escrever { $words }. Se escreveres { keyword-solution }, vês a solução completa, e o problema passa a contar como falhado.
puzzle-help-again = Escreve a tua jogada, ou { keyword-help } para veres o que mais podes escrever.
puzzle-conventions = Como nos problemas de mate, o defensor tem na mão todas as peças que não estão no tabuleiro nem na tua mão, e pode reintroduzir qualquer uma para bloquear um xeque; o atacante costuma não ter rei.
puzzle-prompt = A tua jogada
puzzle-hint = Pista { $number }: { $hint }
puzzle-hint-names-move-next = A próxima pista diz-te a jogada, e o problema passaria a contar como falhado. Escreve { keyword-hint } outra vez para a veres.
puzzle-hint-revealed = Esta pista diz-te a jogada: o problema já conta como falhado, mesmo que o resolvas.
puzzle-no-more-hints = Não há mais pistas: escreve { keyword-solution } para veres a solução completa.
puzzle-wrong-no-check = { $move } não dá xeque: num problema de mate, cada jogada do atacante tem de dar xeque. Esta tentativa não conta.
puzzle-wrong-no-check-moves-like = { $move } não dá xeque: { $why }. Num problema de mate, cada jogada do atacante tem de dar xeque. Esta tentativa não conta.
puzzle-promotion-mark = { $move } não dá xeque, mas { $promoted }, a mesma jogada a promover, dá: escreve-a para a jogares. Esta tentativa não conta.
puzzle-wrong-no-mate = Não é esta. { $move } dá xeque, mas { $plies ->
    [1] não é mate
   *[other] não força o mate nas { $plies } jogadas que faltam
}.
puzzle-refutation = { $side } responde { $move } e escapa.
puzzle-taken-back-first = A tua jogada foi anulada; tenta outra vez. Depois de uma tentativa errada, o problema já conta como falhado, mesmo que o resolvas.
puzzle-taken-back = A tua jogada foi anulada; tenta outra vez.
puzzle-also-mates = { $move } também dá mate (a solução do problema joga { $composed }); continuamos com a tua linha.
puzzle-no-defence = O solucionador não conseguiu decidir uma defesa.
puzzle-answers = { $side } responde { $move }.
puzzle-checkmate-futile = Xeque-mate tal como o contam os compositores: { $side } só podia reintroduzir uma peça no caminho, capturada logo a seguir sem mudar o mate (uma interposição inútil, 無駄合).
puzzle-setting-note = { $setting ->
    [free] Com a definição «Permitir sempre» para a peça imóvel, um peão, uma lança ou um cavaleiro pode ser reintroduzido ou ficar sem promoção nas últimas filas, seja qual for a peça atrás; com «Proibir pelo tipo original», como no shogi, não pode.
   *[backer] Com a definição predefinida para a peça imóvel, «Permitir se o apoio der movimento», um peão, uma lança ou um cavaleiro pode ser reintroduzido ou ficar sem promoção nas últimas filas se a peça de trás lhe der movimento ali; com «Proibir pelo tipo original», como no shogi, não pode.
}
puzzle-backers-recap = Os apoios na solução:
puzzle-solution = Solução (mate em { $plies ->
    [1] { $plies } jogada
   *[other] { $plies } jogadas
}):

## Depois de um problema: como conta a tentativa (sempre o que fica guardado), a pontuação, o que se segue.

puzzle-verdict-clean = Resolvido sem erros: conta como resolvido.
puzzle-verdict-solved-after-mistakes = Resolvido, mas depois de { $count ->
    [1] uma tentativa errada
   *[other] { $count } tentativas erradas
}: conta como falhado.
puzzle-verdict-solved-after-reveal = Resolvido, mas uma pista deu-te a jogada: conta como falhado.
puzzle-verdict-gave-up = Pediste a solução: conta como falhado.
puzzle-verdict-left-after-mistakes = Saíste do problema depois de { $count ->
    [1] uma tentativa errada
   *[other] { $count } tentativas erradas
}: conta como falhado.
puzzle-verdict-left-after-reveal = Saíste do problema depois de uma pista te dar a jogada: conta como falhado.
puzzle-verdict-left-uncounted = Saíste do problema antes de qualquer tentativa errada: esta tentativa não conta.
puzzle-rating-change = A tua pontuação de problemas: { $before } → { $after } ({ $change }).
puzzle-rating-change-provisional = A tua pontuação de problemas: { $before } → { $after } ({ $change }). É provisória: muda muito nos teus primeiros problemas e depois estabiliza.
puzzle-input-ended = A entrada terminou; o teu progresso está guardado.
puzzle-input-ended-unsaved = A entrada terminou; o progresso não pôde ser guardado, como se disse acima.
puzzle-session-unsaved = O progresso não pôde ser guardado, como se disse acima.
puzzle-totals = Problemas resolvidos: { $solved }; falhados (a repetir): { $missed }; série: { $streak } (melhor: { $best }).
puzzle-next-question = E agora?
puzzle-next = Problema seguinte
puzzle-stop = Parar aqui
puzzle-no-more = Já jogaste todos os problemas da coleção nesta sessão.
puzzle-file-not-recorded = Um problema de um ficheiro não é pontuado nem guardado: a tua pontuação e os teus totais são os da coleção.
puzzle-replay-not-rated = Já tinhas jogado este problema: só a primeira tentativa conta para a pontuação e a série.
puzzle-daily-played = Já jogaste o problema do dia: esta tentativa não volta a ser pontuada. Amanhã (UTC) há outro.
puzzle-file-done = Era o último problema do ficheiro.

## A lista.

puzzle-your-rating = A tua pontuação de problemas: { $rating } (± { $deviation }).
# $tagged: quantos temas $tags nomeia (0: nenhum, e então também sem separador).
puzzle-list-row = { $id } { $variant } mate em { $mate } pontuação { $rating } { $status }{ $tagged ->
    [0] {""}
   *[other] {" "}· { $tags }
}
# Um tema da solução de um problema, como a lista o mostra (`--tag` aceita os nomes entre parênteses retos).
puzzle-tag = { $tag ->
    [backer-check] movimento emprestado
    [discovered-backer] apoio novo
    [discovered] xeque descoberto
    [drop] reintrodução
    [sacrifice] sacrifício
    [promotion] promoção
    [annan-only] só Annan
   *[other] { $tag }
}
puzzle-status-new = novo
puzzle-status-missed = falhado
puzzle-status-solved = resolvido
puzzle-list-count = { $count ->
    [1] { $count } problema
   *[other] { $count } problemas
}

# `puzzles --mate N` que não lista nada: porquê (um mate tem um número ímpar de jogadas, ou
# nenhum problema que os outros filtros deixam tem esse comprimento), e os comprimentos que há.
puzzle-list-even-mate = nenhum problema é um mate em { $mate } jogadas: um mate tem um número ímpar de jogadas, porque a primeira e a última jogada são do atacante
puzzle-list-no-mate-length = aqui nenhum problema é um mate em { $mate }
puzzle-list-lengths = comprimentos que podes pedir com --mate: { $lengths }

puzzle-exported = { $count ->
    [1] { $count } problema escrito em { $folder }
   *[other] { $count } problemas escritos em { $folder }
}

## Gerar.

puzzle-generate-examined = { $count ->
    [1] { $count } posição examinada
   *[other] { $count } posições examinadas
}
puzzle-generate-none = nenhum problema encontrado entre { $candidates ->
    [1] { $candidates } posição examinada
   *[other] { $candidates } posições examinadas
}; não foi escrito nada
puzzle-generate-fewer = encontrados { $found } de { $count } problemas entre { $candidates ->
    [1] { $candidates } posição examinada
   *[other] { $candidates } posições examinadas
}

## Erros dos comandos de problemas.

puzzle-error-none = não há problemas
puzzle-error-no-such-length = nenhum problema da coleção é um mate em { $mate ->
    [1] { $mate } jogada
   *[other] { $mate } jogadas
}: os comprimentos são { $lengths }
puzzle-error-none-of-game = { $file } não tem nenhum problema de { $variant }: tira --variant ou indica o jogo dos seus problemas
puzzle-error-unknown-id = não existe o problema '{ $id }' (`annan puzzles` mostra a lista)
puzzle-error-read = não é possível ler { $file }: { $reason }
puzzle-error-write = não é possível escrever { $file }: { $reason }
puzzle-error-not-puzzle-file = { $file } não é um ficheiro de problemas (problemas em YAML, como os escreve o `annan generate`) nem um registo KIF, KI2, CSA, BOD, SFEN ou USI:
    { $reasons }
puzzle-error-dead-piece-puzzle-file = { $file } é um ficheiro de problemas: cada problema mantém a sua própria regra de peças imóveis (a solução só vale com ela), por isso --dead-piece é para ficheiros de registo
puzzle-note-defender-rest = { $file }: { $side } não tem nada na mão; como nos problemas de mate, recebe todas as peças que não estão no tabuleiro nem na mão do atacante
puzzle-error-not-playable = { $file } não é um problema jogável:
    { $reasons }
puzzle-error-damaged = o problema incluído { $file } está danificado: { $reason }
puzzle-error-collection-damaged = os problemas incluídos estão danificados:
    { $reasons }
puzzle-error-shard = '{ $found }' não é uma parte válida: espera-se I/N com 1 ≤ I ≤ N, por exemplo 2/4
puzzle-error-mate-length = '{ $found }' não é um comprimento de mate: um número ímpar de jogadas de 1 a 31
puzzle-error-annan-only = --annan-only precisa de --variant annan
puzzle-error-one-per-file = um ficheiro { $format } contém um só problema, e --count pede { $count }: escreve-os com --out-dir (um ficheiro cada) ou com --format yaml
puzzle-error-piece-name = '{ $found }' não é uma peça; usa uma de { $known }
puzzle-error-export-format = --export { $found }: espera-se um de sfen, usi, kif, ki2, csa, bod

## O que o `annan check` encontra de errado num ficheiro de problemas.

puzzle-check-empty-file = não há nenhum problema neste ficheiro
puzzle-check-not-keys = isto não é um problema: um problema é um conjunto de chaves (`id:`, `sfen:`, `mate:`…), como nos ficheiros da coleção, em puzzles/
puzzle-check-id = o id '{ $id }' tem de estar em kebab-case (a-z, 0-9, -)
puzzle-check-dead-piece = dead_piece é uma regra do Annan; retira-a para esta variante
puzzle-check-annan-only-variant = annan_only só faz sentido em problemas de Annan
puzzle-check-mate-even = mate indica { $mate ->
    [1] { $mate } jogada
   *[other] { $mate } jogadas
}; um problema de mate tem um comprimento ímpar
puzzle-check-difficulty = a dificuldade { $difficulty } não está entre 1 e 5
puzzle-check-sfen = sfen: { $reason }
puzzle-check-over = o jogo já acabou: o lado que joga não tem nenhuma jogada legal
puzzle-check-defender-hand = o defensor tem de ter na mão todas as peças que não estão no tabuleiro nem na mão do atacante (convenção clássica): a posição seria { $sfen }
puzzle-check-illegal-move = { $move } não é legal: { $reason }
puzzle-check-ply = main_line, jogada { $ply }: { $reason }
puzzle-check-line-length = main_line tem { $moves ->
    [1] { $moves } jogada
   *[other] { $moves } jogadas
}, mas mate indica { $mate }
puzzle-check-no-check = main_line, jogada { $ply }: { $move } não dá xeque
puzzle-check-no-checkmate = a linha principal não acaba em xeque-mate
puzzle-check-length = o solucionador dá mate em { $found ->
    [1] { $found } jogada
   *[other] { $found } jogadas
}, não em { $mate }
puzzle-check-no-mate = o solucionador não encontra nenhum mate em { $mate ->
    [1] { $mate } jogada
   *[other] { $mate } jogadas ou menos
}
puzzle-check-undecided = o solucionador não conseguiu decidir em { $nodes } nós se isto dá mate em { $mate }
puzzle-check-ply-undecided = jogada { $ply }: o solucionador não conseguiu decidir dentro dos seus limites
puzzle-check-escape = jogada { $ply }: depois de { $move } o defensor escapa com { $escape }: não há mate nas jogadas que faltam
puzzle-check-not-longest = jogada { $ply }: { $move } não é a defesa mais longa: { $better } resiste { $plies ->
    [1] mais uma jogada
   *[other] mais { $plies } jogadas
}
puzzle-check-not-unique = a solução não é única: na jogada { $ply }, além de { $move }, também { $others } { $count ->
    [1] dá
   *[other] dão
} mate em { $plies ->
    [1] { $plies } jogada
   *[other] { $plies } jogadas ou menos
}
puzzle-check-futile = main_line, jogada { $ply }: { $move } é uma interposição inútil (無駄合): a peça é reintroduzida no caminho só para ser capturada logo a seguir, e o mate continua igual sem ela
puzzle-check-classical-length = contado como contam os compositores (sem as interposições inúteis nem as defesas só duas jogadas mais longas que deixam peças de sobra), o mate leva { $classical ->
    [1] { $classical } jogada
   *[other] { $classical } jogadas
}; contado de forma simples, { $plain }: as duas contagens têm de coincidir
puzzle-check-classical-undecided = o solucionador não conseguiu decidir dentro dos seus limites se a linha principal tem uma interposição inútil
puzzle-check-annan-only-illegal = annan_only: com as regras do shogi a posição é ilegal ({ $reason })
puzzle-check-annan-only-mates = annan_only: com as regras do shogi também dá mate em { $plies ->
    [1] { $plies } jogada
   *[other] { $plies } jogadas
} ({ $line })
puzzle-check-annan-only-undecided = annan_only: a procura com as regras do shogi não terminou
puzzle-check-tags = tags indica [{ $tags }], mas a linha principal mostra [{ $shown }]
puzzle-check-title-id = o título tem de ser uma mensagem puzzle-title
puzzle-check-hint-id = uma pista não pode ser uma mensagem puzzle-title
puzzle-check-title-length = o título diz mate em { $length }, mas o problema é um mate em { $mate }
puzzle-check-theme = o tema { $theme } não está entre as tags do problema
puzzle-check-hint-first-move = esta pista não descreve a primeira jogada da linha principal, { $move }

# $seed é a semente escolhida, como texto; $command, o comando inteiro que repete a geração.
puzzle-generate-seed = semente { $seed } (os problemas da coleção foram gerados com as sementes 1 a 3); `{ $command }` gera de novo os mesmos problemas
puzzle-generate-time-left = faltam
