import { request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { OutboundGuard } from './guard.ts';

export interface PublicRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole request, connect to last byte. Default 10 s. */
  timeoutMs?: number;
  /** A longer answer is cut off with an error. Default 5 MB. */
  maxBytes?: number;
  /** Redirects to follow, each target checked like the first URL. Default 0: a 3xx comes back as is. */
  maxRedirects?: number;
}

export interface PublicResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered (differs from the one asked when a redirect was followed). */
  url: string;
  text(): string;
  json(): unknown;
}

/**
 * A request to a user-supplied https URL through the guard: refused before any connection
 * when an address is not public (OutboundRefused), and re-checked at connect time.
 */
export async function requestPublic(
  guard: OutboundGuard,
  input: string | URL,
  init: PublicRequestInit = {},
): Promise<PublicResponse> {
  let url = await guard.assertPublicUrl(input);
  for (let hops = init.maxRedirects ?? 0; ; hops--) {
    const res = await once(guard, url, init);
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !location || hops <= 0) return res;
    url = await guard.assertPublicUrl(new URL(location, url));
  }
}

function once(guard: OutboundGuard, url: URL, init: PublicRequestInit): Promise<PublicResponse> {
  const maxBytes = init.maxBytes ?? 5 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: guard.agent,
        timeout: init.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) req.destroy(new Error(`The answer from ${url.host} is too large.`));
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            url: url.toString(),
            text: () => body.toString('utf8'),
            json: () => JSON.parse(body.toString('utf8')) as unknown,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url.host} did not answer in time.`)));
    req.on('error', reject);
    req.end(init.body);
  });
}
