import { Button } from './ui/button';
import { cn } from './ui/cn';

type QueryStatusProps = {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingText: string;
  errorText: string;
  retryText: string;
  /** 'center' under a centred section title, 'start' inside a panel that reads left to right. */
  align?: 'center' | 'start';
  className?: string;
};

/**
 * What a guest sees while data loads or after it failed to: 'Loading…' announced politely, or the
 * error announced at once with a button that tries again. Nothing once the data is there.
 */
export function QueryStatus({
  query,
  loadingText,
  errorText,
  retryText,
  align = 'center',
  className,
}: QueryStatusProps) {
  const centred = align === 'center';
  if (query.isPending) {
    return (
      <p role="status" className={cn(centred && 'text-center', 'text-stone-600', className)}>
        {loadingText}
      </p>
    );
  }
  if (!query.isError) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 text-stone-700',
        centred ? 'items-center text-center' : 'items-start',
        className,
      )}
    >
      <p>{errorText}</p>
      <Button variant="outline" onClick={() => void query.refetch()}>
        {retryText}
      </Button>
    </div>
  );
}
