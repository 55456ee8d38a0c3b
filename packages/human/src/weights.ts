// Reads a decompressed lc0 weights file (protobuf pblczero.Net, lc0's libs/lczero-common
// proto/net.proto) into float arrays, with batch-norm folded into the convolutions.
import { floatOf, lastField, message, readFields, type Field } from './protobuf.ts';

const WEIGHT_MAGIC = 0x1c0;
const BN_EPSILON = 1e-5;

/** A 3×3 (or 1×1) convolution with batch-norm already folded in: [out][in][k] and [out]. */
export interface Conv {
  readonly outputs: number;
  readonly inputs: number;
  readonly weights: Float32Array;
  readonly biases: Float32Array;
}

/** Squeeze-excitation: w1 [hidden][channels], w2 [2·channels][hidden] (γ then β). */
export interface SqueezeExcitation {
  readonly hidden: number;
  readonly w1: Float32Array;
  readonly b1: Float32Array;
  readonly w2: Float32Array;
  readonly b2: Float32Array;
}

export interface ResidualBlock {
  readonly conv1: Conv;
  readonly conv2: Conv;
  readonly se: SqueezeExcitation | null;
}

export interface NetWeights {
  readonly input: Conv;
  readonly residual: readonly ResidualBlock[];
  readonly policy1: Conv;
  readonly policy: Conv;
  /** training_params.accuracy, as the file records it (percent), or null. */
  readonly accuracy: number | null;
}

/** A LINEAR16 layer: uint16 q mapped to min + q/65535·(max − min), as lc0's LayerAdapter does. */
function layer(fields: Field[] | null): Float32Array {
  if (!fields) return new Float32Array(0);
  const min = floatOf(lastField(fields, 1) ?? { num: 1, wire: 5, value: 0, bytes: null });
  const max = floatOf(lastField(fields, 2) ?? { num: 2, wire: 5, value: 0, bytes: null });
  const params = lastField(fields, 3)?.bytes;
  if (!params) return new Float32Array(0);
  const n = params.length >> 1;
  const out = new Float32Array(n);
  const range = max - min;
  for (let i = 0; i < n; i++) {
    const q = params[2 * i]! | (params[2 * i + 1]! << 8);
    out[i] = (q / 65535) * range + min;
  }
  return out;
}

function convBlock(fields: Field[] | null, what: string): Conv {
  if (!fields) throw new Error(`weights: missing ${what}`);
  const weights = layer(message(fields, 1));
  let biases = layer(message(fields, 2));
  const means = layer(message(fields, 3));
  const variances = layer(message(fields, 4)); // named bn_stddivs, but it holds the variance
  let gammas = layer(message(fields, 5));
  let betas = layer(message(fields, 6));
  const outputs = Math.max(biases.length, means.length);
  if (outputs === 0 || weights.length % outputs !== 0) throw new Error(`weights: bad ${what}`);
  const inputsTimesK = weights.length / outputs;
  if (biases.length === 0) biases = new Float32Array(outputs);
  if (means.length > 0) {
    if (betas.length === 0) betas = new Float32Array(outputs);
    if (gammas.length === 0) gammas = new Float32Array(outputs).fill(1);
    const folded = new Float32Array(outputs);
    for (let o = 0; o < outputs; o++) {
      const scale = gammas[o]! / Math.sqrt(variances[o]! + BN_EPSILON);
      for (let c = 0; c < inputsTimesK; c++)
        weights[o * inputsTimesK + c] = weights[o * inputsTimesK + c]! * scale;
      folded[o] = -scale * (means[o]! - biases[o]!) + betas[o]!;
    }
    biases = folded;
  }
  const kernel = inputsTimesK % 9 === 0 ? 9 : 1;
  return { outputs, inputs: inputsTimesK / kernel, weights, biases };
}

function seUnit(fields: Field[] | null): SqueezeExcitation | null {
  if (!fields) return null;
  const b1 = layer(message(fields, 2));
  return {
    hidden: b1.length,
    w1: layer(message(fields, 1)),
    b1,
    w2: layer(message(fields, 3)),
    b2: layer(message(fields, 4)),
  };
}

/** Parses the protobuf bytes (already gunzipped) of an lc0 network with a convolutional policy. */
export function parseNet(bytes: Uint8Array): NetWeights {
  const net = readFields(bytes);
  if (lastField(net, 1)?.value !== WEIGHT_MAGIC) throw new Error('weights: not an lc0 network');
  const format = message(net, 4);
  const encoding = format ? (lastField(format, 1)?.value ?? 0) : 0;
  if (encoding !== 1) throw new Error('weights: only LINEAR16 encoding is supported');
  const netFormat = format ? message(format, 2) : null;
  const input = netFormat ? (lastField(netFormat, 1)?.value ?? 1) : 1;
  const policy = netFormat ? (lastField(netFormat, 4)?.value ?? 1) : 1;
  if (input !== 1)
    throw new Error(`weights: input format ${input} is not the classical 112 planes`);
  if (policy !== 2) throw new Error('weights: only the convolutional policy head is supported');
  const w = message(net, 10);
  if (!w) throw new Error('weights: no weights');
  const residual = w
    .filter((f) => f.num === 2 && f.bytes)
    .map((f) => {
      const r = readFields(f.bytes!);
      return {
        conv1: convBlock(message(r, 1), 'residual conv1'),
        conv2: convBlock(message(r, 2), 'residual conv2'),
        se: seUnit(message(r, 3)),
      };
    });
  const training = message(net, 5);
  const acc = training ? lastField(training, 5) : undefined;
  return {
    input: convBlock(message(w, 1), 'input'),
    residual,
    policy1: convBlock(message(w, 11), 'policy1'),
    policy: convBlock(message(w, 3), 'policy'),
    accuracy: acc ? floatOf(acc) : null,
  };
}
