/** /remote-connect (spec 2 lists the route without its content): how a remote support session works. */
import remoteConnectArt from './art/remote-connect.svg';

export const remoteConnect = {
  title: 'Remote Connect',
  lead: 'Let one of our technicians see your screen and fix the problem with you, safely and only while you allow it.',
  img: remoteConnectArt,
  steps: [
    'Call support and describe the problem. The technician gives you a Support Key.',
    'Press Start a session, type your name and the Support Key, then press CONTINUE.',
    'Run the small program that downloads. You see everything the technician does, and you can end the session at any time.',
  ],
};
