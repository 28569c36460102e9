import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received. */
export interface LlmRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools: { function: { name: string } }[];
  };
}

/** What the stand-in answers: a status and a body (text or JSON), optionally late. */
export interface LlmReply {
  status?: number;
  body: unknown;
  delayMs?: number;
}

/**
 * A local stand-in for an OpenAI-compatible `/chat/completions` endpoint, so the concierge's
 * LLM mode is tested without any network. Each test sets `reply` to script the answers.
 */
export interface LlmStandIn {
  url: string;
  requests: LlmRequest[];
  reply: (request: LlmRequest, index: number) => LlmReply;
  close(): Promise<void>;
}

/** A completion whose message is plain text. */
export function textCompletion(content: string) {
  return { choices: [{ index: 0, message: { role: 'assistant', content } }] };
}

/** A completion whose message calls one tool. */
export function toolCallCompletion(name: string, args: Record<string, unknown>) {
  return {
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: `call_${name}`,
              type: 'function',
              function: { name, arguments: JSON.stringify(args) },
            },
          ],
        },
      },
    ],
  };
}

function readJson(request: IncomingMessage): Promise<LlmRequest['body']> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(JSON.parse(text)));
    request.on('error', reject);
  });
}

export async function startLlmStandIn(): Promise<LlmStandIn> {
  const standIn: LlmStandIn = {
    url: '',
    requests: [],
    reply: () => ({ body: textCompletion('Hello from the stand-in.') }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer(async (request, response) => {
    const received: LlmRequest = {
      path: request.url ?? '/',
      authorization: request.headers.authorization,
      body: await readJson(request),
    };
    standIn.requests.push(received);
    const reply = standIn.reply(received, standIn.requests.length - 1);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return standIn;
}
