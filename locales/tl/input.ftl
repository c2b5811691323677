# Mga file na ibinibigay sa annan: tinatanggihan bago basahin kung masyadong malaki, hindi text, o mapanganib na YAML.

input-unreadable = hindi mabasa ang { $path }: { $reason }
input-too-large = masyadong malaki ang { $path }: hanggang { $mib } MiB lang ang binabasa ng annan
input-not-utf8 = hindi UTF-8 na text ang { $path } (maling byte sa posisyong { $offset })
input-yaml-alias = hindi puwede ang mga anchor at alias (&pangalan, *pangalan) sa mga file ng annan
input-yaml-too-deep = lampas sa { $limit } antas ang pagkakapatong-patong ng YAML

input-stdin = standard input
input-reason-not-found = walang ganitong file o folder
input-reason-permission = wala kang pahintulot
input-reason-directory = folder ito, hindi file
input-reason-not-file = hindi ito karaniwang file (pipe o device ito)
input-reason-not-directory = hindi folder ang isang bahagi ng path
input-reason-exists = mayroon na nito
input-reason-full = puno na ang disk
input-reason-read-only = read-only ang file system
input-reason-read-only-file = read-only ang file
input-reason-other = error ng system: { $detail }
input-yaml-malformed = sira ang pagkakasulat ng YAML dito ({ $detail })
