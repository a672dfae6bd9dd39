import { describe, expect, it } from 'vitest';
import { AiFailure, toAiFailure } from './failure';

describe('an AI failure', () => {
  it("never carries an error's own text to guests (it may name hosts), only in its cause", () => {
    const refused = new Error('connect ECONNREFUSED 10.1.2.3:443');
    const failure = toAiFailure(refused) as AiFailure;
    expect(failure).toBeInstanceOf(AiFailure);
    expect(failure.reason).toBe('provider_error');
    expect(failure.message).toBe('The AI service answered with an error.');
    expect(failure.cause).toBe(refused);

    const garbled = toAiFailure(
      new SyntaxError('Unexpected token < in JSON at position 0'),
    ) as AiFailure;
    expect(garbled.reason).toBe('invalid_output');
    expect(garbled.message).not.toMatch(/Unexpected token/);
  });
});
