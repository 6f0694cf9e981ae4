import { describe, expect, it } from 'vitest';
import { CHAT_WARNING_TEXT, CHAT_WARNINGS } from './chat';
import { chatWarningFor } from './chat-safety';
import si from './i18n/catalogs/si';
import ta from './i18n/catalogs/ta';

describe('chatWarningFor: asking for money before a viewing', () => {
  it.each([
    // English
    'Please send an advance of 50,000 to hold the car',
    'Pay a small deposit and I will keep it for you',
    'There is a reservation fee of Rs. 25,000',
    'Booking fee is 10k, refundable',
    'Send the token money today, many buyers are asking',
    'You must pay in advance, the car is in Jaffna',
    'ADVANCE PAYMENT required before viewing',
    // Singlish
    'advance ekak danna puluwanda? ethakota vahanaya hold karannam',
    'deposit eka damma nam mama wena kenekta denne na',
    'token eka dala reserve karaganna',
    // Tanglish
    'advance kudunga sir, car ungalukku than',
    'munpanam anuppunga, naan vandi vaikiren',
    // Sinhala
    'කරුණාකර අත්තිකාරම් මුදලක් එවන්න',
    'රු. 50,000ක තැන්පතුවක් දාන්න',
    'ඇඩ්වාන්ස් එකක් දාන්න',
    // Tamil
    'முன்பணம் அனுப்புங்கள், கார் உங்களுக்கு',
    'வைப்புத்தொகை 25,000 செலுத்த வேண்டும்',
    'அட்வான்ஸ் கொடுங்கள்',
  ])('warns about %j', (text) => {
    expect(chatWarningFor(text)).toBe('advance-payment');
  });
});

describe('chatWarningFor: a bank account', () => {
  it.each([
    // English
    'My account number is 1234 5678 9012',
    'acc no 8001234567 BOC Kandy',
    'A/C No: 0071-2345-6789 Sampath Bank',
    'Transfer to bank account 100200300400',
    'Commercial Bank 8009876543 name S Perera',
    // Singlish
    'acc no eka 8001234567, salli dala photo eka evanna',
    'account ekata dala kiyanna: 1002003004',
    // Tanglish
    'account la podunga 100200300400',
    // Sinhala
    'මගේ ගිණුම් අංකය 8001234567',
    'බැංකු ගිණුමට දාන්න 100200300400',
    // Tamil
    'என் கணக்கு எண் 8001234567',
    'வங்கி கணக்கு 100200300400 க்கு அனுப்புங்கள்',
  ])('warns about %j', (text) => {
    expect(chatWarningFor(text)).toBe('bank-account');
  });
});

describe('chatWarningFor: taking the talk off the site', () => {
  it.each([
    // English
    'Message me on WhatsApp 0771234567',
    'Whats app me, faster',
    'Add me on Telegram @carseller',
    'Call me on viber',
    'I am on IMO, same number',
    'More photos at http://cheap-cars.example/aqua',
    'see www.example.lk for the papers',
    'Full report: bit.ly/3xYz12',
    'wa.me/94771234567',
    'join t.me/carsdeals',
    // Singlish
    'whatsapp karanna, photos ewannam',
    'wtsapp ekata msg ekak danna',
    // Tanglish
    'whatsapp pannunga sir',
    // Sinhala
    'වට්සැප් එකට එවන්න',
    'ටෙලිග්‍රෑම් එකෙන් කතා කරමු',
    // Tamil
    'வாட்ஸ்அப் பண்ணுங்க',
    'டெலிகிராம் மூலம் பேசலாம்',
  ])('warns about %j', (text) => {
    expect(chatWarningFor(text)).toBe('off-platform');
  });
});

describe('chatWarningFor: ordinary questions stay quiet', () => {
  it.each([
    'Is it still available?',
    'no accidents',
    'Any accidents? Is the mileage original?',
    'I will pay cash at the viewing',
    'price 6,500,000 negotiable',
    'Last price 6500000?',
    'can I see it on Saturday',
    'Call me on 0771234567',
    'My number is +94 77 123 4567',
    'Advanced safety package included',
    'Let me know in advance when you are free',
    'Account for the leasing is settled',
    'Is the lease account closed?',
    'Registered in 2018, 45,000 km',
    'mata Senasuradata balanna enna puluwanda?',
    'ஞாயிற்றுக்கிழமை பார்க்கலாமா?',
    'සෙනසුරාදා බලන්න එන්න පුළුවන්ද?',
    'The engine is 1.5 l and the tyres are new',
  ])('does not warn about %j', (text) => {
    expect(chatWarningFor(text)).toBeNull();
  });

  it('reads through zero-width characters a sender hides a word with', () => {
    expect(chatWarningFor('whats\u200bapp me')).toBe('off-platform');
  });
});

describe('the warning sentences', () => {
  it('has a sentence for every rule, translated into Sinhala and Tamil', () => {
    const sentences = [
      CHAT_WARNING_TEXT.general,
      ...CHAT_WARNINGS.map((rule) => CHAT_WARNING_TEXT[rule]),
    ];
    expect(CHAT_WARNING_TEXT.general).toBe('Never pay before you have seen the car and its papers');
    for (const sentence of sentences) {
      expect(si[sentence], sentence).toBeTruthy();
      expect(ta[sentence], sentence).toBeTruthy();
    }
  });
});
