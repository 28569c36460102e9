import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one path of the stand-in answers. */
export interface FeedReply {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Waits this long before answering, as a stalled channel would. */
  delayMs?: number;
}

/**
 * A local stand-in for channels' iCal feeds (Airbnb, VRBO ...), so imports are tested without
 * any network. Tests set `routes[path]` to script each feed.
 */
export interface FeedServer {
  origin: string;
  routes: Record<string, FeedReply>;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const feeds: FeedServer = {
    origin: '',
    routes: {},
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    feeds.requests.push(path);
    const reply = feeds.routes[path] ?? { status: 404, body: 'Not found' };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    response.writeHead(reply.status ?? 200, {
      'content-type': 'text/calendar; charset=utf-8',
      ...reply.headers,
    });
    response.end(reply.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feeds.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return feeds;
}

/** An iCalendar text with one all-day event per entry, as channels export them. */
export function icalFeed(
  events: { uid: string; start: string; end: string; summary?: string }[],
): string {
  const compact = (date: string) => date.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Channel stand-in//EN'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20261101T120000Z',
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
