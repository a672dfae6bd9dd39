import { LogOut, Search } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../lib/ui/sheet';
import { useMyPostsMenuItem } from '../keepsake/useMyPostsMenuItem';
import { filterMenuItems, type MenuItem } from './menu-items';
import { menuIconFor } from './menu-icons';
import { MenuLink } from './MenuLink';
import './strings';

type MobileMenuSheetProps = {
  items: readonly MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut?: () => void;
  /** The menu button: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The slide-out panel of the menu with its search box; loaded the first time the menu opens. */
export function MobileMenuSheet({
  items,
  open,
  onOpenChange,
  onSignOut,
  returnFocusTo,
}: MobileMenuSheetProps) {
  const { t } = useStrings('chrome');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const myPosts = useMyPostsMenuItem();
  const visible = filterMenuItems([...items, ...myPosts], query);

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setQuery('');
  };
  const close = () => change(false);

  return (
    <Sheet open={open} onOpenChange={change}>
      <SheetContent
        ref={contentRef}
        tabIndex={-1}
        // Focusing the search box would pop up the phone keyboard over the menu; start on the panel.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <SheetTitle>{t('nav.menuTitle')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('nav.searchLabel')}
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('nav.searchPlaceholder')}
            className="pl-10"
            autoComplete="off"
          />
        </div>
        {visible.length > 0 ? (
          <nav aria-label={t('nav.menuTitle')}>
            <ul className="flex flex-col gap-1">
              {visible.map((item) => (
                <li key={item.href}>
                  <MenuLink
                    item={item}
                    icon={item.icon ?? menuIconFor(item.href)}
                    onChoose={close}
                    className="w-full py-2"
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div role="status" className="px-2 py-8 text-center">
            <p className="text-lg font-medium text-stone-800">{t('nav.noResults')}</p>
            <p className="mt-1 text-base text-stone-600">{t('nav.noResultsHint')}</p>
          </div>
        )}
        {onSignOut && (
          <Button
            variant="outline"
            className="mt-auto w-full"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            <LogOut aria-hidden />
            {t('nav.signOut')}
          </Button>
        )}
      </SheetContent>
    </Sheet>
  );
}
