/**
 * Spanish IBAN test vectors (shared/reference/spanish-iban-vectors.json): from the test suites of
 * ibantools and python-stdnum. Used by the domain and server tests.
 */
export const SPANISH_IBAN_VECTORS = {
  valid: [
    'ES9121000418450200051332',
    'ES4901825500610201630983',
    'ES8820950497919107088631',
    'ES5900495030112916011246',
    'ES2731831500960001210562',
  ],
  invalid_mod97: ['ES1212341234161234567890'],
  invalid_ccc_check_digits: [
    'ES8350210036679521296135',
    'ES2121000418450200051331',
    'ES8931831500950001210562',
    'ES1512341234171234567890',
  ],
} as const;
