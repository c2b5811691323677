# As lições, o questionário e o curso.

## Uma etapa de uma lição
tutor-step-header = { $title } · etapa { $step }/{ $total }
tutor-press-enter = Carrega em Enter para continuar (ou escreve { keyword-quit })
tutor-enter-again = Carrega só em Enter para continuar, ou escreve { $quit } para parares aqui.
tutor-your-move = A tua jogada
tutor-move-help = Escreve uma jogada: USI ({ $usi }, { $drop }), ocidental ({ $western }, { $capture }) ou japonesa ({ $japanese }), ou o número de uma jogada da lista de { keyword-moves }. Também podes escrever { $words }. Escrever { keyword-hint } ou { keyword-solution } conta como um erro, uma vez por etapa.
tutor-input-help = Escreve «{ $help }» para veres como se escrevem as jogadas, ou «{ $moves }» para as veres numeradas.
# A bare number typed at a move step before `moves` has listed the step's moves: the
# number of an unseen list is not played.
tutor-number-before-list = { $number } não é uma jogada: os números escolhem uma jogada da lista que { $moves } mostra. Escreve { $moves } para a veres, ou escreve a própria jogada ({ $help } mostra como).
tutor-hint = Pista: { $hint }
tutor-solution = A jogada é { $usi } ({ $western }).
tutor-solution-one = A jogada é { $usi }.
tutor-move-missed = Não é bem isso: { $reason }. Tenta outra vez ou escreve { $hint }.
tutor-move-missed-hint-follows = Não é bem isso: { $reason }. Tenta outra vez.
tutor-move-refused = { $reason }.
tutor-move-right = Isso mesmo! { $success }
tutor-reply = { $side } responde { $usi } ({ $western }).
tutor-promotion-left-out = { $move }: sem promover; { $promoted } promove (no shogi, + quer dizer «promove» e = «não promove»; não é xeque).
tutor-choice-right = Certo! { $explanation }
tutor-choice-right-now = Certo, agora sim! { $explanation }
tutor-choice-wrong = Não é bem isso: «{ $picked }» não é a resposta. Tenta outra vez.
tutor-choice-tried = ✗ { $option }
tutor-choice-wrong-because = Não é bem isso: «{ $picked }» não é a resposta. { $reason } Tenta outra vez.
tutor-choice-refused-again = Já tentaste «{ $picked }»: não é a resposta, e não conta outra vez. Escolhe outra.

## O fim de uma lição
tutor-lesson-complete = Lição concluída: { $stars } ({ $helps ->
    [0] { $mistakes ->
        [0] sem erros
        [1] um erro
       *[other] { $mistakes } erros
    }
   *[other] { $mistakes ->
        [1] um erro
       *[other] { $mistakes } erros
    }: { $wrong } { $wrong ->
        [1] resposta errada
       *[other] respostas erradas
    } + { $helps } { $helps ->
        [1] pista
       *[other] pistas
    }
}).
tutor-lesson-best = O teu melhor resultado nesta lição continua a ser { $stars }.
tutor-lesson-stopped = Paraste na etapa { $step } de { $total }; a lição continua a partir daí («{ menu-learn }» no menu principal, ou `annan learn { $id }`){ $mistakes ->
    [0] .
    [1] , e o erro que já fizeste continua a contar.
   *[other] , e os { $mistakes } erros que já fizeste continuam a contar.
}
tutor-lesson-unsaved = As últimas alterações não puderam ser guardadas (vê acima): a lição pode continuar a partir de uma etapa anterior.
tutor-resuming = Continuas na etapa { $step } ({ $mistakes ->
    [0] sem erros até agora
    [1] um erro até agora
   *[other] { $mistakes } erros até agora
}).
tutor-resume-question = Deixaste esta lição a meio: continuas ou recomeças?
tutor-resume-go-on = Continuar na etapa { $step } de { $total } ({ $mistakes ->
    [0] sem erros até agora
    [1] um erro até agora
   *[other] { $mistakes } erros até agora
})
tutor-resume-start-over = Recomeçar na etapa 1, sem erros
tutor-next-lesson = Carrega em Enter para a lição seguinte, «{ $title }», ou escreve { $quit } para parares
tutor-course-standing = { $done } de { $lessons } { $lessons ->
    [1] lição concluída
   *[other] lições concluídas
} · { $stars } de { $max } { $max ->
    [1] estrela
   *[other] estrelas
}
tutor-course-done = Concluíste todas as lições do curso. Esperam-te o questionário (`annan quiz`) e os problemas de mate (`annan puzzle`).
tutor-part-done = Concluíste a parte de { $game } do curso: { $standing }. Esperam-te as perguntas dela: «{ menu-quiz }» no menu principal, ou `annan quiz --variant { $variant }`.

