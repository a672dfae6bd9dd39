import type { ReactNode } from 'react';
import { cn } from '../ui/cn';
import { useWaitingToSend } from './hooks';
import type { OutboxBody } from './kinds';
import type { OutboxKind } from './store';
import { WaitingFile } from './WaitingFile';
import { WaitingToSendNotice } from './WaitingToSendNotice';

type WaitingListProps<K extends OutboxKind> = {
  kind: K;
  /** Only the writes sent to this path (one timeline event's messages). */
  params?: Record<string, string>;
  /** The list's accessible name ("Waiting to send" in the feature's words). */
  label: string;
  /** An ordered list where the feed it stands above is one. */
  ordered?: boolean;
  className?: string;
  itemClassName?: string;
  /** With it, each item is an article of that name, as the feed's sent ones are. */
  articleLabel?: (body: OutboxBody<K>) => string;
  /** What the item shows of its body, above the "waiting to send" notice. */
  children: (body: OutboxBody<K>) => ReactNode;
};

/**
 * The writes of one kind that wait on this phone, each marked as waiting, shown above (or on) the
 * list they will join; nothing when none waits.
 */
export function WaitingList<K extends OutboxKind>({
  kind,
  params,
  label,
  ordered = false,
  className,
  itemClassName,
  articleLabel,
  children,
}: WaitingListProps<K>) {
  const waiting = useWaitingToSend(kind, params);
  if (waiting.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={label}>
      {waiting.map((item) => {
        const content = (
          <>
            {children(item.body)}
            {item.file && <WaitingFile file={item.file} />}
            <WaitingToSendNotice />
          </>
        );
        return (
          <li
            key={item.key}
            data-outbox="waiting"
            className={cn('border border-dashed border-amber-300 bg-amber-50/60', itemClassName)}
          >
            {articleLabel ? (
              <article aria-label={articleLabel(item.body)}>{content}</article>
            ) : (
              content
            )}
          </li>
        );
      })}
    </List>
  );
}
