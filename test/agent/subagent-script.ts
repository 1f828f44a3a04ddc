// Scripts for runs with subagents: the fake server answers the main agent and each subagent by
// what the request is (its system prompt and first message), so concurrent subagents get their
// own answers whatever order their requests arrive in.
import type { MessagesRequestBody, ScriptedResponse, ScriptFunction } from '../../src/demo/index.js';

export interface AgentTurn {
  body: MessagesRequestBody;
  /** 0-based: the agent's responses so far. */
  turn: number;
}

export function systemText(body: MessagesRequestBody): string {
  const system = body.system;
  if (typeof system === 'string') return system;
  return (system ?? []).map((block) => String(block.text ?? '')).join('\n');
}

export function isSubagentRequest(body: MessagesRequestBody): boolean {
  return !systemText(body).startsWith('You are Leash');
}

/** The subagent's prompt: the text of its first message. */
export function promptOf(body: MessagesRequestBody): string {
  const first = body.messages[0]?.content;
  if (typeof first === 'string') return first;
  return String((first ?? []).find((block) => block.type === 'text')?.text ?? '');
}

export function toolNamesOf(body: MessagesRequestBody): string[] {
  return (body.tools ?? []).map((tool) => String(tool.name));
}

/** Answers the main agent with `main` and every subagent with `sub(prompt, …)`. */
export function routedScript(
  main: (turn: AgentTurn) => ScriptedResponse | undefined,
  sub: (prompt: string, turn: AgentTurn) => ScriptedResponse | undefined,
): ScriptFunction {
  return (request) => {
    const body = request.body;
    const turn = { body, turn: body.messages.filter((m) => m.role === 'assistant').length };
    return isSubagentRequest(body) ? sub(promptOf(body), turn) : main(turn);
  };
}

/** A fetch that counts requests in flight, from sending to the end of the response body. */
export function countingFetch(stats: { now: number; max: number; total: number }): typeof fetch {
  return async (input, init) => {
    stats.now += 1;
    stats.total += 1;
    stats.max = Math.max(stats.max, stats.now);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      stats.now -= 1;
    };
    try {
      const response = await fetch(input, init);
      if (!response.body) {
        finish();
        return response;
      }
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done, value } = await reader.read();
            if (done) {
              finish();
              controller.close();
            } else {
              controller.enqueue(value);
            }
          } catch (error) {
            finish();
            controller.error(error);
          }
        },
        cancel(reason) {
          finish();
          return reader.cancel(reason);
        },
      });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      finish();
      throw error;
    }
  };
}
