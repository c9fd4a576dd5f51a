import { describe, expect, it } from 'vitest';
import { MESSAGE_SCHEMAS, openApiAvailable, schemaValidator } from '../../tests/support/openapi';
import { isPlatformMessage, MalformedMessageError, readAppMessage } from './server-messages';

const valid = [
  {
    type: 'transcript',
    role: 'assistant',
    transcriptType: 'partial',
    transcript: 'Know',
    assistantName: 'Socrates',
  },
  { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'what is justice', timestamp: 1 },
  { type: 'speech-update', status: 'started', role: 'assistant', turn: 2 },
  { type: 'transfer-update', destination: { type: 'assistant', assistantName: 'Hume', message: '' } },
  { type: 'assistant.started', newAssistant: { name: 'Hume' } },
  { type: 'conversation-update', messagesOpenAIFormatted: [{ role: 'user', content: 'Why?' }] },
  { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
  { type: 'user-interrupted', turnId: 't-1' },
  { type: 'model-output', output: { token: 'Hm' }, turnId: 't-1' },
  { type: 'metadata', metadata: '{"argumentMap":{"debaters":[],"exchanges":[]}}' },
];

const malformed = [
  { type: 'transcript', role: 'robot', transcriptType: 'final', transcript: 'x' },
  { type: 'transcript', role: 'user', transcriptType: 'final' },
  { type: 'speech-update', status: 'paused', role: 'user' },
  { type: 'assistant.started' },
  { type: 'conversation-update', messagesOpenAIFormatted: 'none' },
  { type: 'status-update', status: 'exploded' },
  { type: 'metadata', metadata: { argumentMap: {} } },
];

describe('readAppMessage', () => {
  it.each(valid)('accepts a valid $type message untouched', (message) => {
    const read = readAppMessage(JSON.stringify(message));
    expect(read).toEqual({ kind: 'message', message });
    if (read.kind === 'message') expect(isPlatformMessage(read.message)).toBe(true);
  });

  it.each(malformed)('reports a malformed $type message without throwing', (message) => {
    const read = readAppMessage(JSON.stringify(message));
    expect(read.kind).toBe('malformed');
    if (read.kind === 'malformed') {
      expect(read.error).toBeInstanceOf(MalformedMessageError);
      expect(read.error.messageType).toBe(message.type);
    }
  });

  it('passes an unknown type through untouched and reads the listening signal', () => {
    const hang = { type: 'hang', anything: [1, 2] };
    const read = readAppMessage(JSON.stringify(hang));
    expect(read).toEqual({ kind: 'message', message: hang });
    if (read.kind === 'message') expect(isPlatformMessage(read.message)).toBe(false);
    expect(readAppMessage('listening')).toEqual({ kind: 'listening' });
  });

  it('calls text that is not a JSON object unparseable', () => {
    expect(readAppMessage('{oops').kind).toBe('unparseable');
    expect(readAppMessage('[1]').kind).toBe('unparseable');
    expect(readAppMessage('null').kind).toBe('unparseable');
  });
});

// Our schemas are written from the platform's document: they must agree with it on these samples.
describe.skipIf(!openApiAvailable)('agreement with the platform OpenAPI document', () => {
  it.each(valid)('the document accepts the valid $type sample too', (message) => {
    const validate = schemaValidator(MESSAGE_SCHEMAS[message.type] as string);
    expect(validate(message), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(malformed)('the document rejects the malformed $type sample too', (message) => {
    expect(schemaValidator(MESSAGE_SCHEMAS[message.type] as string)(message)).toBe(false);
  });
});
