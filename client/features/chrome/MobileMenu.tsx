import { LogOut, Menu, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../lib/ui/sheet';
import { filterMenuItems, type MenuItem } from './menu-items';
import { MenuLink } from './MenuLink';
import './strings';

type MobileMenuProps = {
  items: readonly MenuItem[];
  onSignOut?: () => void;
  triggerClassName?: string;
};

/** The slide-out left menu with its search box. */
export function MobileMenu({ items, onSignOut, triggerClassName }: MobileMenuProps) {
  const { t } = useTranslation('chrome');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const visible = filterMenuItems(items, query);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className={triggerClassName} aria-label={t('nav.openMenu')}>
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent
        ref={contentRef}
        tabIndex={-1}
        // Focusing the search box would pop up the phone keyboard over the menu; start on the panel.
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
          <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500" aria-hidden />
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
                  <MenuLink item={item} showIcon onChoose={close} className="w-full py-2" />
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
