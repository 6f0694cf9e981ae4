// A lint rule for issue 32 (decision 119): every text a person reads goes through the catalogs.
// Letters written straight into JSX — a text child, a string child, or one of the attributes a
// person reads or hears (aria-label, placeholder, title, alt, label) — are flagged; `t('…')` is
// the way to write them. Brand names and units that read the same in every language are allowed.

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
]);

/** Words that are the same in Sinhala, Tamil and English on this site. */
const SAME_IN_EVERY_LANGUAGE = new Set(['CarMarket', 'VIP', 'Rs.', 'km', 'cc', 'CarMarket.lk']);

function readsAsWords(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/[A-Za-z]/.test(trimmed)) return false;
  return !trimmed
    .split(' ')
    .every((word) => SAME_IN_EVERY_LANGUAGE.has(word) || !/[A-Za-z]/.test(word));
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'UI text must come from the catalogs (t, tc)' },
    schema: [],
    messages: {
      text: 'Text a person reads must go through t() (issue 32): "{{text}}".',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (readsAsWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const expression = node.expression;
        if (expression.type === 'Literal' && typeof expression.value === 'string') {
          if (readsAsWords(expression.value)) report(node, expression.value);
        }
        if (expression.type === 'TemplateLiteral') {
          const text = expression.quasis.map((quasi) => quasi.value.cooked).join(' ');
          if (readsAsWords(text)) report(node, text);
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string') {
          if (readsAsWords(node.value.value)) report(node, node.value.value);
        }
        if (node.value.type === 'JSXExpressionContainer') {
          const expression = node.value.expression;
          if (expression.type === 'Literal' && typeof expression.value === 'string') {
            if (readsAsWords(expression.value)) report(node, expression.value);
          }
        }
      },
    };
  },
};

export default { rules: { 'ui-text': rule } };
