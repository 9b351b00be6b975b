// Mantine's preset (rem/em functions, light/dark mixins). Media queries write the breakpoints out in
// em (Mantine's defaults, which the theme keeps: xs 36em, sm 48em, md 62em, lg 75em, xl 88em):
// the format check (Biome) reads plain CSS, not postcss-simple-vars' `$mantine-breakpoint-*`.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
