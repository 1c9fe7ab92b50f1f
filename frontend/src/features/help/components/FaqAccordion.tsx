import { useState } from 'react';
import { Markdown } from '@/components/ui/Markdown';
import type { HelpLanguage, PublicFaq } from '../api/types';
import { FallbackNote } from './FallbackNote';
import { langIfOther } from './use-help-language';

/**
 * Questions that open to their answers (any number open at once). Each question is a heading
 * holding a button, as the ARIA accordion pattern has it; the answer is a region named by it.
 */
export function FaqAccordion({
  items,
  wanted,
  headingLevel,
}: {
  items: readonly PublicFaq[];
  wanted: HelpLanguage;
  headingLevel: 2 | 3;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="accordion help-faq">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `faq-${item.id}`;
        const panelId = `faq-${item.id}-answer`;
        const lang = langIfOther(item.language, wanted);
        return (
          <div key={item.id} className="accordion-item">
            <Heading className="accordion-header">
              <button
                type="button"
                id={buttonId}
                className={`accordion-button ${expanded ? '' : 'collapsed'}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className="d-flex flex-column gap-1 text-break">
                  <span lang={lang}>{item.question}</span>
                  <FallbackNote language={item.language} wanted={wanted} className="fw-normal" />
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse"
              hidden={!expanded}
            >
              <div className="accordion-body" lang={lang}>
                <Markdown source={item.answer} baseLevel={Math.min(headingLevel + 1, 6)} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
