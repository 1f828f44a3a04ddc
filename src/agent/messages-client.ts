// The SDK client Leash uses: the SDK's own base client with only the Messages resource on it.
// `Anthropic` attaches every resource of the API (batches, files, models, beta, …), a megabyte
// of code the Action would compile before its first model call for nothing.
import { BaseAnthropic, type ClientOptions } from '@anthropic-ai/sdk/client';
import { Messages } from '@anthropic-ai/sdk/resources/messages/messages';

export class MessagesClient extends BaseAnthropic {
  messages: Messages = new Messages(this);
}

/** What the loop calls on a client; the full `Anthropic` client fits it too. */
export interface ModelClient {
  messages: Pick<Messages, 'stream' | 'countTokens'>;
}

export function createMessagesClient(options: ClientOptions): MessagesClient {
  return new MessagesClient(options);
}
