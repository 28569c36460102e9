import type { CalendarSyncConfig } from '../../config/env';
import { FeedError } from './feed-events';

export type FeedFetchLimits = Pick<
  CalendarSyncConfig,
  'fetchTimeoutMs' | 'maxFeedBytes' | 'maxRedirects'
>;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** An address the server may fetch: http or https only, never a file or another scheme. */
export function feedAddress(value: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new FeedError('The feed address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedError(`Only http:// and https:// feeds can be imported (not ${url.protocol}).`);
  }
  return url;
}

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

async function readWithin(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new FeedError(`The feed is larger than the ${kilobytes(maxBytes)} limit.`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new FeedError(`The feed is larger than the ${kilobytes(maxBytes)} limit.`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Fetches a channel's feed: one deadline for the whole exchange (redirects and body included),
 * a size limit enforced while reading, and at most `maxRedirects` redirects, each checked to
 * stay on http or https.
 */
export async function fetchFeed(address: string, limits: FeedFetchLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.fetchTimeoutMs);
  let url = feedAddress(address);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' },
      });
      if (redirectStatuses.has(response.status)) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location) throw new FeedError(`The feed redirected (${response.status}) nowhere.`);
        if (redirects >= limits.maxRedirects) {
          throw new FeedError(`The feed redirected more than ${limits.maxRedirects} times.`);
        }
        url = feedAddress(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedError(`The feed answered HTTP ${response.status}.`);
      }
      return await readWithin(response, limits.maxFeedBytes);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) {
      throw new FeedError(
        `The feed did not answer within ${limits.fetchTimeoutMs / 1000} seconds.`,
      );
    }
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new FeedError(`The feed could not be reached: ${reason}.`);
  }
}
