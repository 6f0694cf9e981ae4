import { describe, expect, it } from 'vitest';
import { withoutLinks } from './plain-words';

describe('withoutLinks', () => {
  it.each([
    ['Verify at http://evil.example/login?id=7.', 'Verify at [link to evil[.]example removed].'],
    ['HTTPS://Bank-Check.example/x', '[link to bank-check[.]example removed]'],
    ['hxxp://evil.example/a', '[link to evil[.]example removed]'],
    ['see www.pics.example/aqua, please', 'see [link to www[.]pics[.]example removed], please'],
    ['go to carmarket-verify.com/login now', 'go to [link to carmarket-verify[.]com removed] now'],
    ['or secure.carmarket.lk', 'or [link to secure[.]carmarket[.]lk removed]'],
    ['(http://evil.example)', '([link to evil[.]example removed])'],
    ['mail pay@bank.example today', 'mail [e-mail address at bank[.]example removed] today'],
    // Look-alike letters reach the reader as the punycode a browser would go to.
    ['http://саrmarket.com/x', '[link to xn--rmarket-1fg6m[.]com removed]'],
  ])('%j → %j', (words, plain) => {
    expect(withoutLinks(words)).toBe(plain);
  });

  it.each([
    'Can I see it on Saturday.Thanks',
    'Rs. 5,800,000 is my best price, i.e. cash.',
    'Call me on 077 123 4567 after 5.30 pm',
    'The 2016 model, 1.5 l engine',
    'Mr.Silva will come',
  ])('leaves ordinary words alone: %j', (words) => {
    expect(withoutLinks(words)).toBe(words);
  });
});
