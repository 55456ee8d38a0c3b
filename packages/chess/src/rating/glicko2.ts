// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), pure. Ratings are on the
// Glicko scale (1500 / 350); the algorithm works internally on the Glicko-2 scale (÷ 173.7178).

export interface Glicko {
  rating: number;
  rd: number;
  volatility: number;
}

/** One game of a rating period: the opponent's rating and RD, and the score (1 win, 0.5 draw, 0 loss). */
export interface GameResult {
  rating: number;
  rd: number;
  score: number;
}

const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) =>
  1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** Step 5 of the paper: the new volatility, by the Illinois variant of regula falsi. */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * Rates one player over one rating period. With no games only the RD grows (step 6).
 * `tau` constrains volatility changes; Glickman suggests 0.3–1.2 and uses 0.5 in his example.
 */
export function rate(player: Glicko, games: readonly GameResult[], tau = 0.5): Glicko {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) {
    return { ...player, rd: Math.sqrt(phi * phi + player.volatility * player.volatility) * SCALE };
  }
  let vInv = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.rating - 1500) / SCALE;
    const phiJ = game.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInv += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (game.score - e);
  }
  const v = 1 / vInv;
  const sigma = newVolatility(player.volatility, phi, v, v * sum, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, volatility: sigma };
}
