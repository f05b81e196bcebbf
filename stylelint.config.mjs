/**
 * `npm run lint` (part of `npm test`) checks the stylesheets with Stylelint's standard rules, but
 * for notations the chrome keeps on purpose for the browsers it supports: media features in the
 * `min-`/`max-` form (range syntax needs Safari 16.4), colour functions as written, overflow longhands.
 */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['dist/**', '.tmp/**', '**/node_modules/**', 'fixtures/**', 'bench/**/dist/**', 'shots/**', 'coverage/**'],
  rules: {
    'media-feature-range-notation': 'prefix',
    'color-function-notation': null,
    'color-function-alias-notation': null,
    'alpha-value-notation': null,
    // Two-value `overflow` needs Safari 15.4: the longhands stay.
    'declaration-block-no-redundant-longhand-properties': null,
  },
};
