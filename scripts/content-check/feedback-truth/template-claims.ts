import { Chess, type Square } from 'chess.js';
import {
  between,
  looseBoard,
  other,
  pieceValue,
} from '../../../packages/chess/src/puzzles/replay.ts';
import type { ClaimKind, Where } from './kinds.ts';
import {
  pieceWord,
  PIECE,
  SQ,
  SAN,
  type Board,
  rankOf,
  fileOf,
  seventh,
  backRank,
  play,
  findPly,
  onPly,
  solverOf,
  isTrapped,
  names,
  takenOn,
  captures,
  linesOf,
} from './board.ts';

// Rule "feedback true of the board" (issue 38.4): the checkers of the generator's template claims.

type Checker = {
  kind: ClaimKind;
  re: RegExp;
  check: (m: RegExpExecArray, b: Board, text: Where) => string | null;
};

/** The checkers, one per template claim. A sentence may match several. */
export const checkers: Checker[] = [
  {
    kind: 'trapped',
    re: new RegExp(
      `After (${SAN}) the ${PIECE} on ${SQ} is attacked and every square it could go to loses it`,
    ),
    check: (m, b) => {
      const found = findPly(b, m[1]!);
      if (!found.length) return `${m[1]} is not played in the line`;
      const problems = found.map(({ line, at }) => {
        const p = line[at]!;
        const by = p.move.color;
        const piece = looseBoard(p.after).get(m[3] as Square);
        if (!piece || piece.type !== pieceWord[m[2]!])
          return `after ${p.move.san} there is no ${m[2]} on ${m[3]}`;
        const why = isTrapped(p.after, m[3] as Square, by);
        if (why) return `after ${p.move.san} the ${m[2]} on ${m[3]} is not trapped: ${why}`;
        if (!captures(line, by, piece.type, undefined, at + 1))
          return `the line (${line.map((q) => q.move.san).join(' ')}) never takes the ${m[2]}`;
        return null;
      });
      return problems.includes(null) ? null : problems[0]!;
    },
  },
  {
    kind: 'seventh',
    re: /\b(?:Get to the seventh rank|should go, on the opponent’s second rank)/,
    check: (_m, b) => {
      const line = b.fen && b.lines[0] ? play(b.fen, b.lines[0]) : [];
      const first = line[0]?.move;
      if (!first) return 'no answer move to check';
      const r7 = seventh(first.color);
      if (rankOf(first.from) === r7)
        return `the answer ${first.san} moves a ${names[first.piece]} already on the seventh rank (${first.from}) along it`;
      if (rankOf(first.to) !== r7) return `the answer ${first.san} does not reach the seventh rank`;
      return null;
    },
  },
  {
    kind: 'seventh',
    re: new RegExp(
      `(${SAN})[:!]? [Tt]he rook on the seventh rank(?: (attacks the pawns? on ([a-h][1-8](?:(?:, | and )[a-h][1-8])*)))?(?: and)?(?: (shuts the king on ${SQ} in on the back rank))?`,
    ),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        const me = p.move.color;
        if (p.move.piece !== 'r' || rankOf(p.move.to) !== seventh(me))
          return `${p.move.san} does not put a rook on the seventh rank`;
        const board = looseBoard(p.after);
        for (const s of (m[3] ?? '').match(/[a-h][1-8]/g) ?? []) {
          const t = board.get(s as Square);
          if (t?.type !== 'p' || t.color === me) return `there is no enemy pawn on ${s}`;
          if (!board.attackers(s as Square, me).includes(p.move.to as Square))
            return `the rook on ${p.move.to} does not attack the pawn on ${s}`;
        }
        if (m[4]) {
          const k = m[5]!;
          const king = board.get(k as Square);
          if (king?.type !== 'k' || king.color === me) return `the enemy king is not on ${k}`;
          if (rankOf(k) !== backRank(other(me))) return `the king on ${k} is not on its back rank`;
          const f = p.after.split(' ');
          f[1] = other(me);
          f[3] = '-';
          const out = new Chess(f.join(' '))
            .moves({ square: k as Square, verbose: true })
            .filter((x) => rankOf(x.to) !== backRank(other(me)));
          if (out.length)
            return `the king on ${k} is not shut in: it can step off the back rank (${out.map((x) => x.san).join(', ')})`;
        }
        return null;
      });
    },
  },
  {
    kind: 'fork',
    re: new RegExp(
      `(${SAN}): from ${SQ} the ${PIECE} attacks the ${PIECE} on ${SQ} and the ${PIECE} on ${SQ} at once`,
    ),
    check: (m, b) =>
      forkCheck(
        b,
        m[1]!,
        m[2]!,
        [
          [m[4]!, m[5]!],
          [m[6]!, m[7]!],
        ],
        m[3]!,
      ),
  },
  {
    kind: 'fork',
    re: new RegExp(`(${SAN}) forks the ${PIECE} on ${SQ} and the ${PIECE} on ${SQ}`),
    check: (m, b) =>
      forkCheck(b, m[1]!, undefined, [
        [m[2]!, m[3]!],
        [m[4]!, m[5]!],
      ]),
  },
  {
    kind: 'pin',
    re: new RegExp(`(${SAN}) pins the ${PIECE} on ${SQ} to the ${PIECE} on ${SQ}`),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        return pinned(p.after, p.move.to, m[3]!, m[5]!, m[2]!, m[4]!);
      });
    },
  },
  {
    kind: 'pin',
    re: new RegExp(`(${SAN}) takes the ${PIECE} on ${SQ}, pinned to the ${PIECE} on ${SQ}`),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        const sliders = looseBoard(p.before)
          .board()
          .flat()
          .filter((x) => x && x.color === p.move.color && 'rbq'.includes(x.type));
        const any = sliders.some((x) => !pinned(p.before, x!.square, m[3]!, m[5]!, m[2]!, m[4]!));
        return any
          ? null
          : `before ${p.move.san} the ${m[2]} on ${m[3]} is not pinned to the ${m[4]} on ${m[5]}`;
      });
    },
  },
  {
    kind: 'mate',
    re: new RegExp(`(${SAN}) (?:takes the ${PIECE} on ${SQ} and )?mates the king on ${SQ}`),
    check: (m, b) => {
      const found = findPly(b, m[1]!);
      if (!found.length) return `${m[1]} is not played in the line`;
      for (const { line, at } of found) {
        const p = line[at]!;
        const after = new Chess(p.after);
        const king = after.findPiece({ type: 'k', color: after.turn() })[0];
        if (!after.isCheckmate()) continue;
        if (king !== m[4]) return `${p.move.san} mates the king on ${king}, not on ${m[4]}`;
        if (m[2] && (p.move.captured !== pieceWord[m[2]] || takenOn(p.move) !== m[3]))
          return `${p.move.san} does not take a ${m[2]} on ${m[3]}`;
        return null;
      }
      return `${m[1]} does not mate`;
    },
  },
  {
    kind: 'mate',
    re: /\(mate in (\d+)\)|Find the mate in (\d+)|Which move forces mate in (\d+)/,
    check: (m, b, where) => {
      if (where !== 'prompt' || !b.fen) return null;
      const n = Number(m[1] ?? m[2] ?? m[3]);
      const line = b.lines[0] ? play(b.fen, b.lines[0]) : [];
      const last = line.at(-1);
      if (!last || !new Chess(last.after).isCheckmate())
        return `the line ${line.map((p) => p.move.san).join(' ')} does not end in mate`;
      const mine = line.filter((p) => p.move.color === solverOf(b)).length;
      return mine === n ? null : `the line mates in ${mine}, not ${n}`;
    },
  },
  {
    kind: 'material',
    re: new RegExp(
      `You take ((?:the|a) ${PIECE} on ${SQ}(?:(?:, | and )(?:the|a) ${PIECE} on ${SQ})*) for nothing`,
    ),
    check: (m, b) => {
      const taken = [...m[1]!.matchAll(new RegExp(`${PIECE} on ${SQ}`, 'g'))];
      const problems = linesOf(b).map((line) => {
        for (const t of taken)
          if (!captures(line, solverOf(b), pieceWord[t[1]!]!, t[2]))
            return `the line (${line.map((p) => p.move.san).join(' ')}) does not take the ${t[1]} on ${t[2]}`;
        const lost = line.find((p) => p.move.color !== solverOf(b) && p.move.captured);
        return lost
          ? `the line gives up the ${names[lost.move.captured!]} on ${lost.move.to} (${lost.move.san})`
          : null;
      });
      return problems.includes(null) || !problems.length ? null : problems[0]!;
    },
  },
  {
    kind: 'material',
    re: new RegExp(`the line wins the ${PIECE} on ${SQ}`),
    check: (m, b) =>
      linesOf(b).some((line) => captures(line, solverOf(b), pieceWord[m[1]!]!, m[2]))
        ? null
        : `no line of the board takes the ${m[1]} on ${m[2]}`,
  },
  {
    kind: 'material',
    re: new RegExp(`(${SAN})(?::| —)? (takes|wins) the ${PIECE}(?: on ${SQ})?`),
    check: (m, b) => {
      const found = findPly(b, m[1]!);
      if (!found.length) return `${m[1]} is not played on this board`;
      const [, , verb, word, on] = m;
      const ok = found.some(({ line, at }) => {
        const p = line[at]!;
        if (p.move.captured === pieceWord[word!] && (!on || takenOn(p.move) === on)) return true;
        // "wins the rook (on a8)": the line takes it a little later; "takes" is this move.
        return verb === 'wins' && captures(line, p.move.color, pieceWord[word!]!, on, at);
      });
      return ok
        ? null
        : `${m[1]} does not ${verb === 'wins' ? 'win' : 'take'} the ${word}${on ? ` on ${on}` : ''}`;
    },
  },
  {
    kind: 'material',
    re: new RegExp(`Click the square where the \\w+ on ${SQ} wins material or mates`),
    check: (m, b) => {
      const ok = linesOf(b).some((line) => {
        if (line[0]?.move.from !== m[1]) return false;
        if (new Chess(line.at(-1)!.after).isCheckmate()) return true;
        const net = line.reduce(
          (a, p) =>
            a +
            (p.move.captured
              ? (p.move.color === solverOf(b) ? 1 : -1) * pieceValue[p.move.captured]
              : 0),
          0,
        );
        return net > 0;
      });
      return ok ? null : `no line of the piece on ${m[1]} wins material or mates`;
    },
  },
  {
    kind: 'undefended',
    re: new RegExp(`(${SAN}) takes the ${PIECE} on ${SQ}, which nothing defended`),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        const defenders = looseBoard(p.after).attackers(p.move.to as Square, other(p.move.color));
        return defenders.length ? `${defenders.join(', ')} can take back on ${p.move.to}` : null;
      });
    },
  },
  {
    kind: 'cutOff',
    re: new RegExp(
      `(${SAN}) cuts the (white|black) king off along the (?:([a-h])-file|(first|second|third|fourth|fifth|sixth|seventh|eighth) rank): from ${SQ} it cannot cross to the pawn on ${SQ}`,
    ),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        const board = looseBoard(p.after);
        const king = board.get(m[5] as Square);
        if (king?.type !== 'k') return `the king is not on ${m[5]}`;
        const rook = board.get(p.move.to as Square);
        if (rook?.type !== 'r') return `${p.move.san} does not move a rook`;
        const ranks = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
        const [line, k, pawn, r] = m[3]
          ? [fileOf(`${m[3]}1`), fileOf(m[5]!), fileOf(m[6]!), fileOf(p.move.to)]
          : [ranks.indexOf(m[4]!) + 1, rankOf(m[5]!), rankOf(m[6]!), rankOf(p.move.to)];
        if (r !== line)
          return `the rook on ${p.move.to} is not on the ${m[3] ? `${m[3]}-file` : `${m[4]} rank`}`;
        return Math.sign(k - line) !== Math.sign(pawn - line) && k !== line
          ? null
          : `the king on ${m[5]} and the pawn on ${m[6]} are on the same side of the rook’s ${m[3] ? 'file' : 'rank'}`;
      });
    },
  },
];

