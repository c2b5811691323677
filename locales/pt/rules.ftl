# As regras em palavras: peças e lados, porque é que uma peça se move como se move, porque é
# que uma jogada não é legal, porque é que um texto não é uma jogada, como acaba uma partida.
#
# $role é o id de um tipo de peça: pawn, lance, knight, silver, gold, bishop, rook, king,
# tokin, promoted-lance, promoted-knight, promoted-silver, horse, dragon. $side é Sente ou Gote.
# $piece, $backer, $enemy, $attacker e $checker vêm de rules-piece-on (ou de
# rules-attacker-borrowed); $like, de rules-role-a; $movement é uma frase rules-movement-*.

## Nomes

rules-role = { $role ->
    [pawn] peão
    [lance] lança
    [knight] cavaleiro
    [silver] prata
    [gold] ouro
    [bishop] bispo
    [rook] torre
    [king] rei
    [tokin] tokin
    [promoted-lance] lança promovida
    [promoted-knight] cavaleiro promovido
    [promoted-silver] prata promovida
    [horse] bispo promovido
   *[dragon] dragão
}

# O nome da peça para mais de uma: «peões 6c 7g» (src/i18n/pieces.rs).
rules-roles = { $role ->
    [pawn] peões
    [lance] lanças
    [knight] cavaleiros
    [silver] pratas
    [gold] ouros
    [bishop] bispos
    [rook] torres
    [king] reis
    [tokin] tokins
    [promoted-lance] lanças promovidas
    [promoted-knight] cavaleiros promovidos
    [promoted-silver] pratas promovidas
    [horse] bispos promovidos
   *[dragon] dragões
}

rules-role-none = { $role ->
    [pawn] nenhum peão
    [lance] nenhuma lança
    [knight] nenhum cavaleiro
    [silver] nenhuma prata
    [gold] nenhum ouro
    [bishop] nenhum bispo
    [rook] nenhuma torre
    [king] nenhum rei
    [tokin] nenhum tokin
    [promoted-lance] nenhuma lança promovida
    [promoted-knight] nenhum cavaleiro promovido
    [promoted-silver] nenhuma prata promovida
    [horse] nenhum bispo promovido
   *[dragon] nenhum dragão
}

rules-role-a = { $role ->
    [pawn] um peão
    [lance] uma lança
    [knight] um cavaleiro
    [silver] uma prata
    [gold] um ouro
    [bishop] um bispo
    [rook] uma torre
    [king] um rei
    [tokin] um tokin
    [promoted-lance] uma lança promovida
    [promoted-knight] um cavaleiro promovido
    [promoted-silver] uma prata promovida
    [horse] um bispo promovido
   *[dragon] um dragão
}

rules-piece-on = { $role ->
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
   *[dragon] o dragão
} em { $square }

rules-side = { $side ->
    [Sente] Sente
   *[Gote] Gote
}

rules-variant = { $variant ->
    [shogi] shogi
    [minishogi] minishogi
   *[annan] Annan Shogi
}

## Como uma peça se move agora

rules-movement-plain = { $piece } move-se como { $like }
rules-movement-backed = { $piece } tem atrás { $backer }, por isso move-se como { $like }
rules-movement-empty-behind = { $piece } não tem atrás nenhuma peça aliada ({ $behind } está vazia), por isso move-se como { $like }
rules-movement-enemy-behind = { $piece } tem atrás { $enemy }, que é do adversário e não empresta nada, por isso move-se como { $like }
rules-movement-edge = { $piece } está na primeira fila do seu lado, sem nada atrás, por isso move-se como { $like }
rules-square-empty = { $square } está vazia
rules-attacker-borrowed = { $piece } (que se move como { $like } porque tem atrás { $backer })

## Porque é que uma jogada não é legal

rules-move-illegal = { $text } não é legal: { $reason }
rules-illegal-empty-origin = não há nenhuma peça em { $from }
rules-illegal-not-your-piece = a peça em { $from } é de { $owner }
rules-illegal-own-piece-on-target = em { $to } já está uma peça tua
rules-illegal-cannot-reach = { $movement }, e com esse movimento não chega a { $to }
rules-illegal-blocked = { $movement }, mas o caminho até { $to } está bloqueado
rules-illegal-blocked-plain = { $piece } tem o caminho até { $to } bloqueado
rules-illegal-cannot-reach-plain = { $piece } não chega a { $to }
rules-illegal-none-can-reach = { $none } chega a { $to }
rules-illegal-not-in-hand = não tens { $role } na mão
rules-illegal-occupied = só se pode reintroduzir em casas vazias, e { $to } está ocupada
rules-illegal-dead-drop-backer = se reintroduzires { $role } { $ranks ->
    [1] na última fila
   *[other] nas { $ranks } últimas filas
}, nunca se poderia mover: atrás de { $to } não há nenhuma peça que lhe dê movimento dali
rules-illegal-dead-drop = não se pode reintroduzir { $role } { $ranks ->
    [1] na última fila
   *[other] nas { $ranks } últimas filas
}: nunca se poderia mover
rules-illegal-dead-drop-original = com a definição «Proibir pelo tipo original» não se pode reintroduzir { $role } { $ranks ->
    [1] na última fila
   *[other] nas { $ranks } últimas filas
}, seja qual for a peça atrás
rules-illegal-nifu = já tens um peão sem promoção na coluna { $file } (nifu)
rules-illegal-pawn-drop-mate = reintroduzir um peão não pode dar xeque-mate (uchifuzume)
rules-illegal-cannot-promote-role = { $role } não se promove
rules-illegal-cannot-promote-here = uma peça só pode ser promovida se a jogada começar ou acabar na zona de promoção, e nem { $from } nem { $to } estão nela
rules-illegal-must-promote = { $role } em { $to } nunca mais se poderia mover sem promoção, por isso a promoção é obrigatória
rules-illegal-must-promote-backer = { $role } em { $to } não teria nenhum movimento sem promover (nenhuma peça atrás lhe dá um aí), por isso a promoção é obrigatória
rules-illegal-must-promote-original = com a definição «Proibir pelo tipo original», { $role } não pode ficar sem promover em { $to }, seja qual for a peça atrás, por isso a promoção é obrigatória
rules-illegal-king-attacked = em { $to } o teu rei ficaria em xeque: { $attacker } ataca essa casa
rules-illegal-king-still-attacked = em { $to } o teu rei continuaria em xeque: { $attacker } também ataca essa casa
rules-illegal-king-attacked-in-check = { $checker } dá xeque ao teu rei, e em { $to } continuaria em xeque: { $attacker } ataca essa casa
rules-illegal-stays-in-check = o teu rei continua em xeque: { $attacker } ainda o ataca
rules-illegal-exposes-king = deixa o teu rei em xeque: { $attacker } passa a atacá-lo
rules-illegal-other = não é uma jogada legal aqui
rules-illegal-with-habit = { $reason } ({ $habit })
rules-habit-pawn-two-squares = no shogi o peão avança uma só casa, mesmo na primeira jogada
rules-habit-pawn-diagonal = no shogi o peão captura em frente, tal como avança
rules-habit-knight-jump = no shogi o cavaleiro só salta para a frente: duas casas em frente e uma para o lado

