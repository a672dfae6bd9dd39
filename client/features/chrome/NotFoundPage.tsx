import { useStrings } from '../../lib/use-strings';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../../lib/ui/button-variants';
import { Card, CardContent, CardFooter, CardHeader } from '../../lib/ui/card';
import './strings';

/** Spec guest-site §2: the fallback for any unknown path. */
export function NotFoundPage() {
  const { t } = useStrings('chrome');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-blush-50 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-center font-serif text-2xl font-semibold leading-tight text-blush-700">
            {t('notFound.title')}
          </h1>
        </CardHeader>
        <CardContent>
          <p className="text-center text-base text-stone-700">{t('notFound.body')}</p>
        </CardContent>
        <CardFooter className="justify-center">
          <Link className={buttonVariants()} to="/">
            {t('notFound.backHome')}
          </Link>
        </CardFooter>
      </Card>
    </main>
  );
}
