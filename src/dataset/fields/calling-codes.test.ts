import { describe, expect, it } from 'vitest';
import { callingCodes } from './calling-codes.ts';

/** The United States' idd in world-countries lists its area codes (hundreds of them) as suffixes. */
const usAreaCodes = Array.from({ length: 380 }, (_, i) => String(201 + i));

describe('callingCodes', () => {
  it.each([
    ['the NANP root +1 stands alone, whatever its suffixes (US)', { root: '+1', suffixes: usAreaCodes }, ['+1']],
    ['the NANP root +1 stands alone with a single area code (Jamaica, 876)', { root: '+1', suffixes: ['876'] }, ['+1']],
    ['a single suffix completes the code (Germany +4 / 9)', { root: '+4', suffixes: ['9'] }, ['+49']],
    ['a single multi-digit suffix completes the code (Kosovo +3 / 83)', { root: '+3', suffixes: ['83'] }, ['+383']],
    ['several suffixes leave the root alone (Russia +7 / 3,4,5,8,9)', { root: '+7', suffixes: ['3', '4', '5', '8', '9'] }, ['+7']],
    ['a root without suffixes is the code itself', { root: '+7', suffixes: [] }, ['+7']],
    ['an empty idd gives no calling code', { root: '', suffixes: [] }, []],
  ])('%s', (_title, idd, expected) => {
    expect(callingCodes(idd)).toEqual(expected);
  });
});