## Jogadas escritas por uma pessoa

rules-input-empty = escreve uma jogada, como 7g7f, P-7f ou ７六歩
rules-input-no-legal-move = não há nenhuma jogada legal nesta posição
rules-input-bad-number = { $text } não é um número de jogada válido: { $count ->
    [1] só há uma jogada legal, a número 1
   *[other] as jogadas legais vão de 1 a { $count }
}
# Um número escrito num problema de mate, onde só os xeques são numerados.
rules-input-bad-check-number = { $text } não é um número de jogada válido: { $count ->
    [1] só há uma jogada que dá xeque, a número 1
   *[other] as jogadas que dão xeque vão de 1 a { $count }
}
# Um número escrito numa etapa cuja lista tem as jogadas das casas que o texto marca.
rules-input-bad-marked-number = { $text } não é um número de jogada válido: { $count ->
    [1] só há uma jogada de ou para as casas entre [ ], a número 1
   *[other] as jogadas de e para as casas entre [ ] vão de 1 a { $count }
}
# Um número escrito numa etapa cuja lista tem as jogadas das casas marcadas e das que as rodeiam.
rules-input-bad-around-number = { $text } não é um número de jogada válido: { $count ->
    [1] só há uma jogada de, para ou junto às casas entre [ ], a número 1
   *[other] as jogadas de, para e junto às casas entre [ ] vão de 1 a { $count }
}
rules-input-ambiguous = { $text } pode ser { $moves }: diz qual
rules-input-western-marks = em notação ocidental - move uma peça, * reintroduz uma da tua mão, + promove e = não promove
rules-input-did-you-mean = { $text } escreve-se { $move }
rules-or = { $rest } ou { $last }
rules-input-cannot-drop = não se pode reintroduzir { $role }
rules-input-no-such-piece = não tens { $role } no tabuleiro
rules-input-no-promoted-form = { $role } não tem forma promovida
rules-input-no-previous-move = 同 indica a casa da jogada anterior, e ainda não há nenhuma
rules-input-no-such-square = a casa { $square } não existe neste tabuleiro
rules-input-unreadable = `{ $text }` não é uma jogada: escreve-a como { $usi }, { $drop }, { $western } ou { $japanese }, ou indica o seu número
# O mesmo, para uma jogada dada na linha de comandos, onde não se mostra nenhuma lista numerada.
rules-argument-unreadable = `{ $text }` não é uma jogada: escreve-a como { $usi }, { $drop }, { $western } ou { $japanese }
rules-input-other-sides-move = { $text } é uma jogada de { $other }, mas é a vez de { $side }
rules-not-a-square = `{ $square }` não é uma casa deste tabuleiro (colunas 1-{ $width }, filas a-{ $last })
rules-move-in-list = jogada { $number } ({ $text }): { $reason }

## Sintaxe USI

rules-usi-error = `{ $text }` não é uma jogada: { $reason }
rules-usi-not-ascii = as jogadas USI só usam letras e algarismos ASCII, como 7g7f ou P*5e
rules-usi-not-droppable = `{ $piece }` não é uma peça que se possa reintroduzir (P L N S G B R)
rules-usi-shape = esperava-se uma jogada como 7g7f ou 8h2b+, ou uma reintrodução como P*5e

## Como acaba uma partida

rules-outcome-checkmate = xeque-mate: { $winner } vence
rules-outcome-no-legal-move = { $loser } não tem jogadas legais: { $winner } vence
rules-outcome-repetition-draw = a mesma posição pela quarta vez (sennichite): empate
rules-outcome-repetition-win = a mesma posição pela quarta vez (sennichite): { $winner } vence
rules-outcome-perpetual-check = xeque perpétuo de { $loser }: { $winner } vence
rules-outcome-move-limit = atingido o limite de jogadas: empate
rules-game-over = a partida terminou: { $outcome }