function forkCheck(
  b: Board,
  san: string,
  from: string | undefined,
  targets: [string, string][],
  attacker?: string,
) {
  return onPly(b, san, (p) => {
    const at = (from ?? p.move.to) as Square;
    const board = looseBoard(p.after);
    if (attacker && board.get(at)?.type !== pieceWord[attacker])
      return `after ${p.move.san} the piece on ${at} is a ${names[board.get(at)?.type ?? 'p']}, not a ${attacker}`;
    for (const [word, s] of targets) {
      const t = board.get(s as Square);
      if (!t || t.type !== pieceWord[word] || t.color === p.move.color)
        return `after ${p.move.san} there is no enemy ${word} on ${s}`;
      if (!board.attackers(s as Square, p.move.color).includes(at))
        return `after ${p.move.san} the piece on ${at} does not attack the ${word} on ${s}`;
    }
    return null;
  });
}

/** The `front` piece stands on the line between the slider on `slider` and `back`, nothing else between. */
export function pinned(
  fen: string,
  slider: string,
  front: string,
  back: string,
  fw: string,
  bw: string,
) {
  const board = looseBoard(fen);
  if (board.get(front as Square)?.type !== pieceWord[fw]) return `there is no ${fw} on ${front}`;
  if (board.get(back as Square)?.type !== pieceWord[bw]) return `there is no ${bw} on ${back}`;
  const s = board.get(slider as Square);
  if (!s || !'rbq'.includes(s.type)) return `no line piece on ${slider}`;
  const path = between(slider as Square, back as Square);
  const straight = fileOf(slider) === fileOf(back) || rankOf(slider) === rankOf(back);
  if (!path || (s.type === 'r' && !straight) || (s.type === 'b' && straight))
    return `the ${names[s.type]} on ${slider} is not on a line with ${back}`;
  if (!path.includes(front as Square)) return `${front} is not between ${slider} and ${back}`;
  const others = path.filter((q) => q !== front && board.get(q));
  return others.length ? `${others.join(', ')} also stands between ${slider} and ${back}` : null;
}
