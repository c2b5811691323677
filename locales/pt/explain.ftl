# `annan explain`: como uma peça se move e onde chega, e se uma jogada é legal.
# $movement é uma frase rules-movement-*; $side, um nome de rules-side.

explain-piece = { $side }: { $movement }.
explain-reaches = Alcança { $squares }.
explain-reaches-nothing = Não ataca nenhuma casa.
explain-legal-moves = { $count ->
    [1] Jogada legal
   *[other] Jogadas legais
}: { $moves }.
explain-no-legal-move = Agora não tem nenhuma jogada legal.
explain-empty = { $square } está vazia.
explain-no-borrowed = Nenhuma peça de { $side } muda de movimento por causa de um apoio.
explain-no-backers = { $variant } não tem apoios: cada peça move-se segundo o seu próprio tipo. Indica uma casa para explicar a sua peça (annan explain 5e), ou uma jogada com --move.
explain-marked = As casas entre [ ] são as que alcança.
explain-marked-pieces = As peças entre [ ] movem-se como a peça que têm atrás.
explain-legal = { $move } é legal: { $movement }
explain-legal-check = { $move } é legal: { $movement }, e dá xeque
explain-legal-drop = { $move } é legal
explain-legal-drop-check = { $move } é legal e dá xeque
explain-error-move-as-square = { $text } é uma jogada, não uma casa: indica-a com --move para que seja explicada
