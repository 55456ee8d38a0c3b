// The puzzle theme keys of the Lichess export (including the newer keys recent exports add),
// with our own names and descriptions, grouped as Lichess groups them. An importer rejects any
// other key, so this list is the closed vocabulary of puzzle_themes.

export const themeGroups = ['Phases', 'Motifs', 'Advanced', 'Mates', 'Mate patterns', 'Special moves', 'Goals', 'Lengths', 'Origin'] as const;
export type ThemeGroup = (typeof themeGroups)[number];

export interface ThemeInfo {
  key: string;
  name: string;
  group: ThemeGroup;
  description: string;
}

const rows: [string, string, ThemeGroup, string][] = [
  ["mate", "Checkmate", "Mates", "The solution ends by checkmating the opponent. It always comes with one mateInN key."],
  ["crushing", "Crushing", "Goals", "The solver punishes a blunder and ends up overwhelmingly ahead (about +6 pawns or more)."],
  ["advantage", "Advantage", "Goals", "The solver ends up clearly, but not overwhelmingly, ahead (about +2 to +6 pawns)."],
  ["equality", "Equality", "Goals", "The solver saves a worse position and reaches a roughly level or drawn outcome (about +2 pawns or less)."],
  ["oneMove", "One-move puzzle", "Lengths", "The solution is a single solver move."],
  ["short", "Short puzzle", "Lengths", "The solution is two solver moves."],
  ["long", "Long puzzle", "Lengths", "The solution is three solver moves."],
  ["veryLong", "Very long puzzle", "Lengths", "The solution is four or more solver moves."],
  ["mateIn1", "Mate in 1", "Mates", "Checkmate with the first solver move. More than one mating move may be accepted."],
  ["mateIn2", "Mate in 2", "Mates", "Forced checkmate in two solver moves."],
  ["mateIn3", "Mate in 3", "Mates", "Forced checkmate in three solver moves."],
  ["mateIn4", "Mate in 4", "Mates", "Forced checkmate in four solver moves."],
  ["mateIn5", "Mate in 5 or more", "Mates", "Forced checkmate in five or more solver moves. It is a catch-all for long mating sequences."],
  ["opening", "Opening", "Phases", "The position still counts as early-game."],
  ["middlegame", "Middlegame", "Phases", "The position counts as middlegame."],
  ["endgame", "Endgame", "Phases", "The position counts as an endgame."],
  ["pawnEndgame", "Pawn endgame", "Phases", "Only kings and pawns are on the board."],
  ["rookEndgame", "Rook endgame", "Phases", "Apart from kings and pawns, only rooks remain."],
  ["bishopEndgame", "Bishop endgame", "Phases", "Apart from kings and pawns, only bishops remain."],
  ["knightEndgame", "Knight endgame", "Phases", "Apart from kings and pawns, only knights remain."],
  ["queenEndgame", "Queen endgame", "Phases", "Apart from kings and pawns, only queens remain."],
  ["queenRookEndgame", "Queen and Rook", "Phases", "Only queens, rooks and pawns remain, with one queen in total and at least one rook."],
  ["advancedPawn", "Advanced pawn", "Motifs", "A pawn deep in enemy territory, close to promoting, is central to the solution."],
  ["attackingF2F7", "Attacking f2 or f7", "Motifs", "The solver captures on f2 or f7, the soft spot next to the king that has not yet castled."],
  ["capturingDefender", "Capture the defender", "Motifs", "The solver takes the piece that was guarding something, then wins the piece that has lost its guard."],
  ["discoveredAttack", "Discovered attack", "Motifs", "Moving one piece out of a line uncovers an attack by a long-range piece behind it."],
  ["doubleCheck", "Double check", "Motifs", "Two pieces give check at the same moment (the piece that moved plus the one it uncovered), so the king has to move."],
  ["exposedKing", "Exposed king", "Motifs", "The enemy king has lost its pawn shelter and the solution keeps hitting it with checks."],
  ["fork", "Fork", "Motifs", "One piece attacks two or more worthwhile targets at once, and they cannot all be saved."],
  ["hangingPiece", "Hanging piece", "Motifs", "An enemy piece is unprotected, or not protected enough, and can simply be won."],
  ["kingsideAttack", "Kingside attack", "Motifs", "A checking attack against a king that castled short, with the action near that corner."],
  ["queensideAttack", "Queenside attack", "Motifs", "The same kind of attack against a king that castled long."],
  ["pin", "Pin", "Motifs", "An enemy piece is tied to its square because moving it would expose a more valuable piece or the king behind it."],
  ["sacrifice", "Sacrifice", "Motifs", "The solver gives up material on purpose and gets more back by the end of the forced line."],
  ["skewer", "Skewer", "Motifs", "A valuable piece is attacked along a line. When it steps aside, a lesser piece behind it is lost. This is the reverse of a pin."],
  ["trappedPiece", "Trapped piece", "Motifs", "An enemy piece has no safe square left and gets won."],
  ["attraction", "Attraction", "Advanced", "The solver lures an enemy piece (often the king, queen or rook) onto a square, usually by offering material, where a follow-up check or capture lands."],
  ["clearance", "Clearance", "Advanced", "The solver moves a piece out of the way, often with tempo, to free a square or line for another piece."],
  ["defensiveMove", "Defensive move", "Advanced", "A precise, non-forcing move that keeps what you have, such as avoiding material loss or quietly sidestepping a check."],
  ["deflection", "Deflection", "Advanced", "An enemy piece is forced or tempted away from a defensive job, such as guarding a square or a piece. This covers what is often called \"overloading\"."],
  ["interference", "Interference", "Advanced", "A piece is dropped onto the line between two enemy pieces so that one no longer protects the other."],
  ["intermezzo", "Intermezzo", "Advanced", "Before making the expected reply, such as a recapture, the solver inserts a forcing in-between move. This is also called a zwischenzug."],
  ["quietMove", "Quiet move", "Advanced", "A move with no check, no capture and no direct threat that still sets up an unstoppable follow-up."],
  ["xRayAttack", "X-Ray attack", "Advanced", "A piece attacks or defends a square through an enemy piece standing on the same line."],
  ["zugzwang", "Zugzwang", "Advanced", "The opponent would be fine if they could pass, but every legal move makes things worse. The tagger checks this with an engine and a null move."],
  ["discoveredCheck", "Discovered check", "Advanced", "A discovered attack in which the uncovered piece gives check. This is a newer key."],
  ["collinearMove", "Collinear move", "Advanced", "A long-range piece moves along the same line as an enemy long-range piece instead of taking it. This is the newest key; the tagger emits it as collinear."],
  ["backRankMate", "Back rank mate", "Mate patterns", "A rook or queen mates along the king's home rank while the king is boxed in by its own pawns or pieces."],
  ["smotheredMate", "Smothered mate", "Mate patterns", "A knight mates a king whose every neighbouring square is filled by its own pieces."],
  ["anastasiaMate", "Anastasia's mate", "Mate patterns", "The king is stuck on an edge file with one of its own pieces beside it. A knight covers the escape squares and a rook or queen mates along the edge."],
  ["arabianMate", "Arabian mate", "Mate patterns", "A cornered king is mated by a rook on an adjacent square. The rook is protected by a knight that also covers the last escape square."],
  ["hookMate", "Hook mate", "Mate patterns", "A rook mates right next to the king. The rook is protected by a knight, which is itself protected by a pawn, and an enemy pawn helps block the king."],
  ["bodenMate", "Boden's mate", "Mate patterns", "Two bishops, coming from opposite sides on crossing diagonals, mate a king hemmed in by its own pieces. This is a classic after castling long."],
  ["doubleBishopMate", "Double bishop mate", "Mate patterns", "Two bishops on neighbouring parallel diagonals team up to mate a blocked-in king."],
  ["dovetailMate", "Dovetail mate", "Mate patterns", "A protected queen mates from a diagonally adjacent square, and the king's two remaining flight squares are occupied by its own pieces."],
  ["killBoxMate", "Kill box mate", "Mate patterns", "A rook next to the king, backed by the queen, covers the whole 3×3 area around the king."],
  ["vukovicMate", "Vukovic mate", "Mate patterns", "A supported rook gives the mate while a knight takes away the king's escape squares."],
  ["cornerMate", "Corner mate", "Mate patterns", "A king stuck in the corner is confined by a rook or queen and finished off with a knight. This is a newer key."],
  ["epauletteMate", "Epaulette mate", "Mate patterns", "Both squares beside the king on its rank are blocked by its own pieces, like shoulder pads, and a queen mates from in front. This is a newer key."],
  ["operaMate", "Opera mate", "Mate patterns", "A rook mates on the edge or back rank while a bishop protects it from a distance. This is a newer key."],
  ["pillsburysMate", "Pillsbury's mate", "Mate patterns", "A rook gives the mate and a bishop cuts off the king's escape, typically near the corner. This is a newer key."],
  ["morphysMate", "Morphy's mate", "Mate patterns", "A bishop gives the mate, typically on a long diagonal into the corner, while a rook seals the king's file or rank. This is a newer key."],
  ["balestraMate", "Balestra mate", "Mate patterns", "A bishop mates from a distance while the queen covers every remaining flight square. This is a newer key."],
  ["blindSwineMate", "Blind swine mate", "Mate patterns", "Two rooks, typically doubled on the seventh rank, mate the king inside a 2×2 corner area. This is a newer key."],
  ["triangleMate", "Triangle mate", "Mate patterns", "A queen and rook on the same line, one square apart and both next to the king, form a mating triangle. This is a newer key."],
  ["swallowstailMate", "Swallow's tail mate", "Mate patterns", "A protected queen mates from the square directly in front of the king, and the king's two diagonal retreats are blocked by its own pieces. This is a newer key, seen only in recent lila-derived code."],
  ["castling", "Castling", "Special moves", "The solution includes the solver castling."],
  ["enPassant", "En passant", "Special moves", "The solution includes an en passant capture."],
  ["promotion", "Promotion", "Special moves", "A solver pawn promotes during the solution."],
  ["underPromotion", "Underpromotion", "Special moves", "The solver promotes to a rook, bishop or knight instead of a queen. A knight promotion that mates counts."],
  ["master", "Master games", "Origin", "At least one player in the source game had a title."],
  ["masterVsMaster", "Master vs Master games", "Origin", "Both players in the source game had titles."],
  ["superGM", "Super GM games", "Origin", "The source game involved one of the world's elite players."],
];

export const themeCatalogue: readonly ThemeInfo[] = rows.map(([key, name, group, description]) => ({ key, name, group, description }));
export const themeKeys: ReadonlySet<string> = new Set(rows.map((r) => r[0]));
export const isKnownTheme = (key: string): boolean => themeKeys.has(key);
