// The whole start-up is in the shell chunk (src/app/start-up/start.tsx): this entry is only its call.
import { start } from './app/start-up/start.tsx';

await start();
