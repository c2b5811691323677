# O que está errado numa posição escrita em SFEN.
# $variant é um nome de rules-variant; $role, um nome de rules-role.

sfen-empty = o SFEN está vazio
sfen-rank-count = o tabuleiro do SFEN tem { $found ->
    [1] 1 fila
   *[other] { $found } filas
}, e no { $variant } são precisas { $expected } separadas por '/'
sfen-rank-width = a fila { $rank } ({ $letter }) do SFEN tem { $found ->
    [1] 1 casa
   *[other] { $found } casas
}, e no { $variant } são precisas { $expected }
sfen-bad-board-char = fila { $rank } do SFEN: carácter inesperado '{ $char }' (as peças são P L N S G B R K, '+' promove e os algarismos contam casas vazias)
sfen-bad-promotion = fila { $rank } do SFEN: '{ $char }' não se promove ('+{ $char }')
sfen-dangling-plus = fila { $rank } do SFEN: depois de '+' tem de vir a letra de uma peça
sfen-not-in-variant = fila { $rank } do SFEN: no minishogi não há { $role }
sfen-missing-side = falta no SFEN o lado que joga (esperava-se 'b' ou 'w' depois do tabuleiro)
sfen-bad-side = o lado que joga no SFEN é '{ $side }', e devia ser 'b' (Sente) ou 'w' (Gote)
sfen-bad-hand-char = peças na mão do SFEN '{ $field }': carácter inesperado '{ $char }' na posição { $position } (quantidades e letras { $letters }, ou '-')
sfen-bad-hand-count = peças na mão do SFEN '{ $field }': a quantidade { $count } antes de '{ $char }' não é válida (uma quantidade vai de 1 a 18, os peões de um jogo)
sfen-dangling-hand-count = peças na mão do SFEN '{ $field }': a quantidade { $count } no fim não é seguida de nenhuma peça
sfen-bad-move-number = o número da jogada no SFEN, '{ $number }', não é um número inteiro de 1 a { $max }
sfen-trailing = o SFEN tem texto a mais depois do número da jogada: '{ $extra }'

sfen-illegal-position = posição ilegal: { $reason }
sfen-two-kings = { $side } tem dois reis
sfen-opposite-check = { $side } está em xeque, mas é a vez de { $mover }
sfen-piece-count = { $count } { $count ->
    [1] { $role ->
        [pawn] peão
        [lance] lança
        [knight] cavaleiro
        [silver] prata
        [gold] ouro
        [bishop] bispo
        [rook] torre
       *[king] rei
    }
   *[other] { $role ->
        [pawn] peões
        [lance] lanças
        [knight] cavaleiros
        [silver] pratas
        [gold] ouros
        [bishop] bispos
        [rook] torres
       *[king] reis
    }
}
sfen-too-many = há { $pieces } contando os dois lados e as mãos, mas o jogo só tem { $max }
sfen-dead-piece = { $piece } nunca se poderia mover dali, por isso no { $variant } não pode estar sem promoção
sfen-nifu = { $side } tem dois peões sem promoção na coluna { $file } (nifu)
