# Lições, perguntas do questionário e problemas: o que a validação (`annan check`,
# `cargo test`) diz a quem escreve os ficheiros, e porque é que uma etapa de uma lição recusa
# uma jogada. As palavras entre acentos graves (`sfen`, `accepts`, `moves_like`) são chaves dos
# ficheiros e não se traduzem; também não as casas (5e), as jogadas (7g7f, G*7c), Sente e Gote.

## Textos em quatro línguas

content-text-missing-languages = cada texto precisa de todas estas línguas: { $known }; { $count ->
        [1] a este falta { $missing }
       *[other] a este faltam { $missing }
    }
content-text-unknown-language = `{ $code }` não é uma língua que o annan fale; os códigos são { $known }

## Leitura dos ficheiros

content-yaml-unknown-key = chave desconhecida `{ $key }`; aqui as chaves são { $expected }
content-yaml-missing-key = falta a chave `{ $key }`
content-yaml-duplicate-key = a chave `{ $key }` aparece duas vezes aqui; deixa uma
content-not-content = não é um ficheiro de lição, de questionário nem de problema (uma lição tem `steps:`, um questionário `questions:`, um problema `mate:`)

## Lições e perguntas

content-id-not-file-name = o id `{ $id }` tem de ser igual ao nome do ficheiro, `{ $stem }`
content-id-not-kebab = o id `{ $id }` tem de estar em kebab-case: minúsculas e algarismos ligados por '-'
content-id-twice-in-file = o id `{ $id }` aparece duas vezes neste ficheiro
content-lesson-id-reused = o id de lição `{ $id }` já é usado em { $other }
content-question-id-reused = o id de pergunta `{ $id }` já é usado em { $other }
content-puzzle-id-reused = o id de problema `{ $id }` já é usado em { $other }
content-order-reused = a ordem { $order } já é usada em { $other }
content-variant-not-folder = uma lição em { $folder }/ tem de ter variant { $folder }
content-dead-piece-variant = dead_piece só se aplica ao annan, não ao { $variant }
content-step-count = uma lição tem de { $min } a { $max } etapas, e esta tem { $count ->
        [0] nenhuma
        [1] { $count } etapa
       *[other] { $count } etapas
    }
content-first-step-sfen = a primeira etapa precisa de um `sfen`
content-step-dead-piece-needs-sfen = uma etapa com o seu próprio `dead_piece` precisa do seu próprio `sfen`
content-bad-sfen = sfen: { $reason }
content-sfen-fields = um SFEN tem quatro campos (tabuleiro, vez, mãos, número da jogada), e este tem { $count ->
        [0] nenhum
        [1] { $count } campo
       *[other] { $count } campos
    }
content-move-and-choice = uma etapa tem um `move` ou um `choice`, não os dois
content-next-step-needs-sfen = a etapa seguinte não tem `sfen`, mas este objetivo aceita jogadas que levam a posições diferentes; dá à etapa seguinte o seu próprio `sfen`
content-highlight = highlight: { $reason }
content-options-few = uma pergunta precisa de pelo menos duas opções, e esta tem { $count ->
        [0] nenhuma
        [1] { $count } opção
       *[other] { $count } opções
    }
content-answer-not-option = a resposta { $answer } não é uma opção: estão numeradas de 0 a { $last }
content-reasons-count = `reasons` precisa de uma entrada por opção ({ $options }), `null` para a resposta; esta lista tem { $count ->
        [0] nenhuma
        [1] { $count } entrada
       *[other] { $count } entradas
    }
content-reason-on-answer = a opção { $answer } é a resposta, por isso a sua entrada em `reasons` tem de ser `null`: uma razão diz porque é que uma opção errada está errada
content-not-a-square = `{ $name }` não é uma casa do tabuleiro de { $size }x{ $size } (como 5e: algarismo da coluna, letra da fila)
content-move-illegal = { $usi } não é legal: { $reason }
content-reply-illegal = resposta depois de { $usi }: { $reason }

## Objetivos: porque é que uma jogada é recusada (quem aprende lê isto), e objetivos impossíveis

