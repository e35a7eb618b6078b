/** The menu's fixed links (spec: Header). The account group depends on the session and is built in the menu. */
export interface NavItem {
  label: string;
  to: string;
}

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

export const mainPages: NavGroup = {
  title: 'Main Pages',
  items: [
    { label: 'Home', to: '/' },
    { label: 'Brand', to: '/brand' },
    { label: 'AI Demos', to: '/ai-demos' },
    { label: 'Our Team', to: '/team' },
  ],
};

export const hotelsAndServices: NavGroup = {
  title: 'Hotels & Services',
  items: [
    { label: 'Our Hotels', to: '/hotels' },
    { label: 'Pre Openings', to: '/pre-openings' },
    { label: 'Future Projects', to: '/future-projects' },
    { label: 'Partners', to: '/partners' },
    { label: 'Careers', to: '/work-with-us' },
  ],
};

export const accountAndSupportTitle = 'Account & Support';
