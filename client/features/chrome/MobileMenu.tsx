import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { MobileMenuSheet } from './lazy-mobile-menu-sheet';
import type { MenuItem } from './menu-items';
import './strings';

type MobileMenuProps = {
  items: readonly MenuItem[];
  onSignOut?: () => void;
  triggerClassName?: string;
};

/** The menu button and, once opened, the slide-out left menu with its search box. */
export function MobileMenu({ items, onSignOut, triggerClassName }: MobileMenuProps) {
  const { t } = useStrings('chrome');
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className={triggerClassName}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden />
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            items={items}
            open={open}
            onOpenChange={setOpen}
            onSignOut={onSignOut}
            returnFocusTo={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
