import { Fragment, type ReactNode } from 'react';

/*
 * A deliberately small Markdown subset (headings, paragraphs, lists, emphasis, code, links) turned
 * into React elements: raw HTML in the text stays text, so nothing a recruiter writes can run.
 */

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const INLINE =
  /(\*\*[^*]+\*\*|__[^_]+__|\*[^*\s][^*]*\*|_[^_\s][^_]*_|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/;

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    const key = `${keyPrefix}-${index}`;
    if (/^(\*\*|__).+\1$/.test(part)) {
      return <strong key={key}>{renderInline(part.slice(2, -2), key)}</strong>;
    }
    if (/^`.+`$/.test(part)) return <code key={key}>{part.slice(1, -1)}</code>;
    if (/^([*_]).+\1$/.test(part) && part.length > 2) {
      return <em key={key}>{renderInline(part.slice(1, -1), key)}</em>;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label = '', href = ''] = link;
      if (!SAFE_LINK.test(href)) return <Fragment key={key}>{label}</Fragment>;
      return (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {label}
        </a>
      );
    }
    return <Fragment key={key}>{part}</Fragment>;
  });
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (line.trim() === '') {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered && !bullet);
      const item = (bullet ?? numbered)?.[1] ?? '';
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

interface MarkdownProps {
  source: string;
  /** The level of the text's top heading, so the outline fits the page around it. */
  baseLevel?: number;
  className?: string;
}

export function Markdown({ source, baseLevel = 2, className }: MarkdownProps) {
  const blocks = parseBlocks(source);
  // Writers start at "#" or "##" alike; the text's top heading becomes `baseLevel`, so the page's
  // outline never skips a level.
  const topLevel = Math.min(...blocks.map((block) => (block.kind === 'heading' ? block.level : 6)));
  return (
    <div className={className ?? 'markdown'}>
      {blocks.map((block, index) => {
        const key = `b${index}`;
        if (block.kind === 'heading') {
          const level = Math.min(6, block.level - topLevel + baseLevel);
          const Tag = `h${level}` as 'h2';
          return (
            <Tag key={key} className="h6 mt-3">
              {renderInline(block.text, key)}
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key}>
              {block.items.map((item, itemIndex) => (
                <li key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</li>
              ))}
            </List>
          );
        }
        return <p key={key}>{renderInline(block.text, key)}</p>;
      })}
    </div>
  );
}
