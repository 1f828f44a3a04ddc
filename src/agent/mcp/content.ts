// An MCP tool result as the text a tool_result carries: text as it is, resources as their text,
// and anything the model cannot read as text (images, audio, binary blobs) as a one-line note,
// so a screenshot does not arrive as 100 KB of base64 the model pays for on every later turn.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { formatCount } from '../tools/truncate.js';

type Block = CallToolResult['content'][number];

export function mcpResultText(result: CallToolResult): { text: string; isError: boolean } {
  const isError = result.isError === true;
  const parts = (result.content ?? []).map(blockText);
  // A server that answers only with structured content still says something.
  if (parts.length === 0 && result.structuredContent !== undefined) parts.push(JSON.stringify(result.structuredContent));
  const text = parts.join('\n');
  if (text.trim() !== '') return { text, isError };
  return { text: isError ? 'The tool reported an error without a message.' : '(no output)', isError };
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'image':
      return `[image ${block.mimeType}, ${formatCount(base64Bytes(block.data))} bytes: not shown]`;
    case 'audio':
      return `[audio ${block.mimeType}, ${formatCount(base64Bytes(block.data))} bytes: not shown]`;
    case 'resource': {
      const resource = block.resource;
      if ('text' in resource && typeof resource.text === 'string') return `[resource ${resource.uri}]\n${resource.text}`;
      const blob = 'blob' in resource && typeof resource.blob === 'string' ? resource.blob : '';
      return `[resource ${resource.uri}${resource.mimeType ? ` (${resource.mimeType})` : ''}, ${formatCount(base64Bytes(blob))} bytes of binary data: not shown]`;
    }
    case 'resource_link':
      return `[resource link ${block.uri}${block.name ? ` "${block.name}"` : ''}${block.description ? `: ${block.description}` : ''}]`;
    default:
      return `[${(block as { type: string }).type} content: not shown]`;
  }
}

/** The decoded size of base64 text, without decoding it. */
function base64Bytes(data: string): number {
  const clean = data.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}
