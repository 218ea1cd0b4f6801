/**
 * The player pictures the state and the path taken to it (issue 43): one picture per region of a parallel
 * machine, the region the last step changed first (the form submission's `slow` leads, not the captcha it
 * passed long before), and for a sign-in that left for an application, the application the path's answer
 * named (the customer's App 27, not whichever account the storyboard pictured first).
 */
import { describe, expect, it } from 'vitest';
import { formSubmissionMachine } from '../../machines/form-submission.machine.ts';
import { loginFormMachine } from '../../machines/login-form.machine.ts';
import { PlayerSession, pictureGroups } from '../../scripts/statecharts-player-core.ts';
import { destinationOf, parsePictureName, pictureName } from '../../scripts/statecharts-pictures.ts';

async function answer(session: PlayerSession, id: string, label: string) {
  const pending = session.pendingAnswers().find((item) => item.id === id);
  const chosen = pending?.answers.find((item) => item.label === label);
  if (!chosen) throw new Error(`${id} offers no answer "${label}" now`);
  await session.answer(id, chosen);
}

function send(session: PlayerSession, label: string) {
  const variant = session.acceptedEvents().find((item) => `${item.event.type}: ${item.label}` === label || item.label === label);
  if (!variant) throw new Error(`no event "${label}" accepted in ${session.describe()}`);
  session.send(variant);
}

describe('pictureGroups', () => {
  it('gives each region of the form submission its own picture, the one the last step changed first', async () => {
    const session = new PlayerSession(formSubmissionMachine);
    send(session, 'no draft');
    await answer(session, 'loadCaptcha', 'success');
    send(session, 'captcha.answered');
    send(session, 'fields valid');
    const before = session.states();
    const timer = session.pendingTimers()[0];
    if (!timer) throw new Error('no timer running in submitting.waiting');
    session.fire(timer.id);
    expect(session.describe()).toBe('active.captcha.ready.answered, active.submission.submitting.slow');

    const groups = pictureGroups(session.machine, session.states(), before);
    expect(groups.map((group) => [group.region, group.states[0]])).toEqual([
      ['active.submission', 'active.submission.submitting.slow'],
      ['active.captcha', 'active.captcha.ready.answered'],
    ]);
    // Deepest first within a region, and nothing of another region.
    expect(groups[0]?.states).toEqual(['active.submission.submitting.slow', 'active.submission.submitting', 'active.submission']);
  });

  it('keeps one group, deepest state first, for a machine without regions', () => {
    const session = new PlayerSession(loginFormMachine);
    expect(pictureGroups(session.machine, session.states())).toEqual([{ region: null, states: ['idle'] }]);
  });
});

describe("the path's application", () => {
  it('is the one the answer that left named: the customer leaves for App 27', async () => {
    const session = new PlayerSession(loginFormMachine);
    send(session, 'filled in');
    await answer(session, 'requestToken', 'success: customer (type 1)');
    expect(session.destination).toBeNull();
    await answer(session, 'routeUser', 'left for App 27');
    expect(session.describe()).toBe('leaving (final)');
    expect(session.destination).toBe('app27');
  });

  it('is read from the stand-ins’ addresses only', () => {
    expect(destinationOf('http://localhost:4200/stand-in/apps/app27/clientid-login?jwt=x')).toBe('app27');
    expect(destinationOf('https://apps.example/stand-in/apps/admin-tool/clientid-login')).toBe('admin-tool');
    expect(destinationOf('http://localhost:4200/opsportal/#/ops')).toBeNull();
    expect(destinationOf('http://localhost:4200/stand-in/apps/unknown/x')).toBeNull();
  });

  it('names the picture and reads it back', () => {
    expect(pictureName('leaving', 'desktop', 'app27')).toBe('leaving@app27.desktop.webp');
    expect(parsePictureName('leaving@app27.desktop.webp')).toEqual({ state: 'leaving', variant: 'app27', width: 'desktop' });
    expect(parsePictureName('active.captcha.ready.phone.webp')).toEqual({ state: 'active.captcha.ready', variant: null, width: 'phone' });
  });
});
