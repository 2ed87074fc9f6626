import { Check } from 'lucide-react';

type CheckListProps = {
  items: readonly string[];
  /** The list's margin, the space between items and the text's size and colour, to suit the card it is in. */
  className: string;
  /** The ticks' colour: green for what is included or to do, brand where green would compete. */
  tone: 'green' | 'brand';
  id?: string;
  'aria-label'?: string;
};

/** Short items, each after a small tick (decorative: the list itself says they are items). */
export function CheckList({ items, className, tone, id, 'aria-label': label }: CheckListProps) {
  const tick = tone === 'green' ? 'text-green-700' : 'text-brand-700';
  return (
    <ul id={id} aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className={`mt-0.5 h-4 w-4 shrink-0 ${tick}`} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