## A lista de lições
tutor-which-lesson = Que lição?
tutor-which-part = Que parte do curso?
tutor-course-part = { $game }: { $done }/{ $lessons } { $lessons ->
    [1] lição concluída
   *[other] lições concluídas
} · { $stars }/{ $max } { $max ->
    [1] estrela
   *[other] estrelas
}
tutor-list-id = id
tutor-list-variant = jogo
tutor-list-progress = progresso
tutor-list-title = título
tutor-list-new = nova
# As estrelas de uma lição em palavras, no modo simples (um leitor de ecrã diz «★★☆» como «estrela preta, estrela preta, estrela branca»).
tutor-stars-words = { $stars }/3 estrelas
tutor-list-step = etapa { $step }/{ $total }
tutor-no-such-lesson = não há nenhuma lição `{ $id }`; `annan learn --list` mostra-as
tutor-lesson-broken = uma lição incluída está estragada: { $reason }
tutor-demo-stopped = a demonstração de { $id } parou na etapa { $step }
tutor-lesson-step-broken = lição { $id }: etapa { $step }: { $reason }
tutor-lesson-empty = a lição { $id } não tem etapas

## A legenda das peças
tutor-legend-title = Que símbolo é cada peça: kanji, letra e nome, e depois da seta a peça em que se promove.
tutor-legend-gote = Sente joga a partir de baixo do tabuleiro, para cima. As peças de Gote, em cima, apontam para baixo: no tabuleiro de kanji têm um v à frente (v歩 é um peão de Gote) e o rei de Gote é 王; no tabuleiro de letras estão em minúsculas (p é um peão de Gote).
tutor-legend-to-letters = Preferes começar com letras? Escolhe «{ menu-pieces }» no menu principal, ou junta `--pieces letters` a um comando, como em `annan learn --pieces letters`.
tutor-legend-to-kanji = Para veres os kanji, escolhe «{ menu-pieces }» no menu principal, ou usa `--pieces kanji`.
tutor-piece-king = rei
tutor-piece-rook = torre
tutor-piece-bishop = bispo
tutor-piece-gold = ouro
tutor-piece-silver = prata
tutor-piece-knight = cavaleiro
tutor-piece-lance = lança
tutor-piece-pawn = peão
tutor-piece-dragon = dragão
tutor-piece-horse = bispo promovido
tutor-piece-promoted-silver = prata promovida
tutor-piece-promoted-knight = cavaleiro promovido
tutor-piece-promoted-lance = lança promovida
tutor-piece-tokin = tokin

## O questionário
tutor-quiz-intro = Questionário: { $count ->
    [1] uma pergunta
   *[other] { $count } perguntas
} (semente { $seed }; `{ $command }` repete as mesmas).
tutor-quiz-header = Pergunta { $number }/{ $total } · { $variant }
tutor-quiz-score = Resultado: { $right } de { $asked } certas à primeira.
tutor-quiz-score-stopped = Resultado: { $right } de { $asked } certas à primeira (paraste antes do fim).
tutor-quiz-broken = A pergunta { $number } ({ $id }) está estragada e fica de fora: { $reason }
tutor-quiz-file-broken = um questionário incluído está estragado: { $reason }
tutor-quiz-none = nenhuma pergunta do questionário corresponde
