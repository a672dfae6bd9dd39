import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';

/**
 * The projector screens' sizes: the wall's panel is its own column, the leaderboard's shares one,
 * the quiz lobby's is the screen's main call to join.
 */
const sizes = {
  large: {
    panel: 'gap-[calc(var(--u)*1.2)] p-[calc(var(--u)*2)] text-white',
    title: 'text-[calc(var(--u)*3.2)]',
    code: 'w-[calc(var(--u)*22)] rounded-[calc(var(--u)*1)] p-[calc(var(--u)*1)]',
  },
  wide: {
    panel: 'gap-[calc(var(--u)*1)] p-[calc(var(--u)*1.6)] text-white',
    title: 'text-[calc(var(--u)*2.6)]',
    code: 'w-[calc(var(--u)*13)] rounded-[calc(var(--u)*0.8)] p-[calc(var(--u)*0.8)]',
  },
  compact: {
    panel: 'gap-[calc(var(--u)*0.6)] p-[calc(var(--u)*1.2)]',
    title: 'text-[calc(var(--u)*2.4)]',
    code: 'w-[calc(var(--u)*12)] rounded-[calc(var(--u)*0.6)] p-[calc(var(--u)*0.6)]',
  },
} as const;

type ProjectorJoinPanelProps = {
  /** The site's public address, shown under the code without its scheme. */
  publicUrl: string;
  /** Where the code leads (a page of the site). */
  target: string;
  words: { title: string; qrLabel: (shown: string) => string; line: string; or: string };
  size: keyof typeof sizes;
  /** The element: the wall's panel is an aside beside its moments. */
  as?: 'aside' | 'div';
  testId: string;
  /** Below the address (the wall's live counts). */
  children?: ReactNode;
};

/**
 * The projector's "join in" slice: a title, a QR code to the site and its address for those who
 * type. Sized in the projector's unit (--u), so it reads the same from the back of the room.
 */
export function ProjectorJoinPanel({
  publicUrl,
  target,
  words,
  size,
  as: Panel = 'div',
  testId,
  children,
}: ProjectorJoinPanelProps) {
  const shown = publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const style = sizes[size];
  return (
    <Panel
      className={`flex min-h-0 flex-col items-center rounded-[calc(var(--u)*1.2)] bg-white/10 text-center ${style.panel}`}
    >
      <h2 className={`font-serif leading-tight text-gold-400 ${style.title}`}>{words.title}</h2>
      <div className={`shrink-0 bg-white ${style.code}`}>
        <QRCodeSVG
          value={target}
          size={512}
          level="M"
          marginSize={0}
          title={words.qrLabel(shown)}
          className="block h-auto w-full"
          data-testid={testId}
          data-value={target}
        />
      </div>
      <p className="text-[calc(var(--u)*1.7)] leading-snug">{words.line}</p>
      <p className="text-[calc(var(--u)*1.7)] leading-snug text-white/85">
        {words.or} <span className="break-all font-semibold text-white">{shown}</span>
      </p>
      {children}
    </Panel>
  );
}
