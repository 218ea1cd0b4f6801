/**
 * Issue 40 note 7: after a routing failure the session is forgotten (the user-type routing machine's `failed` state
 * runs `forgetSession`), so the message must not say "You are signed in"; it says the visitor was signed out.
 */
import { describe, expect, it } from 'vitest';
import { ROUTING_FAILED_MESSAGE } from '../../machines/user-type-routing.machine.ts';
import { routingFailureMessage } from '../../src/actors/auth/messages.ts';
import { ServiceError } from '../../src/actors/auth/service-error.ts';

describe('the message after a routing failure tells the truth about the session', () => {
  const messages = [
    ROUTING_FAILED_MESSAGE,
    routingFailureMessage(new Error('boom')),
    routingFailureMessage(new ServiceError({ kind: 'unavailable', service: 'application service', status: 500 })),
    routingFailureMessage(new ServiceError({ kind: 'timeout', service: 'application service' })),
    routingFailureMessage(new ServiceError({ kind: 'rejected', service: 'application service', status: 403 })),
  ];

  it.each(messages)('%s', (message) => {
    expect(message).not.toMatch(/signed in, but/i);
    expect(message).toMatch(/you were signed out/i);
  });

  it('an outage still says what failed', () => {
    expect(routingFailureMessage(new ServiceError({ kind: 'unavailable', service: 'application service', status: 500 }))).toBe(
      'Your application could not be opened, so you were signed out: the application service is not available right now. Please try again in a moment.',
    );
  });
});
