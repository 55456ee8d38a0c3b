// 3×3 convolution on the padded 10×10 board by Winograd's F(4×4, 3×3) (Lavin & Gray 2016; lc0's
// CPU backends do the same): the 8×8 output is four 4×4 tiles, each computed from a 6×6 input
// tile with 36 products per input channel instead of 144, which makes the convolution 4×
// cheaper than direct loops. The transforms are written out by hand for speed.
import { type Conv } from './weights.ts';

const W = 10;
const PLANE = W * W;
const TILES = [0, 4, 4 * W, 4 * W + 4]; // top-left padded index of each 6×6 input tile
const G = [
  [1 / 4, 0, 0],
  [-1 / 6, -1 / 6, -1 / 6],
  [-1 / 6, 1 / 6, -1 / 6],
  [1 / 24, 1 / 12, 1 / 6],
  [1 / 24, -1 / 12, 1 / 6],
  [0, 0, 1],
];

/** A convolution with its filters transformed: u [36][outputs][inputs]. */
export interface WinogradConv {
  readonly outputs: number;
  readonly inputs: number;
  readonly u: Float32Array;
  readonly biases: Float32Array;
}

/** U = G·g·Gᵀ for every filter g (computed once, in doubles). */
export function prepareConv(conv: Conv): WinogradConv {
  const { outputs, inputs, weights } = conv;
  const u = new Float32Array(36 * outputs * inputs);
  const tmp = new Float64Array(18);
  for (let o = 0; o < outputs; o++)
    for (let c = 0; c < inputs; c++) {
      const g = (o * inputs + c) * 9;
      for (let i = 0; i < 6; i++)
        for (let j = 0; j < 3; j++) {
          const gi = G[i]!;
          tmp[i * 3 + j] =
            gi[0]! * weights[g + j]! + gi[1]! * weights[g + 3 + j]! + gi[2]! * weights[g + 6 + j]!;
        }
      for (let i = 0; i < 6; i++)
        for (let j = 0; j < 6; j++) {
          const gj = G[j]!;
          const v = tmp[i * 3]! * gj[0]! + tmp[i * 3 + 1]! * gj[1]! + tmp[i * 3 + 2]! * gj[2]!;
          u[((i * 6 + j) * outputs + o) * inputs + c] = v;
        }
    }
  return { outputs, inputs, u, biases: conv.biases };
}

/** Scratch space for the largest convolution of a net. */
export function winogradScratch(maxChannels: number) {
  return { v: new Float32Array(36 * maxChannels * 4), m: new Float32Array(36 * maxChannels * 4) };
}

