/**
 * Outbound address guard (ADR 0028): every request to an address a user supplied goes
 * through `deps.outbound` (an OutboundGuard): `assertPublicUrl(url)` to refuse it up front,
 * `requestPublic(deps.outbound, url, init)` or `deps.outbound.agent` to send it.
 */
export { addressProblem, isPublicAddress } from './address.ts';
export { OutboundGuard, OutboundRefused, systemResolve, type Resolve } from './guard.ts';
export { requestPublic, type PublicRequestInit, type PublicResponse } from './request.ts';
