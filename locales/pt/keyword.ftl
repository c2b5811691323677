# As palavras que se escrevem numa pergunta em vez de uma jogada ou de uma resposta.

keyword-hint = pista
# Outras palavras que também pedem uma pista, separadas por um espaço.
keyword-hint-also = dica
keyword-moves = jogadas
keyword-board = tabuleiro
keyword-pieces = peças
keyword-quit = sair
keyword-legend = legenda
keyword-solution = resposta
# Outras palavras que também pedem a solução, separadas por um espaço.
keyword-solution-also = solução
keyword-help = ajuda
