# O motor USI (`annan usi`). As suas linhas de protocolo são saída para máquinas e ficam em inglês.

usi-error-io = a sessão USI terminou porque falhou a leitura de comandos ou a escrita de respostas: { $error }
