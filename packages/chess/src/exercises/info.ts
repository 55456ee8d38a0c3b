import type { InfoPayload } from '@ascend/contract';
import { right, type CheckResult } from './result.ts';

/** An info card asks nothing: reading it is the whole exercise. */
export function checkInfo(_payload: InfoPayload, _answer: unknown): CheckResult {
  return right;
}
