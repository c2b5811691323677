# Ficheiros que o annan recebe: recusados antes da leitura se forem grandes demais, não forem texto ou tiverem YAML perigoso.

input-unreadable = não é possível ler { $path }: { $reason }
input-too-large = { $path } é grande demais: o annan lê ficheiros de { $mib } MiB no máximo
input-not-utf8 = { $path } não é texto UTF-8 (byte inválido na posição { $offset })
input-yaml-alias = âncoras e aliases (&nome, *nome) não são permitidos nos ficheiros do annan
input-yaml-too-deep = o YAML tem mais de { $limit } níveis de aninhamento

input-stdin = a entrada padrão
input-reason-not-found = esse ficheiro ou pasta não existe
input-reason-permission = não tens permissão
input-reason-directory = é uma pasta, não um ficheiro
input-reason-not-file = não é um ficheiro normal (é um pipe ou um dispositivo)
input-reason-not-directory = uma parte do caminho não é uma pasta
input-reason-exists = já existe
input-reason-full = o disco está cheio
input-reason-read-only = o sistema de ficheiros é só de leitura
input-reason-read-only-file = o ficheiro é só de leitura
input-reason-other = erro do sistema: { $detail }
input-yaml-malformed = o YAML está mal formado aqui ({ $detail })
