// The forward pass of an lc0 residual network with SE units and a convolutional policy head,
// on Float32Arrays. Activations are kept as [channel][10×10]: the 8×8 board with a zero
// border, so a 3×3 convolution is nine shifted multiply-adds over one contiguous run.
import { CONV_POLICY_MAP, POLICY_SIZE } from './policy-map.ts';
import { type Conv, type NetWeights, type SqueezeExcitation } from './weights.ts';
import { prepareConv, winogradConv, winogradScratch, type WinogradConv } from './winograd.ts';

const W = 10;
const PLANE = W * W;
const FIRST = W + 1; // (row 1, col 1): a1 in the padded plane
const LAST = 8 * W + 8; // (row 8, col 8): h8
const OFFSETS = [-W - 1, -W, -W + 1, -1, 0, 1, W - 1, W, W + 1];

/** Padded index of square 0..63. */
export const padIndex = (sq: number) => ((sq >> 3) + 1) * W + (sq & 7) + 1;

export class Network {
  private readonly a: Float32Array;
  private readonly b: Float32Array;
  private readonly c: Float32Array;
  private readonly input: Float32Array;
  private readonly policyOut: Float32Array;
  private readonly channels: number;
  private readonly scratch: ReturnType<typeof winogradScratch>;
  private readonly inputConv: WinogradConv;
  private readonly blocks: {
    conv1: WinogradConv;
    conv2: WinogradConv;
    se: SqueezeExcitation | null;
  }[];
  private readonly policy1: WinogradConv;
  private readonly policyConv: WinogradConv;

  constructor(net: NetWeights) {
    this.channels = net.input.outputs;
    this.inputConv = prepareConv(net.input);
    this.blocks = net.residual.map((b) => ({
      conv1: prepareConv(b.conv1),
      conv2: prepareConv(b.conv2),
      se: b.se,
    }));
    this.policy1 = prepareConv(net.policy1);
    this.policyConv = prepareConv(net.policy);
    this.scratch = winogradScratch(
      Math.max(net.input.inputs, net.input.outputs, net.policy.outputs),
    );
    const size = Math.max(this.channels, net.policy.outputs) * PLANE;
    this.a = new Float32Array(size);
    this.b = new Float32Array(size);
    this.c = new Float32Array(size);
    this.input = new Float32Array(net.input.inputs * PLANE);
    this.policyOut = new Float32Array(net.policy.outputs * PLANE);
  }

  /** Runs the net on 112×64 input planes; returns the 1858 policy logits. */
  policy(planes: Float32Array): Float32Array {
    const inputs = this.inputConv.inputs;
    const conv = (c: WinogradConv, from: Float32Array, to: Float32Array, relu: boolean) =>
      winogradConv(c, from, to, relu, this.scratch);
    const x = this.input;
    for (let p = 0; p < inputs; p++)
      for (let sq = 0; sq < 64; sq++) x[p * PLANE + padIndex(sq)] = planes[p * 64 + sq]!;
    let cur = this.a;
    const tmp = this.b;
    let nxt = this.c;
    conv(this.inputConv, x, cur, true);
    for (const block of this.blocks) {
      conv(block.conv1, cur, tmp, true);
      conv(block.conv2, tmp, nxt, false);
      if (block.se) squeezeExcite(block.se, this.channels, nxt, cur);
      else addRelu(nxt, cur, this.channels);
      [cur, nxt] = [nxt, cur];
    }
    conv(this.policy1, cur, tmp, true);
    conv(this.policyConv, tmp, this.policyOut, false);
    const logits = new Float32Array(POLICY_SIZE);
    const out = this.policyOut;
    for (let i = 0; i < CONV_POLICY_MAP.length; i++) {
      const j = CONV_POLICY_MAP[i]!;
      if (j >= 0) logits[j] = out[(i >> 6) * PLANE + padIndex(i & 63)]!;
    }
    return logits;
  }
}

/** The plain definition, kept to check the Winograd convolution against.
 * out[o] = bias[o] + Σ_c,k w[o][c][k]·in[c] shifted by k; optional ReLU; border kept at zero. */
export function directConv3x3(conv: Conv, input: Float32Array, out: Float32Array, relu: boolean) {
  const { outputs, inputs, weights, biases } = conv;
  for (let o = 0; o < outputs; o++) {
    const ob = o * PLANE;
    const bias = biases[o]!;
    for (let q = FIRST; q <= LAST; q++) out[ob + q] = bias;
    for (let c = 0; c < inputs; c++) {
      const ib = c * PLANE;
      const wb = (o * inputs + c) * 9;
      for (let k = 0; k < 9; k++) {
        const w = weights[wb + k]!;
        if (w === 0) continue;
        const off = ib + OFFSETS[k]! - ob;
        for (let q = ob + FIRST; q <= ob + LAST; q++) out[q] = out[q]! + w * input[q + off]!;
      }
    }
    finish(out, ob, relu);
  }
}

/** Applies ReLU and zeroes the border columns the shifted runs wrote into. */
function finish(out: Float32Array, ob: number, relu: boolean) {
  for (let r = 1; r <= 8; r++) {
    out[ob + r * W] = 0;
    out[ob + r * W + 9] = 0;
    if (relu) for (let q = ob + r * W + 1; q <= ob + r * W + 8; q++) if (out[q]! < 0) out[q] = 0;
  }
}

function addRelu(x: Float32Array, residual: Float32Array, channels: number) {
  for (let i = 0; i < channels * PLANE; i++) {
    const v = x[i]! + residual[i]!;
    x[i] = v > 0 ? v : 0;
  }
}

/** x ← ReLU(sigmoid(γ)·x + β + residual), γ and β from two small dense layers over x's means. */
function squeezeExcite(
  se: SqueezeExcitation,
  channels: number,
  x: Float32Array,
  residual: Float32Array,
) {
  const pooled = new Float32Array(channels);
  for (let c = 0; c < channels; c++) {
    let s = 0;
    for (let q = c * PLANE + FIRST; q <= c * PLANE + LAST; q++) s += x[q]!;
    pooled[c] = s / 64;
  }
  const hidden = new Float32Array(se.hidden);
  for (let h = 0; h < se.hidden; h++) {
    let s = se.b1[h]!;
    for (let c = 0; c < channels; c++) s += se.w1[h * channels + c]! * pooled[c]!;
    hidden[h] = s > 0 ? s : 0;
  }
  for (let c = 0; c < channels; c++) {
    let g = se.b2[c]!;
    let b = se.b2[c + channels]!;
    for (let h = 0; h < se.hidden; h++) {
      g += se.w2[c * se.hidden + h]! * hidden[h]!;
      b += se.w2[(c + channels) * se.hidden + h]! * hidden[h]!;
    }
    const gamma = 1 / (1 + Math.exp(-g));
    for (let r = 1; r <= 8; r++)
      for (let q = c * PLANE + r * W + 1; q <= c * PLANE + r * W + 8; q++) {
        const v = gamma * x[q]! + b + residual[q]!;
        x[q] = v > 0 ? v : 0;
      }
  }
}
