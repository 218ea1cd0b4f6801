import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { accordionMachine, selectOpenPanel, type AccordionPanel } from '../../../machines/accordion.machine.ts';
import './accordion.css';

export interface AccordionItem {
  panel: AccordionPanel;
  title: string;
  body: ReactNode;
}

/**
 * The Benefits accordion (spec 2, 4) as the WAI-ARIA accordion pattern: each header is a button
 * with aria-expanded; Enter or Space toggles it; Up, Down, Home and End move between headers.
 * Which panel is open lives in the accordion machine.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const accordion = useActorRef(accordionMachine);
  const open = useSelector(accordion, selectOpenPanel);
  const id = useId();
  const headers = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === item.panel;
        return (
          <div key={item.panel} className={`accordion__item${expanded ? ' is-open' : ''}`}>
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                id={`${id}-${item.panel}-header`}
                type="button"
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={`${id}-${item.panel}-panel`}
                onClick={() => accordion.send({ type: 'panel.toggle', panel: item.panel })}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.title}
                <span aria-hidden="true" className="accordion__chevron" />
              </button>
            </Heading>
            <div
              id={`${id}-${item.panel}-panel`}
              role="region"
              aria-labelledby={`${id}-${item.panel}-header`}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
