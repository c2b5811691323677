# Ang wika, ang pangunahing menu, at mga mensaheng gamit ng lahat ng command.

lang-name = Tagalog
# Ang pangalan sa gitna ng pangungusap.
lang-name-in-sentence = Tagalog
lang-unknown = { $source } { $value }: hindi marunong ang annan ng wikang ito; pumili sa { $known }
lang-unknown-env = { $source } { $value }: hindi marunong ang annan ng wikang ito kaya magpapatuloy ito sa { $language }; ang mga code ay { $known }

menu-question = Ano ang gusto mong gawin?
menu-press-enter = Pindutin ang Enter para bumalik sa menu
menu-learn = Pag-aralan ang mga patakaran
menu-quiz = Quiz
menu-puzzles = Mga puzzle
menu-explain = Ipaliwanag ang isang posisyon
menu-solve = Hanapin ang mate sa isang posisyon
menu-language = Wika
menu-quit = Umalis
menu-which-game = Aling laro?
menu-quiz-question = Anong mga tanong?
menu-quiz-all = Mula sa lahat ng laro
menu-quiz-game = { $variant ->
    [annan] Tungkol sa Annan Shogi
    [shogi] Tungkol sa shogi
   *[minishogi] Tungkol sa minishogi
}
menu-defender-question = Walang hawak ang { $side } sa posisyong ito. Ano ang hawak ng { $side }?
menu-defender-rest = Lahat ng iba pang piyesa, gaya sa mga problema sa mate
menu-defender-nothing = Wala, gaya ng sabi ng posisyon
menu-puzzle-question = Aling puzzle?
menu-puzzle-next = Ang susunod para sa iyo (malapit sa rating mo, { $rating })
menu-puzzle-daily = Ang puzzle ngayong araw (pareho para sa lahat ngayon)
menu-puzzle-game = { $variant ->
    [annan] Isang Annan puzzle
    [shogi] Isang shogi puzzle
   *[minishogi] Isang minishogi puzzle (5x5 na board)
}
menu-puzzle-from-file = Mula sa file… (hindi nire-rate)
menu-puzzle-file = File ng mga puzzle (YAML) o record (KIF, BOD, SFEN…); wala: bumalik sa menu
menu-error-no-file = hindi file ang `{ $file }`: i-type ang path ng isang file, o wala para bumalik
menu-sfen = Posisyon: SFEN o file (KIF, BOD…), at mga galaw kung gusto mo; walang laman: ang panimulang ayos
menu-explain-square = Square o galaw (5e, 7g7f); wala: lahat ng may hiram na galaw
menu-explain-square-plain = Square o galaw (5e, 7g7f); wala: bumalik sa menu
menu-explain-again = Isa pang square o galaw; wala: bumalik sa menu
menu-error-not-square-or-move = hindi square (5e) o galaw ({ $usi }, { $western }) ang `{ $text }`; sinasabi ng { keyword-pieces } ang mga piyesa ng bawat panig at ang mga square nila
menu-language-question = Aling wika?
menu-language-saved = Mula ngayon, magsasalita ang annan sa { $language }.
menu-language-env = Nakatakda ang ANNAN_LANG={ $code } sa environment mo: ito pa rin ang pipili ng wika tuwing magsisimula ang annan.
# Mga tinype sa menu na hindi nagbibigay ng posisyon; walang opsiyong binabanggit, dahil walang tinype.
menu-error-not-a-position = `{ $text }` ay hindi SFEN at hindi rin file na umiiral: mag-type ng SFEN (ang mga hanay ng board na hinihiwalay ng /, saka ang turno, ang mga hawak at ang bilang ng galaw), ang path ng file na KIF, KI2, CSA o BOD, ang id ng isang puzzle (nakalista sa `annan puzzles`), o wala para sa panimulang ayos; puwede itong sundan ng mga galaw na lalaruin mula roon (`start { $usi }`, o `{ $usi }` lang)
menu-error-puzzle-game = puzzle ng { $variant } ang { $id }: piliin ang { $variant } bilang laro
menu-error-traditional = ang traditional ay ang tradisyonal na ayos ng Annan, hindi posisyon ng { $variant }: piliin ang Annan bilang laro, o iwanang walang laman ang posisyon para sa panimulang ayos
menu-pieces = Mga piyesa sa board: kanji o letra
menu-pieces-question = Paano ipapakita ng board ang mga piyesa?
menu-pieces-kanji = Kanji (歩, 金, 飛…), gaya sa totoong board
menu-pieces-letters = Letra (P, G, R…), mas madali sa simula
menu-pieces-saved = Mula ngayon, ipapakita ng board ang mga piyesa { $style ->
    [letters] bilang letra
   *[kanji] bilang kanji
}.

