//! The small value types every other rules module speaks: sides, piece roles, pieces,
//! variants and the rule options a game is played with.

/// A side. Sente (black, `b`) moves first and sits at the bottom of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Sente = 0,
    Gote = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::Sente, Color::Gote];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Sente => Color::Gote,
            Color::Gote => Color::Sente,
        }
    }

    /// The SFEN letter for the side to move.
    pub fn sfen_char(self) -> char {
        match self {
            Color::Sente => 'b',
            Color::Gote => 'w',
        }
    }

    /// The side's identifier in JSON and message arguments (`Sente`, `Gote`): the words
    /// for people come from `crate::i18n::rules::side`.
    pub fn name(self) -> &'static str {
        match self {
            Color::Sente => "Sente",
            Color::Gote => "Gote",
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.opponent()
    }
}

/// What a piece is, promoted pieces included. The discriminant order is relied on:
/// the seven hand roles come first, so `role as usize` indexes a hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Pawn = 0,
    Lance,
    Knight,
    Silver,
    Gold,
    Bishop,
    Rook,
    King,
    Tokin,
    PromotedLance,
    PromotedKnight,
    PromotedSilver,
    Horse,
    Dragon,
}

/// The roles a piece in hand can have, in the order SFEN writes hands (R B G S N L P).
pub const HAND_ROLES_SFEN_ORDER: [Role; 7] =
    [Role::Rook, Role::Bishop, Role::Gold, Role::Silver, Role::Knight, Role::Lance, Role::Pawn];

impl Role {
    pub const ALL: [Role; 14] = [
        Role::Pawn,
        Role::Lance,
        Role::Knight,
        Role::Silver,
        Role::Gold,
        Role::Bishop,
        Role::Rook,
        Role::King,
        Role::Tokin,
        Role::PromotedLance,
        Role::PromotedKnight,
        Role::PromotedSilver,
        Role::Horse,
        Role::Dragon,
    ];

    /// Roles that can be held in hand, indexed by `role as usize`.
    pub const HAND: [Role; 7] =
        [Role::Pawn, Role::Lance, Role::Knight, Role::Silver, Role::Gold, Role::Bishop, Role::Rook];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Role {
        Role::ALL[i]
    }

    /// The promoted form, if this role can promote.
    pub fn promoted(self) -> Option<Role> {
        Some(match self {
            Role::Pawn => Role::Tokin,
            Role::Lance => Role::PromotedLance,
            Role::Knight => Role::PromotedKnight,
            Role::Silver => Role::PromotedSilver,
            Role::Bishop => Role::Horse,
            Role::Rook => Role::Dragon,
            _ => return None,
        })
    }

    /// The original (unpromoted) type: what the piece becomes in hand, and what decides
    /// promotion and nifu in every variant.
    pub fn unpromoted(self) -> Role {
        match self {
            Role::Tokin => Role::Pawn,
            Role::PromotedLance => Role::Lance,
            Role::PromotedKnight => Role::Knight,
            Role::PromotedSilver => Role::Silver,
            Role::Horse => Role::Bishop,
            Role::Dragon => Role::Rook,
            r => r,
        }
    }

    pub fn is_promoted(self) -> bool {
        self.unpromoted() != self
    }

    /// How the piece moves: promoted minor pieces all move like a gold.
    pub fn movement(self) -> Movement {
        match self {
            Role::Pawn => Movement::Pawn,
            Role::Lance => Movement::Lance,
            Role::Knight => Movement::Knight,
            Role::Silver => Movement::Silver,
            Role::Gold | Role::Tokin | Role::PromotedLance | Role::PromotedKnight | Role::PromotedSilver => {
                Movement::Gold
            }
            Role::Bishop => Movement::Bishop,
            Role::Rook => Movement::Rook,
            Role::King => Movement::King,
            Role::Horse => Movement::Horse,
            Role::Dragon => Movement::Dragon,
        }
    }

    /// The SFEN / USI letter of the unpromoted role (uppercase).
    pub fn letter(self) -> char {
        match self.unpromoted() {
            Role::Pawn => 'P',
            Role::Lance => 'L',
            Role::Knight => 'N',
            Role::Silver => 'S',
            Role::Gold => 'G',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            _ => 'K',
        }
    }

    pub fn from_letter(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'P' => Role::Pawn,
            'L' => Role::Lance,
            'N' => Role::Knight,
            'S' => Role::Silver,
            'G' => Role::Gold,
            'B' => Role::Bishop,
            'R' => Role::Rook,
            'K' => Role::King,
            _ => return None,
        })
    }

    /// Letters as in SFEN and western notation: `+P` for a tokin.
    pub fn sfen(self) -> String {
        if self.is_promoted() {
            format!("+{}", self.letter())
        } else {
            self.letter().to_string()
        }
    }

    /// The one-character kanji used on boards.
    pub fn kanji(self) -> char {
        match self {
            Role::Pawn => '歩',
            Role::Lance => '香',
            Role::Knight => '桂',
            Role::Silver => '銀',
            Role::Gold => '金',
            Role::Bishop => '角',
            Role::Rook => '飛',
            Role::King => '玉',
            Role::Tokin => 'と',
            Role::PromotedLance => '杏',
            Role::PromotedKnight => '圭',
            Role::PromotedSilver => '全',
            Role::Horse => '馬',
            Role::Dragon => '龍',
        }
    }

    /// The role's identifier in content files, JSON and message arguments (`rook`,
    /// `promoted-lance`): the words for people come from `crate::i18n::rules`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Lance => "lance",
            Role::Knight => "knight",
            Role::Silver => "silver",
            Role::Gold => "gold",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::King => "king",
            Role::Tokin => "tokin",
            Role::PromotedLance => "promoted-lance",
            Role::PromotedKnight => "promoted-knight",
            Role::PromotedSilver => "promoted-silver",
            Role::Horse => "horse",
            Role::Dragon => "dragon",
        }
    }

    /// Parses a name as written in content files (`rook`, `promoted-lance`, `dragon`; a space
    /// for the hyphen is accepted too).
    pub fn from_name(s: &str) -> Option<Role> {
        let s = s.replace(' ', "-");
        Role::ALL.into_iter().find(|r| r.name() == s)
    }
}

