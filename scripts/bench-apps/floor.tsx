/** The bench floor's app (scripts/bench.ts builds it): a machine-driven button on a hash-routed page (declarative <HashRouter>). */
import { useMachine } from '@xstate/react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { createMachine } from 'xstate';
const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } } });
function Hello() {
  const [state, send] = useMachine(toggle);
  return <button onClick={() => send({ type: 'flip' })}>Hello {String(state.value)}</button>;
}
createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <Routes>
      <Route path="/" element={<Hello />} />
    </Routes>
  </HashRouter>,
);