progress-not-saved = hindi mase-save ang progreso: { $reason }
progress-error-no-data-dir = walang mahanap na data folder para sa progreso; itakda ang ANNAN_DATA_DIR
progress-error-io = hindi { $action ->
    [create-folder] magawa ang folder para sa
    [lock] ma-lock ang
    [read] mabasa ang
    [move-aside] maitabi ang
    [replace] mapalitan ang
   *[write] maisulat ang
} { $path }: { $reason }

# Mga prompt na gamit ng lahat ng command.
prompt-answer = Sumagot ng 1-{ $count }
prompt-answer-or = Sumagot ng 1-{ $count } (o { $words })
prompt-answer-default = Sumagot ng 1-{ $count } (Enter: { $default })
prompt-answer-again = Pakisagot ng numero mula 1 hanggang { $count }.
prompt-pick = Ang pinili mo
prompt-keyword-entry = [{ $word }]
prompt-other-parts = ← Ibang bahagi
prompt-list-page = (pahina { $page } ng { $pages })
prompt-list-keys = I-type ang numero o pangalan at Enter, o ↑ ↓ (Esc: bumalik)

menu-learn-standing = Pag-aralan ang mga patakaran ({ $done }/{ $lessons } tapos · { $stars }/{ $max } { $words ->
    [yes] bituin
   *[no] ★
})
progress-save-failed = hindi ma-save ang progreso: { $reason }
progress-saved-again = na-save na ulit ang progreso

# Ang buod ng `annan check`.
check-no-problems = { $files } file ang nasuri, walang problema
check-problems = { $count } problema ang nakita
progress-damaged = sira ang progress file na { $path } ({ $reason }); itinabi ito bilang { $aside } at magsisimula ulit ang progreso
# Kung bakit sira ang basa sa isang progress file (sinasabi ng progress-damaged), ayon sa
# uri at lugar na ibinibigay ng tagabasa ng JSON.
progress-reason-not-text = hindi ito teksto: hindi UTF-8 ang byte { $offset }
progress-reason-syntax = hindi wastong JSON sa linya { $line }, kolum { $column }
progress-reason-cut = naputol ito nang maaga, sa linya { $line }, kolum { $column }
progress-reason-values = may halagang hindi uri na itinatago ng progreso, sa linya { $line }, kolum { $column }

game-error-dead-piece = patakaran ng Annan ang --dead-piece; walang piyesa sa likod sa { $variant }, kaya huwag itong gamitin
game-error-traditional = ang --sfen traditional ay ang tradisyonal na ayos ng Annan, hindi posisyon ng { $variant }: gamitin ang --variant annan, o startpos
game-error-sfen-moves = isang posisyon lang ang tinatanggap ng --sfen, hindi ang mga galaw pagkatapos nito: ipinapakita ng `annan show --sfen POSISYON --moves GALAW...` kung saan humahantong ang mga ito at ang SFEN nito
game-note-record-moves = { $file }: { $count ->
    [1] hindi nilalaro ang galaw ng record
   *[other] hindi nilalaro ang { $count } na galaw ng record
}: nagsisimula ang command na ito sa unang posisyon nito (ibinibigay ng `annan convert { $file } --to usi` ang mga ito bilang mga galaw na USI)
game-note-annan-default = binasa gamit ang mga patakaran ng Annan, ang default para sa SFEN; --variant shogi para sa karaniwang shogi
game-error-puzzles = may { $count } na puzzle sa { $file } at isang posisyon lang ang kinukuha ng command na ito: nilalaro ng `annan puzzle --file` ang mga ito nang sunud-sunod, at sa isang laro lang ang --variant