/// The ten distinct ways a piece can move. Promoted minor pieces share `Gold`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Movement {
    Pawn = 0,
    Lance,
    Knight,
    Silver,
    Gold,
    Bishop,
    Rook,
    King,
    Horse,
    Dragon,
}

impl Movement {
    pub const COUNT: usize = 10;
    pub const ALL: [Movement; 10] = [
        Movement::Pawn,
        Movement::Lance,
        Movement::Knight,
        Movement::Silver,
        Movement::Gold,
        Movement::Bishop,
        Movement::Rook,
        Movement::King,
        Movement::Horse,
        Movement::Dragon,
    ];
}

/// A piece on the board: a side and a role.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// SFEN spelling: uppercase for Sente, `+` for promoted.
    pub fn sfen(self) -> String {
        let s = self.role.sfen();
        match self.color {
            Color::Sente => s,
            Color::Gote => s.to_ascii_lowercase(),
        }
    }
}

/// The three games.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, clap::ValueEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    Shogi,
    Minishogi,
    Annan,
}

impl Variant {
    /// The variant's identifier (`shogi`, `minishogi`, `annan`), as in lesson folders and
    /// `--variant`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Shogi => "shogi",
            Variant::Minishogi => "minishogi",
            Variant::Annan => "annan",
        }
    }

    pub fn from_name(s: &str) -> Option<Variant> {
        match s {
            "shogi" => Some(Variant::Shogi),
            "minishogi" => Some(Variant::Minishogi),
            "annan" => Some(Variant::Annan),
            _ => None,
        }
    }

    /// Files and ranks of the board.
    pub fn size(self) -> usize {
        match self {
            Variant::Minishogi => 5,
            _ => 9,
        }
    }

    /// Whether a piece borrows the movement of the friendly piece behind it.
    pub fn has_backers(self) -> bool {
        self == Variant::Annan
    }

    /// The standard start position (the seeds' setup for Annan).
    pub fn startpos(self) -> &'static str {
        match self {
            Variant::Minishogi => "rbsgk/4p/5/P4/KGSBR b - 1",
            _ => "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        }
    }

    /// How many pieces of each original type the set holds, counting both sides.
    pub fn set_count(self, role: Role) -> u8 {
        match (self, role.unpromoted()) {
            (Variant::Minishogi, Role::Lance | Role::Knight) => 0,
            (Variant::Minishogi, _) => 2,
            (_, Role::Pawn) => 18,
            (_, Role::Lance | Role::Knight | Role::Silver | Role::Gold) => 4,
            (_, _) => 2,
        }
    }
}

/// The identifier, as `--variant` takes it; sentences name variants through `crate::i18n`.
impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The traditional Annan start position (2nd and 8th file pawns one rank forward), as
/// lishogi plays it.
pub const ANNAN_TRADITIONAL: &str = "lnsgkgsnl/1r5b1/p1ppppp1p/1p5p1/9/1P5P1/P1PPPPP1P/1B5R1/LNSGKGSNL b - 1";

/// The Annan local rule for pieces that could never move again ("Pieza inmóvil").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DeadPiece {
    /// A pawn, lance or knight may stand on a dead square when its backer there gives it a move.
    #[default]
    Backer,
    /// The ordinary shogi restriction by original type, whatever the backer.
    Original,
    /// No restriction and never forced promotion (lishogi's Annan).
    Free,
}

impl DeadPiece {
    pub fn name(self) -> &'static str {
        match self {
            DeadPiece::Backer => "backer",
            DeadPiece::Original => "original",
            DeadPiece::Free => "free",
        }
    }

    pub fn from_name(s: &str) -> Option<DeadPiece> {
        match s {
            "backer" => Some(DeadPiece::Backer),
            "original" => Some(DeadPiece::Original),
            "free" => Some(DeadPiece::Free),
            _ => None,
        }
    }
}

/// The game being played: a variant and its rule options.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub variant: Variant,
    /// Only consulted in Annan; the other games always use the shogi restriction.
    pub dead_piece: DeadPiece,
    /// Number of moves (plies) after which the game is a draw; `None` = no limit.
    pub move_limit: Option<u32>,
}

impl Rules {
    pub fn new(variant: Variant) -> Rules {
        Rules { variant, dead_piece: DeadPiece::default(), move_limit: None }
    }

    pub fn with_dead_piece(mut self, dead_piece: DeadPiece) -> Rules {
        self.dead_piece = dead_piece;
        self
    }

    /// The dead-piece setting where it means anything (a game with backers), for the reasons
    /// a move is refused: without backers a piece on a dead square could never move.
    pub fn backer_setting(&self) -> Option<DeadPiece> {
        self.variant.has_backers().then_some(self.dead_piece)
    }

    /// The dead-piece rule in force: variants without backers always use `Original`.
    pub fn effective_dead_piece(&self) -> DeadPiece {
        if self.variant.has_backers() {
            self.dead_piece
        } else {
            DeadPiece::Original
        }
    }
}