/** out ← conv(input) + bias (optionally ReLU) on the 8×8 interior; out's border is left as is. */
export function winogradConv(
  conv: WinogradConv,
  input: Float32Array,
  out: Float32Array,
  relu: boolean,
  scratch: { v: Float32Array; m: Float32Array },
) {
  const { outputs: K, inputs: C, u, biases } = conv;
  const { v, m } = scratch;
  const t = new Float64Array(36);
  // Input transform: V = Bᵀ·d·B per channel and tile, stored [36][C][4].
  for (let c = 0; c < C; c++)
    for (let tile = 0; tile < 4; tile++) {
      const base = c * PLANE + TILES[tile]!;
      for (let j = 0; j < 6; j++) {
        const d0 = input[base + j]!;
        const d1 = input[base + W + j]!;
        const d2 = input[base + 2 * W + j]!;
        const d3 = input[base + 3 * W + j]!;
        const d4 = input[base + 4 * W + j]!;
        const d5 = input[base + 5 * W + j]!;
        t[j] = 4 * d0 - 5 * d2 + d4;
        t[6 + j] = -4 * (d1 + d2) + d3 + d4;
        t[12 + j] = 4 * (d1 - d2) - d3 + d4;
        t[18 + j] = 2 * (d3 - d1) - d2 + d4;
        t[24 + j] = 2 * (d1 - d3) - d2 + d4;
        t[30 + j] = 4 * d1 - 5 * d3 + d5;
      }
      const stride = C * 4;
      for (let i = 0; i < 6; i++) {
        const r = i * 6;
        const d0 = t[r]!;
        const d1 = t[r + 1]!;
        const d2 = t[r + 2]!;
        const d3 = t[r + 3]!;
        const d4 = t[r + 4]!;
        const d5 = t[r + 5]!;
        const o = r * stride + c * 4 + tile;
        v[o] = 4 * d0 - 5 * d2 + d4;
        v[o + stride] = -4 * (d1 + d2) + d3 + d4;
        v[o + 2 * stride] = 4 * (d1 - d2) - d3 + d4;
        v[o + 3 * stride] = 2 * (d3 - d1) - d2 + d4;
        v[o + 4 * stride] = 2 * (d1 - d3) - d2 + d4;
        v[o + 5 * stride] = 4 * d1 - 5 * d3 + d5;
      }
    }
  // 36 small products M[ξ] = U[ξ]·V[ξ] ([K×C]·[C×4]): two output channels at a time, eight
  // accumulators held in registers, each V load used twice.
  for (let xi = 0; xi < 36; xi++) {
    const vb = xi * C * 4;
    let k = 0;
    for (; k + 1 < K; k += 2) {
      const ub = (xi * K + k) * C;
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let a3 = 0;
      let b0 = 0;
      let b1 = 0;
      let b2 = 0;
      let b3 = 0;
      for (let c = 0, vi = vb; c < C; c++, vi += 4) {
        const w = u[ub + c]!;
        const w2 = u[ub + C + c]!;
        const v0 = v[vi]!;
        const v1 = v[vi + 1]!;
        const v2 = v[vi + 2]!;
        const v3 = v[vi + 3]!;
        a0 += w * v0;
        a1 += w * v1;
        a2 += w * v2;
        a3 += w * v3;
        b0 += w2 * v0;
        b1 += w2 * v1;
        b2 += w2 * v2;
        b3 += w2 * v3;
      }
      const mo = (xi * K + k) * 4;
      m[mo] = a0;
      m[mo + 1] = a1;
      m[mo + 2] = a2;
      m[mo + 3] = a3;
      m[mo + 4] = b0;
      m[mo + 5] = b1;
      m[mo + 6] = b2;
      m[mo + 7] = b3;
    }
    for (; k < K; k++) {
      const ub = (xi * K + k) * C;
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let a3 = 0;
      for (let c = 0, vi = vb; c < C; c++, vi += 4) {
        const w = u[ub + c]!;
        a0 += w * v[vi]!;
        a1 += w * v[vi + 1]!;
        a2 += w * v[vi + 2]!;
        a3 += w * v[vi + 3]!;
      }
      const mo = (xi * K + k) * 4;
      m[mo] = a0;
      m[mo + 1] = a1;
      m[mo + 2] = a2;
      m[mo + 3] = a3;
    }
  }
  // Output transform: Y = Aᵀ·M·A, 4×4 per output channel and tile, plus bias.
  const stride = K * 4;
  for (let k = 0; k < K; k++) {
    const bias = biases[k]!;
    for (let tile = 0; tile < 4; tile++) {
      const mb = k * 4 + tile;
      for (let j = 0; j < 6; j++) {
        const m0 = m[mb + j * stride]!;
        const m1 = m[mb + (6 + j) * stride]!;
        const m2 = m[mb + (12 + j) * stride]!;
        const m3 = m[mb + (18 + j) * stride]!;
        const m4 = m[mb + (24 + j) * stride]!;
        const m5 = m[mb + (30 + j) * stride]!;
        t[j] = m0 + m1 + m2 + m3 + m4;
        t[6 + j] = m1 - m2 + 2 * (m3 - m4);
        t[12 + j] = m1 + m2 + 4 * (m3 + m4);
        t[18 + j] = m1 - m2 + 8 * (m3 - m4) + m5;
      }
      const ob = k * PLANE + TILES[tile]! + W + 1;
      for (let i = 0; i < 4; i++) {
        const r = i * 6;
        const m0 = t[r]!;
        const m1 = t[r + 1]!;
        const m2 = t[r + 2]!;
        const m3 = t[r + 3]!;
        const m4 = t[r + 4]!;
        const m5 = t[r + 5]!;
        let y0 = m0 + m1 + m2 + m3 + m4 + bias;
        let y1 = m1 - m2 + 2 * (m3 - m4) + bias;
        let y2 = m1 + m2 + 4 * (m3 + m4) + bias;
        let y3 = m1 - m2 + 8 * (m3 - m4) + m5 + bias;
        if (relu) {
          y0 = y0 > 0 ? y0 : 0;
          y1 = y1 > 0 ? y1 : 0;
          y2 = y2 > 0 ? y2 : 0;
          y3 = y3 > 0 ? y3 : 0;
        }
        const o = ob + i * W;
        out[o] = y0;
        out[o + 1] = y1;
        out[o + 2] = y2;
        out[o + 3] = y3;
      }
    }
  }
}
