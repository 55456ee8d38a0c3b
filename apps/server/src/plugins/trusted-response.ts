import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/**
 * The response serializer of the hottest learner routes, whose services build every field of
 * the answer explicitly (no row is passed through). Outside production the contract's zod
 * schema still checks each answer, so every test catches a shape that drifts; in production
 * the answer is written with JSON.stringify, skipping a zod parse that cost about a fifth of
 * a request's CPU on the climb's lists (profile in ADR 0019). Never use it on a route that
 * returns a database row as is: zod's parse is what strips the columns not in the contract.
 */
export function trustedResponse(
  config: Pick<Config, 'NODE_ENV'>,
): FastifySerializerCompiler<unknown> {
  if (config.NODE_ENV !== 'production')
    return serializerCompiler as unknown as FastifySerializerCompiler<unknown>;
  return () => (data: unknown) => JSON.stringify(data);
}
