import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_MONTH_OPTIONS,
  dateOfBirthError,
  dateOfBirthMessages,
  dateOfBirthSchema,
  dateOfBirthYearOptions,
  dayOptions,
  EMPTY_DATE_OF_BIRTH,
  fromApiDateOfBirth,
  selectedDateOfBirth,
  toApiDateOfBirth,
} from './dateOfBirth';

const today = { year: 2024, month: 6, day: 15 };
const sel = (year: string, month: string, day: string) => ({ year, month, day });

describe('date of birth messages (doc 1 §5)', () => {
  it('quotes the spec', () => {
    expect(dateOfBirthMessages).toEqual({
      required: 'Date of birth required',
      invalid: 'Chosen date is invalid',
      underage: 'You must be at least 18 years of age to use the product',
    });
  });
});

describe('selector options', () => {
  it('years run from 1909 to the current year', () => {
    const years = dateOfBirthYearOptions(today);
    expect(years[0]).toBe('1909');
    expect(years.at(-1)).toBe('2024');
    expect(years).toHaveLength(2024 - 1909 + 1);
  });

  it('months are 01 to 12', () => {
    expect(DATE_OF_BIRTH_MONTH_OPTIONS).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
  });

  it.each([
    ['2024', '02', 29],
    ['2023', '02', 28],
    ['1900', '02', 28],
    ['2000', '02', 29],
    ['', '02', 29],
    ['2023', '04', 30],
    ['2023', '01', 31],
    ['2023', '', 31],
    ['', '', 31],
    ['2023', '13', 31],
    ['2023', 'x', 31],
  ])('year %j month %j offers %i days', (year, month, days) => {
    const options = dayOptions(year, month);
    expect(options).toHaveLength(days);
    expect(options[0]).toBe('01');
    expect(options.at(-1)).toBe(String(days));
  });
});

describe('dateOfBirthError on 15 June 2024', () => {
  it.each([
    [sel('', '', ''), dateOfBirthMessages.required],
    [sel('2000', '01', ''), dateOfBirthMessages.required],
    [sel('', '01', '01'), dateOfBirthMessages.required],
    [sel('2000', '', '01'), dateOfBirthMessages.required],
    [sel('2001', '02', '29'), dateOfBirthMessages.invalid],
    [sel('2000', '04', '31'), dateOfBirthMessages.invalid],
    [sel('1908', '01', '01'), dateOfBirthMessages.invalid],
    [sel('2025', '01', '01'), dateOfBirthMessages.invalid],
    [sel('2000', 'ab', '01'), dateOfBirthMessages.invalid],
    [sel('2006', '06', '15'), null],
    [sel('2006', '06', '16'), dateOfBirthMessages.underage],
    [sel('2006', '06', '14'), null],
    [sel('2024', '06', '01'), dateOfBirthMessages.underage],
    [sel('2024', '12', '01'), dateOfBirthMessages.underage],
    [sel('1909', '01', '01'), null],
  ])('%j gives %j (the 18th birthday itself is allowed)', (selection, message) => {
    expect(dateOfBirthError(selection, today)).toBe(message);
  });

  it.each([
    [{ year: 2022, month: 2, day: 28 }, dateOfBirthMessages.underage],
    [{ year: 2022, month: 3, day: 1 }, null],
    [{ year: 2021, month: 3, day: 1 }, dateOfBirthMessages.underage],
    [{ year: 2023, month: 2, day: 28 }, null],
  ])('born 29 February 2004, on %j: %j', (on, message) => {
    expect(dateOfBirthError(sel('2004', '02', '29'), on)).toBe(message);
  });

  it('the schema reports the message on the field', () => {
    const schema = dateOfBirthSchema(today);
    expect(schema.safeParse(sel('2010', '01', '01')).error?.issues).toEqual([
      expect.objectContaining({ message: dateOfBirthMessages.underage, path: [] }),
    ]);
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(dateOfBirthMessages.required);
    expect(schema.parse(sel('1990', '02', '09'))).toEqual(sel('1990', '02', '09'));
  });

  it('agrees with the age rule for every date: valid exactly when 18 or older', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1909, max: 2024 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const selection = sel(String(y), String(m).padStart(2, '0'), String(d).padStart(2, '0'));
          const date = selectedDateOfBirth(selection, today);
          const message = dateOfBirthError(selection, today);
          if (date === null) expect(message).toBe(dateOfBirthMessages.invalid);
          else {
            const adult = y < 2006 || (y === 2006 && (m < 6 || (m === 6 && d <= 15)));
            expect(message).toBe(adult ? null : dateOfBirthMessages.underage);
          }
        },
      ),
    );
  });
});

describe('API date of birth', () => {
  it('converts to and from YYYY-MM-DD', () => {
    expect(toApiDateOfBirth(sel('1990', '02', '09'))).toBe('1990-02-09');
    expect(fromApiDateOfBirth('1990-02-09')).toEqual(sel('1990', '02', '09'));
    expect(fromApiDateOfBirth(null)).toEqual(EMPTY_DATE_OF_BIRTH);
    expect(fromApiDateOfBirth(undefined)).toEqual(EMPTY_DATE_OF_BIRTH);
    expect(fromApiDateOfBirth('1990-02-30')).toEqual(EMPTY_DATE_OF_BIRTH);
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1909-01-01T00:00:00Z'),
          max: new Date('2024-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const iso = instant.toISOString().slice(0, 10);
          expect(toApiDateOfBirth(fromApiDateOfBirth(iso))).toBe(iso);
        },
      ),
    );
  });
});
