import { FREE_CANCELLATION_HOURS, TAX_RATE_PERCENT } from '@suvarna/contracts';
import type { AnswerLanguage } from '../language/read-language';

/**
 * The chain's policies as the contact page's FAQ and the booking rules state them, written in each language
 * the concierge answers in: its policy passages. Cancellation states the rule the booking service applies
 * (contracts' cancellationPolicy), first and alone.
 */
export type PolicyKey = 'check-in' | 'cancellation' | 'payment' | 'pets' | 'children' | 'concierge';

export interface Policy {
  key: PolicyKey;
  title: Record<AnswerLanguage, string>;
  text: Record<AnswerLanguage, string>;
}

const hours = FREE_CANCELLATION_HOURS;
const taxPercent = TAX_RATE_PERCENT;

export const policies: readonly Policy[] = [
  {
    key: 'check-in',
    title: { en: 'Check-in and check-out', hi: 'चेक-इन और चेक-आउट', ta: 'செக்-இன், செக்-அவுட்' },
    text: {
      en: 'Check-in begins at 2:00 PM and check-out is until 12:00 noon. Early arrival and late departure can be arranged on request, subject to availability.',
      hi: 'चेक-इन दोपहर 2:00 बजे से शुरू होता है और चेक-आउट दोपहर 12:00 बजे तक है। जल्दी पहुँचने या देर से जाने का इंतज़ाम अनुरोध पर, उपलब्धता के अनुसार, किया जा सकता है।',
      ta: 'செக்-இன் மதியம் 2:00 மணிக்குத் தொடங்கும்; செக்-அவுட் நண்பகல் 12:00 மணி வரை. முன்கூட்டியே வருவதும் தாமதமாகப் புறப்படுவதும் கோரிக்கையின் பேரில், இடம் இருப்பதைப் பொறுத்து ஏற்பாடு செய்யப்படும்.',
    },
  },
  {
    key: 'cancellation',
    title: { en: 'Cancellation policy', hi: 'रद्द करने की नीति', ta: 'ரத்து செய்யும் கொள்கை' },
    text: {
      en: `A booking can be cancelled online free of charge, with a full refund to the same card, until ${hours} hours before check-in day begins (India time). After that it can no longer be cancelled online; please call our reservations team.`,
      hi: `बुकिंग को चेक-इन के दिन की शुरुआत (भारतीय समय) से ${hours} घंटे पहले तक ऑनलाइन मुफ़्त में रद्द किया जा सकता है, और पूरा पैसा उसी कार्ड पर वापस आता है। उसके बाद ऑनलाइन रद्द नहीं हो सकती; कृपया हमारी आरक्षण टीम को फ़ोन करें।`,
      ta: `செக்-இன் நாள் தொடங்குவதற்கு ${hours} மணி நேரம் முன்பு வரை (இந்திய நேரம்) முன்பதிவை ஆன்லைனில் கட்டணமின்றி ரத்து செய்யலாம்; முழுத் தொகையும் அதே கார்டுக்குத் திரும்பும். அதன் பிறகு ஆன்லைனில் ரத்து செய்ய முடியாது; எங்கள் முன்பதிவுக் குழுவை அழையுங்கள்.`,
    },
  },
  {
    key: 'payment',
    title: { en: 'Payment', hi: 'भुगतान', ta: 'கட்டணம் செலுத்துதல்' },
    text: {
      en: `Bookings are paid by card through a secure checkout after you confirm your rooms. Prices are in rupees per night; taxes and fees of ${taxPercent} percent are added to the room rate. Rooms are held for you while the payment session is open; refunds of cancelled bookings go back to the same card.`,
      hi: `कमरे तय करने के बाद बुकिंग का भुगतान सुरक्षित चेकआउट पर कार्ड से होता है। क़ीमतें रुपये प्रति रात में हैं; कमरे के किराए पर ${taxPercent} प्रतिशत कर और शुल्क जुड़ते हैं। भुगतान सत्र खुला रहने तक कमरे आपके लिए रोके जाते हैं; रद्द बुकिंग का पैसा उसी कार्ड पर लौटता है।`,
      ta: `அறைகளை உறுதி செய்த பின் பாதுகாப்பான செக்அவுட்டில் கார்டு மூலம் கட்டணம் செலுத்தலாம். விலைகள் ஒரு இரவுக்கு ரூபாயில்; அறைக் கட்டணத்துடன் ${taxPercent} சதவீத வரியும் கட்டணமும் சேரும். கட்டண அமர்வு திறந்திருக்கும் வரை அறைகள் உங்களுக்காக வைக்கப்படும்; ரத்தான முன்பதிவின் பணம் அதே கார்டுக்குத் திரும்பும்.`,
    },
  },
  {
    key: 'pets',
    title: { en: 'Pets', hi: 'पालतू जानवर', ta: 'செல்லப் பிராணிகள்' },
    text: {
      en: 'Several of our resorts welcome well-behaved pets with prior arrangement. Please contact us before booking so that we can confirm the property and prepare for your companion.',
      hi: 'हमारे कई रिज़ॉर्ट पहले से इंतज़ाम करने पर अच्छे व्यवहार वाले पालतू जानवरों का स्वागत करते हैं। बुकिंग से पहले हमसे संपर्क करें, ताकि हम होटल की पुष्टि करके आपके साथी के लिए तैयारी कर सकें।',
      ta: 'எங்கள் பல ரிசார்ட்டுகள் முன்கூட்டிய ஏற்பாட்டுடன் நன்னடத்தையுள்ள செல்லப் பிராணிகளை வரவேற்கின்றன. முன்பதிவுக்கு முன் எங்களைத் தொடர்பு கொள்ளுங்கள்; ஹோட்டலை உறுதி செய்து உங்கள் துணைக்குத் தயார் செய்வோம்.',
    },
  },
  {
    key: 'children',
    title: { en: 'Children and families', hi: 'बच्चे और परिवार', ta: 'குழந்தைகளும் குடும்பங்களும்' },
    text: {
      en: 'Children are welcome at every Suvarna hotel. Each room type lists how many guests it holds; families can book several rooms in one booking, and properties with a Kids Club offer supervised play.',
      hi: 'हर सुवर्णा होटल में बच्चों का स्वागत है। हर कमरे के प्रकार में लिखा है कि उसमें कितने मेहमान रह सकते हैं; परिवार एक ही बुकिंग में कई कमरे ले सकते हैं, और किड्स क्लब वाले होटलों में बच्चों के खेल की देखरेख होती है।',
      ta: 'ஒவ்வொரு சுவர்ணா ஹோட்டலிலும் குழந்தைகள் வரவேற்கப்படுகிறார்கள். ஒவ்வொரு அறை வகையிலும் எத்தனை விருந்தினர் தங்கலாம் என்று உள்ளது; குடும்பங்கள் ஒரே முன்பதிவில் பல அறைகள் எடுக்கலாம்; கிட்ஸ் கிளப் உள்ள ஹோட்டல்களில் மேற்பார்வையுடன் விளையாட்டு உண்டு.',
    },
  },
  {
    key: 'concierge',
    title: { en: 'AI concierge', hi: 'एआई कंसीयर्ज', ta: 'AI வரவேற்பாளர்' },
    text: {
      en: 'Our AI concierge answers questions, suggests experiences and arranges requests at any hour, in conversation. Whenever you prefer a personal touch, our guest relations team takes over seamlessly.',
      hi: 'हमारा एआई कंसीयर्ज किसी भी समय, बातचीत में, सवालों के जवाब देता है, अनुभव सुझाता है और अनुरोधों का इंतज़ाम करता है। जब भी आप किसी इंसान से बात करना चाहें, हमारी अतिथि सेवा टीम बिना रुकावट संभाल लेती है।',
      ta: 'எங்கள் AI வரவேற்பாளர் எந்நேரமும் உரையாடலில் கேள்விகளுக்குப் பதில் சொல்லி, அனுபவங்களைப் பரிந்துரைத்து, கோரிக்கைகளை ஏற்பாடு செய்கிறது. நேரடி மனிதத் தொடர்பை விரும்பும்போது எங்கள் விருந்தினர் உறவுக் குழு தடையின்றித் தொடரும்.',
    },
  },
];

export const policyOf = (key: PolicyKey): Policy => policies.find((p) => p.key === key)!;
