import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { smsBodyOf, smsSize } from '../../../protocol/sms';

/** The text message as guests' phones will show it, with its length and how many segments it costs. */
export function SmsPreview({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('admin-announcements');
  const empty = !title.trim() && !message.trim();
  const body = smsBodyOf(title, message);
  const size = smsSize(empty ? '' : body);
  return (
    <section aria-labelledby="sms-preview-title" className="grid gap-2 rounded-xl bg-stone-100 p-4">
      <h4 id="sms-preview-title" className="flex items-center gap-2 font-medium text-stone-800">
        <MessageSquareText aria-hidden="true" className="size-5 text-blush-700" />
        {t('preview.title')}
      </h4>
      <p
        data-testid="sms-preview"
        className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-stone-800 shadow-sm"
      >
        {empty ? <span className="text-stone-600">{t('preview.empty')}</span> : body}
      </p>
      <p aria-live="polite" data-testid="sms-size" className="text-sm text-stone-700">
        {t('preview.size', { length: size.length, count: size.segments, encoding: size.encoding })}
      </p>
      {size.encoding === 'UCS-2' && (
        <p className="text-sm text-stone-700">{t('preview.unicode')}</p>
      )}
    </section>
  );
}
