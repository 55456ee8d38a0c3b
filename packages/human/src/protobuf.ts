// A minimal protobuf wire-format reader: just what lc0's net.proto (proto2, pblczero.Net) needs.
// Fields are read by number; unknown fields are skipped, so newer files still load.

export interface Field {
  readonly num: number;
  readonly wire: number;
  /** The varint or fixed value (wire types 0, 1, 5). */
  readonly value: number;
  /** The bytes of a length-delimited field (wire type 2). */
  readonly bytes: Uint8Array | null;
}

/** Splits one message into its fields, in order. */
export function readFields(buf: Uint8Array): Field[] {
  const out: Field[] = [];
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let mul = 1;
    for (;;) {
      if (pos >= buf.length) throw new Error('protobuf: truncated varint');
      const b = buf[pos++]!;
      result += (b & 0x7f) * mul;
      if (b < 0x80) return result;
      mul *= 128;
    }
  };
  while (pos < buf.length) {
    const key = varint();
    const num = Math.floor(key / 8);
    const wire = key & 7;
    if (wire === 0) out.push({ num, wire, value: varint(), bytes: null });
    else if (wire === 1) {
      out.push({ num, wire, value: view.getFloat64(pos, true), bytes: null });
      pos += 8;
    } else if (wire === 2) {
      const len = varint();
      if (pos + len > buf.length) throw new Error('protobuf: truncated field');
      out.push({ num, wire, value: len, bytes: buf.subarray(pos, pos + len) });
      pos += len;
    } else if (wire === 5) {
      // Fixed 32 bits: kept as raw bits; floatOf() reinterprets them.
      out.push({ num, wire, value: view.getUint32(pos, true), bytes: null });
      pos += 4;
    } else throw new Error(`protobuf: unsupported wire type ${wire}`);
  }
  return out;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** A fixed32 field read as an IEEE float (proto `float`). */
export function floatOf(field: Field): number {
  u32[0] = field.value;
  return f32[0]!;
}

/** The last occurrence of a field (proto2 semantics for optional fields). */
export function lastField(fields: readonly Field[], num: number): Field | undefined {
  for (let i = fields.length - 1; i >= 0; i--) if (fields[i]!.num === num) return fields[i];
  return undefined;
}

/** A sub-message field's fields, or null when absent. */
export function message(fields: readonly Field[], num: number): Field[] | null {
  const f = lastField(fields, num);
  return f?.bytes ? readFields(f.bytes) : null;
}
