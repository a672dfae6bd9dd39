import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A link just made for a shared screen (the projector, the quiz host): its address, shown once,
 * and a button that copies it. `picture` goes beside it (the host link's QR code).
 */
export function FreshLink({
  message,
  url,
  testId,
  copied,
  copyText,
  copiedText,
  onCopy,
  picture,
}: {
  message: string;
  url: string;
  testId: string;
  copied: boolean;
  copyText: string;
  copiedText: string;
  onCopy: () => void;
  picture?: ReactNode;
}) {
  return (
    <div
      role="status"
      className={`grid gap-3 rounded-lg border border-blush-200 bg-blush-50 p-3 ${picture ? 'sm:grid-cols-[auto_1fr]' : ''}`}
    >
      {picture}
      <div className="grid gap-2">
        <p className="text-stone-800">{message}</p>
        <code data-testid={testId} className="break-all text-sm text-stone-900">
          {url}
        </code>
        <Button type="button" variant="outline" className="justify-self-start" onClick={onCopy}>
          {copied ? copiedText : copyText}
        </Button>
      </div>
    </div>
  );
}

/** One issued link in a list: its label, when it was made, and its revoke control. */
export function IssuedLinkRow({
  label,
  createdOn,
  children,
}: {
  label: string;
  createdOn: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-blush-100 p-3">
      <span className="grid">
        <span className="font-medium text-stone-900">{label}</span>
        <span className="text-sm text-stone-600">{createdOn}</span>
      </span>
      {children}
    </li>
  );
}
