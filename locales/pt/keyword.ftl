# As palavras que se escrevem numa pergunta em vez de uma jogada ou de uma resposta.

keyword-hint = pista
keyword-moves = jogadas
keyword-board = tabuleiro
keyword-quit = sair
keyword-legend = legenda
keyword-solution = resposta
keyword-help = ajuda
