import * as Popover from '@radix-ui/react-popover';
import { Info } from 'lucide-react';

/** The game card's info tooltip: a tap target on phones (hover tooltips do not exist there). */
export function InfoTip({ label, text }: { label: string; text: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        className="inline-flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-blush-100 hover:text-blush-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
      >
        <Info className="size-5" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={4}
          className="z-50 max-w-xs rounded-md border border-blush-100 bg-white p-3 text-sm text-stone-700 shadow-lg"
        >
          {text}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
