import type { SVGProps } from 'react';

/** Line icons for the partnership categories, drawn on the same 24 px grid as the shared icon set. */
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const ChipIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6.5" y="6.5" width="11" height="11" rx="1.5" />
    <rect x="9.5" y="9.5" width="5" height="5" rx="0.5" />
    <path d="M9.5 3.5v3M14.5 3.5v3M9.5 17.5v3M14.5 17.5v3M3.5 9.5h3M3.5 14.5h3M17.5 9.5h3M17.5 14.5h3" />
  </Icon>
);

export const LeafIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 19c0-8 5.5-13.5 15-14-.5 9.5-6 15-14 15" />
    <path d="M5 19c3-4 6-6.5 10-8.5" />
  </Icon>
);

export const ClocheIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 17.5h17M5 17.5a7 7 0 0 1 14 0" />
    <path d="M12 8.5V6.5M10.5 6.5h3M8.5 13a4 4 0 0 1 2.5-2.3" />
  </Icon>
);

export const MountainIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 19.5 9 8l4 7 2.5-3.5 6 8z" />
    <path d="m7.2 11.2 1.8 1.3 1.6-1.6" />
  </Icon>
);

export const PillarsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 9 12 4l8.5 5zM4.5 20.5h15M3.5 20.5h17" />
    <path d="M6.5 9.5v8.5M10 9.5v8.5M14 9.5v8.5M17.5 9.5v8.5" />
  </Icon>
);

export const LotusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5c2.5 3 2.5 7.5 0 11-2.5-3.5-2.5-8 0-11Z" />
    <path d="M11 16c-3.5-.8-6-3.5-6.5-7.5 3.2.8 5.6 3.3 6.5 7.5ZM13 16c3.5-.8 6-3.5 6.5-7.5-3.2.8-5.6 3.3-6.5 7.5Z" />
    <path d="M4 19h16" />
  </Icon>
);

export const DiyaIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 13.5h17c-1 3.5-4.5 5.5-8.5 5.5s-7.5-2-8.5-5.5Z" />
    <path d="M12 11c-1.6-1.4-1.6-3.6 0-6.5 1.6 2.9 1.6 5.1 0 6.5Z" />
  </Icon>
);

export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 6.5c-2-1.5-5-2-8.5-1.5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5c-3.5-.5-6.5 0-8.5 1.5Z" />
    <path d="M12 6.5v13" />
  </Icon>
);

export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5Z" />
  </Icon>
);

export const HandshakeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m2.5 11 3-3.5 3 1 2-1.5h3l5 4-3 3" />
    <path d="m18.5 11 3-.5M2.5 11l3.5 4 2.5 2.5c.8.8 2 .8 2.8 0l.2-.2M14.5 14.5l-2 2M12.5 12.5l-2 2M8.5 9.5l2.5 2.5c.7.7 1.8.7 2.5 0l.5-.5" />
  </Icon>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.5 4.5h6v6M19.5 4.5 11 13M17 14v4.5a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1H10" />
  </Icon>
);
