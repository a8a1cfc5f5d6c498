import { describe, expect, it } from 'vitest';
import { callingCodes, ituCountryCode } from './calling-codes.ts';

/** The United States' idd in world-countries lists its area codes (hundreds of them) as suffixes. */
const usAreaCodes = Array.from({ length: 380 }, (_, i) => String(201 + i));

describe('callingCodes', () => {
  it.each([
    ['the US keeps +1 alone, its area codes being regions within it', 'US', { root: '+1', suffixes: usAreaCodes }, ['+1']],
    ['Canada likewise', 'CA', { root: '+1', suffixes: ['204', '226'] }, ['+1']],
    ['another NANP member is dialled with its area code (Jamaica +1 876, 658)', 'JM', { root: '+1', suffixes: ['876', '658'] }, ['+1876', '+1658']],
    ['a NANP member without an area code in the source is +1', 'UM', { root: '+1', suffixes: [] }, ['+1']],
    ['a single suffix completes the code (Germany +4 / 9)', 'DE', { root: '+4', suffixes: ['9'] }, ['+49']],
    ['a three-digit code (Kosovo +3 / 83)', 'XK', { root: '+3', suffixes: ['83'] }, ['+383']],
    ['an area code joined to the country code is cut off (Åland +3 / 5818 → +358)', 'AX', { root: '+3', suffixes: ['5818'] }, ['+358']],
    ['the same for a two-digit code (Svalbard +4 / 779 → +47)', 'SJ', { root: '+4', suffixes: ['779'] }, ['+47']],
    [
      'suffixes that are area prefixes give one code (Western Sahara +2 / 125288, 125289 → +212)',
      'EH',
      { root: '+2', suffixes: ['125288', '125289'] },
      ['+212'],
    ],
    ['suffixes that give different codes keep both, in order (Vatican +39 06 698 and +379)', 'VA', { root: '+3', suffixes: ['906698', '79'] }, ['+39', '+379']],
    ['Saint Helena +290 and Ascension +247', 'SH', { root: '+2', suffixes: ['90', '47'] }, ['+290', '+247']],
    ['zone 7 is one digit whatever follows (Russia +7 / 3,4,5,8,9)', 'RU', { root: '+7', suffixes: ['3', '4', '5', '8', '9'] }, ['+7']],
    ['Kazakhstan +7 / 6, 7 is +7, not +76 and +77', 'KZ', { root: '+7', suffixes: ['6', '7'] }, ['+7']],
    ['a one-digit root without suffixes is the code itself', 'RU', { root: '+7', suffixes: [] }, ['+7']],
    ['an empty idd gives no calling code', 'AQ', { root: '', suffixes: [] }, []],
  ])('%s', (_title, cca2, idd, expected) => {
    expect(callingCodes(cca2, idd)).toEqual(expected);
  });

  it.each([
    ['a root too short for its zone (+3 alone)', 'FR', { root: '+3', suffixes: [] }, /\+3/],
    ['a NANP suffix that is not a three-digit area code', 'JM', { root: '+1', suffixes: ['87'] }, /'87'/],
  ])('says what is wrong with %s', (_title, cca2, idd, message) => {
    expect(callingCodes(cca2, idd)).toMatch(message);
  });
});

describe('ituCountryCode', () => {
  // Codes from the ITU-T E.164 list, each followed by national digits.
  it.each([
    ['4930123456', '49'],
    ['3581812345', '358'],
    ['2012345678', '20'],
    ['2125288123', '212'],
    ['8522345678', '852'],
    ['8612345678', '86'],
    ['9715123456', '971'],
    ['1876555123', '1'],
    ['7495123456', '7'],
    ['6721012345', '672'],
  ])('reads %s as +%s', (digits, code) => {
    expect(ituCountryCode(digits)).toBe(code);
  });

  it('refuses digits shorter than the code they start', () => {
    expect(ituCountryCode('35')).toBeNull();
  });
});
