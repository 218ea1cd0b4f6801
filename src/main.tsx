// The entry is part of the shell chunk (vite.config.ts), and the whole start-up is `start()`
// (src/app/start-up/start.tsx). No top-level await: the page chunks import the shell, and a shell
// whose evaluation waited for the start-up would hold back the very page code the start-up waits for.
// A start-up that throws is reported as an unhandled rejection, as a thrown top-level await was.
import { start } from './app/start-up/start.tsx';

void start();
