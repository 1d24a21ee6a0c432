// Decision 015 and 045: feature screens build from the kit's typed parts (src/web/ui/), never from class
// names; a part that a screen needs and the kit lacks is added to the kit. Imported by eslint.config.js.
export default [
  {
    files: ['src/web/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='className']",
          message:
            'No raw class names in a feature: build the screen from the kit in src/web/ui/ (add the part there if it is missing), decisions 015 and 045.',
        },
      ],
    },
  },
];