content-goal-other-move = { $usi } é legal, mas não é a jogada que esta etapa procura
content-near-unpromoted = { $usi } vai para a casa certa, mas sem promover, e esta etapa quer a peça promovida
content-near-promoted = { $usi } vai para a casa certa, mas promove, e esta etapa quer a peça sem promoção
content-near-other-piece = { $usi } vai para a casa certa, mas com outra peça que não a que esta etapa procura
content-near-on-board = { $usi } vai para a casa certa, mas com uma peça do tabuleiro, e esta etapa quer que reintroduzas lá uma peça da mão
content-near-dropped = { $usi } vai para a casa certa, mas reintroduzindo uma peça da mão, e esta etapa quer que movas para lá uma peça do tabuleiro
content-near-other-checker = { $usi } dá xeque, mas não com a peça com que esta etapa o quer dar
content-near-moved-elsewhere = { $usi } move a peça certa, mas nesta etapa ela tem de ir para outra casa
content-near-dropped-elsewhere = { $usi } reintroduz a peça certa, mas nesta etapa ela tem de ir para outra casa
content-near-not-a-drop = { $usi } move uma peça do tabuleiro, mas esta etapa quer que reintroduzas uma peça da mão
content-near-not-a-move = { $usi } reintroduz uma peça da mão, mas esta etapa quer que movas uma peça do tabuleiro
content-near-other-drop = { $usi } reintroduz outra peça que não a que esta etapa procura
content-near-other-mover = { $usi } é legal, mas esta etapa quer que movas outra das tuas peças
content-goal-no-check = { $usi } é legal, mas não dá xeque
content-goal-no-capture = { $usi } é legal, mas não captura a peça em { $square }
content-goal-nothing-to-capture = não há nenhuma peça em { $square } para capturar
content-goal-other-piece = { $usi } é legal, mas esta etapa é sobre mover a peça em { $square }
content-goal-other-square = { $usi } é legal, mas esta etapa quer essa peça em { $count ->
        [1] { $squares }
       *[other] uma destas casas: { $squares }
    }
content-goal-not-even-check = { $usi } nem sequer dá xeque
content-goal-escape = { $usi } dá xeque, mas { $side } pode responder { $reply }
content-mate-in-no-check = { $usi } não dá xeque, e todas as jogadas deste mate têm de dar xeque
content-mate-in-unknown = não foi possível saber a tempo se { $usi } dá mate
content-mate-in-escape = { $usi } dá xeque, mas depois de { $reply } não há mate em { $plies ->
        [1] { $plies } jogada
       *[other] { $plies } jogadas
    }
content-goal-problem = goal: { $reason }
content-goal-unmet = nenhuma jogada legal cumpre este objetivo
content-moves-empty = `moves` não tem nenhuma jogada
content-goal-false = um objetivo `false` não pede nada; escreve `true`
content-capture-not-enemy = capture: em { $square } não há nenhuma peça de { $side }
content-reach-not-own = reach: em { $square } não há nenhuma peça de { $side }
content-reach-unreachable = reach: a peça em { $from } não pode ir para { $to }
content-mate-in-even = mate_in: { $plies } é par; um mate tem um número ímpar de jogadas

## As jogadas que uma etapa aceita

content-accepts-problem = accepts: { $reason }
content-accepts-twice = accepts: { $usi } aparece duas vezes
content-accepts-refused = accepts: o objetivo recusa uma jogada da lista: { $reason }
content-accepts-missing = accepts: o objetivo também aceita { $moves }; { $count ->
        [1] acrescenta-a à lista e garante que os textos também são verdadeiros para ela
       *[other] acrescenta-as à lista e garante que os textos também são verdadeiros para elas
    }

## Os factos em que uma pergunta assenta (`verify:`)

content-verify-not-legal = legal: { $usi } não é legal: { $reason }
content-verify-legal = illegal: { $usi } é legal aqui
content-verify-unknown-role = `{ $role }` não é um tipo de peça (pawn, lance, knight, silver, gold, bishop, rook, king, tokin, promoted-lance, promoted-knight, promoted-silver, horse, dragon)
content-verify-moves-like = moves_like: { $movement }; não como `{ $role }`
content-verify-backer = backer: { $movement }
content-verify-no-backer = no_backer: { $movement }
content-verify-in-check = in_check: { $side } está em xeque
content-verify-not-in-check = in_check: { $side } não está em xeque
content-verify-checkmated = checkmate: { $side } está em xeque-mate
content-verify-not-checkmated = checkmate: { $side } não está em xeque-mate
content-verify-also-reaches = também pode ir para { $squares }
content-verify-cannot-reach = não pode ir para { $squares }
content-verify-destinations = destinations: a peça em { $square }: { $differences } ({ $movement })
content-verify-empty = { $square } está vazia
content-about-check-unverified = about_check: o tabuleiro não diz se o lado a jogar está em xeque, por isso `verify` precisa de uma entrada `in_check` ou `checkmate` que calcule a resposta

content-yaml-unknown-value = `{ $value }` não é permitido aqui; os valores possíveis são { $expected }
content-yaml-wrong-type = o valor não é do tipo certo: há { $found } e esperava-se { $expected }
content-yaml-wrong-value = { $found } não é válido aqui: esperava-se { $expected }
content-yaml-kind-whole = um número inteiro
content-yaml-kind-whole-up-to = um número inteiro de 0 a { $max }
content-yaml-kind-text = texto
content-yaml-kind-decimal = um número decimal
content-yaml-kind-boolean = true ou false
content-yaml-kind-list = uma lista
content-yaml-kind-map = uma tabela (linhas chave: valor)
content-expecting-language-map = um mapa de código de língua (en, es, pt, tl) para texto
