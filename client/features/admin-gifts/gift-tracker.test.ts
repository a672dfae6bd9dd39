import { describe, expect, it } from 'vitest';
import { csvCells, FORMULA_TRIGGERS, opensAsText } from '../../../protocol/csv-test-support';
import { centsToDecimal, giftsToCsv, type GiftCsvWords } from './gift-csv';
import { filterGifts, formatMoney, giftTotals, noGiftFilters, withGift } from './gift-tracker';
import { catalogs } from './strings';
import { giftFixture } from './test-gifts';

const ana = giftFixture({
  donorName: 'Ana López',
  cashAppUsername: '$analopez',
  message: 'For a sunset dinner!',
});
const ben = giftFixture({
  donorName: 'Ben Carter',
  donorEmail: 'ben@example.com',
  amount: 2000,
  giftType: 'wishing_well',
  isVerified: true,
  transactionId: 'CA-7731',
  thankYouSentOn: '2026-06-25',
  donatedAt: '2026-06-20T16:05:00.000Z',
});
const cy = giftFixture({
  donorName: 'Cy Diaz',
  donorEmail: undefined,
  amount: 1,
  giftType: 'wishing_well',
});
const gifts = [cy, ben, ana];

describe('filtering gifts', () => {
  it.each([
    [{ search: 'lopez' }, [ana]],
    [{ search: 'SUNSET' }, [ana]],
    [{ search: '$analopez' }, [ana]],
    [{ search: 'ca-7731' }, [ben]],
    [{ search: 'ben@' }, [ben]],
    [{ giftType: 'wishing_well' as const }, [cy, ben]],
    [{ status: 'verified' as const }, [ben]],
    [{ status: 'unverified' as const }, [cy, ana]],
    [{ status: 'thank-you-owed' as const }, [cy, ana]],
    [{ status: 'thank-you-sent' as const }, [ben]],
    [{ giftType: 'wishing_well' as const, status: 'thank-you-owed' as const }, [cy]],
    [{ search: 'nobody' }, []],
  ])('%j', (filters, expected) => {
    expect(filterGifts(gifts, { ...noGiftFilters, ...filters })).toEqual(expected);
  });
});

describe('totals', () => {
  it('adds up cents by type and overall, with what is verified and the notes owed', () => {
    expect(giftTotals(gifts)).toEqual({
      byType: {
        honeymoon_fund: { count: 1, amount: 7550, verifiedAmount: 0, thankYouOwed: 1 },
        wishing_well: { count: 2, amount: 2001, verifiedAmount: 2000, thankYouOwed: 1 },
      },
      overall: { count: 3, amount: 9551, verifiedAmount: 2000, thankYouOwed: 2 },
    });
  });

  it('shows cents as dollars in the organizer’s language', () => {
    expect(formatMoney(9551, 'USD', 'en')).toBe('$95.51');
    // Spanish writes the symbol after, with a no-break space; four digits take no grouping mark.
    expect(formatMoney(123456, 'USD', 'es')).toBe('1234,56\u00a0US$');
  });
});

describe('the live list', () => {
  it('adds a pushed gift on top and replaces an updated one in place', () => {
    const dee = giftFixture({ donorName: 'Dee' });
    expect(withGift(gifts, dee).map((g) => g.donorName)).toEqual([
      'Dee',
      'Cy Diaz',
      'Ben Carter',
      'Ana López',
    ]);
    const verifiedAna = { ...ana, isVerified: true };
    expect(withGift(gifts, verifiedAna)).toEqual([cy, ben, verifiedAna]);
  });
});

/** The CSV's words as the English catalog has them. */
const words: GiftCsvWords = { ...catalogs.en.csv, types: catalogs.en.types };

describe('the CSV export', () => {
  it('writes dollars from cents exactly', () => {
    expect([0, 1, 99, 100, 7550, 1_000_000].map(centsToDecimal)).toEqual([
      '0.00',
      '0.01',
      '0.99',
      '1.00',
      '75.50',
      '10000.00',
    ]);
  });

  it('has a row per gift, dates on the wedding’s clock, and no formula a spreadsheet would run', () => {
    const tricky = giftFixture({
      donorName: 'Eve, "the aunt"',
      message: '=HYPERLINK("http://x")',
      donorPhone: '+1 415 555 0101',
      donatedAt: '2026-06-21T02:30:00.000Z',
    });
    const csv = giftsToCsv([tricky, ben], words, 'America/New_York');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Donor,Email,Phone,Gift type,Amount,Currency,Message,Cash App username,Verified,Transaction ID,Thank-you sent on',
      `2026-06-20 22:30,"Eve, ""the aunt""",ana@example.com,+1 415 555 0101,Honeymoon Fund,75.50,USD,"'=HYPERLINK(""http://x"")",,No,,`,
      '2026-06-20 12:05,Ben Carter,ben@example.com,,Wishing Well,20.00,USD,,,Yes,CA-7731,2026-06-25',
    ]);
  });

  it('opens a donor-typed message or name starting with a formula character as text', () => {
    const typed = FORMULA_TRIGGERS.map((trigger) =>
      giftFixture({ donorName: `${trigger}Eve`, message: `${trigger}1+1`, donorPhone: '-5' }),
    );
    const rows = csvCells(giftsToCsv(typed, words, 'America/New_York'));
    expect(rows.map((row) => [row[1], row[7]])).toEqual(
      FORMULA_TRIGGERS.map((t) => [`'${t}Eve`, `'${t}1+1`]),
    );
    expect(rows.every((row) => row.every(opensAsText))).toBe(true);
  });

  it('keeps a donor’s +34 600 000 000 in the phone column', () => {
    const [row] = csvCells(
      giftsToCsv([giftFixture({ donorPhone: '+34 600 000 000', message: '-5' })], words, 'UTC'),
    );
    expect(row![3]).toBe('+34 600 000 000');
    expect(row![7]).toBe("'-5");
  });

  it('opens a donor-typed phone that only contains a number inside a formula as text', () => {
    // What a donor can type in the phone field (30 characters at most).
    const typed = [
      '=HYPERLINK("//e.x",+12015550123)'.slice(0, 30),
      '+12015550123+WEBSERVICE("//e.x")'.slice(0, 30),
      '@+34 600 000 000',
    ];
    const rows = csvCells(
      giftsToCsv(
        typed.map((donorPhone) => giftFixture({ donorPhone })),
        words,
        'UTC',
      ),
    );
    expect(rows.map((row) => row[3])).toEqual(typed.map((phone) => `'${phone}`));
    expect(rows.every((row) => opensAsText(row[3]!))).toBe(true);
  });
});
