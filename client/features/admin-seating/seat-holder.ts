import type { i18n as I18n } from 'i18next';
import type { ContentLanguage } from '../../../protocol/localized';
import type { SeatingAssignment } from '../../../protocol/seating';
import type { Translate } from '../../lib/use-strings';
import './strings';

/**
 * A seat's person as the chart shows them: a household's companion by the name their household
 * gave ("Lucía Pérez"), or "Guest of Ana" until named, a child marked; anyone else by the name
 * the seat was given.
 */
export function holderName(seat: SeatingAssignment, t: Translate<'admin-seating'>): string {
  const companion = seat.holder?.companion;
  if (!companion) return seat.guestName;
  const name = companion.name ?? t('holder.guestOf', { name: companion.guestOf });
  return companion.child ? t('holder.child', { name }) : name;
}

/** What one place card says, all of it in the card's own language (the person's). */
export function placeCard(
  seat: SeatingAssignment,
  tableNumber: number,
  i18n: I18n,
  fallback: ContentLanguage,
): { language: ContentLanguage; name: string; table: string; meal: string | null } {
  const language = seat.holder?.language ?? fallback;
  const t = i18n.getFixedT(language, 'admin-seating') as unknown as Translate<'admin-seating'>;
  const meal = seat.holder?.meal;
  // A meal named in one language only shows in that one rather than not at all.
  const mealName = meal
    ? language === 'es'
      ? meal.nameEs || meal.name
      : meal.name || meal.nameEs
    : '';
  return {
    language,
    name: holderName(seat, t),
    table: t('print.seatedAt', { number: tableNumber }),
    meal: mealName ? t('print.meal', { meal: mealName }) : null,
  };
}
