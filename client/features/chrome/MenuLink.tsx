import type { LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/ui/cn';
import { sectionIdOf, type MenuItem } from './menu-items';
import { useGoToSection } from './scroll-to-section';

type MenuLinkProps = {
  item: MenuItem;
  className?: string;
  /** Shown before the name (the phone menu's items). */
  icon?: LucideIcon;
  /** Tighter sides, for the desktop bar. */
  compact?: boolean;
  /** Runs before navigating, e.g. to close the phone menu. */
  onChoose?: () => void;
};

/** One menu entry: a section scrolls (or goes to '/#anchor' from another page); a page link routes. */
export function MenuLink({
  item,
  className,
  icon: Icon,
  compact = false,
  onChoose,
}: MenuLinkProps) {
  const goToSection = useGoToSection();
  const classes = cn(
    'inline-flex min-h-11 items-center gap-3 rounded-md text-base font-medium text-stone-700 transition-colors hover:bg-blush-100 hover:text-blush-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500',
    compact ? 'px-2.5' : 'px-3',
    className,
  );
  const content = (
    <>
      {Icon && <Icon className="size-5 shrink-0 text-blush-600" aria-hidden />}
      <span>{item.name}</span>
    </>
  );

  if (!item.isSection) {
    return (
      <Link to={item.href} className={classes} onClick={onChoose}>
        {content}
      </Link>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    onChoose?.();
    goToSection(sectionIdOf(item));
  };

  return (
    <a href={item.href} className={classes} onClick={onClick}>
      {content}
    </a>
  );
}
