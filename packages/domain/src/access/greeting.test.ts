import { describe, expect, it } from 'vitest';
import {
  accountHolderName,
  congratulationName,
  dashboardGreeting,
  type GreetingProfile,
  greetingName,
} from './greeting';

const person: GreetingProfile = {
  user: { first_name: 'Ada', middle_name: 'King', last_name: 'Lovelace' },
  roles: [],
  institution: null,
};
const institutionAdmin = (institution: GreetingProfile['institution']): GreetingProfile => ({
  ...person,
  roles: ['INSTITUTION_ADMIN'],
  institution,
});

describe('greetingName and dashboardGreeting (doc 2 §2)', () => {
  it.each<[string, GreetingProfile, string]>([
    ['a person: first name', person, 'Ada'],
    [
      'an institution admin: dba name',
      institutionAdmin({ dba_name: 'Acme Capital', entity_name: 'Acme LLC' }),
      'Acme Capital',
    ],
    [
      'an institution admin without dba: entity name',
      institutionAdmin({ dba_name: null, entity_name: 'Acme LLC' }),
      'Acme LLC',
    ],
    [
      'an institution admin with a blank dba: entity name',
      institutionAdmin({ dba_name: '  ', entity_name: 'Acme LLC' }),
      'Acme LLC',
    ],
    ['an institution admin without names: first name', institutionAdmin({}), 'Ada'],
    ['an institution admin without institution: first name', institutionAdmin(undefined), 'Ada'],
    [
      'a person whose profile carries an institution: first name',
      { ...person, institution: { dba_name: 'Acme Capital' } },
      'Ada',
    ],
  ])('%s', (_name, profile, expected) => {
    expect(greetingName(profile)).toBe(expected);
    expect(dashboardGreeting(profile)).toBe(`Hello, ${expected}!`);
  });
});

describe('congratulationName (doc 1 §2.6 Complete)', () => {
  it.each<[string, GreetingProfile, string]>([
    ['a person: full name with middle', person, 'Ada King Lovelace'],
    [
      'a person without middle name',
      { ...person, user: { first_name: 'Ada', last_name: 'Lovelace' } },
      'Ada Lovelace',
    ],
    [
      'a person with an empty middle name',
      { ...person, user: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' } },
      'Ada Lovelace',
    ],
    [
      'an institution admin: dba name',
      institutionAdmin({ dba_name: 'Acme Capital', entity_name: 'Acme LLC' }),
      'Acme Capital',
    ],
    [
      'an institution admin without dba: entity name',
      institutionAdmin({ entity_name: 'Acme LLC' }),
      'Acme LLC',
    ],
  ])('%s', (_name, profile, expected) => {
    expect(congratulationName(profile)).toBe(expected);
  });
});

describe('accountHolderName (doc 2 §2, the wire deposit rule)', () => {
  it.each<[string, GreetingProfile, string]>([
    ['a person: the full legal name', person, 'Ada King Lovelace'],
    [
      'a person without a middle name',
      { ...person, user: { first_name: 'Ada', middle_name: null, last_name: 'Lovelace' } },
      'Ada Lovelace',
    ],
    [
      'an institution admin: the entity name, not the dba',
      institutionAdmin({ dba_name: 'Acme Capital', entity_name: 'Acme LLC' }),
      'Acme LLC',
    ],
    [
      'an institution admin with a blank entity name: the full legal name',
      institutionAdmin({ dba_name: 'Acme Capital', entity_name: ' ' }),
      'Ada King Lovelace',
    ],
    [
      'a person whose profile carries an institution: the full legal name',
      { ...person, institution: { entity_name: 'Acme LLC' } },
      'Ada King Lovelace',
    ],
  ])('%s', (_name, profile, expected) => {
    expect(accountHolderName(profile)).toBe(expected);
  });
});
