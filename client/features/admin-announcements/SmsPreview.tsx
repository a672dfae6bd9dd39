import { MessageSquareText } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { smsBodyIn, type AnnouncementTexts } from '../../../protocol/announcements';
import type { ContentLanguage } from '../../../protocol/localized';
import { smsSize } from '../../../protocol/sms';

/**
 * One text message as the phones of guests reading `language` will show it (the other version
 * where this one is empty, as the server sends it), with its length and segments.
 */
function SmsBubble({ texts, language }: { texts: AnnouncementTexts; language: ContentLanguage }) {
  const { t } = useStrings('admin-announcements');
  const empty = [texts.title, texts.titleEs, texts.message, texts.messageEs].every(
    (text) => !text?.trim(),
  );
  const body = smsBodyIn(texts, language);
  const size = smsSize(empty ? '' : body);
  // The English bubble keeps the plain test ids the existing checks read.
  const suffix = language === 'en' ? '' : `-${language}`;
  return (
    <div className="grid gap-2">
      <h5 className="text-sm font-medium text-stone-700">{t(`preview.${language}`)}</h5>
      <p
        lang={language}
        data-testid={`sms-preview${suffix}`}
        className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-stone-800 shadow-sm"
      >
        {empty ? <span className="text-stone-600">{t('preview.empty')}</span> : body}
      </p>
      <p aria-live="polite" data-testid={`sms-size${suffix}`} className="text-sm text-stone-700">
        {t('preview.size', { length: size.length, count: size.segments, encoding: size.encoding })}
      </p>
      {size.encoding === 'UCS-2' && (
        <p className="text-sm text-stone-700">{t('preview.unicode')}</p>
      )}
    </div>
  );
}

/** The text messages as guests' phones will show them: one per language, each guest gets theirs. */
export function SmsPreview({ texts }: { texts: AnnouncementTexts }) {
  const { t } = useStrings('admin-announcements');
  return (
    <section
      aria-labelledby="sms-preview-title"
      className="grid content-start gap-4 rounded-xl bg-stone-100 p-4"
    >
      <h4 id="sms-preview-title" className="flex items-center gap-2 font-medium text-stone-800">
        <MessageSquareText aria-hidden="true" className="size-5 text-blush-700" />
        {t('preview.title')}
      </h4>
      <SmsBubble texts={texts} language="en" />
      <SmsBubble texts={texts} language="es" />
    </section>
  );
}
