import { Download, Mail, Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { Vendor } from '../../../protocol/planning';
import { matchesVendor, vendorsApi } from '../../../protocol/vendors';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { buttonVariants } from '../../lib/ui/button-variants';
import { toast } from '../../lib/ui/use-toast';
import { useDeleteVendor, useSaveVendor, useVendors } from './usePlanning';
import { VendorForm } from './VendorForm';
import { VendorIconView } from './vendor-icons';
import { LabeledField, TextInputField } from '../../lib/ui/labeled-field';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

function exportHref(category: string, q: string, lang: string): string {
  const search = new URLSearchParams({ lang: lang.startsWith('es') ? 'es' : 'en' });
  if (category) search.set('category', category);
  if (q.trim()) search.set('q', q.trim());
  return `${vendorsApi.exportCsv.path}?${search}`;
}

/** The couple's suppliers: filter by category, search, call or write in one tap, export. */
export function VendorsSection() {
  const { t, i18n } = useStrings('admin-planning');
  const vendors = useVendors();
  const saveVendor = useSaveVendor();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [category, setCategory] = useState('');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const all = vendors.data;
  const categories = useMemo(
    () =>
      [...new Set((all ?? []).map((vendor) => vendor.category))].sort((a, b) => a.localeCompare(b)),
    [all],
  );
  const shown = useMemo(
    () => (all ?? []).filter((vendor) => matchesVendor(vendor, { category, q: deferredQuery })),
    [all, category, deferredQuery],
  );

  return (
    <section aria-labelledby="planning-vendors-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="planning-vendors-title" className="font-serif text-2xl text-blush-700">
          {t('vendors.title')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={exportHref(category, deferredQuery, i18n.language)}
            download
          >
            <Download aria-hidden />
            {t('vendors.exportCsv')}
          </a>
          <Button onClick={() => setEditing({ kind: 'new' })} disabled={editing?.kind === 'new'}>
            <Plus aria-hidden />
            {t('vendors.add')}
          </Button>
        </div>
      </div>
      {editing?.kind === 'new' && (
        <VendorForm
          onSave={(body) => saveVendor.mutateAsync({ body })}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryStatus
        query={vendors}
        loadingText={t('vendors.loading')}
        errorText={t('vendors.error')}
        retryText={t('vendors.retry')}
        align="start"
      />
      {all && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <LabeledField id="vendor-filter-category" label={t('vendors.category')}>
              <select
                id="vendor-filter-category"
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                className="h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
              >
                <option value="">{t('vendors.allCategories')}</option>
                {categories.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </LabeledField>
            <TextInputField
              id="vendor-filter-search"
              label={t('vendors.search')}
              type="search"
              value={query}
              onValueChange={setQuery}
            />
          </div>
          <p className="text-stone-700" role="status">
            {t('vendors.showing', { count: shown.length })}
          </p>
          {shown.length ? (
            <ul className="grid gap-3 md:grid-cols-2">
              {shown.map((vendor) =>
                editing?.kind === 'edit' && editing.id === vendor.id ? (
                  <li key={vendor.id} className="md:col-span-2">
                    <VendorForm
                      vendor={vendor}
                      onSave={(body) => saveVendor.mutateAsync({ id: vendor.id, body })}
                      onDone={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <VendorItem
                    key={vendor.id}
                    vendor={vendor}
                    confirming={confirming === vendor.id}
                    onConfirm={(on) => setConfirming(on ? vendor.id : null)}
                    onEdit={() => setEditing({ kind: 'edit', id: vendor.id })}
                  />
                ),
              )}
            </ul>
          ) : (
            <p className="rounded-lg border border-dashed border-blush-200 bg-white p-6 text-center text-stone-600">
              {all.length ? t('vendors.noMatch') : t('vendors.empty')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function VendorItem({
  vendor,
  confirming,
  onConfirm,
  onEdit,
}: {
  vendor: Vendor;
  confirming: boolean;
  onConfirm: (on: boolean) => void;
  onEdit: () => void;
}) {
  const { t } = useStrings('admin-planning');
  const deleteVendor = useDeleteVendor();
  const remove = () =>
    deleteVendor.mutate(vendor.id, {
      onSuccess: () => toast({ title: t('vendors.deleted') }),
      onError: (error) =>
        signalFailure(t('vendors.deleteFailed'), t('vendors.deleteFailed'), error),
    });

  return (
    <li
      className="grid gap-2 rounded-xl border border-blush-100 bg-white p-4"
      aria-labelledby={`vendor-${vendor.id}-name`}
    >
      <div className="flex items-start gap-3">
        <VendorIconView icon={vendor.icon} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p id={`vendor-${vendor.id}-name`} className="font-semibold text-stone-900">
            {vendor.name}
          </p>
          <p className="text-sm text-stone-600">
            {vendor.category}
            {vendor.contactName ? ` · ${vendor.contactName}` : ''}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {vendor.phone && (
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`}
          >
            <Phone aria-hidden />
            <span className="sr-only">{t('vendors.call', { name: vendor.name })}: </span>
            {vendor.phone}
          </a>
        )}
        {vendor.email && (
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={`mailto:${vendor.email}`}
          >
            <Mail aria-hidden />
            <span className="sr-only">{t('vendors.email', { name: vendor.name })}: </span>
            {vendor.email}
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {confirming ? (
          <>
            <span className="self-center text-sm text-stone-700">
              {t('vendors.confirmDelete', { name: vendor.name })}
            </span>
            <Button
              variant="destructive"
              size="sm"
              onClick={remove}
              disabled={deleteVendor.isPending}
            >
              {t('vendors.confirm')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => onConfirm(false)}>
              {t('vendors.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" size="sm" onClick={onEdit}>
              <Pencil aria-hidden />
              {t('vendors.edit')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onConfirm(true)}>
              <Trash2 aria-hidden />
              {t('vendors.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
