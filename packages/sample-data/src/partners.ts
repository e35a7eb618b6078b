import type { Partner } from '@suvarna/contracts';

type PartnerSource = Omit<Partner, '_id'>;

const list: PartnerSource[] = [
  {
    id: 'partner-1',
    name: 'NeuralStay AI Labs',
    type: 'AI Technology Partner',
    logo: '/images/partners/neuralstay-ai-labs.svg',
    description: 'Builds the language models behind our AI concierge, tuned for Indian languages and the way guests really ask for things.',
    website: 'https://example.com/partners/neuralstay',
    partnership: 'Multilingual AI concierge and smart reservations',
  },
  {
    id: 'partner-2',
    name: 'Vaani Voice Systems',
    type: 'AI Technology Partner',
    logo: '/images/partners/vaani-voice-systems.svg',
    description: 'Provides the voice assistants in our smart rooms, with on-device processing so conversations stay private.',
    partnership: 'Voice-controlled smart rooms',
  },
  {
    id: 'partner-3',
    name: 'Bharat Tourism Development Council',
    type: 'Government Partner',
    logo: '/images/partners/bharat-tourism-development-council.svg',
    description: 'Works with us to bring responsible tourism to emerging destinations in the Himalaya and the Northeast.',
    partnership: 'Destination development in the Northeast',
  },
  {
    id: 'partner-4',
    name: 'GreenGrid Renewables',
    type: 'Sustainability Partner',
    logo: '/images/partners/greengrid-renewables.svg',
    description: 'Installs and runs the solar, storage and heat-pump systems that power our mountain lodges and city hotels alike.',
    website: 'https://example.com/partners/greengrid',
    partnership: 'Renewable energy and net-zero operations',
  },
  {
    id: 'partner-5',
    name: 'Spice Route Culinary Collective',
    type: 'F&B Partner',
    logo: '/images/partners/spice-route-culinary-collective.svg',
    description: 'A collective of regional chefs and spice farmers who help us keep every menu rooted in its place.',
    partnership: 'Regional menus and farm sourcing',
  },
  {
    id: 'partner-6',
    name: 'Himalayan Trails Adventures',
    type: 'Activity Partner',
    logo: '/images/partners/himalayan-trails-adventures.svg',
    description: 'Certified mountain guides leading treks, ski days and river trips from our Himalayan resorts.',
    partnership: 'Guided treks and adventure sports',
  },
  {
    id: 'partner-7',
    name: 'Prana Ayurveda Institute',
    type: 'Wellness Partner',
    logo: '/images/partners/prana-ayurveda-institute.svg',
    description: 'Trains our therapists and designs the Ayurveda programmes offered in Rishikesh, Alleppey and Almora.',
    website: 'https://example.com/partners/prana',
    partnership: 'Ayurveda programmes and therapist training',
  },
  {
    id: 'partner-8',
    name: 'Kerala Backwater Guild',
    type: 'Activity Partner',
    logo: '/images/partners/kerala-backwater-guild.svg',
    description: 'Master boat-builders and skippers who craft and sail the traditional kettuvallam houseboats our guests cruise on.',
    partnership: 'Houseboat cruises and village canoe trails',
  },
];

export const partners: Partner[] = list.map((p) => ({ ...p, _id: p.id }));
