import { CheckCircle2, Circle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { GameSession } from '../../../../protocol/games';
import { signalFailure } from '../../../lib/failure-feedback';
import { haptic } from '../../../lib/haptics';
import { Badge } from '../../../lib/ui/badge';
import { Button } from '../../../lib/ui/button';
import { TitledDialog } from '../../../lib/ui/dialog';
import { toast } from '../../../lib/ui/use-toast';
import { tellKeptOnPhone, useSessionAction } from '../useGames';
import '../strings';

export interface ChecklistItem {
  id: string;
  /** A text, or an organizer's text already picked in the page's language (LocalizedSpan). */
  label: ReactNode;
  points: number;
  /** Photo challenges: Easy, Medium, or anything harder (shown in the destructive style). */
  difficulty?: string;
}

const difficultyVariant = (difficulty: string) =>
  difficulty === 'Easy' ? 'secondary' : difficulty === 'Medium' ? 'outline' : 'destructive';

/** Photo challenges and the scavenger hunt: items marked complete or not; the server keeps the points. */
export function ChecklistDialog({
  title,
  items,
  session,
  completeToastTitle,
  emptyText,
  onClose,
}: {
  title: string;
  items: ChecklistItem[];
  session: GameSession;
  completeToastTitle: string;
  emptyText?: string;
  onClose: () => void;
}) {
  const { t } = useStrings('games');
  const [current, setCurrent] = useState(session);
  const mark = useSessionAction();
  const done = new Set(current.completedItems ?? []);

  const toggle = async (item: ChecklistItem) => {
    const completed = !done.has(item.id);
    try {
      const sent = await mark.mutateAsync({
        id: session.id,
        action: { action: 'mark', itemId: item.id, completed },
      });
      if (sent.status === 'queued') {
        // Shown as marked now; its points count once it is sent.
        const items = (current.completedItems ?? []).filter((id) => id !== item.id);
        setCurrent({ ...current, completedItems: completed ? [...items, item.id] : items });
        tellKeptOnPhone(t);
        return;
      }
      setCurrent(sent.result);
      if (completed) {
        haptic('success');
        toast({
          title: completeToastTitle,
          description: t('toast.earned', { count: item.points }),
        });
      }
    } catch {
      signalFailure(t('toast.errorTitle'), t('toast.errorDescription'));
    }
  };

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('checklist.total', { count: current.score })}
    >
      {items.length === 0 && emptyText && <p>{emptyText}</p>}
      <ul className="grid gap-3">
        {items.map((item) => {
          const isDone = done.has(item.id);
          return (
            <li key={item.id} className="grid gap-2 rounded-lg border border-blush-100 p-3">
              <p className="text-base">{item.label}</p>
              <div className="flex flex-wrap items-center gap-2">
                {item.difficulty && (
                  <Badge variant={difficultyVariant(item.difficulty)}>
                    {t(`difficulty.${item.difficulty}`, { defaultValue: item.difficulty })}
                  </Badge>
                )}
                <Badge variant="outline">{t('photo.points', { count: item.points })}</Badge>
                <Button
                  className="ml-auto"
                  variant={isDone ? 'secondary' : 'default'}
                  disabled={mark.isPending}
                  onClick={() => void toggle(item)}
                >
                  {isDone ? <CheckCircle2 aria-hidden /> : <Circle aria-hidden />}
                  {isDone ? t('checklist.completed') : t('checklist.mark')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </TitledDialog>
  );
}
